import { queryOf, type RecordQuery } from '../../machines/recordFilters';
import { createApiClient } from './client';
import { fetchTransactions, fetchTurnovers } from './records';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientAnswering(body: unknown) {
  const urls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    urls.push(request.url);
    return json(body);
  }) as typeof globalThis.fetch;
  return { client: createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => 'tok', fetch }), urls };
}

/** 2026-11-22 14:00 in Dhaka. */
const now = Date.parse('2026-11-22T08:00:00.000Z');

const row = (id: number, action: string, key: string, createdAt: string, method: { name: string | null; type: string | null } | null = { name: 'bKash', type: 'Agent' }) => ({
  id,
  action,
  amount: '1000.00',
  key,
  status: 'x',
  created_at: createdAt,
  updated_at: createdAt,
  transaction_id: `TRX${id}`,
  payment_method: method === null ? null : { id: 1, icon: null, ...method },
});

const transactions = [
  row(1, 'deposit', '1', '2026-11-22T07:00:00.000Z'),
  row(2, 'withdraw', '0', '2026-11-22T06:00:00.000Z', null),
  row(3, 'deposit', '2', '2026-11-21T10:00:00.000Z'),
  row(4, 'deposit', '1', '2026-11-10T10:00:00.000Z'),
];

const transactionQuery = (filters: Partial<{ status: 'all' | 'processing' | 'success' | 'fail'; type: 'all' | 'deposit' | 'withdrawal' | 'adjustment'; date: 'all' | 'today' | 'yesterday' | 'last7Days' }>) =>
  queryOf({ list: 'transactions', status: 'all', type: 'all', date: 'all', ...filters }, now) as Extract<RecordQuery, { list: 'transactions' }>;

const idsOf = (answer: { rows: readonly unknown[] } | { message: string }) =>
  'rows' in answer ? answer.rows.map((item) => (item as { transactionId: string }).transactionId) : answer;

describe('transaction/show (spec 1 §7, spec 2 §3/§4)', () => {
  it('asks for the player’s list and maps every field, payment method absent as null', async () => {
    const { client, urls } = clientAnswering({ success: true, transactions: transactions.slice(0, 2) });
    const answer = await fetchTransactions(client, 'R-1', transactionQuery({}));
    expect(urls).toEqual(['http://api.test/api/transaction/show?remote_id=R-1']);
    expect(answer).toEqual({
      rows: [
        { kind: 'transaction', transactionId: 'TRX1', action: 'deposit', amount: 1000, key: '1', createdAt: '2026-11-22T07:00:00.000Z', updatedAt: '2026-11-22T07:00:00.000Z', paymentMethodName: 'bKash', accountType: 'Agent', reason: null },
        { kind: 'transaction', transactionId: 'TRX2', action: 'withdraw', amount: 1000, key: '0', createdAt: '2026-11-22T06:00:00.000Z', updatedAt: '2026-11-22T06:00:00.000Z', paymentMethodName: null, accountType: null, reason: null },
      ],
    });
  });

  it('keeps the operator’s reason of a failed transaction only', async () => {
    const { client } = clientAnswering({
      transactions: [
        { ...row(5, 'deposit', '2', '2026-11-22T07:00:00.000Z'), reason: ' The receipt does not show the TRX ID ' },
        { ...row(6, 'deposit', '1', '2026-11-22T06:00:00.000Z'), reason: 'checked' },
      ],
    });
    const answer = await fetchTransactions(client, 'R', transactionQuery({}));
    expect('rows' in answer && answer.rows.map((item) => (item as unknown as { reason: string | null }).reason)).toEqual(['The receipt does not show the TRX ID', null]);
  });

  it('filters by the status, type and date codes', async () => {
    const { client } = clientAnswering({ transactions });
    expect(idsOf(await fetchTransactions(client, 'R', transactionQuery({ status: 'success' })))).toEqual(['TRX1', 'TRX4']);
    expect(idsOf(await fetchTransactions(client, 'R', transactionQuery({ status: 'processing' })))).toEqual(['TRX2']);
    expect(idsOf(await fetchTransactions(client, 'R', transactionQuery({ status: 'fail' })))).toEqual(['TRX3']);
    expect(idsOf(await fetchTransactions(client, 'R', transactionQuery({ type: 'withdrawal' })))).toEqual(['TRX2']);
    expect(idsOf(await fetchTransactions(client, 'R', transactionQuery({ type: 'adjustment' })))).toEqual([]);
    expect(idsOf(await fetchTransactions(client, 'R', transactionQuery({ date: 'today' })))).toEqual(['TRX1', 'TRX2']);
    expect(idsOf(await fetchTransactions(client, 'R', transactionQuery({ date: 'yesterday' })))).toEqual(['TRX3']);
    expect(idsOf(await fetchTransactions(client, 'R', transactionQuery({ date: 'last7Days' })))).toEqual(['TRX1', 'TRX2', 'TRX3']);
  });

  it('sorts newest first', async () => {
    const { client } = clientAnswering({ transactions: [...transactions].reverse() });
    expect(idsOf(await fetchTransactions(client, 'R', transactionQuery({})))).toEqual(['TRX1', 'TRX2', 'TRX3', 'TRX4']);
  });

  it('data with a message field is kept as the message (spec 2 §8)', async () => {
    const { client } = clientAnswering({ message: 'No transactions' });
    await expect(fetchTransactions(client, 'R', transactionQuery({}))).resolves.toEqual({ message: 'No transactions' });
  });

  it('an unexpected shape is an error', async () => {
    const { client } = clientAnswering({ transactions: [{ id: 1 }] });
    await expect(fetchTransactions(client, 'R', transactionQuery({}))).rejects.toThrow('Unexpected answer');
  });
});

const turnover = (id: number, status: string, promotion: { name: string; turnover: number } | null) => ({
  id,
  status,
  required_turnover: '1000.00',
  remaining_turnover: status === 'complete' ? '0.00' : '400.00',
  created_at: `2026-11-2${id}T07:00:00.000Z`,
  completed_at: null,
  transaction: { id: 9, action: 'deposit', amount: '1000.00', promotion, payment_method: { name: 'bKash' } },
});

describe('turnovers (spec 1 §7, spec 2 §3)', () => {
  const list = [turnover(1, 'active', null), turnover(2, 'complete', null), turnover(3, 'active', { name: 'Welcome', turnover: 3 })];

  it('the Active tab: active requirements only, newest first, with the promotion', async () => {
    const { client, urls } = clientAnswering({ success: true, turnover: list });
    const answer = await fetchTurnovers(client, 'R-1', { list: 'turnover', status: 'active' });
    expect(urls).toEqual(['http://api.test/api/turnovers?remote_id=R-1']);
    expect(answer).toEqual({
      rows: [
        { kind: 'turnover', id: 3, status: 'active', requiredTurnover: 1000, remainingTurnover: 400, createdAt: '2026-11-23T07:00:00.000Z', promotionName: 'Welcome', promotionTurnover: 3 },
        { kind: 'turnover', id: 1, status: 'active', requiredTurnover: 1000, remainingTurnover: 400, createdAt: '2026-11-21T07:00:00.000Z', promotionName: null, promotionTurnover: null },
      ],
    });
  });

  it('the Completed tab: complete requirements only', async () => {
    const { client } = clientAnswering({ turnover: list });
    const answer = await fetchTurnovers(client, 'R', { list: 'turnover', status: 'complete' });
    expect('rows' in answer && answer.rows.map((item) => (item as { id: number }).id)).toEqual([2]);
  });

  it('data with a message field is kept as the message', async () => {
    const { client } = clientAnswering({ message: 'Nothing' });
    await expect(fetchTurnovers(client, 'R', { list: 'turnover', status: 'active' })).resolves.toEqual({ message: 'Nothing' });
  });
});
