import { z } from 'zod/mini';
import { createApiClient } from './client';
import { fetchBalance } from './balance';
import { ApiError } from './errors';

type Call = { url: string; init: RequestInit | undefined };

function fakeFetch(respond: (url: string) => Response) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, init: input instanceof Request ? { headers: input.headers, method: input.method } : init });
    return respond(url);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('sends the bearer token and parses the answer', async () => {
    const { fetch, calls } = fakeFetch(() => json({ balance: '1250.50' }));
    const client = createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => 'tok', fetch });
    await expect(fetchBalance(client)).resolves.toBe(1250.5);
    expect(calls[0]?.url).toBe('http://api.test/api/balance');
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Bearer tok');
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: true }));
    const client = createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => null, fetch });
    await client.get('general', z.object({ ok: z.boolean() }));
    expect(new Headers(calls[0]?.init?.headers).has('authorization')).toBe(false);
  });

  it('asks for the player\'s language at each call (Accept-Language)', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: true }));
    let language: 'en' | 'bn' = 'en';
    const client = createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => null, getLanguage: () => language, fetch });
    await client.get('general', z.object({ ok: z.boolean() }));
    language = 'bn';
    await client.get('general', z.object({ ok: z.boolean() }));
    expect(calls.map((call) => new Headers(call.init?.headers).get('accept-language'))).toEqual(['en', 'bn, en;q=0.5']);
  });

  it('passes a 429\'s wait on: the body\'s retry_after, else the Retry-After header, else none', async () => {
    const answers = [
      json({ message: 'Please wait 3 minutes.', retry_after: 187 }, 429),
      new Response(JSON.stringify({ message: 'Slow down.' }), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '42' } }),
      json({ message: 'Slow down.' }, 429),
    ];
    const { fetch } = fakeFetch(() => answers.shift() ?? json({}, 500));
    const client = createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => null, fetch });
    const schema = z.object({ ok: z.boolean() });
    for (const expected of [187, 42, null]) {
      await expect(client.post('send-verification-code', schema, {})).rejects.toMatchObject({ status: 429, retryAfterSeconds: expected });
    }
  });

  it("passes the answer's own code on (what callers decide by), or null without one", async () => {
    const answers = [
      json({ message: 'Too many codes have been sent to this phone number. Please try again in 55 minutes.', code: 'too_many_codes', retry_after: 3300 }, 429),
      json({ message: 'This phone number is already verified on another account.', code: 'phone_taken', errors: { phone: ['x'] } }, 422),
      json({ message: 'No code here.', code: 7 }, 422),
    ];
    const { fetch } = fakeFetch(() => answers.shift() ?? json({}, 500));
    const client = createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => null, fetch });
    const schema = z.object({ ok: z.boolean() });
    for (const expected of ['too_many_codes', 'phone_taken', null]) {
      await expect(client.post('add/number', schema, {})).rejects.toMatchObject({ code: expected });
    }
  });

  it('times out a call that never answers, with or without the caller\'s signal', async () => {
    // Answers only when aborted, the way fetch does.
    const hanging = (async (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        if (init?.signal?.aborted) reject(init.signal.reason);
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof globalThis.fetch;
    const client = createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 50, getToken: () => null, fetch: hanging });
    const schema = z.object({ ok: z.boolean() });
    const caller = new AbortController();
    await expect(client.get('general', schema, undefined, { signal: caller.signal })).rejects.toMatchObject({ kind: 'timeout' });
    await expect(client.get('general', schema)).rejects.toMatchObject({ kind: 'timeout' });
    // The caller's own abort is not a time-out.
    const leaving = new AbortController();
    const call = client.get('general', schema, undefined, { signal: leaving.signal });
    leaving.abort();
    await expect(call).rejects.toMatchObject({ kind: 'network' });
  });

  it('turns a 401 into an unauthorized ApiError with the server message', async () => {
    const { fetch } = fakeFetch(() => json({ message: 'Unauthenticated.' }, 401));
    const client = createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => 'old', fetch });
    const error = await fetchBalance(client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isUnauthorized).toBe(true);
    expect((error as ApiError).message).toBe('Unauthenticated.');
  });

  it('keeps 422 field errors', async () => {
    const { fetch } = fakeFetch(() => json({ message: 'Invalid', errors: { username: ['Taken'] } }, 422));
    const client = createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => null, fetch });
    const error = (await client.post('v1/create-players', z.object({}), {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ username: ['Taken'] });
    expect(error.code).toBeNull();
  });

  it('keeps the answer’s code, which callers decide by', async () => {
    const { fetch } = fakeFetch(() => json({ message: 'The captcha is required.', code: 'captcha_required', errors: { captcha: ['The captcha is required.'] } }, 422));
    const client = createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => null, fetch });
    const error = (await client.post('v1/create-players', z.object({}), {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe('captcha_required');
  });

  it('refuses an answer of the wrong shape', async () => {
    const { fetch } = fakeFetch(() => json({ balance: 'lots' }));
    const client = createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => 't', fetch });
    const error = (await fetchBalance(client).catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('invalidResponse');
  });

  it('reports a network failure as such', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    const client = createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => 't', fetch });
    const error = (await fetchBalance(client).catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
  });
});

describe('api client PATCH and DELETE', () => {
  it('sends PATCH with the token and parses the answer', async () => {
    const { fetch, calls } = fakeFetch(() => json({ success: true, message: 'Message marked as read.' }));
    const client = createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => 'tok', fetch });
    await expect(client.patch('inbox/7/read', z.object({ success: z.boolean() }))).resolves.toEqual({ success: true });
    expect(calls[0]?.url).toBe('http://api.test/api/inbox/7/read');
    expect(calls[0]?.init?.method).toBe('PATCH');
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Bearer tok');
  });

  it('sends DELETE and turns a 404 into an ApiError with the server message', async () => {
    const { fetch, calls } = fakeFetch(() => json({ success: false, message: 'Message not found.' }, 404));
    const client = createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => 'tok', fetch });
    const error = (await client.delete('inbox/7', z.object({})).catch((caught: unknown) => caught)) as ApiError;
    expect(calls[0]?.init?.method).toBe('DELETE');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.message).toBe('Message not found.');
  });
});
