/**
 * The browser tests' server: `npm start` exactly, but passwords hashed with scrypt N=2^10 instead of
 * 2^17 (the same format; cheapPasswords of the server tests). A test run makes hundreds of players,
 * each hashed once and logged in once: at 2^17 that cost the 2-core CI machine minutes of CPU.
 * Every test signs up from 127.0.0.1, so the per-address sign-up limits are wide here (the limits
 * themselves are tested in server/routes/players/signup.test.ts; the one-page form's captcha through
 * the model paths of tests/components/signup.model.browser.test.tsx, without this server).
 * Production has no switch for either; only this file passes them.
 */
import { serveUntilStopped } from '../../server/cli/start.ts';
import { createPasswordHasher } from '../../server/security/password.ts';

serveUntilStopped({
  passwords: createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 }),
  signupLimits: { perAddressPerHour: 100_000, captchaAfter: 100_000 },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
