import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { registerExchangeAccountRoutes } from './account.ts';
import { registerExchangeBetRoutes } from './bets.ts';
import { registerExchangeDataRoutes } from './data.ts';

/** The exchange: the feed under /exchange-data/*, bets and the exchange account pages under /api/exchange/*. */
export function exchangeRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  registerExchangeBetRoutes(app, deps, registerExchangeDataRoutes(app, deps));
  registerExchangeAccountRoutes(app, deps);
  return app;
}
