import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { fundsTransactions, ONE_PENDING_INDEX, paymentMethods, players } from '../db/schema.ts';
import { fromPaisa, toPaisa } from '../money/amounts.ts';
import { runIdempotent, type StoredAnswer } from '../money/idempotency.ts';
import { InsufficientFundsError, moveMoney, type DbOrTx } from '../money/ledger.ts';
import { hasActiveTurnover, turnoverLeft } from '../money/turnover.ts';
import { say } from '../i18n/messages.ts';
import { failure, hasPending, MONEY_INPUT, phoneVerified, refused, uniqueViolation, WITHDRAW_MAX, WITHDRAW_MIN } from './rules.ts';
import { loadTransactions, transactionJson } from './views.ts';

/**
 * Spec 1 §8 withdraw check, in this order: birthday (400 `birthday_missing`), phone verified (400
 * `phone_unverified`), turnover complete (400 `turnover_open` with `turnover_left`), no pending
 * withdrawal (409 `withdraw_pending`). Undefined when the player may withdraw.
 */
export async function withdrawBlocker(tx: DbOrTx, playerId: number): Promise<StoredAnswer | undefined> {
  const [row] = await tx.select({ dofb: players.dofb }).from(players).where(eq(players.id, playerId));
  if (!row?.dofb) return { status: 400, body: failure('birthday_missing') };
  if (!(await phoneVerified(tx, playerId))) return { status: 400, body: failure('phone_unverified') };
  if (await hasActiveTurnover(tx, playerId)) {
    // Issue 22: the player sees how much is left (amount as "1234.50").
    return { status: 400, body: failure('turnover_open', { turnover_left: fromPaisa(await turnoverLeft(tx, playerId)) }) };
  }
  if (await hasPending(tx, playerId, 'withdraw')) return { status: 409, body: failure('withdraw_pending') };
  return undefined;
}

/** The withdrawal form as sent (trimmed text). */
export type WithdrawalFields = { amount: string; account_number: string; payment_id: string };

/** A server-made reference for a withdrawal (the player has no TRX ID). */
const withdrawReference = () => `WD${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * Spec 1 §8 withdraw request: the check above, then the fields, then — in one transaction, with an
 * Idempotency-Key replayed — the pending request row and the hold of the amount (ledger
 * `withdrawal_hold`, through moveMoney's wallet lock) together in a savepoint.
 */
export async function requestWithdrawal(
  db: AppDb,
  request: { playerId: number; fields: WithdrawalFields; key: string | undefined; at: Date },
): Promise<StoredAnswer & { replayed: boolean }> {
  const { playerId, fields, key, at } = request;
  return runIdempotent(db, { playerId, scope: 'submit-withdraw', key, parameters: fields, at }, async (tx) => {
    // A field the request itself got wrong: the refusal is kept with an Idempotency-Key and replayed.
    const invalid = (...args: Parameters<typeof refused>): StoredAnswer => ({ ...refused(...args), invalidRequest: true });
    const blocked = await withdrawBlocker(tx, playerId);
    if (blocked) return blocked;
    if (fields.amount === '') return invalid(422, 'withdraw_amount_required', { field: 'amount' });
    if (fields.account_number === '') return invalid(422, 'withdraw_account_required', { field: 'account_number' });
    if (fields.payment_id === '') return invalid(422, 'withdraw_method_required', { field: 'payment_id' });
    if (!MONEY_INPUT.test(fields.amount)) return invalid(422, 'amount_invalid', { field: 'amount' });
    const amount = toPaisa(fields.amount);
    if (amount < WITHDRAW_MIN || amount > WITHDRAW_MAX) {
      return invalid(422, 'amount_out_of_range', { field: 'amount', fields: { min: fromPaisa(WITHDRAW_MIN), max: fromPaisa(WITHDRAW_MAX) } });
    }
    if (!/^\d{11}$/.test(fields.account_number)) return invalid(422, 'account_number_invalid', { field: 'account_number' });
    const methodId = /^[1-9]\d{0,9}$/.test(fields.payment_id) ? Number(fields.payment_id) : 0;
    const [method] =
      methodId > 0 && methodId <= 2_147_483_647
        ? await tx
            .select({ id: paymentMethods.id })
            .from(paymentMethods)
            .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.status, 'active')))
        : [];
    if (!method) return refused(422, 'withdraw_method_required', { field: 'payment_id' });
    const [wallet] = await tx.select({ balance: players.balance }).from(players).where(eq(players.id, playerId));
    const short = (balance: string) => refused(422, 'insufficient_balance', { field: 'amount', fields: { balance } });
    if (!wallet || toPaisa(wallet.balance) < amount) return short(wallet?.balance ?? '0.00');
    let held: { id: number; balance: string };
    try {
      // A savepoint: the request row and the hold go together, and a refusal leaves the transaction usable.
      held = await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(fundsTransactions)
          .values({
            playerId,
            action: 'withdraw',
            amount: fromPaisa(amount),
            paymentMethodId: method.id,
            accountNumber: fields.account_number,
            trxId: withdrawReference(),
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: fundsTransactions.id });
        if (!row) throw new Error('withdrawal insert returned nothing');
        const { balance } = await moveMoney(savepoint, { playerId, amount: -amount, kind: 'withdrawal_hold', reference: `withdraw:${row.id}`, actor: 'player', at });
        return { id: row.id, balance };
      });
    } catch (error) {
      if (uniqueViolation(error) === ONE_PENDING_INDEX) return refused(409, 'withdraw_pending');
      if (error instanceof InsufficientFundsError) return short(error.balance);
      throw error;
    }
    const [view] = await loadTransactions(tx, { id: held.id });
    if (!view) throw new Error('withdrawal vanished');
    return { status: 200, body: { success: true, message: say('withdraw_submitted'), code: 'withdraw_submitted', transaction: transactionJson(view), balance: held.balance } };
  });
}
