import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { fixedClock as settableClock } from '../clock.ts';
import { createTestDatabase } from '../testing/database.ts';
import type { Database } from '../db/client.ts';
import { players } from '../db/schema.ts';
import { requirePlayer, type PlayerVariables } from './require-player.ts';
import { issueSession, resolveSession, revokeAllSessions, revokeSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions.ts';

let database: Database;
let playerId: number;

beforeEach(async () => {
  database = await createTestDatabase();
  const [row] = await database.db
    .insert(players)
    .values({ remoteId: 'r-1', username: 'sessionplayer', passwordHash: 'x', referralCode: 'REF1' })
    .returning({ id: players.id });
  playerId = row?.id ?? 0;
});
afterEach(() => database.close());

describe('sessions', () => {
  it('issues a long random token and stores only its hash', async () => {
    const clock = settableClock('2026-11-21T10:00:00Z');
    const { token } = await issueSession(database.db, playerId, clock);
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const stored = await database.db.query.playerSessions.findMany();
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(await resolveSession(database.db, token, clock)).toMatchObject({ playerId, username: 'sessionplayer', remoteId: 'r-1' });
  });

  it('expires after 30 idle minutes, and activity keeps it alive', async () => {
    const clock = settableClock('2026-11-21T10:00:00Z');
    const { token } = await issueSession(database.db, playerId, clock);
    clock.advance(SESSION_IDLE_MS - 1000);
    expect(await resolveSession(database.db, token, clock)).not.toBeNull();
    clock.advance(SESSION_IDLE_MS - 1000);
    expect(await resolveSession(database.db, token, clock)).not.toBeNull();
    clock.advance(SESSION_IDLE_MS + 1);
    expect(await resolveSession(database.db, token, clock)).toBeNull();
  });

  it('writes last-seen at most once a minute', async () => {
    const clock = settableClock('2026-11-21T10:00:00Z');
    const { token } = await issueSession(database.db, playerId, clock);
    const lastSeen = async () => (await database.db.query.playerSessions.findFirst())?.lastSeenAt.toISOString();
    clock.advance(30_000);
    await resolveSession(database.db, token, clock);
    expect(await lastSeen()).toBe('2026-11-21T10:00:00.000Z');
    clock.advance(30_000);
    await resolveSession(database.db, token, clock);
    expect(await lastSeen()).toBe('2026-11-21T10:01:00.000Z');
  });

  it('expires 12 hours after login however active', async () => {
    const clock = settableClock('2026-11-21T10:00:00Z');
    const { token } = await issueSession(database.db, playerId, clock);
    // Active every 20 minutes for the whole 12 hours: still valid at the last minute, not after.
    const steps = SESSION_ABSOLUTE_MS / (20 * 60 * 1000);
    const seen: boolean[] = [];
    for (let step = 0; step < steps; step += 1) {
      clock.advance(20 * 60 * 1000);
      seen.push((await resolveSession(database.db, token, clock)) !== null);
    }
    expect(seen.every(Boolean)).toBe(true);
    clock.advance(60 * 1000);
    expect(await resolveSession(database.db, token, clock)).toBeNull();
  });

  it('ends on revocation, one session or all of them', async () => {
    const clock = settableClock('2026-11-21T10:00:00Z');
    const first = await issueSession(database.db, playerId, clock);
    const second = await issueSession(database.db, playerId, clock);
    await revokeSession(database.db, first.sessionId, clock);
    expect(await resolveSession(database.db, first.token, clock)).toBeNull();
    expect(await resolveSession(database.db, second.token, clock)).not.toBeNull();
    await revokeAllSessions(database.db, playerId, clock);
    expect(await resolveSession(database.db, second.token, clock)).toBeNull();
  });

  it('guards routes: 401 without, with a malformed, or with an unknown token', async () => {
    const clock = settableClock('2026-11-21T10:00:00Z');
    const app = new Hono<{ Variables: PlayerVariables }>();
    app.use('/private', requirePlayer({ database, clock }));
    app.get('/private', (c) => c.json({ username: c.get('player').username }));
    const { token } = await issueSession(database.db, playerId, clock);
    expect((await app.request('/private')).status).toBe(401);
    expect((await app.request('/private', { headers: { Authorization: 'Bearer ' } })).status).toBe(401);
    expect((await app.request('/private', { headers: { Authorization: `Bearer ${'x'.repeat(43)}` } })).status).toBe(401);
    const ok = await app.request('/private', { headers: { Authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ username: 'sessionplayer' });
    await database.db.delete(players).where(eq(players.id, playerId));
    expect((await app.request('/private', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});
