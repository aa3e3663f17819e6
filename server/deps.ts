import type { Clock, FeedClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Logger } from './logger.ts';
import type { Outbox } from './messaging/outbox.ts';
import type { SignupLimits } from './routes/players/signup-limits.ts';
import type { PasswordHasher } from './security/password.ts';

/**
 * What the app's routes and domain modules are given (createApp in app.ts builds it). In its own module
 * so that routes and domain code import the type from here, never from app.ts (which imports them).
 */
export type AppDeps = {
  database: Database;
  clock: Clock;
  config: Config;
  log: Logger;
  /** Defaults to scrypt N=2^17; tests pass a cheaper one. */
  passwords?: PasswordHasher;
  /** Defaults to the database outbox (table outbox_messages, also logged). */
  outbox?: Outbox;
  /**
   * Sign-ups per client address in an hour, and from how many the one-page form needs a captcha;
   * defaults DEFAULT_SIGNUP_LIMITS (5 and 1). Only the browser tests' server passes others (every
   * test signs up from 127.0.0.1).
   */
  signupLimits?: SignupLimits;
  /**
   * The simulated matches' clock, shared by the feed's routes, the settlement and the operator's
   * `feed-skip`; createApp makes one when none is given. None with a real provider (EXCHANGE_DATA_URL).
   */
  feedClock?: FeedClock;
};
