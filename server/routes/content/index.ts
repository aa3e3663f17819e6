import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { registerGameRoutes } from './games.ts';
import { registerReferralRoutes } from './referral.ts';
import { registerSiteRoutes } from './site.ts';
import { registerStorageRoutes } from './storage.ts';
import { registerVipRoutes } from './vip.ts';

/** Site content, games, generated images, VIP conversion and referral (spec 1 §7, spec 2 §7). */
export function contentRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  registerSiteRoutes(app, deps);
  registerGameRoutes(app, deps);
  registerStorageRoutes(app, deps);
  registerVipRoutes(app, deps);
  registerReferralRoutes(app, deps);
  return app;
}
