import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { registerProviderApi } from './api.ts';
import { registerDemoGame } from './demo-game.ts';
import { registerRecordRoutes } from './records.ts';

/** The demo game provider (page under /demo-game/, wallet API under /provider/v1/) and the betting records. */
export function providerRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  registerDemoGame(app);
  registerProviderApi(app, deps);
  registerRecordRoutes(app, deps);
  return app;
}
