import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { breaksRoutes } from './breaks.ts';
import { registerLimitRoutes } from './limits.ts';
import { registerStatementRoutes } from './statement.ts';

/** The safer-gambling calls (issue 24): deposit limits, the activity statement, breaks and the reality check. */
export function saferRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  registerLimitRoutes(app, deps);
  registerStatementRoutes(app, deps);
  app.route('/', breaksRoutes(deps));
  return app;
}
