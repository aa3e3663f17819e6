import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { SessionPlayer } from '../../auth/sessions.ts';
import { fundsTransactions, playerPhones, players, type FundsAction } from '../../db/schema.ts';
import type { DbOrTx } from '../../money/ledger.ts';

/** Spec 1 §5 and §8 messages, word for word where the spec has them. */
export const messages = {
  verifyPhone: 'Please verify your phone number first.',
  pendingDeposit: 'You already have a deposit request pending. Please wait for it to be processed before making another deposit.',
  pendingWithdraw:
    'You already have a withdraw request pending. Please wait for it to be processed before making another withdraw request.',
  depositAmountRequired: 'Please fill in your amount.',
  paymentMethodInvalid: 'Please select a valid payment method.',
  depositChannelRequired: 'Please select a Deposit channel.',
  accountNumber11: 'Please provide a valid 11-digit account number.',
  trxIdRequired: 'Please provide your TRX ID. It should be valid.',
  withdrawAmountRequired: 'Amount is required.',
  withdrawAccountRequired: 'Account number is required.',
  withdrawMethodRequired: 'Please select your payment method.',
  turnover: 'Please complete your turnover and try again.',
  // Chosen (the spec shows no wording): the client turns an error mentioning "Date of Birth" into a profile link.
  birthday: 'Please set your Date of Birth in your profile before making a withdrawal.',
  amountInvalid: 'Please enter a valid amount (up to 2 decimals).',
  trxIdTaken: 'This TRX ID has already been submitted. Please check it and try again.',
  promotionInvalid: 'The selected promotion is not available.',
  insufficient: 'Insufficient balance.',
  depositSuccess: 'Submission successful!',
  withdrawSuccess: 'Withdrawal successful!',
} as const;

/** Spec 1 §9: the deposit pay-within countdown. */
export const DEPOSIT_DEADLINE_MS = 10 * 60 * 1000;

/** 403 for a remote_id that is not the token's player (absent or empty: the token decides). */
export function remoteIdRefused(c: Context, player: SessionPlayer, remoteId: unknown): Response | undefined {
  if (remoteId === undefined || remoteId === null || remoteId === '' || remoteId === player.remoteId) return undefined;
  return c.json({ success: false, message: 'remote_id does not match the logged-in player.', error: 'remote_id does not match the logged-in player.' }, 403);
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

export { uniqueViolation } from '../../db/errors.ts';

/** Error answers carry both `message` and `error` (the client reads either). */
export function failure(message: string, extra: Record<string, unknown> = {}) {
  return { success: false as const, message, error: message, ...extra };
}

/** "৳25,000.00" for messages. */
export function taka(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return `৳${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** A money amount as typed: digits with up to 2 decimals, at most 12 whole digits. */
export const MONEY_INPUT = /^\d{1,12}(\.\d{1,2})?$/;
