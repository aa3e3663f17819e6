import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer, type PlayerVariables } from '../../auth/require-player.ts';
import { registerAccount } from './account.ts';
import { registerCaptchaRoutes } from './captcha.ts';
import { registerExchangeTokenCheck } from './exchange-token.ts';
import { registerLogin } from './login.ts';
import { registerSignup } from './signup.ts';
import { registerPasswordChange, registerPasswordReset } from './passwords.ts';
import { playerServices } from './services.ts';
import { registerVerification } from './verification.ts';

/** Players: captcha, login, sign-up, profile, verification, phones (spec 1 §7, spec 2 §7). */
export function playerRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const services = playerServices(deps);
  registerCaptchaRoutes(app, deps);

  const open = new Hono();
  registerLogin(open, services);
  registerSignup(open, services);
  registerPasswordReset(open, services);
  // Bearer, but with the exchange token rather than the session's (exchange-token.ts).
  registerExchangeTokenCheck(open, services);
  app.route('/api', open);

  // Every call below needs a bearer session (401 { message: 'Unauthenticated.' }).
  const guarded = new Hono<{ Variables: PlayerVariables }>();
  const guard = requirePlayer(deps);
  // '/user/show' has its own guard that reads the player's row with the session (account.ts).
  for (const path of [
    '/balance',
    '/logout',
    '/user/profile/update',
    '/player-login',
    '/user-pwd',
    '/send-verification-code',
    '/verify-email',
    '/verify-phone-number',
    '/get/other/phone',
    '/add/number',
    '/add/send-verification-code',
    '/add/verify-phone-number',
  ]) {
    guarded.use(path, guard);
  }
  registerAccount(guarded, services);
  registerPasswordChange(guarded, services);
  registerVerification(guarded, services);
  app.route('/api', guarded);
  return app;
}
