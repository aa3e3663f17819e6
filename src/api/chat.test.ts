import { createApiClient } from './client';
import { ApiError } from './errors';
import { createChat, fetchChats, fetchMessages, fetchOwnId, sendMessage } from './chat';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Seen = { url: URL; method: string; headers: Headers; body: unknown };

function clientAnswering(answer: (url: URL, method: string) => Response) {
  const seen: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const text = await request.clone().text();
    seen.push({ url: new URL(request.url), method: request.method, headers: request.headers, body: text === '' ? undefined : JSON.parse(text) });
    return answer(new URL(request.url), request.method);
  }) as typeof globalThis.fetch;
  return { client: createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => 'tok', fetch }), seen };
}

const stored = (senderId: number, senderType: string, content: string) => ({ id: 1, chat_id: 5, sender_id: senderId, sender_type: senderType, content, created_at: '2026-11-22T08:00:00.000Z' });

describe('chat calls (spec 2 §7)', () => {
  it('GET get-chats with the bearer token: chat_id (or id), other_user.username and last_message', async () => {
    const { client, seen } = clientAnswering(() =>
      json({
        chats: [
          { chat_id: 5, id: 5, other_user: { id: 7, username: 'support' }, last_message: 'Hello', last_message_at: null, created_at: '2026-11-22T08:00:00.000Z' },
          { id: '9', other_user: { username: 'support' }, last_message: null },
          { other_user: null },
        ],
      }),
    );
    await expect(fetchChats(client)).resolves.toEqual([
      { id: 5, otherUsername: 'support', lastMessage: 'Hello' },
      { id: 9, otherUsername: 'support', lastMessage: null },
    ]);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url.pathname).toBe('/api/get-chats');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('refuses an answer without chats', async () => {
    const { client } = clientAnswering(() => json({ data: [] }));
    const error = (await fetchChats(client).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('invalidResponse');
  });

  it('POST chats { user_one_id, user_two_id }: chat.id (201 new, 200 existing)', async () => {
    const { client, seen } = clientAnswering(() => json({ chat: { id: 12, user_one_id: 40, user_two_id: 7 } }, 201));
    await expect(createChat(client, { userOneId: 40, userTwoId: 7 })).resolves.toBe(12);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url.pathname).toBe('/api/chats');
    expect(seen[0]?.body).toEqual({ user_one_id: 40, user_two_id: 7 });
  });

  it('GET chats/{chatId}/messages: the player’s messages carry sender 6, support keeps its id', async () => {
    const { client, seen } = clientAnswering(() => json({ messages: [stored(40, 'player', 'Hi'), stored(7, 'support', 'Hello!'), { sender_id: 7, content: null }] }));
    await expect(fetchMessages(client, 5)).resolves.toEqual([
      { senderId: 6, content: 'Hi' },
      { senderId: 7, content: 'Hello!' },
      { senderId: 7, content: '' },
    ]);
    expect(seen[0]?.url.pathname).toBe('/api/chats/5/messages');
  });

  it('a 404 keeps the server’s words', async () => {
    const { client } = clientAnswering(() => json({ message: 'Chat not found.' }, 404));
    const error = (await fetchMessages(client, 99).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Chat not found.');
  });

  it('POST messages { chat_id, sender_id, content }: the stored message (data)', async () => {
    const { client, seen } = clientAnswering(() => json({ data: stored(40, 'player', 'A deposit question') }, 201));
    await expect(sendMessage(client, { chatId: 5, senderId: 40, content: 'A deposit question' })).resolves.toEqual({ senderId: 6, content: 'A deposit question' });
    expect(seen[0]?.url.pathname).toBe('/api/messages');
    expect(seen[0]?.body).toEqual({ chat_id: 5, sender_id: 40, content: 'A deposit question' });
  });

  it('GET user/show?remote_id: the player’s own id', async () => {
    const { client, seen } = clientAnswering(() => json({ id: 40, remote_id: 'R-1', username: 'e2e' }));
    await expect(fetchOwnId(client, 'R-1')).resolves.toBe(40);
    expect(seen[0]?.url.pathname).toBe('/api/user/show');
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ remote_id: 'R-1' });
  });
});
