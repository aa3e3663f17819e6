import { randomBytes } from 'node:crypto';
import { say } from '../../i18n/messages.ts';
import type { AppDeps } from '../../deps.ts';
import type { Clock } from '../../clock.ts';
import type { AppDb } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { databaseOutbox, type Outbox } from '../../messaging/outbox.ts';
import { defaultPasswordHasher, type PasswordHasher } from '../../security/password.ts';
import { DEFAULT_SIGNUP_LIMITS, type SignupLimits } from './signup-limits.ts';

/** What the player routes work with. */
export type PlayerServices = {
  db: AppDb;
  clock: Clock;
  log: Logger;
  passwords: PasswordHasher;
  outbox: Outbox;
  signupLimits: SignupLimits;
  /** A hash of a random password with the current parameters: verified for unknown users, so they cost the same. */
  dummyHash(): Promise<string>;
};

export function playerServices(deps: AppDeps): PlayerServices {
  const passwords = deps.passwords ?? defaultPasswordHasher;
  let dummy: Promise<string> | undefined;
  return {
    db: deps.database.db,
    clock: deps.clock,
    log: deps.log,
    passwords,
    outbox: deps.outbox ?? databaseOutbox(deps.database.db, deps.clock, deps.log),
    signupLimits: deps.signupLimits ?? DEFAULT_SIGNUP_LIMITS,
    dummyHash: () => (dummy ??= passwords.hash(randomBytes(18).toString('base64url'))),
  };
}

export const FORBIDDEN = say('not_own_account');

/** Money and points as strings with two decimals ("1250.00"). */
export function money(value: string | number): string {
  if (typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value)) return value; // numeric(14,2) as the driver gives it
  return Number(value).toFixed(2);
}
