import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { signups } from '../../db/schema.ts';
import { say } from '../../i18n/messages.ts';

type DbOrTx = Pick<AppDb, 'select' | 'insert' | 'delete' | 'execute'>;

/**
 * Sign-ups from one client address: at most `perAddressPerHour` successful ones in any hour (then 429), and
 * from `captchaAfter` of them on, the one-page form must carry a captcha too (the two-step form always does).
 */
export type SignupLimits = { perAddressPerHour: number; captchaAfter: number };

export const DEFAULT_SIGNUP_LIMITS: SignupLimits = { perAddressPerHour: 5, captchaAfter: 1 };
export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;

/** Whole minutes to wait (at least 1), the `minutes` field of a throttled sign-up. */
export const signupMinutesToWait = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

export function signupThrottledMessage(seconds: number): string {
  return say('signup_throttled', { minutes: signupMinutesToWait(seconds) });
}

/** An address's sign-ups within the last hour (up to the limit), and the seconds until one more is allowed (0: now). */
export type AddressStanding = { count: number; waitSeconds: number };

export async function addressStanding(db: DbOrTx, address: string, now: Date, limits: SignupLimits): Promise<AddressStanding> {
  const rows = await db
    .select({ createdAt: signups.createdAt })
    .from(signups)
    .where(and(eq(signups.address, address), gt(signups.createdAt, new Date(now.getTime() - SIGNUP_WINDOW_MS))))
    .orderBy(desc(signups.createdAt))
    .limit(limits.perAddressPerHour);
  const oldest = rows.length >= limits.perAddressPerHour ? rows[rows.length - 1] : undefined;
  if (!oldest) return { count: rows.length, waitSeconds: 0 };
  return { count: rows.length, waitSeconds: Math.max(1, Math.ceil((oldest.createdAt.getTime() + SIGNUP_WINDOW_MS - now.getTime()) / 1000)) };
}

/**
 * Inside the sign-up's transaction: takes the address's lock (a transaction-scoped advisory lock, so
 * concurrent sign-ups from one address, on any server of the same database, are counted one after
 * another) and answers its standing as of now. The lock is released when the transaction ends.
 */
export async function lockAddress(tx: DbOrTx, address: string, now: Date, limits: SignupLimits): Promise<AddressStanding> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`signup:${address}`}, 0))`);
  return addressStanding(tx, address, now, limits);
}

/** Inside the same transaction, after the player was inserted: counts the sign-up, drops the address's expired rows. */
export async function recordSignup(tx: DbOrTx, address: string, playerId: number, now: Date): Promise<void> {
  await tx.insert(signups).values({ address, playerId, createdAt: now });
  await tx.delete(signups).where(and(eq(signups.address, address), lte(signups.createdAt, new Date(now.getTime() - SIGNUP_WINDOW_MS))));
}
