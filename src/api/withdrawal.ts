import { z } from 'zod/mini';
import { outcomeOfKey, type TransactionOutcome } from '../../machines/lib/transactionOutcome';
import type { ApiClient } from './client';

/** Amounts come as strings with 2 decimals ("500.00"); numbers are accepted too. */
const money = z.pipe(z.union([z.string(), z.number()]), z.transform((value) => Number(value)));
const text = z.catch(z.string(), '');

const paymentMethodsResponse = z.array(z.object({ id: z.number(), name: z.string(), icon: text, status: z.optional(z.nullable(z.string())) }));

const userResponse = z.object({ phone: z.optional(z.nullable(z.string())), session_id: z.optional(z.nullable(z.union([z.number(), z.string()]))) });

const otherPhonesResponse = z.object({
  data: z.array(z.object({ contract_value: z.string(), isverify: z.optional(z.nullable(z.union([z.number(), z.string()]))) })),
});

const transaction = z.object({
  id: z.number(),
  action: z.string(),
  amount: money,
  key: z.union([z.string(), z.number()]),
  created_at: z.string(),
  payment_method: z.optional(z.nullable(z.object({ name: text, icon: text }))),
  reason: z.catch(z.optional(z.nullable(z.string())), null),
});

const transactionsResponse = z.object({ transactions: z.array(transaction) });

const checkResponse = z.object({ success: z.optional(z.nullable(z.boolean())) });

const submitResponse = z.object({ success: z.optional(z.boolean()), message: z.optional(z.string()), transaction });

export type PaymentMethod = { id: number; name: string; icon: string };
export type PlayerPhone = { number: string; verified: boolean };
export type PlayerPhones = { phones: PlayerPhone[]; phoneVerified: boolean };
export type FundsTransaction = { id: number; action: string; amount: number; pending: boolean; createdAt: string; methodName: string; methodIcon: string };

/** GET payment-methods (spec 1 §7): active methods only, one per name. */
export async function fetchPaymentMethods(client: ApiClient, signal?: AbortSignal): Promise<PaymentMethod[]> {
  const methods = await client.get('payment-methods', paymentMethodsResponse, undefined, { signal });
  const byName = new Map<string, PaymentMethod>();
  for (const method of methods) {
    if (method.status !== undefined && method.status !== null && method.status !== 'active') continue;
    if (!byName.has(method.name)) byName.set(method.name, { id: method.id, name: method.name, icon: method.icon });
  }
  return [...byName.values()];
}

const isOne = (value: number | string | null | undefined) => Number(value) === 1;

/** GET user/show (main phone, session_id 1 = verified) and GET get/other/phone (up to 2 extra phones). */
export async function fetchPlayerPhones(client: ApiClient, remoteId: string, signal?: AbortSignal): Promise<PlayerPhones> {
  const [user, others] = await Promise.all([
    client.get('user/show', userResponse, { remote_id: remoteId }, { signal }),
    client.get('get/other/phone', otherPhonesResponse, undefined, { signal }),
  ]);
  const phones: PlayerPhone[] = [];
  if (user.phone) phones.push({ number: user.phone, verified: isOne(user.session_id) });
  for (const other of others.data) {
    if (!phones.some((phone) => phone.number === other.contract_value)) phones.push({ number: other.contract_value, verified: isOne(other.isverify) });
  }
  return { phones, phoneVerified: phones.some((phone) => phone.verified) };
}

function toTransaction(row: z.infer<typeof transaction>): FundsTransaction {
  return {
    id: row.id,
    action: row.action,
    amount: row.amount,
    pending: String(row.key) === '0',
    createdAt: row.created_at,
    methodName: row.payment_method?.name ?? '',
    methodIcon: row.payment_method?.icon ?? '',
  };
}

/** GET transaction/show (spec 1 §7): the player's transactions, newest first; key '0' means pending. */
export async function fetchTransactions(client: ApiClient, remoteId: string, signal?: AbortSignal): Promise<FundsTransaction[]> {
  const answer = await client.get('transaction/show', transactionsResponse, { remote_id: remoteId }, { signal });
  return answer.transactions.map(toTransaction);
}

/** What became of one of the player's deposits or withdrawals (transaction/show); one not listed counts as still pending. */
export async function fetchTransactionOutcome(client: ApiClient, remoteId: string, id: number, signal?: AbortSignal): Promise<TransactionOutcome> {
  // `id` is ignored by the server (it lists all); it names the call in logs and browser tests.
  const answer = await client.get('transaction/show', transactionsResponse, { remote_id: remoteId, id: String(id) }, { signal });
  const row = answer.transactions.find((listed) => listed.id === id);
  return row ? outcomeOfKey(row.key, row.reason) : { status: 'pending' };
}

/**
 * GET userwithdrawcheck (spec 1 §7): true when the answer carries the success flag. A refusal
 * rejects with the client's ApiError (status and message), which src/edge reads (spec 1 §8).
 */
export async function checkWithdrawal(client: ApiClient, remoteId: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await client.get('userwithdrawcheck', checkResponse, { remote_id: remoteId }, { signal });
  return answer.success === true;
}

export type WithdrawalPayload = { remoteId: string; accountNumber: string; amount: string; paymentId: number; idempotencyKey: string };

/** POST submit-withdraw (spec 1 §3 withdrawal payload); the key makes a retry of the same request safe. */
export async function submitWithdrawal(client: ApiClient, payload: WithdrawalPayload, signal?: AbortSignal): Promise<FundsTransaction> {
  const answer = await client.post(
    'submit-withdraw',
    submitResponse,
    { remote_id: payload.remoteId, account_number: payload.accountNumber, amount: payload.amount, payment_id: payload.paymentId },
    { signal, headers: { 'Idempotency-Key': payload.idempotencyKey } },
  );
  return toTransaction(answer.transaction);
}
