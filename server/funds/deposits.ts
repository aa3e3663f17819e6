import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { fundsTransactions, ONE_PENDING_INDEX, paymentChannels, paymentMethods, promotions, TRX_ID_INDEX } from '../db/schema.ts';
import { say, type MessageCode } from '../i18n/messages.ts';
import { fromPaisa, toPaisa } from '../money/amounts.ts';
import { runIdempotent, type StoredAnswer } from '../money/idempotency.ts';
import type { DbOrTx } from '../money/ledger.ts';
import { depositAllowance } from '../safer/limits.ts';

import { breakRefusal } from '../safer/breaks.ts';
import type { CheckedReceipt, ReceiptCode, ReceiptStore } from './receipts.ts';
import { DEPOSIT_DEADLINE_MS, hasPending, MONEY_INPUT, phoneVerified, refused, uniqueViolation } from './rules.ts';
import { loadTransactions, transactionJson } from './views.ts';

/** The deposit form as sent (trimmed text). */
export type DepositFields = { amount: string; account_number: string; transaction_id: string; payment_id: string; promotion_id: string };

const isNone = (value: string) => value === '' || value === '0' || value === 'null' || value === 'undefined';
const dhakaToday = (at: Date) => new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);

/** Spec 1 §5 Deposit and Deposit submit, in this order; returns an error answer or the checked values. */
async function checkDeposit(tx: DbOrTx, playerId: number, fields: DepositFields, receiptProblem: ReceiptCode | undefined, at: Date) {
  const refuse = (...args: Parameters<typeof refused>): { answer: StoredAnswer } => ({ answer: refused(...args) });
  // A field the request itself got wrong (whatever the state): kept with an Idempotency-Key and replayed.
  const invalid = (code: MessageCode, field: string): { answer: StoredAnswer } => ({ answer: { ...refused(422, code, { field }), invalidRequest: true } });
  // A player on a time-out or self-exclusion (issue 24) is refused before any check of the form.
  const onBreak = await breakRefusal(tx, playerId, at);
  if (onBreak) return { answer: onBreak };
  if (!(await phoneVerified(tx, playerId))) return refuse(422, 'phone_unverified');
  if (await hasPending(tx, playerId, 'deposit')) return refuse(409, 'deposit_pending');
  if (fields.amount === '') return invalid('deposit_amount_required', 'amount');
  if (!MONEY_INPUT.test(fields.amount) || toPaisa(fields.amount) <= 0) return invalid('amount_invalid', 'amount');
  const amount = toPaisa(fields.amount);
  if (!/^[1-9]\d{0,9}$/.test(fields.payment_id) || Number(fields.payment_id) > 2_147_483_647) {
    return invalid('payment_method_invalid', 'payment_id');
  }
  const [channel] = await tx
    .select({
      id: paymentChannels.id,
      methodId: paymentMethods.id,
      accountType: paymentChannels.accountType,
      accountNumber: paymentChannels.accountNumber,
      min: paymentChannels.minAmount,
      max: paymentChannels.maxAmount,
    })
    .from(paymentChannels)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentChannels.paymentMethodId))
    .where(and(eq(paymentChannels.id, Number(fields.payment_id)), eq(paymentChannels.status, 'active'), eq(paymentMethods.status, 'active')));
  if (!channel) return refuse(422, 'deposit_channel_required', { field: 'payment_id' });
  if (amount < toPaisa(channel.min) || amount > toPaisa(channel.max)) {
    return refuse(422, 'channel_amount_out_of_range', { field: 'amount', fields: { min: channel.min, max: channel.max } });
  }
  if (!/^\d{11}$/.test(fields.account_number)) return invalid('account_number_invalid', 'account_number');
  const trxId = fields.transaction_id.toUpperCase();
  if (!/^[A-Z0-9-]{4,64}$/.test(trxId)) return invalid('trx_id_required', 'transaction_id');
  const taken = await tx
    .select({ id: fundsTransactions.id })
    .from(fundsTransactions)
    .where(and(eq(fundsTransactions.paymentMethodId, channel.methodId), eq(fundsTransactions.trxId, trxId), ne(fundsTransactions.status, 'fail')))
    .limit(1);
  if (taken.length > 0) return refuse(422, 'trx_id_taken', { field: 'transaction_id' });
  let promotionId: number | null = null;
  if (!isNone(fields.promotion_id)) {
    const id = /^[1-9]\d{0,9}$/.test(fields.promotion_id) ? Number(fields.promotion_id) : 0;
    const [promotion] =
      id > 0 && id <= 2_147_483_647
        ? await tx.select({ id: promotions.id, status: promotions.status, start: promotions.startDate, end: promotions.endDate }).from(promotions).where(eq(promotions.id, id))
        : [];
    const today = dhakaToday(at);
    const offered = promotion?.status === 'active' && (!promotion.start || promotion.start <= today) && (!promotion.end || promotion.end >= today);
    if (!promotion || !offered) return refuse(422, 'promotion_unavailable', { field: 'promotion_id' });
    promotionId = promotion.id;
  }
  if (receiptProblem) return invalid(receiptProblem, 'receipt');
  // Issue 24: the player's deposit limits, after every other check, under the player's row lock (a pending deposit counts).
  const allowance = await depositAllowance(tx, playerId, at);
  if (allowance.left !== null && amount > allowance.left) {
    const limit = { left: fromPaisa(allowance.left), period: allowance.period, resets_at: allowance.resets_at, field: 'amount' };
    return refuse(422, 'deposit_limit_reached', { field: 'amount', fields: limit });
  }
  return { checked: { amount, channel, trxId, promotionId } };
}


/**
 * Spec 1 §5 Deposit submit: the checks above, then — in one transaction, with an Idempotency-Key
 * replayed — the receipt saved and the pending deposit recorded (a savepoint turns a concurrent
 * pending deposit or TRX ID into its refusal). Nothing is credited until an operator approves.
 * `saved` is told the receipt's name, so the caller can remove it when the deposit does not commit.
 */
export async function submitDeposit(
  db: AppDb,
  store: ReceiptStore,
  request: { playerId: number; fields: DepositFields; receipt: CheckedReceipt; key: string | undefined; at: Date; saved: (name: string) => void },
): Promise<StoredAnswer & { replayed: boolean }> {
  const { playerId, fields, receipt, key, at } = request;
  const receiptHash = receipt.ok ? createHash('sha256').update(receipt.bytes).digest('hex') : null;
  return runIdempotent(db, { playerId, scope: 'submit-deposit', key, parameters: { ...fields, receiptHash }, at }, async (tx) => {
      const result = await checkDeposit(tx, playerId, fields, receipt.ok ? undefined : receipt.code, at);
      if ('answer' in result) return result.answer;
      if (!receipt.ok) throw new Error('receipt checked above');
      const { amount, channel, trxId, promotionId } = result.checked;
      const receiptName = await store.save(tx, receipt.bytes);
      request.saved(receiptName);
      let id: number;
      try {
        // A savepoint: a unique violation (a concurrent pending deposit or TRX ID) leaves the transaction usable.
        id = await tx.transaction(async (savepoint) => {
          const [row] = await savepoint
            .insert(fundsTransactions)
            .values({
              playerId,
              action: 'deposit',
              amount: fromPaisa(amount),
              paymentMethodId: channel.methodId,
              paymentChannelId: channel.id,
              accountType: channel.accountType,
              accountNumber: fields.account_number,
              payToAccount: channel.accountNumber,
              trxId,
              promotionId,
              receiptName,
              receiptType: receipt.type,
              receiptSize: receipt.bytes.byteLength,
              createdAt: at,
              updatedAt: at,
              deadlineAt: new Date(at.getTime() + DEPOSIT_DEADLINE_MS),
            })
            .returning({ id: fundsTransactions.id });
          if (!row) throw new Error('deposit insert returned nothing');
          return row.id;
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === ONE_PENDING_INDEX) return refused(409, 'deposit_pending');
        if (constraint === TRX_ID_INDEX) return refused(422, 'trx_id_taken', { field: 'transaction_id' });
        throw error;
      }
      const [view] = await loadTransactions(tx, { id });
      if (!view) throw new Error('deposit vanished');
      const transaction = transactionJson(view);
      return { status: 200, body: { success: true, message: say('deposit_submitted'), code: 'deposit_submitted', transaction, deadline: transaction.deadline } };
    });
}
