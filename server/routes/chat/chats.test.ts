import { eq } from 'drizzle-orm';
import { chatMessages, chats } from '../../db/schema.ts';
import { ensureSupportAgent } from '../../db/seed/account.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { createTestPlayer, jsonRequest, testApp, type TestPlayer } from '../../testing/app.ts';
import { SUPPORT_USER_ID } from './chats.ts';

describeBothDatabases('support chat', (ctx) => {
  let alice: TestPlayer;
  let bob: TestPlayer;
  const request = (path: string, init?: RequestInit) => testApp(ctx.database()).request(path, init);
  const openChat = async (player: TestPlayer) => {
    const res = await request('/api/chats', jsonRequest('POST', { user_one_id: player.id, user_two_id: SUPPORT_USER_ID }, player.auth));
    return (await res.json()).chat.id as number;
  };

  beforeEach(async () => {
    alice = await createTestPlayer(ctx.database());
    bob = await createTestPlayer(ctx.database());
  });

  it('POST /api/chats opens a chat with support once (201), then answers the same chat (200)', async () => {
    const first = await request('/api/chats', jsonRequest('POST', { user_one_id: alice.id, user_two_id: 7 }, alice.auth));
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body).toEqual({ chat: { id: expect.any(Number), user_one_id: alice.id, user_two_id: 7 } });
    const again = await request('/api/chats', jsonRequest('POST', { user_one_id: '7', user_two_id: String(alice.id) }, alice.auth));
    expect(again.status).toBe(200);
    expect((await again.json()).chat.id).toBe(body.chat.id);
    expect(await ctx.database().db.select().from(chats)).toHaveLength(1);
  });

  it('POST /api/chats refuses chats between players (422) and chats without the player (403)', async () => {
    const players = await request('/api/chats', jsonRequest('POST', { user_one_id: alice.id, user_two_id: bob.id }, alice.auth));
    expect(players.status).toBe(422);
    expect(await players.json()).toEqual({ message: 'Chats are only available with customer support.', code: 'chat_support_only' });
    const notMine = await request('/api/chats', jsonRequest('POST', { user_one_id: bob.id, user_two_id: 7 }, alice.auth));
    expect(notMine.status).toBe(403);
    expect(await notMine.json()).toEqual({ message: 'You can only open a chat that includes yourself.', code: 'chat_not_own' });
    for (const body of [{}, { user_one_id: 'x', user_two_id: 7 }, { user_one_id: alice.id, user_two_id: -7 }, { user_one_id: alice.id, user_two_id: 7.5 }, { user_one_id: [alice.id], user_two_id: 7 }, { user_one_id: alice.id, user_two_id: true }]) {
      expect((await request('/api/chats', jsonRequest('POST', body, alice.auth))).status).toBe(422);
    }
    expect((await request('/api/chats', jsonRequest('POST', { user_one_id: alice.id, user_two_id: 7 }))).status).toBe(401);
    expect(await ctx.database().db.select().from(chats)).toEqual([]);
  });

  it('GET /api/get-chats lists the player’s chats with support and the last message', async () => {
    expect(await (await request('/api/get-chats', { headers: alice.auth })).json()).toEqual({ chats: [] });
    const chatId = await openChat(alice);
    await openChat(bob);
    let body = await (await request('/api/get-chats', { headers: alice.auth })).json();
    expect(body.chats).toEqual([
      { chat_id: chatId, id: chatId, other_user: { id: 7, username: 'support' }, last_message: null, last_message_at: null, created_at: '2025-05-05T12:00:00.000Z' },
    ]);
    await request('/api/messages', jsonRequest('POST', { chat_id: chatId, sender_id: alice.id, content: 'first' }, alice.auth));
    await request('/api/messages', jsonRequest('POST', { chat_id: chatId, sender_id: alice.id, content: 'second' }, alice.auth));
    body = await (await request('/api/get-chats', { headers: alice.auth })).json();
    expect(body.chats[0]).toMatchObject({ last_message: 'second', last_message_at: '2025-05-05T12:00:00.000Z' });
    expect((await request('/api/get-chats')).status).toBe(401);
  });

  it('POST /api/messages adds the player’s message; GET messages lists them oldest first', async () => {
    const chatId = await openChat(alice);
    await ctx.database().db.insert(chatMessages).values({ chatId, senderType: 'support', senderId: 7, content: 'Hello!', createdAt: new Date('2025-05-05T11:00:00.000Z') });
    const res = await request('/api/messages', jsonRequest('POST', { chat_id: chatId, sender_id: alice.id, content: '  Hi, a deposit question  ' }, alice.auth));
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toEqual({ id: expect.any(Number), chat_id: chatId, sender_id: alice.id, sender_type: 'player', content: 'Hi, a deposit question', created_at: '2025-05-05T12:00:00.000Z' });
    const list = await request(`/api/chats/${chatId}/messages`, { headers: alice.auth });
    expect(list.status).toBe(200);
    const { messages } = await list.json();
    expect(messages.map((message: { sender_id: number; content: string }) => [message.sender_id, message.content])).toEqual([
      [7, 'Hello!'],
      [alice.id, 'Hi, a deposit question'],
    ]);
    expect(Object.keys(messages[0]).sort()).toEqual(['chat_id', 'content', 'created_at', 'id', 'sender_id', 'sender_type']);
  });

  it('only participants read or write a chat', async () => {
    const chatId = await openChat(alice);
    const read = await request(`/api/chats/${chatId}/messages`, { headers: bob.auth });
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual({ message: 'Chat not found.', code: 'chat_not_found' });
    const write = await request('/api/messages', jsonRequest('POST', { chat_id: chatId, sender_id: bob.id, content: 'hi' }, bob.auth));
    expect(write.status).toBe(404);
    const spoof = await request('/api/messages', jsonRequest('POST', { chat_id: chatId, sender_id: 7, content: 'I am support' }, alice.auth));
    expect(spoof.status).toBe(403);
    expect(await spoof.json()).toEqual({ message: 'You can only send messages as yourself.', code: 'chat_send_as_self' });
    for (const id of ['abc', '0', '99999999999', '424242']) expect((await request(`/api/chats/${id}/messages`, { headers: alice.auth })).status).toBe(404);
    expect(await ctx.database().db.select().from(chatMessages)).toEqual([]);
  });

  it('refuses blank or oversized messages with 422', async () => {
    const chatId = await openChat(alice);
    for (const content of ['', '   ', '\n\t', 'x'.repeat(2001), 42, null]) {
      const res = await request('/api/messages', jsonRequest('POST', { chat_id: chatId, sender_id: alice.id, content }, alice.auth));
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.errors.content).toBeDefined();
    }
    const blank = await request('/api/messages', jsonRequest('POST', { chat_id: chatId, sender_id: alice.id, content: '  ' }, alice.auth));
    expect(await blank.json()).toMatchObject({ message: 'The message cannot be empty.', code: 'chat_message_empty' });
    expect(await ctx.database().db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId))).toEqual([]);
  });

  it('the support identity is id 7 and is created idempotently', async () => {
    await ensureSupportAgent(ctx.database().db);
    await ensureSupportAgent(ctx.database().db);
    await openChat(alice);
    const [chat] = await ctx.database().db.select().from(chats);
    expect(chat?.supportId).toBe(7);
  });
});
