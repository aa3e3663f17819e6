import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { registerInboxRoutes } from './inbox.ts';
import { registerMemberRoutes } from './overview.ts';

/** The account pages' calls: the inbox, the account overview and the VIP card (spec 2 §7, §9). */
export function accountRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  registerInboxRoutes(app, deps);
  registerMemberRoutes(app, deps);
  return app;
}
