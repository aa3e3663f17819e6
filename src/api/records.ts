import { z } from 'zod/mini';
import {
  isInDateRange,
  TRANSACTION_TYPE_CODES,
  type RecordQuery,
  type RecordsAnswer,
  type TransactionRecord,
  type TurnoverRecord,
} from '../../machines/recordFilters';
import type { ApiClient } from './client';

/** Amounts come as strings with 2 decimals ("500.00"); numbers are accepted too. */
const money = z.pipe(z.union([z.string(), z.number()]), z.transform((value) => Number(value)));
const optionalText = z.catch(z.optional(z.nullable(z.string())), null);

const transaction = z.object({
  action: z.string(),
  amount: money,
  key: z.pipe(z.union([z.string(), z.number()]), z.transform((value: string | number) => String(value))),
  created_at: z.string(),
  updated_at: z.optional(z.nullable(z.string())),
  transaction_id: optionalText,
  id: z.optional(z.number()),
  payment_method: z.optional(z.nullable(z.object({ name: optionalText, type: optionalText }))),
  /** The operator's reason, sent for a failed transaction. */
  reason: optionalText,
});

const turnover = z.object({
  id: z.number(),
  status: z.string(),
  required_turnover: money,
  remaining_turnover: money,
  created_at: z.string(),
  transaction: z.optional(
    z.nullable(
      z.object({
        promotion: z.optional(z.nullable(z.object({ name: optionalText, turnover: z.optional(z.nullable(money)) }))),
      }),
    ),
  ),
});

/** Spec 2 §8: data carrying a `message` field (and no list) is kept as the message: the machine reads it as no data. */
const messageAnswer = z.object({ message: z.string() });
const transactionsResponse = z.union([z.object({ transactions: z.array(transaction) }), messageAnswer]);
const turnoversResponse = z.union([z.object({ turnover: z.array(turnover) }), messageAnswer]);

/** A transaction row with what the detail pop-up shows besides the machine's fields: the account type (Agent, Personal) and, when failed, the operator's reason. */
export type TransactionRow = TransactionRecord & { accountType: string | null; reason: string | null };
/** A turnover row with the promotion's turnover, for the bonus turnover multiple (spec 2 §9, default 1). */
export type TurnoverRow = TurnoverRecord & { promotionTurnover: number | null };

export type TransactionQuery = Extract<RecordQuery, { list: 'transactions' }>;
export type TurnoverQuery = Extract<RecordQuery, { list: 'turnover' }>;

const keyOf = (key: string): TransactionRecord['key'] => (key === '1' || key === '2' ? key : '0');

function toTransaction(row: z.infer<typeof transaction>): TransactionRow {
  return {
    kind: 'transaction',
    transactionId: row.transaction_id ?? (row.id === undefined ? '' : String(row.id)),
    action: row.action === 'withdraw' ? 'withdraw' : 'deposit',
    amount: row.amount,
    key: keyOf(row.key),
    createdAt: row.created_at,
    updatedAt: row.updated_at ?? row.created_at,
    paymentMethodName: row.payment_method?.name || null,
    accountType: row.payment_method?.type || null,
    reason: keyOf(row.key) === '2' ? row.reason?.trim() || null : null,
  };
}

const TYPE_ACTIONS: Record<TransactionQuery['typeCode'], string | null> = {
  [TRANSACTION_TYPE_CODES.deposit]: 'deposit',
  [TRANSACTION_TYPE_CODES.withdrawal]: 'withdraw',
  // The server keeps deposits and withdrawals only: an adjustment filter matches nothing.
  [TRANSACTION_TYPE_CODES.adjustment]: 'adjustment',
  [TRANSACTION_TYPE_CODES.all]: null,
};

/** Whether a transaction passes the query's status, type and date (the server sends the whole list, so it is filtered here). */
export function matchesTransactionQuery(row: z.infer<typeof transaction>, query: TransactionQuery): boolean {
  if (query.statusCode !== null && keyOf(row.key) !== String(query.statusCode)) return false;
  const action = TYPE_ACTIONS[query.typeCode];
  if (action !== null && row.action !== action) return false;
  return isInDateRange(row.created_at, query.range);
}

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** GET transaction/show?remote_id (spec 1 §7): the player's transactions for the query's filters, newest first. */
export async function fetchTransactions(client: ApiClient, remoteId: string, query: TransactionQuery, signal?: AbortSignal): Promise<RecordsAnswer> {
  const answer = await client.get('transaction/show', transactionsResponse, { remote_id: remoteId }, { signal });
  if (!('transactions' in answer)) return { message: answer.message };
  return { rows: answer.transactions.filter((row) => matchesTransactionQuery(row, query)).map(toTransaction).sort(newestFirst) };
}

function toTurnover(row: z.infer<typeof turnover>): TurnoverRow {
  const promotion = row.transaction?.promotion ?? null;
  return {
    kind: 'turnover',
    id: row.id,
    status: row.status === 'complete' ? 'complete' : 'active',
    requiredTurnover: row.required_turnover,
    remainingTurnover: row.remaining_turnover,
    createdAt: row.created_at,
    promotionName: promotion?.name || null,
    promotionTurnover: promotion?.turnover ?? null,
  };
}

/** GET turnovers?remote_id (spec 1 §7): the player's turnover requirements of the tab's status, newest first. */
export async function fetchTurnovers(client: ApiClient, remoteId: string, query: TurnoverQuery, signal?: AbortSignal): Promise<RecordsAnswer> {
  const answer = await client.get('turnovers', turnoversResponse, { remote_id: remoteId }, { signal });
  if (!('turnover' in answer)) return { message: answer.message };
  return { rows: answer.turnover.filter((row) => row.status === query.status).map(toTurnover).sort(newestFirst) };
}
