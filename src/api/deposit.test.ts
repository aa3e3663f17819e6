import { createApiClient } from './client';
import { fetchDepositChannels, fetchDepositMethods, fetchDepositPromotions, fetchDepositRecords, fetchPlayerPhones, fetchWalletNumber, submitDeposit } from './deposit';
import { ApiError } from './errors';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A client whose fetch answers per path and records each request. */
function clientAnswering(answers: Record<string, () => Response | Promise<Response>>) {
  const requests: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request);
    const path = new URL(request.url).pathname.replace('/api/', '');
    const answer = answers[path];
    if (!answer) return json({ message: 'Not found' }, 404);
    return answer();
  }) as typeof globalThis.fetch;
  return { client: createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => 'tok', fetch }), requests };
}

describe('deposit calls (spec 1 §3, §7)', () => {
  it('promotions: active only, the bonus rounded', async () => {
    const { client } = clientAnswering({
      promotion: () =>
        json([
          { id: 1, name: 'Welcome', deposit_bouns: 99.6, status: 'active' },
          { id: 2, name: 'Shown only', deposit_bouns: 5, status: 'display' },
          { id: '3', name: 'Reload', deposit_bouns: '10.4', status: 'active' },
        ]),
    });
    await expect(fetchDepositPromotions(client)).resolves.toEqual([
      { id: 1, name: 'Welcome', bonusPercent: 100 },
      { id: 3, name: 'Reload', bonusPercent: 10 },
    ]);
  });

  it('payment methods: active only, one per name', async () => {
    const { client } = clientAnswering({
      'payment-methods': () =>
        json([
          { id: 1, name: 'bKash', icon: '/b.svg', status: 'active' },
          { id: 2, name: 'bKash', icon: '/b2.svg', status: 'active' },
          { id: 3, name: 'Nagad', icon: null, status: 'inactive' },
          { id: 4, name: 'USDT', icon: '/u.svg', status: 'active' },
        ]),
    });
    await expect(fetchDepositMethods(client)).resolves.toEqual([
      { id: 1, name: 'bKash', icon: '/b.svg' },
      { id: 4, name: 'USDT', icon: '/u.svg' },
    ]);
  });

  it('phones: session_id 1 and isverify 1 mean verified', async () => {
    const { client, requests } = clientAnswering({
      'user/show': () => json({ phone: '01712345678', session_id: 0 }),
      'get/other/phone': () => json({ data: [{ id: 1, contract_value: '01812345678', isverify: 1 }, { id: 2, contract_value: '01912345678', isverify: 0 }] }),
    });
    await expect(fetchPlayerPhones(client, 'R-1')).resolves.toEqual({
      main: { phone: '01712345678', verified: false },
      extras: [
        { phone: '01812345678', verified: true },
        { phone: '01912345678', verified: false },
      ],
    });
    expect(requests.map((request) => request.url)).toContain('http://api.test/api/user/show?remote_id=R-1');
  });

  it('records: deposits only; key "0" is pending', async () => {
    const { client } = clientAnswering({
      'transaction/show': () =>
        json({
          success: true,
          transactions: [
            { id: 9, action: 'withdraw', amount: '600.00', key: '0', status: 'pending', created_at: '2025-05-05T12:00:00Z', payment_method: { name: 'bKash' } },
            { id: 8, action: 'deposit', amount: '1000.00', key: '0', status: 'pending', created_at: '2025-05-05T11:00:00Z', payment_method: { name: 'bKash' } },
            { id: 7, action: 'deposit', amount: '500.00', key: '1', status: 'success', created_at: '2025-05-04T11:00:00Z', payment_method: null },
          ],
        }),
    });
    await expect(fetchDepositRecords(client, 'R-1')).resolves.toEqual([
      { id: 8, amount: 1000, status: 'pending', pending: true, createdAt: '2025-05-05T11:00:00Z', methodName: 'bKash' },
      { id: 7, amount: 500, status: 'success', pending: false, createdAt: '2025-05-04T11:00:00Z', methodName: null },
    ]);
  });

  it('channels and the wallet number (first item, with the server’s deadline)', async () => {
    const { client, requests } = clientAnswering({
      'showpayment-menthod': () => json({ success: true, data: [{ id: 11, account_type: 'Agent', min: '500.00', max: '25000.00', label: 'CashOut' }] }),
      'get-wallet-number': () => json([{ account_number: '01712345678', deadline: '2025-05-05T12:10:00.000Z' }, { account_number: 'second' }]),
    });
    await expect(fetchDepositChannels(client, 'bKash')).resolves.toEqual([{ id: 11, accountType: 'Agent', min: 500, max: 25000 }]);
    await expect(fetchWalletNumber(client, { name: 'bKash', accountType: 'Agent', amount: '1000' })).resolves.toEqual({
      accountNumber: '01712345678',
      deadline: '2025-05-05T12:10:00.000Z',
    });
    expect(requests.at(-1)?.url).toBe('http://api.test/api/get-wallet-number?name=bKash&account_type=Agent&amount=1000');
  });

  it('a wallet answer without a deadline gets 10 minutes from now; an empty list is an error', async () => {
    const { client } = clientAnswering({ 'get-wallet-number': () => json([{ account_number: '01712345678' }]) });
    await expect(fetchWalletNumber(client, { name: 'bKash', accountType: 'Personal', amount: '1' }, undefined, () => Date.parse('2025-05-05T12:00:00.000Z'))).resolves.toEqual({
      accountNumber: '01712345678',
      deadline: '2025-05-05T12:10:00.000Z',
    });
    const empty = clientAnswering({ 'get-wallet-number': () => json([]) });
    await expect(fetchWalletNumber(empty.client, { name: 'bKash', accountType: 'Agent', amount: '1' })).rejects.toThrow('get-wallet-number answered no wallet');
  });
});

describe('POST submit-deposit', () => {
  const submission = {
    remoteId: 'R-1',
    accountNumber: '01812345678',
    transactionId: 'TRX123',
    amount: 1500,
    paymentId: 11,
    promotionId: null,
    receipt: { name: 'slip.png', size: 4, data: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }) },
    idempotencyKey: 'seed5678abcd-2',
  };

  it('sends multipart fields, the receipt file and the Idempotency-Key', async () => {
    const { client, requests } = clientAnswering({ 'submit-deposit': () => json({ success: true, message: 'Submission successful!', transaction: { id: 41, key: '0' } }) });
    await expect(submitDeposit(client, submission, { timeoutMs: 1000 })).resolves.toBe(41);
    const request = requests[0];
    expect(request?.headers.get('Idempotency-Key')).toBe('seed5678abcd-2');
    const form = await request?.formData();
    expect(Object.fromEntries([...(form?.entries() ?? [])].filter(([, value]) => typeof value === 'string'))).toEqual({
      remote_id: 'R-1',
      account_number: '01812345678',
      transaction_id: 'TRX123',
      amount: '1500',
      payment_id: '11',
      promotion_id: '',
    });
    // The receipt goes as a file part (jsdom and Node disagree on its class, so only that it is not text).
    const file = form?.get('receipt');
    expect(file).toBeTruthy();
    expect(typeof file).not.toBe('string');
  });

  it('a refusal carries the server message; a hung call times out', async () => {
    const refused = clientAnswering({ 'submit-deposit': () => json({ success: false, message: 'Please verify your phone number first.' }, 422) });
    await expect(submitDeposit(refused.client, submission, { timeoutMs: 1000 })).rejects.toMatchObject({ status: 422, serverMessage: 'Please verify your phone number first.' });
    const hungFetch = createApiClient({
      baseURL: 'http://api.test/api/',
      timeoutMs: 60_000,
      getToken: () => null,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof globalThis.fetch,
    });
    const error = await submitDeposit(hungFetch, submission, { signal: new AbortController().signal, timeoutMs: 20 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeNull();
  });
});
