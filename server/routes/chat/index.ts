import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { registerChatRoutes } from './chats.ts';

/** The chat with customer support (spec 2 §7). */
export function chatRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  registerChatRoutes(app, deps);
  return app;
}
