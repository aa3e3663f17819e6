import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inboxMessages } from '../../db/schema.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { createTestPlayer, TEST_NOW, testApp, type TestPlayer } from '../../testing/app.ts';

async function addMessages(database: Database, player: TestPlayer, count: number) {
  const base = new Date(TEST_NOW).getTime();
  await database.db.insert(inboxMessages).values(
    Array.from({ length: count }, (_, index) => ({
      playerId: player.id,
      title: `Message ${index + 1}`,
      message: `Body ${index + 1}`,
      isRead: index % 3 === 0,
      createdAt: new Date(base - (count - index) * 60_000),
    })),
  );
}

describeBothDatabases('inbox', (ctx) => {
  let alice: TestPlayer;
  let bob: TestPlayer;
  const request = (path: string, init?: RequestInit) => testApp(ctx.database()).request(path, init);

  beforeEach(async () => {
    alice = await createTestPlayer(ctx.database(), { username: 'alice12345' });
    bob = await createTestPlayer(ctx.database(), { username: 'bob1234567' });
    await addMessages(ctx.database(), alice, 23);
    await addMessages(ctx.database(), bob, 2);
  });

  it('GET /api/inbox lists the player’s messages, 10 per page, newest first', async () => {
    const res = await request(`/api/inbox?remote_id=${alice.remoteId}&page=1`, { headers: alice.auth });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ current_page: 1, last_page: 3, per_page: 10, total: 23, unread: 15 });
    expect(body.data.data).toHaveLength(10);
    expect(Object.keys(body.data.data[0]).sort()).toEqual(['created_at', 'id', 'is_read', 'message', 'title']);
    expect(body.data.data[0]).toMatchObject({ title: 'Message 23', message: 'Body 23', is_read: false, created_at: '2025-05-05T11:59:00.000Z' });
    const third = await (await request('/api/inbox?page=3', { headers: alice.auth })).json();
    expect(third.data.data.map((item: { title: string }) => item.title)).toEqual(['Message 3', 'Message 2', 'Message 1']);
    const beyond = await (await request('/api/inbox?page=4', { headers: alice.auth })).json();
    expect(beyond.data).toMatchObject({ data: [], current_page: 4, last_page: 3, total: 23 });
    const bobs = await (await request('/api/inbox', { headers: bob.auth })).json();
    expect(bobs.data).toMatchObject({ total: 2, last_page: 1 });
  });

  it('GET /api/inbox takes per_page 10, 25, 50 or 100 (spec 2 §9) and refuses any other', async () => {
    const wide = await (await request('/api/inbox?page=1&per_page=25', { headers: alice.auth })).json();
    expect(wide.data).toMatchObject({ current_page: 1, last_page: 1, per_page: 25, total: 23 });
    expect(wide.data.data).toHaveLength(23);
    const second = await (await request('/api/inbox?page=2&per_page=10', { headers: alice.auth })).json();
    expect(second.data.data[0].title).toBe('Message 13');
    const refused = await request('/api/inbox?per_page=20', { headers: alice.auth });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ message: 'per_page must be 10, 25, 50 or 100.', code: 'inbox_per_page_invalid' });
  });

  it('GET /api/inbox: empty inbox has last_page 1', async () => {
    const carol = await createTestPlayer(ctx.database());
    expect((await (await request('/api/inbox', { headers: carol.auth })).json()).data).toEqual({
      data: [], current_page: 1, last_page: 1, per_page: 10, total: 0, unread: 0,
    });
  });

  it('GET /api/inbox refuses a bad page (422), another remote_id (403) and guests (401)', async () => {
    expect((await request('/api/inbox?page=0', { headers: alice.auth })).status).toBe(422);
    expect((await request('/api/inbox?page=x', { headers: alice.auth })).status).toBe(422);
    const other = await request(`/api/inbox?remote_id=${bob.remoteId}`, { headers: alice.auth });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ success: false, message: 'remote_id does not match the logged-in player.', code: 'remote_id_mismatch' });
    const guest = await request('/api/inbox');
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    // The session is checked before the query.
    expect((await request('/api/inbox?per_page=20')).status).toBe(401);
    expect((await request('/api/inbox?page=0', { headers: { Authorization: 'Bearer not-a-live-session-token-000' } })).status).toBe(401);
  });

  it('GET /api/inbox/{id} answers one own message; others’ and unknown ids are 404', async () => {
    const [mine] = await ctx.database().db.select().from(inboxMessages).where(eq(inboxMessages.playerId, alice.id)).limit(1);
    const [theirs] = await ctx.database().db.select().from(inboxMessages).where(eq(inboxMessages.playerId, bob.id)).limit(1);
    const res = await request(`/api/inbox/${mine?.id}`, { headers: alice.auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      data: { id: mine?.id, title: mine?.title, message: mine?.message, is_read: mine?.isRead, created_at: mine?.createdAt.toISOString() },
    });
    for (const id of [theirs?.id, 999999, 'abc', '0', '99999999999']) {
      const missing = await request(`/api/inbox/${id}`, { headers: alice.auth });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ success: false, message: 'Message not found.', code: 'message_not_found' });
    }
    expect((await request(`/api/inbox/${mine?.id}`)).status).toBe(401);
  });

  it('PATCH /api/inbox/{id}/read marks an own message read', async () => {
    const [unread] = await ctx.database().db.select().from(inboxMessages).where(eq(inboxMessages.isRead, false)).limit(1);
    const owner = unread?.playerId === alice.id ? alice : bob;
    const other = owner === alice ? bob : alice;
    const refused = await request(`/api/inbox/${unread?.id}/read`, { method: 'PATCH', headers: other.auth });
    expect(refused.status).toBe(404);
    const res = await request(`/api/inbox/${unread?.id}/read`, { method: 'PATCH', headers: owner.auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Message marked as read.', code: 'message_marked_read' });
    const [after] = await ctx.database().db.select().from(inboxMessages).where(eq(inboxMessages.id, unread?.id ?? 0));
    expect(after?.isRead).toBe(true);
    expect((await request(`/api/inbox/${unread?.id}/read`, { method: 'PATCH', headers: owner.auth })).status).toBe(200);
    expect((await request('/api/inbox/x/read', { method: 'PATCH', headers: owner.auth })).status).toBe(404);
  });

  it('DELETE /api/inbox/{id} deletes an own message only', async () => {
    const [theirs] = await ctx.database().db.select().from(inboxMessages).where(eq(inboxMessages.playerId, bob.id)).limit(1);
    const refused = await request(`/api/inbox/${theirs?.id}`, { method: 'DELETE', headers: alice.auth });
    expect(refused.status).toBe(404);
    const res = await request(`/api/inbox/${theirs?.id}`, { method: 'DELETE', headers: bob.auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Message deleted.', code: 'message_deleted' });
    expect((await request(`/api/inbox/${theirs?.id}`, { method: 'DELETE', headers: bob.auth })).status).toBe(404);
    expect((await (await request('/api/inbox', { headers: bob.auth })).json()).data.total).toBe(1);
  });
});
