import { clientAnswering, json } from './testing/fakeClient';
import { checkWithdrawal, fetchPaymentMethods, fetchPlayerPhones, fetchTransactionOutcome, fetchTransactions, submitWithdrawal } from './withdrawal';


const row = { id: 7, action: 'withdraw', amount: '500.00', key: '0', status: 'pending', created_at: '2026-11-22T08:00:00.000Z', payment_method: { id: 1, name: 'bKash', icon: '/i.svg', type: null } };

describe('withdrawal calls (spec 1 §7)', () => {
  it('payment-methods: active only, one per name', async () => {
    const { client } = clientAnswering(() =>
      json([
        { id: 1, name: 'bKash', icon: '/b.svg', status: 'active' },
        { id: 2, name: 'bKash', icon: '/b2.svg', status: 'active' },
        { id: 3, name: 'Nagad', icon: '/n.svg', status: 'inactive' },
        { id: 4, name: 'Rocket', icon: '/r.svg', status: 'active' },
      ]),
    );
    await expect(fetchPaymentMethods(client)).resolves.toEqual([
      { id: 1, name: 'bKash', icon: '/b.svg' },
      { id: 4, name: 'Rocket', icon: '/r.svg' },
    ]);
  });

  it('phones: the main phone (session_id 1 = verified) and the extra phones (isverify 1)', async () => {
    const { client, seen } = clientAnswering((url) =>
      url.pathname.endsWith('user/show')
        ? json({ phone: '01711111111', session_id: 0 })
        : json({ data: [{ contract_value: '01822222222', isverify: 1 }, { contract_value: '01711111111', isverify: 0 }] }),
    );
    await expect(fetchPlayerPhones(client, 'R-1')).resolves.toEqual({
      phones: [
        { number: '01711111111', verified: false },
        { number: '01822222222', verified: true },
      ],
      phoneVerified: true,
    });
    expect(seen.map((call) => call.url)).toEqual(['http://api.test/api/user/show?remote_id=R-1', 'http://api.test/api/get/other/phone']);
  });

  it('transaction/show: key 0 is pending, amounts become numbers', async () => {
    const { client } = clientAnswering(() => json({ success: true, transactions: [row, { ...row, id: 8, key: '1', action: 'deposit' }] }));
    await expect(fetchTransactions(client, 'R-1')).resolves.toEqual([
      { id: 7, action: 'withdraw', amount: 500, pending: true, createdAt: row.created_at, methodName: 'bKash', methodIcon: '/i.svg' },
      { id: 8, action: 'deposit', amount: 500, pending: false, createdAt: row.created_at, methodName: 'bKash', methodIcon: '/i.svg' },
    ]);
  });

  it('one transaction’s outcome: pending, approved, or rejected with the operator’s reason; a missing one is still pending', async () => {
    const answering = (key: string, reason: string | null) => clientAnswering(() => json({ transactions: [{ ...row, id: 9, key, reason }, row] })).client;
    await expect(fetchTransactionOutcome(answering('0', null), 'R-1', 9)).resolves.toEqual({ status: 'pending' });
    await expect(fetchTransactionOutcome(answering('1', null), 'R-1', 9)).resolves.toEqual({ status: 'approved' });
    await expect(fetchTransactionOutcome(answering('2', ' wrong number '), 'R-1', 9)).resolves.toEqual({ status: 'rejected', reason: 'wrong number' });
    await expect(fetchTransactionOutcome(answering('2', null), 'R-1', 9)).resolves.toEqual({ status: 'rejected', reason: null });
    await expect(fetchTransactionOutcome(answering('2', 'x'), 'R-1', 99)).resolves.toEqual({ status: 'pending' });
  });

  it('userwithdrawcheck: true only with the success flag; a 400 rejects with its status and message', async () => {
    await expect(checkWithdrawal(clientAnswering(() => json({ success: true })).client, 'R-1')).resolves.toBe(true);
    await expect(checkWithdrawal(clientAnswering(() => json({})).client, 'R-1')).resolves.toBe(false);
    await expect(checkWithdrawal(clientAnswering(() => json({ success: false, message: 'Please complete your turnover and try again.' }, 400)).client, 'R-1')).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Please complete your turnover and try again.',
    });
  });

  it('submit-withdraw: the payload of spec 1 §3 with the Idempotency-Key header', async () => {
    const { client, seen } = clientAnswering(() => json({ success: true, message: 'Withdrawal successful!', transaction: row, balance: '4500.00' }));
    await expect(submitWithdrawal(client, { remoteId: 'R-1', accountNumber: '01711111111', amount: '500', paymentId: 1, idempotencyKey: 'withdraw-k-1' })).resolves.toMatchObject({ id: 7, amount: 500 });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.body).toEqual({ remote_id: 'R-1', account_number: '01711111111', amount: '500', payment_id: 1 });
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('withdraw-k-1');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });
});
