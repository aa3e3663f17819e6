import { ApiError } from './errors';
import { createApiClient } from './client';
import {
  addNumber,
  fetchExtraPhones,
  fetchUser,
  sendExtraCode,
  sendVerificationCode,
  updateBirthday,
  verifyEmail,
  verifyExtraPhone,
  verifyPhone,
} from './profile';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Seen = { url: string; method: string; body: unknown };

function clientAnswering(answer: (url: URL) => Response) {
  const seen: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const text = await request.clone().text();
    seen.push({ url: request.url, method: request.method, body: text ? JSON.parse(text) : null });
    return answer(new URL(request.url));
  }) as typeof globalThis.fetch;
  return { client: createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => 'tok', fetch }), seen };
}

const user = {
  id: 3,
  remote_id: 'R-1',
  username: 'demo1',
  name: 'Demo One',
  phone: '01711111111',
  email: 'demo1@takaplay.example',
  vip_coin: '150.50',
  balance: '10.00',
  session_id: 0,
  created_at: '2026-11-01T08:00:00.000Z',
  dofb: null,
  email_verified_at: null,
  referral_code: 'ABC',
};

describe('profile calls (spec 2 §7)', () => {
  it('user/show: the fields the profile shows, with the verified marks read', async () => {
    const { client, seen } = clientAnswering(() => json(user));
    await expect(fetchUser(client, 'R-1')).resolves.toEqual({
      username: 'demo1',
      name: 'Demo One',
      phone: '01711111111',
      email: 'demo1@takaplay.example',
      phoneVerified: false,
      emailVerified: false,
      createdAt: '2026-11-01T08:00:00.000Z',
      dofb: null,
      vipCoin: 150.5,
    });
    expect(seen[0]?.url).toBe('http://api.test/api/user/show?remote_id=R-1');
  });

  it('user/show: session_id 1 and email_verified_at mean verified; a set dofb is kept', async () => {
    const { client } = clientAnswering(() => json({ ...user, session_id: '1', email_verified_at: '2026-11-02T08:00:00.000Z', dofb: '1990-05-04', name: null }));
    await expect(fetchUser(client, 'R-1')).resolves.toMatchObject({ phoneVerified: true, emailVerified: true, dofb: '1990-05-04', name: '' });
  });

  it('sends each code and check to its own path with its own field', async () => {
    const { client, seen } = clientAnswering(() => json({ message: 'ok' }));
    await sendVerificationCode(client, { email: 'a@b.example' });
    await sendVerificationCode(client, { phone: '01711111111' });
    await addNumber(client, '01822222222');
    await sendExtraCode(client, '01822222222');
    await verifyEmail(client, '123456');
    await verifyPhone(client, '234567');
    await verifyExtraPhone(client, '345678');
    expect(seen.map(({ url, method, body }) => [method, url.replace('http://api.test/api/', ''), body])).toEqual([
      ['POST', 'send-verification-code', { email: 'a@b.example' }],
      ['POST', 'send-verification-code', { phone: '01711111111' }],
      ['POST', 'add/number', { phone: '01822222222' }],
      ['POST', 'add/send-verification-code', { phone: '01822222222' }],
      ['POST', 'verify-email', { code: '123456' }],
      ['POST', 'verify-phone-number', { verification_code: '234567' }],
      ['POST', 'add/verify-phone-number', { verification_code: '345678' }],
    ]);
  });

  it('a refused code rejects with the server’s words', async () => {
    const { client } = clientAnswering(() => json({ message: 'The verification code is incorrect. 4 tries left.', errors: { code: ['x'] } }, 422));
    const failure = await verifyEmail(client, '000000').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).serverMessage).toBe('The verification code is incorrect. 4 tries left.');
  });

  it('get/other/phone: numbers with isverify 1 as verified', async () => {
    const { client } = clientAnswering(() => json({ data: [{ id: 1, contract_value: '01822222222', isverify: 1 }, { id: 2, contract_value: '01933333333', isverify: 0 }] }));
    await expect(fetchExtraPhones(client)).resolves.toEqual([
      { number: '01822222222', verified: true },
      { number: '01933333333', verified: false },
    ]);
  });

  it('user/profile/update: sends remote_id and dofb, resolves with the saved dofb', async () => {
    const { client, seen } = clientAnswering(() => json({ message: 'Birthday saved successfully.', dofb: '1990-05-04' }));
    await expect(updateBirthday(client, { remoteId: 'R-1', dofb: '1990-05-04' })).resolves.toBe('1990-05-04');
    expect(seen[0]?.body).toEqual({ remote_id: 'R-1', dofb: '1990-05-04' });
  });
});
