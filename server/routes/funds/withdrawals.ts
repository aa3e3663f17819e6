import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import { fundsTransactions, ONE_PENDING_INDEX, paymentMethods, players } from '../../db/schema.ts';
import { fromPaisa, toPaisa } from '../../money/amounts.ts';
import { idempotencyKeyOf, idempotentJson, invalidKeyAnswer, runIdempotent, type StoredAnswer } from '../../money/idempotency.ts';
import { InsufficientFundsError, moveMoney, type DbOrTx } from '../../money/ledger.ts';
import { hasActiveTurnover, turnoverLeft } from '../../money/turnover.ts';
import { failure, hasPending, messages, MONEY_INPUT, phoneVerified, remoteIdRefused, taka, uniqueViolation } from './shared.ts';
import { WITHDRAW_MAX, WITHDRAW_MIN } from '../../funds/limits.ts';
import { loadTransactions, transactionJson } from './views.ts';

/**
 * Spec 1 §8 withdraw check, in this order: birthday (400, mentions "Date of Birth"), phone verified,
 * turnover complete, no pending withdrawal (409). Undefined when the player may withdraw.
 */
export async function withdrawBlocker(tx: DbOrTx, playerId: number): Promise<StoredAnswer | undefined> {
  const [row] = await tx.select({ dofb: players.dofb }).from(players).where(eq(players.id, playerId));
  if (!row?.dofb) return { status: 400, body: failure(messages.birthday) };
  if (!(await phoneVerified(tx, playerId))) return { status: 400, body: failure(messages.verifyPhone) };
  if (await hasActiveTurnover(tx, playerId)) {
    // Issue 22: the player sees how much is left (code for decisions, amount as "1234.50").
    return { status: 400, body: failure(messages.turnover, { code: 'turnover_open', turnover_left: fromPaisa(await turnoverLeft(tx, playerId)) }) };
  }
  if (await hasPending(tx, playerId, 'withdraw')) return { status: 409, body: failure(messages.pendingWithdraw) };
  return undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

async function readObject(c: Context): Promise<Record<string, unknown> | 'malformed'> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return await c.req.parseBody();
    } catch {
      return {};
    }
  }
  const raw = await c.req.text();
  if (raw.trim() === '') return {};
  try {
    const body: unknown = JSON.parse(raw);
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return 'malformed';
  }
}

/** A server-made reference for a withdrawal (the player has no TRX ID). */
const withdrawReference = () => `WD${randomBytes(6).toString('hex').toUpperCase()}`;

/** GET userwithdrawcheck and POST submit-withdraw: the amount is held (debited) at request. */
export function registerWithdrawalRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps.database;

  app.get('/api/userwithdrawcheck', requirePlayer(deps), async (c) => {
    const player = c.get('player');
    const refused = remoteIdRefused(c, player, c.req.query('remote_id'));
    if (refused) return refused;
    const blocked = await withdrawBlocker(db, player.playerId);
    if (blocked) return c.json(blocked.body as object, blocked.status as ContentfulStatusCode);
    return c.json({ success: true });
  });

  app.post('/api/submit-withdraw', requirePlayer(deps), async (c) => {
    const player = c.get('player');
    const body = await readObject(c);
    if (body === 'malformed') return c.json(failure('The request body is not valid JSON.'), 400);
    const refused = remoteIdRefused(c, player, body.remote_id);
    if (refused) return refused;
    const key = idempotencyKeyOf(c);
    if (key === 'invalid') return c.json(invalidKeyAnswer.body as object, 400);
    const fields = { amount: text(body.amount), account_number: text(body.account_number), payment_id: text(body.payment_id) };
    const at = deps.clock.now();
    const answer = await runIdempotent(db, { playerId: player.playerId, scope: 'submit-withdraw', key, parameters: fields, at }, async (tx) => {
      const refuse = (status: number, message: string, field?: string): StoredAnswer => ({
        status,
        body: failure(message, field ? { errors: { [field]: [message] } } : {}),
      });
      // A field the request itself got wrong: the refusal is kept with an Idempotency-Key and replayed.
      const invalid = (message: string, field: string): StoredAnswer => ({ ...refuse(422, message, field), invalidRequest: true });
      const blocked = await withdrawBlocker(tx, player.playerId);
      if (blocked) return blocked;
      if (fields.amount === '') return invalid(messages.withdrawAmountRequired, 'amount');
      if (fields.account_number === '') return invalid(messages.withdrawAccountRequired, 'account_number');
      if (fields.payment_id === '') return invalid(messages.withdrawMethodRequired, 'payment_id');
      if (!MONEY_INPUT.test(fields.amount)) return invalid(messages.amountInvalid, 'amount');
      const amount = toPaisa(fields.amount);
      if (amount < WITHDRAW_MIN || amount > WITHDRAW_MAX) {
        return invalid(`The withdrawal amount must be between ${taka(fromPaisa(WITHDRAW_MIN))} and ${taka(fromPaisa(WITHDRAW_MAX))}.`, 'amount');
      }
      if (!/^\d{11}$/.test(fields.account_number)) return invalid(messages.accountNumber11, 'account_number');
      const methodId = /^[1-9]\d{0,9}$/.test(fields.payment_id) ? Number(fields.payment_id) : 0;
      const [method] =
        methodId > 0 && methodId <= 2_147_483_647
          ? await tx
              .select({ id: paymentMethods.id })
              .from(paymentMethods)
              .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.status, 'active')))
          : [];
      if (!method) return refuse(422, messages.withdrawMethodRequired, 'payment_id');
      const [wallet] = await tx.select({ balance: players.balance }).from(players).where(eq(players.id, player.playerId));
      if (!wallet || toPaisa(wallet.balance) < amount) return refuse(422, `${messages.insufficient} Your balance is ${taka(wallet?.balance ?? '0.00')}.`, 'amount');
      let held: { id: number; balance: string };
      try {
        // A savepoint: the request row and the hold go together, and a refusal leaves the transaction usable.
        held = await tx.transaction(async (savepoint) => {
          const [row] = await savepoint
            .insert(fundsTransactions)
            .values({
              playerId: player.playerId,
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
          const { balance } = await moveMoney(savepoint, {
            playerId: player.playerId,
            amount: -amount,
            kind: 'withdrawal_hold',
            reference: `withdraw:${row.id}`,
            actor: 'player',
            at,
          });
          return { id: row.id, balance };
        });
      } catch (error) {
        if (uniqueViolation(error) === ONE_PENDING_INDEX) return refuse(409, messages.pendingWithdraw);
        if (error instanceof InsufficientFundsError) return refuse(422, `${messages.insufficient} Your balance is ${taka(error.balance)}.`, 'amount');
        throw error;
      }
      const [view] = await loadTransactions(tx, { id: held.id });
      if (!view) throw new Error('withdrawal vanished');
      return { status: 200, body: { success: true, message: messages.withdrawSuccess, transaction: transactionJson(view), balance: held.balance } };
    });
    return idempotentJson(c, answer);
  });
}
