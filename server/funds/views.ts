import { desc, eq } from 'drizzle-orm';
import { fundsTransactions, paymentMethods, promotions, type FundsStatus } from '../db/schema.ts';
import type { DbOrTx } from '../money/ledger.ts';

/** Spec 2 §3/§4: key '0' pending (Processing), '1' success, '2' fail. */
export const statusKey: Record<FundsStatus, '0' | '1' | '2'> = { pending: '0', success: '1', fail: '2' };

export type TransactionRow = {
  row: typeof fundsTransactions.$inferSelect;
  method: { name: string; icon: string } | null;
  promotion: { id: number; name: string; depositBouns: string; turnover: number } | null;
};

/** One transaction as the API shows it (spec 2 §3 Transaction, plus chosen extras). */
export function transactionJson({ row, method, promotion }: TransactionRow) {
  return {
    id: row.id,
    action: row.action,
    amount: row.amount,
    bonus_amount: row.bonusAmount,
    key: statusKey[row.status],
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    transaction_id: row.trxId,
    account_number: row.accountNumber,
    payment_method: { id: row.paymentMethodId, name: method?.name ?? null, icon: method?.icon ?? null, type: row.accountType },
    promotion: promotion ? { id: promotion.id, name: promotion.name, deposit_bouns: Number(promotion.depositBouns), turnover: promotion.turnover } : null,
    deadline: row.deadlineAt ? row.deadlineAt.toISOString() : null,
    receipt_url: row.receiptName ? `/api/receipts/${row.id}` : null,
    reason: row.status === 'fail' ? row.reason : null,
  };
}

/** The player's transactions, newest first (at most `limit`), or one by id. */
export async function loadTransactions(db: DbOrTx, where: { playerId: number } | { id: number }, limit = 500): Promise<TransactionRow[]> {
  const rows = await db
    .select({
      row: fundsTransactions,
      methodName: paymentMethods.name,
      methodIcon: paymentMethods.icon,
      promotionId: promotions.id,
      promotionName: promotions.name,
      promotionBonus: promotions.depositBouns,
      promotionTurnover: promotions.turnover,
    })
    .from(fundsTransactions)
    .leftJoin(paymentMethods, eq(paymentMethods.id, fundsTransactions.paymentMethodId))
    .leftJoin(promotions, eq(promotions.id, fundsTransactions.promotionId))
    .where('playerId' in where ? eq(fundsTransactions.playerId, where.playerId) : eq(fundsTransactions.id, where.id))
    .orderBy(desc(fundsTransactions.createdAt), desc(fundsTransactions.id))
    .limit(limit);
  return rows.map((item) => ({
    row: item.row,
    method: item.methodName === null || item.methodIcon === null ? null : { name: item.methodName, icon: item.methodIcon },
    promotion:
      item.promotionId === null || item.promotionName === null || item.promotionBonus === null || item.promotionTurnover === null
        ? null
        : { id: item.promotionId, name: item.promotionName, depositBouns: item.promotionBonus, turnover: item.promotionTurnover },
  }));
}
