import { and, eq } from 'drizzle-orm';
import { fundsTransactions, playerPhones, players, type FundsAction } from '../db/schema.ts';
import type { Answer } from '../i18n/catalogue.ts';
import { say, type MessageCode } from '../i18n/messages.ts';
import type { StoredAnswer } from '../money/idempotency.ts';
import type { DbOrTx } from '../money/ledger.ts';

export { taka } from '../i18n/messages/funds.ts';
export { uniqueViolation } from '../db/errors.ts';

/** Withdrawal limits: one source, limits.ts (issue 23 §5). */
export { WITHDRAW_MAX, WITHDRAW_MIN } from './limits.ts';
/** Spec 1 §9: the deposit pay-within countdown. */
export const DEPOSIT_DEADLINE_MS = 10 * 60 * 1000;

/** A money amount as typed: digits with up to 2 decimals, at most 12 whole digits. */
export const MONEY_INPUT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * A funds refusal's body: `{ success: false, message, error, code, ...fields }` — `message` and
 * `error` carry the same words (the client reads either), `code` decides.
 */
export function failure<F extends Answer>(code: MessageCode, fields: F = {} as F) {
  const message = say(code, { success: false, ...fields });
  return { success: false as const, message, error: message, code, ...fields };
}

/**
 * A refusal as stored for an idempotent replay; with `field`, also under `errors: { field: [words] }`
 * and `error_codes: { field: [code] }` (the form shows it beside the field).
 */
export function refused(status: number, code: MessageCode, options: { field?: string; fields?: Answer } = {}): StoredAnswer {
  const body = failure(code, options.fields ?? {});
  const { field } = options;
  return { status, body: field ? { ...body, errors: { [field]: [body.message] }, error_codes: { [field]: [code] } } : body };
}

/** Phone verified: the main phone (session_id 1) or any extra phone. */
export async function phoneVerified(db: DbOrTx, playerId: number): Promise<boolean> {
  const [main] = await db.select({ sessionId: players.sessionId }).from(players).where(eq(players.id, playerId));
  if (main?.sessionId === 1) return true;
  const extra = await db
    .select({ id: playerPhones.id })
    .from(playerPhones)
    .where(and(eq(playerPhones.playerId, playerId), eq(playerPhones.isVerify, 1)))
    .limit(1);
  return extra.length > 0;
}

export async function hasPending(db: DbOrTx, playerId: number, action: FundsAction): Promise<boolean> {
  const rows = await db
    .select({ id: fundsTransactions.id })
    .from(fundsTransactions)
    .where(and(eq(fundsTransactions.playerId, playerId), eq(fundsTransactions.action, action), eq(fundsTransactions.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}
