import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { AppDb } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema.ts';

export type CodePurpose = 'phone' | 'email' | 'extra_phone' | 'password_reset';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const RESEND_AFTER_MS = 300 * 1000;
export const MAX_WRONG_TRIES = 5;

export const CODE_MESSAGES = {
  missing: 'The verification code is invalid or has expired. Please request a new one.',
  dead: 'Too many wrong attempts. Please request a new code.',
  wrong: (left: number) => `The verification code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
};

function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

function codeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const actual = Buffer.from(hashCode(code, salt), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export type IssueResult = { ok: true; code: string } | { ok: false; retryAfterSeconds: number };

/**
 * A new 6-digit code for `purpose`/`target`, unless one was sent for the same pair less than
 * 300 s ago. The newest code supersedes older ones. `playerId` null stores an unusable code
 * (a reset request that matched no account), so that the resend limit answers the same.
 */
export async function issueCode(
  db: AppDb,
  clock: Clock,
  request: { playerId: number | null; purpose: CodePurpose; target: string },
): Promise<IssueResult> {
  const now = clock.now();
  const [last] = await db
    .select({ sentAt: verificationCodes.sentAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, request.purpose), eq(verificationCodes.target, request.target)))
    .orderBy(desc(verificationCodes.sentAt))
    .limit(1);
  if (last) {
    const waited = now.getTime() - last.sentAt.getTime();
    if (waited < RESEND_AFTER_MS) return { ok: false, retryAfterSeconds: Math.ceil((RESEND_AFTER_MS - waited) / 1000) };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(8).toString('hex');
  await db.insert(verificationCodes).values({
    playerId: request.playerId,
    purpose: request.purpose,
    target: request.target,
    codeHash: `${salt}$${hashCode(code, salt)}`,
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return { ok: true, code };
}

export type CheckResult = { ok: true; target: string } | { ok: false; message: string };

/**
 * Checks `code` against the player's newest code for `purpose`. A right code is used up; a wrong
 * one counts, and after 5 wrong tries the code is dead.
 */
export async function checkCode(db: AppDb, clock: Clock, playerId: number, purpose: CodePurpose, code: string): Promise<CheckResult> {
  const now = clock.now();
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.playerId, playerId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.sentAt), desc(verificationCodes.id))
    .limit(1);
  if (!row || row.consumedAt !== null || row.expiresAt.getTime() <= now.getTime()) return { ok: false, message: CODE_MESSAGES.missing };
  if (row.attempts >= MAX_WRONG_TRIES) return { ok: false, message: CODE_MESSAGES.dead };
  if (!codeMatches(code, row.codeHash)) {
    const [counted] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.attempts, MAX_WRONG_TRIES)))
      .returning({ attempts: verificationCodes.attempts });
    const left = MAX_WRONG_TRIES - (counted?.attempts ?? MAX_WRONG_TRIES);
    return { ok: false, message: left > 0 ? CODE_MESSAGES.wrong(left) : CODE_MESSAGES.dead };
  }
  // Used once only, even by two concurrent requests.
  const [used] = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt), lt(verificationCodes.attempts, MAX_WRONG_TRIES)))
    .returning({ target: verificationCodes.target });
  return used ? { ok: true, target: used.target } : { ok: false, message: CODE_MESSAGES.missing };
}
