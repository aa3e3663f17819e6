import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import { fundsTransactions, ONE_PENDING_INDEX, paymentChannels, paymentMethods, promotions, TRX_ID_INDEX } from '../../db/schema.ts';
import { fromPaisa, toPaisa } from '../../money/amounts.ts';
import { idempotencyKeyOf, idempotentJson, invalidKeyAnswer, runIdempotent, type StoredAnswer } from '../../money/idempotency.ts';
import type { DbOrTx } from '../../money/ledger.ts';
import { checkReceipt, RECEIPT_MAX_BYTES, receiptMessages, type ReceiptStore } from './receipts.ts';
import { DEPOSIT_DEADLINE_MS, failure, hasPending, messages, MONEY_INPUT, phoneVerified, remoteIdRefused, taka, uniqueViolation } from './shared.ts';
import { loadTransactions, transactionJson } from './views.ts';

/** submit-deposit is exempt from the app's 1 MB limit: the receipt may be 5 MB (plus the form's overhead). */
export const SUBMIT_DEPOSIT_PATH = '/api/submit-deposit';
const DEPOSIT_BODY_LIMIT = RECEIPT_MAX_BYTES + 256 * 1024;

type Fields = { amount: string; account_number: string; transaction_id: string; payment_id: string; promotion_id: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** multipart/form-data (the client's upload) or urlencoded; a JSON body is read too (then without a receipt). */
async function readDepositBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/json')) {
    try {
      const body: unknown = await c.req.json();
      return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return await c.req.parseBody();
    } catch {
      return {};
    }
  }
  return {};
}

const isNone = (value: string) => value === '' || value === '0' || value === 'null' || value === 'undefined';
const dhakaToday = (at: Date) => new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);

/** Spec 1 §5 Deposit and Deposit submit, in this order; returns an error answer or the checked values. */
async function checkDeposit(tx: DbOrTx, playerId: number, fields: Fields, receiptProblem: string | undefined, at: Date) {
  const refuse = (status: number, message: string, field?: string): { answer: StoredAnswer } => ({
    answer: { status, body: failure(message, field ? { errors: { [field]: [message] } } : {}) },
  });
  // A field the request itself got wrong (whatever the state): kept with an Idempotency-Key and replayed.
  const invalid = (message: string, field: string): { answer: StoredAnswer } => ({ answer: { ...refuse(422, message, field).answer, invalidRequest: true } });
  if (!(await phoneVerified(tx, playerId))) return refuse(422, messages.verifyPhone);
  if (await hasPending(tx, playerId, 'deposit')) return refuse(409, messages.pendingDeposit);
  if (fields.amount === '') return invalid(messages.depositAmountRequired, 'amount');
  if (!MONEY_INPUT.test(fields.amount) || toPaisa(fields.amount) <= 0) return invalid(messages.amountInvalid, 'amount');
  const amount = toPaisa(fields.amount);
  if (!/^[1-9]\d{0,9}$/.test(fields.payment_id) || Number(fields.payment_id) > 2_147_483_647) {
    return invalid(messages.paymentMethodInvalid, 'payment_id');
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
  if (!channel) return refuse(422, messages.depositChannelRequired, 'payment_id');
  if (amount < toPaisa(channel.min) || amount > toPaisa(channel.max)) {
    return refuse(422, `The amount must be between ${taka(channel.min)} and ${taka(channel.max)} for this channel.`, 'amount');
  }
  if (!/^\d{11}$/.test(fields.account_number)) return invalid(messages.accountNumber11, 'account_number');
  const trxId = fields.transaction_id.toUpperCase();
  if (!/^[A-Z0-9-]{4,64}$/.test(trxId)) return invalid(messages.trxIdRequired, 'transaction_id');
  const taken = await tx
    .select({ id: fundsTransactions.id })
    .from(fundsTransactions)
    .where(and(eq(fundsTransactions.paymentMethodId, channel.methodId), eq(fundsTransactions.trxId, trxId), ne(fundsTransactions.status, 'fail')))
    .limit(1);
  if (taken.length > 0) return refuse(422, messages.trxIdTaken, 'transaction_id');
  let promotionId: number | null = null;
  if (!isNone(fields.promotion_id)) {
    const id = /^[1-9]\d{0,9}$/.test(fields.promotion_id) ? Number(fields.promotion_id) : 0;
    const [promotion] =
      id > 0 && id <= 2_147_483_647
        ? await tx.select({ id: promotions.id, status: promotions.status, start: promotions.startDate, end: promotions.endDate }).from(promotions).where(eq(promotions.id, id))
        : [];
    const today = dhakaToday(at);
    const offered = promotion?.status === 'active' && (!promotion.start || promotion.start <= today) && (!promotion.end || promotion.end >= today);
    if (!promotion || !offered) return refuse(422, messages.promotionInvalid, 'promotion_id');
    promotionId = promotion.id;
  }
  if (receiptProblem) return invalid(receiptProblem, 'receipt');
  return { checked: { amount, channel, trxId, promotionId } };
}

/** POST submit-deposit: records a pending deposit with its receipt; nothing is credited until an operator approves. */
export function registerDepositRoutes(app: Hono, deps: AppDeps, store: ReceiptStore): void {
  const { db } = deps.database;
  const limit = bodyLimit({ maxSize: DEPOSIT_BODY_LIMIT, onError: (c) => c.json(failure(receiptMessages.tooLarge), 413) });

  app.post(SUBMIT_DEPOSIT_PATH, limit, requirePlayer(deps), async (c) => {
    const player = c.get('player');
    const form = await readDepositBody(c);
    const refused = remoteIdRefused(c, player, form.remote_id);
    if (refused) return refused;
    const key = idempotencyKeyOf(c);
    if (key === 'invalid') return c.json(invalidKeyAnswer.body as object, 400);
    const fields: Fields = {
      amount: text(form.amount),
      account_number: text(form.account_number),
      transaction_id: text(form.transaction_id),
      payment_id: text(form.payment_id),
      promotion_id: text(form.promotion_id),
    };
    const receipt = await checkReceipt(form.receipt);
    const receiptHash = receipt.ok ? createHash('sha256').update(receipt.bytes).digest('hex') : null;
    const at = deps.clock.now();
    let saved: string | undefined;
    let kept = false;
    try {
      const answer = await runIdempotent(db, { playerId: player.playerId, scope: 'submit-deposit', key, parameters: { ...fields, receiptHash }, at }, async (tx) => {
        const result = await checkDeposit(tx, player.playerId, fields, receipt.ok ? undefined : receipt.message, at);
        if ('answer' in result) return result.answer;
        if (!receipt.ok) throw new Error('receipt checked above');
        const { amount, channel, trxId, promotionId } = result.checked;
        saved = await store.save(tx, receipt.bytes);
        const receiptName = saved;
        let id: number;
        try {
          // A savepoint: a unique violation (a concurrent pending deposit or TRX ID) leaves the transaction usable.
          id = await tx.transaction(async (savepoint) => {
            const [row] = await savepoint
              .insert(fundsTransactions)
              .values({
                playerId: player.playerId,
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
          if (constraint === ONE_PENDING_INDEX) return { status: 409, body: failure(messages.pendingDeposit) };
          if (constraint === TRX_ID_INDEX) return { status: 422, body: failure(messages.trxIdTaken, { errors: { transaction_id: [messages.trxIdTaken] } }) };
          throw error;
        }
        const [view] = await loadTransactions(tx, { id });
        if (!view) throw new Error('deposit vanished');
        const transaction = transactionJson(view);
        return { status: 200, body: { success: true, message: messages.depositSuccess, transaction, deadline: transaction.deadline } };
      });
      kept = answer.status === 200 && !answer.replayed;
      return idempotentJson(c, answer);
    } finally {
      // The file stays only with the deposit that committed it.
      if (saved && !kept) await store.remove(saved);
    }
  });
}
