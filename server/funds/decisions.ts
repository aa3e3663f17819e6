import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { fundsTransactions, inboxMessages, paymentMethods, players, promotions, turnoverRequirements } from '../db/schema.ts';
import { fromPaisa, toPaisa, type Paisa } from '../money/amounts.ts';
import { InsufficientFundsError, moveMoney } from '../money/ledger.ts';
import { outcomeInboxMessage } from './outcomeMessages.ts';

/** A refusal an operator should read (already decided, unknown id, would overdraw): nothing was changed. */
export class FundsDecisionError extends Error {
  override name = 'FundsDecisionError';
}

export type PendingRow = {
  id: number;
  action: 'deposit' | 'withdraw';
  username: string;
  amount: string;
  transaction_id: string;
  payment_method: string | null;
  account_type: string | null;
  account_number: string;
  pay_to_account: string | null;
  promotion: string | null;
  receipt: string | null;
  created_at: string;
  deadline: string | null;
};

/** Pending deposits and withdrawals, oldest first. */
export async function listPending(db: AppDb): Promise<PendingRow[]> {
  const rows = await db
    .select({ row: fundsTransactions, username: players.username, method: paymentMethods.name, promotion: promotions.name })
    .from(fundsTransactions)
    .innerJoin(players, eq(players.id, fundsTransactions.playerId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, fundsTransactions.paymentMethodId))
    .leftJoin(promotions, eq(promotions.id, fundsTransactions.promotionId))
    .where(eq(fundsTransactions.status, 'pending'))
    .orderBy(asc(fundsTransactions.id));
  return rows.map(({ row, username, method, promotion }) => ({
    id: row.id,
    action: row.action,
    username,
    amount: row.amount,
    transaction_id: row.trxId,
    payment_method: method,
    account_type: row.accountType,
    account_number: row.accountNumber,
    pay_to_account: row.payToAccount,
    promotion,
    receipt: row.receiptName ? `receipts/${row.receiptName} (${row.receiptType}, ${row.receiptSize} bytes, under DATA_DIR)` : null,
    created_at: row.createdAt.toISOString(),
    deadline: row.deadlineAt?.toISOString() ?? null,
  }));
}

export type Decision = { id: number; decision: 'approve' | 'reject'; actor: string; reason: string | null; at: Date };

export type DecisionResult = {
  id: number;
  action: 'deposit' | 'withdraw';
  status: 'success' | 'fail';
  username: string;
  amount: string;
  bonus: string;
  credited: string;
  balance: string;
  turnover_required: string | null;
};

/** The bonus of a deposit: `percent` (numeric, 2 decimals) of `amount`, rounded down to the paisa. */
export function bonusOf(amount: Paisa, percent: string): Paisa {
  return Number((BigInt(amount) * BigInt(toPaisa(percent))) / 10_000n);
}

/**
 * Approves or rejects one pending transaction, in one database transaction with the row locked
 * (FOR UPDATE), so it happens once even if run twice at the same time:
 * - approve deposit: credit (ledger `deposit`), bonus (`deposit_bonus`), turnover requirement;
 * - approve withdrawal: paid (the money was held at request);
 * - reject deposit: nothing credited; reject withdrawal: the held amount returns (`withdrawal_release`).
 * Either way the player gets an inbox message with the amount (and the reason on a rejection) in the
 * same transaction, so there is never a decision without its message.
 */
export async function decide(db: AppDb, decision: Decision): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(fundsTransactions).where(eq(fundsTransactions.id, decision.id)).for('update');
    if (!row) throw new FundsDecisionError(`No deposit or withdrawal #${decision.id}.`);
    if (row.status !== 'pending') {
      throw new FundsDecisionError(`${row.action === 'deposit' ? 'Deposit' : 'Withdrawal'} #${row.id} was already ${row.status === 'success' ? 'approved' : 'rejected'}.`);
    }
    const [owner] = await tx.select({ username: players.username, balance: players.balance }).from(players).where(eq(players.id, row.playerId));
    if (!owner) throw new Error(`player ${row.playerId} not found`);
    const amount = toPaisa(row.amount);
    const movement = { playerId: row.playerId, reference: `${row.action}:${row.id}`, actor: decision.actor, reason: decision.reason, at: decision.at };
    let balance = owner.balance;
    let bonus = 0;
    let credited = 0;
    let turnoverRequired: string | null = null;
    if (decision.decision === 'approve' && row.action === 'deposit') {
      const [promotion] = row.promotionId
        ? await tx.select({ bonus: promotions.depositBouns, turnover: promotions.turnover }).from(promotions).where(eq(promotions.id, row.promotionId))
        : [];
      ({ balance } = await moveMoney(tx, { ...movement, amount, kind: 'deposit' }));
      bonus = promotion ? bonusOf(amount, promotion.bonus) : 0;
      if (bonus > 0) ({ balance } = await moveMoney(tx, { ...movement, amount: bonus, kind: 'deposit_bonus' }));
      credited = amount + bonus;
      // With a promotion: (deposit + bonus) × its turnover multiple; without: the deposit × 1.
      const required = promotion ? (amount + bonus) * Math.max(1, promotion.turnover) : amount;
      turnoverRequired = fromPaisa(required);
      await tx.insert(turnoverRequirements).values({
        playerId: row.playerId,
        transactionId: row.id,
        promotionId: promotion ? row.promotionId : null,
        requiredTurnover: turnoverRequired,
        remainingTurnover: turnoverRequired,
        createdAt: decision.at,
      });
    } else if (decision.decision === 'reject' && row.action === 'withdraw') {
      ({ balance } = await moveMoney(tx, { ...movement, amount, kind: 'withdrawal_release' }));
      credited = amount;
    }
    const status = decision.decision === 'approve' ? 'success' : 'fail';
    await tx
      .update(fundsTransactions)
      .set({ status, bonusAmount: fromPaisa(bonus), decidedBy: decision.actor, reason: decision.reason, updatedAt: decision.at })
      .where(eq(fundsTransactions.id, row.id));
    const told = outcomeInboxMessage({ action: row.action, decision: decision.decision, amount: row.amount, bonus: fromPaisa(bonus), reason: decision.reason });
    await tx.insert(inboxMessages).values({ playerId: row.playerId, title: told.title, message: told.message, createdAt: decision.at });
    return {
      id: row.id,
      action: row.action,
      status,
      username: owner.username,
      amount: row.amount,
      bonus: fromPaisa(bonus),
      credited: fromPaisa(credited),
      balance,
      turnover_required: turnoverRequired,
    };
  });
}

/** A signed adjustment of a player's balance (ledger `adjustment`), never below 0. */
export async function adjustBalance(
  db: AppDb,
  request: { username: string; amount: Paisa; actor: string; reason: string; at: Date },
): Promise<{ username: string; amount: string; balance: string; entry_id: number }> {
  return db.transaction(async (tx) => {
    const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.username, request.username.toLowerCase()));
    if (!player) throw new FundsDecisionError(`No player ${request.username}.`);
    try {
      const { balance, entryId } = await moveMoney(tx, {
        playerId: player.id,
        amount: request.amount,
        kind: 'adjustment',
        reference: `adjustment:${request.at.toISOString()}`,
        actor: request.actor,
        reason: request.reason,
        at: request.at,
      });
      return { username: request.username.toLowerCase(), amount: fromPaisa(request.amount), balance, entry_id: entryId };
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new FundsDecisionError(`The adjustment would take ${request.username}'s balance below 0 (balance ${error.balance}).`);
      }
      throw error;
    }
  });
}
