import { createApiClient } from './client';
import { ApiError } from './errors';
import { deleteMessage, fetchInbox, fetchMessage, markRead } from './inbox';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Seen = { url: URL; method: string; headers: Headers };

function clientAnswering(answer: (url: URL, method: string) => Response) {
  const seen: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    seen.push({ url: new URL(request.url), method: request.method, headers: request.headers });
    return answer(new URL(request.url), request.method);
  }) as typeof globalThis.fetch;
  return { client: createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => 'tok', fetch }), seen };
}

const row = { id: 7, title: 'Welcome', message: 'Your account is ready. Claim your bonus.', is_read: false, created_at: '2026-11-22T08:00:00.000Z' };
const message = { id: 7, title: 'Welcome', message: 'Your account is ready. Claim your bonus.', isRead: false, createdAt: '2026-11-22T08:00:00.000Z' };

describe('inbox calls (spec 2 §7)', () => {
  it('GET inbox?remote_id&page: data.data as messages and data.last_page, with the bearer token', async () => {
    const { client, seen } = clientAnswering(() =>
      json({ success: true, data: { data: [row, { ...row, id: 8, is_read: 1 }], current_page: 2, last_page: 3, per_page: 10, total: 22, unread: 1 } }),
    );
    await expect(fetchInbox(client, 'R-1', 2, 10)).resolves.toEqual({ messages: [message, { ...message, id: 8, isRead: true }], lastPage: 3 });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url.pathname).toBe('/api/inbox');
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ remote_id: 'R-1', page: '2' });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
    await fetchInbox(client, 'R-1', 1, 50);
    expect(Object.fromEntries(seen[1]?.url.searchParams ?? [])).toEqual({ remote_id: 'R-1', page: '1', per_page: '50' });
  });

  it('leaves remote_id out when none is stored; an answer without success is a failure', async () => {
    const { client, seen } = clientAnswering(() => json({ data: { data: [], last_page: 1 } }));
    const error = (await fetchInbox(client, '', 1, 10).catch((caught: unknown) => caught)) as ApiError;
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ page: '1' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('invalidResponse');
  });

  it('refuses a list of the wrong shape', async () => {
    const { client } = clientAnswering(() => json({ success: true, data: { data: [{ id: 'x' }], last_page: 1 } }));
    const error = (await fetchInbox(client, 'R-1', 1, 10).catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('invalidResponse');
  });

  it('GET inbox/{id}: the message with its full text; a 404 keeps the server message', async () => {
    const { client, seen } = clientAnswering((url) =>
      url.pathname.endsWith('/7') ? json({ success: true, data: row }) : json({ success: false, message: 'Message not found.' }, 404),
    );
    await expect(fetchMessage(client, 7)).resolves.toEqual(message);
    expect(seen[0]?.url.pathname).toBe('/api/inbox/7');
    const error = (await fetchMessage(client, 9).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Message not found.');
  });

  it('PATCH inbox/{id}/read and DELETE inbox/{id}; an answer saying success false is a failure', async () => {
    const { client, seen } = clientAnswering((url, method) =>
      url.pathname.endsWith('/8') ? json({ success: false, message: 'Not yours.' }) : json({ success: true, message: method === 'PATCH' ? 'Message marked as read.' : 'Message deleted.' }),
    );
    await expect(markRead(client, 7)).resolves.toBeUndefined();
    await expect(deleteMessage(client, 7)).resolves.toBeUndefined();
    expect(seen.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['PATCH /api/inbox/7/read', 'DELETE /api/inbox/7']);
    const error = (await deleteMessage(client, 8).catch((caught: unknown) => caught)) as ApiError;
    expect(error.serverMessage).toBe('Not yours.');
  });
});
