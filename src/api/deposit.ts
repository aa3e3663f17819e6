import { z } from 'zod/mini';
import type { ChannelType, DepositChannel, DepositMethod, DepositPromotion, DepositRecord, WalletNumber } from '../../machines/deposit';
import type { DepositSubmission } from '../../machines/makePayment';
import { moneySchema } from './balance';
import type { ApiClient } from './client';

const id = z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d+$/))]), z.transform((value: number | string) => Number(value)));
const flag = z.pipe(z.union([z.number(), z.string(), z.boolean(), z.null()]), z.transform((value: number | string | boolean | null) => Number(value) === 1 || value === true));
const optionalMoney = z.pipe(z.optional(z.nullable(moneySchema)), z.transform((value: number | null | undefined) => value ?? null));
const accountType = z.enum(['Agent', 'Personal']);

const promotionList = z.array(z.object({ id, name: z.string(), deposit_bouns: z.optional(z.nullable(moneySchema)), status: z.optional(z.nullable(z.string())) }));

/** GET promotion (spec 1 §3): active promotions only, the bonus rounded for +N%. */
export async function fetchDepositPromotions(client: ApiClient, signal?: AbortSignal): Promise<DepositPromotion[]> {
  const list = await client.get('promotion', promotionList, undefined, { signal });
  return list.filter((item) => item.status === 'active').map((item) => ({ id: item.id, name: item.name, bonusPercent: Math.round(item.deposit_bouns ?? 0) }));
}

const methodList = z.array(z.object({ id, name: z.string(), icon: z.optional(z.nullable(z.string())), status: z.optional(z.nullable(z.string())) }));

/** GET payment-methods (spec 1 §3): active methods, one per name. */
export async function fetchDepositMethods(client: ApiClient, signal?: AbortSignal): Promise<DepositMethod[]> {
  const list = await client.get('payment-methods', methodList, undefined, { signal });
  const byName = new Map<string, DepositMethod>();
  for (const item of list) {
    if (item.status !== 'active' || byName.has(item.name)) continue;
    byName.set(item.name, { id: item.id, name: item.name, icon: item.icon ?? '' });
  }
  return [...byName.values()];
}

const userShow = z.object({ phone: z.optional(z.nullable(z.string())), session_id: z.optional(flag) });
const otherPhones = z.object({ data: z.array(z.object({ contract_value: z.string(), isverify: z.optional(flag) })) });

export type PlayerPhones = { main: { phone: string | null; verified: boolean }; extras: { phone: string; verified: boolean }[] };

/** GET user/show (session_id 1 = main phone verified) and GET get/other/phone (isverify 1). */
export async function fetchPlayerPhones(client: ApiClient, remoteId: string, signal?: AbortSignal): Promise<PlayerPhones> {
  const [user, others] = await Promise.all([
    client.get('user/show', userShow, { remote_id: remoteId }, { signal }),
    client.get('get/other/phone', otherPhones, undefined, { signal }),
  ]);
  return {
    main: { phone: user.phone ?? null, verified: user.session_id ?? false },
    extras: others.data.map((item) => ({ phone: item.contract_value, verified: item.isverify ?? false })),
  };
}

const transactionList = z.object({
  transactions: z.array(
    z.object({
      id,
      action: z.string(),
      amount: moneySchema,
      key: z.pipe(z.union([z.string(), z.number()]), z.transform((value: string | number) => String(value))),
      status: z.optional(z.nullable(z.string())),
      created_at: z.optional(z.nullable(z.string())),
      payment_method: z.optional(z.nullable(z.object({ name: z.optional(z.nullable(z.string())) }))),
    }),
  ),
});

function statusOf(key: string, status: string | null | undefined): DepositRecord['status'] {
  if (status === 'success' || key === '1') return 'success';
  if (status === 'fail' || key === '2') return 'fail';
  return 'pending';
}

/** GET transaction/show: the player's deposits; key '0' is pending (spec 1 §3, Transaction). */
export async function fetchDepositRecords(client: ApiClient, remoteId: string, signal?: AbortSignal): Promise<DepositRecord[]> {
  const { transactions } = await client.get('transaction/show', transactionList, { remote_id: remoteId }, { signal });
  return transactions
    .filter((item) => item.action === 'deposit')
    .map((item) => ({
      id: item.id,
      amount: item.amount,
      status: statusOf(item.key, item.status),
      pending: item.key === '0',
      createdAt: item.created_at ?? '',
      methodName: item.payment_method?.name ?? null,
    }));
}

const channelList = z.object({
  data: z.array(z.object({ id, account_type: accountType, min: optionalMoney, max: optionalMoney })),
});

/** GET showpayment-menthod?name= : the method's channels; `id` is the deposit's payment_id. */
export async function fetchDepositChannels(client: ApiClient, name: string, signal?: AbortSignal): Promise<DepositChannel[]> {
  const { data } = await client.get('showpayment-menthod', channelList, { name }, { signal });
  return data.map((item) => ({ id: item.id, accountType: item.account_type, min: item.min, max: item.max }));
}

const walletList = z.array(z.object({ account_number: z.string(), deadline: z.optional(z.nullable(z.string())) }));

/** GET get-wallet-number (spec 1 §7): the first item; a server without a deadline gives 10 minutes from now. */
export async function fetchWalletNumber(
  client: ApiClient,
  request: { name: string; accountType: ChannelType; amount: string },
  signal?: AbortSignal,
  now: () => number = Date.now,
): Promise<WalletNumber> {
  const list = await client.get('get-wallet-number', walletList, { name: request.name, account_type: request.accountType, amount: request.amount }, { signal });
  const first = list[0];
  if (!first) throw new Error('get-wallet-number answered no wallet');
  return { accountNumber: first.account_number, deadline: first.deadline ?? new Date(now() + 10 * 60 * 1000).toISOString() };
}

const submitAnswer = z.object({ message: z.optional(z.string()), transaction: z.catch(z.optional(z.nullable(z.object({ id: z.number() }))), null) });

/** POST submit-deposit (multipart, with the receipt file) under an Idempotency-Key, so a retry creates one deposit; resolves with its id (null when the answer lacks it). */
export async function submitDeposit(client: ApiClient, submission: DepositSubmission, options: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<number | null> {
  const form = new FormData();
  form.set('remote_id', submission.remoteId);
  form.set('account_number', submission.accountNumber);
  form.set('transaction_id', submission.transactionId);
  form.set('amount', String(submission.amount));
  form.set('payment_id', String(submission.paymentId));
  form.set('promotion_id', submission.promotionId === null ? '' : String(submission.promotionId));
  if (submission.receipt) form.set('receipt', submission.receipt.data, submission.receipt.name);
  // The client ends the call after its time-out (or this one): a submission never waits for ever.
  const answer = await client.post('submit-deposit', submitAnswer, form, { signal: options.signal, timeoutMs: options.timeoutMs, headers: { 'Idempotency-Key': submission.idempotencyKey } });
  return answer.transaction?.id ?? null;
}
