/**
 * The browser tests' server: `npm start` exactly, but passwords hashed with scrypt N=2^10 instead of
 * 2^17 (the same format; cheapPasswords of the server tests). A test run makes hundreds of players,
 * each hashed once and logged in once: at 2^17 that cost the 2-core CI machine minutes of CPU.
 * Production has no switch for this; only this file passes the cheaper hasher.
 */
import { serveUntilStopped } from '../../server/cli/start.ts';
import { createPasswordHasher } from '../../server/security/password.ts';

serveUntilStopped({ passwords: createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 }) }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
