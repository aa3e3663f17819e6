import type { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';
import { registerInboxRoutes } from './account.ts';
import { registerCaptchaRoutes } from './captcha.ts';
import { registerChatRoutes } from './chats.ts';
import { registerGameRoutes } from './games.ts';
import { registerMemberRoutes } from './member.ts';
import { registerSiteRoutes } from './site.ts';
import { registerStorageRoutes } from './storage.ts';
import { registerVipRoutes } from './vip.ts';
import { registerReferralRoutes } from './referral.ts';

export { verifyCaptcha } from './captcha.ts';

/** Site content, games and the account calls: inbox, VIP, chat (spec 1 §7, spec 2 §7). */
export function registerContentRoutes(app: Hono, deps: AppDeps): void {
  registerSiteRoutes(app, deps);
  registerCaptchaRoutes(app, deps);
  registerGameRoutes(app, deps);
  registerStorageRoutes(app, deps);
  registerInboxRoutes(app, deps);
  registerVipRoutes(app, deps);
  registerMemberRoutes(app, deps);
  registerChatRoutes(app, deps);
  registerReferralRoutes(app, deps);
}
