import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { registerLimitRoutes } from './limits.ts';
import { registerStatementRoutes } from './statement.ts';

/** The safer-gambling calls (issue 24): deposit limits and the activity statement. */
export function saferRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  registerLimitRoutes(app, deps);
  registerStatementRoutes(app, deps);
  return app;
}
