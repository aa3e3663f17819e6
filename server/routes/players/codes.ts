import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { AppDb } from '../../db/client.ts';
import { codeDestinations, verificationCodes } from '../../db/schema.ts';
import { refusal as refusalOf, refusalAs, say } from '../../i18n/messages.ts';
import { phoneKey } from './validation.ts';

export type CodePurpose = 'phone' | 'email' | 'extra_phone' | 'password_reset';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const RESEND_AFTER_MS = 300 * 1000;
export const MAX_WRONG_TRIES = 5;
/** At most this many codes go to one number or address in DESTINATION_WINDOW_MS, whoever asks for them. */
export const MAX_CODES_PER_DESTINATION = 5;
export const DESTINATION_WINDOW_MS = 60 * 60 * 1000;

/** Whole minutes (at least 1) for a wait given in seconds. */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The words of the code refusals (from the players catalogue). */
export const CODE_MESSAGES = {
  missing: say('code_invalid'),
  dead: say('code_dead'),
  wrong: (left: number) => say('code_wrong', { tries_left: left }),
  wait: (seconds: number) => say('code_recently_sent', { retry_after: seconds }),
  tooManyToNumber: (seconds: number) => say('too_many_codes_phone', { minutes: minutesOf(seconds) }),
  tooManyToAddress: (seconds: number) => say('too_many_codes_email', { minutes: minutesOf(seconds) }),
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

export type IssueRefusal =
  /** A code for the same purpose and target went out less than 300 s ago (it is still on its way). */
  | { ok: false; reason: 'resend'; retryAfterSeconds: number }
  /** MAX_CODES_PER_DESTINATION codes went to this number or address within the hour, whoever asked. */
  | { ok: false; reason: 'destination'; retryAfterSeconds: number };
export type IssueResult = { ok: true; code: string } | IssueRefusal;

/** Where a code goes, as the hourly limit counts it: a phone by its key (its +880/0 spellings are one), an e-mail lowercased. */
export function codeDestination(channel: 'sms' | 'email', address: string): string {
  return channel === 'sms' ? `sms:${phoneKey(address)}` : `email:${address.trim().toLowerCase()}`;
}

/**
 * A new 6-digit code for `purpose`/`target`, unless one was sent for the same pair less than
 * 300 s ago, or `destination` (codeDestination) has had MAX_CODES_PER_DESTINATION codes within the
 * hour (counted across all players and purposes, from the first code of the hour). The destination's
 * counter row is locked for the whole check, so concurrent requests cannot pass the limit together.
 * The newest code supersedes older ones. `playerId` null stores an unusable code (a reset request that
 * matched no account), so that both limits answer the same.
 */
export async function issueCode(
  db: AppDb,
  clock: Clock,
  request: { playerId: number | null; purpose: CodePurpose; target: string; destination: string },
): Promise<IssueResult> {
  const now = clock.now();
  return db.transaction(async (tx): Promise<IssueResult> => {
    await tx.insert(codeDestinations).values({ destination: request.destination, windowStartedAt: now, sent: 0 }).onConflictDoNothing();
    const [counter] = await tx.select().from(codeDestinations).where(eq(codeDestinations.destination, request.destination)).for('update');
    if (!counter) throw new Error('code destination row vanished');
    const [last] = await tx
      .select({ sentAt: verificationCodes.sentAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, request.purpose), eq(verificationCodes.target, request.target)))
      .orderBy(desc(verificationCodes.sentAt))
      .limit(1);
    if (last) {
      const waited = now.getTime() - last.sentAt.getTime();
      if (waited < RESEND_AFTER_MS) return { ok: false, reason: 'resend', retryAfterSeconds: Math.ceil((RESEND_AFTER_MS - waited) / 1000) };
    }
    const windowEnds = counter.windowStartedAt.getTime() + DESTINATION_WINDOW_MS;
    const inWindow = windowEnds > now.getTime();
    if (inWindow && counter.sent >= MAX_CODES_PER_DESTINATION) {
      return { ok: false, reason: 'destination', retryAfterSeconds: Math.ceil((windowEnds - now.getTime()) / 1000) };
    }
    await tx
      .update(codeDestinations)
      .set(inWindow ? { sent: counter.sent + 1 } : { windowStartedAt: now, sent: 1 })
      .where(eq(codeDestinations.destination, request.destination));
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(8).toString('hex');
    await tx.insert(verificationCodes).values({
      playerId: request.playerId,
      purpose: request.purpose,
      target: request.target,
      codeHash: `${salt}$${hashCode(code, salt)}`,
      sentAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return { ok: true, code };
  });
}

/** The 429 of a refused issueCode: `code` tells the two apart (the site decides by it, never by the words). */
export function codeRefusal(refusal: IssueRefusal, channel: 'sms' | 'email') {
  const seconds = refusal.retryAfterSeconds;
  if (refusal.reason === 'resend') return refusalOf('code_recently_sent', { retry_after: seconds });
  const words = channel === 'sms' ? ('too_many_codes_phone' as const) : ('too_many_codes_email' as const);
  return refusalAs('too_many_codes', words, { retry_after: seconds, minutes: minutesOf(seconds) });
}

/** A refused code; `code` and `triesLeft` (issue 22) for a wrong or dead code, so the site can say so under the field. */
export type CheckResult = { ok: true; target: string } | { ok: false; message: string; code: 'code_invalid' | 'code_wrong' | 'code_dead'; triesLeft?: number };

const deadCode = { ok: false as const, message: CODE_MESSAGES.dead, code: 'code_dead' as const, triesLeft: 0 };
export const missingCode = { ok: false as const, message: CODE_MESSAGES.missing, code: 'code_invalid' as const };

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
  if (!row || row.consumedAt !== null || row.expiresAt.getTime() <= now.getTime()) return missingCode;
  if (row.attempts >= MAX_WRONG_TRIES) return deadCode;
  if (!codeMatches(code, row.codeHash)) {
    const [counted] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.attempts, MAX_WRONG_TRIES)))
      .returning({ attempts: verificationCodes.attempts });
    const left = MAX_WRONG_TRIES - (counted?.attempts ?? MAX_WRONG_TRIES);
    return left > 0 ? { ok: false, message: CODE_MESSAGES.wrong(left), code: 'code_wrong', triesLeft: left } : deadCode;
  }
  // Used once only, even by two concurrent requests.
  const [used] = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt), lt(verificationCodes.attempts, MAX_WRONG_TRIES)))
    .returning({ target: verificationCodes.target });
  return used ? { ok: true, target: used.target } : missingCode;
}
