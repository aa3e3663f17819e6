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
