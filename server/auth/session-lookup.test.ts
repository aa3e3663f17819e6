import { eq } from 'drizzle-orm';
import { fixedClock } from '../clock.ts';
import { players, playerSessions } from '../db/schema.ts';
import { describeBothDatabases } from '../testing/both-databases.ts';
import { createTestPlayer, testApp } from '../testing/app.ts';
import { revokeSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions.ts';

// Issue 25: the session lookup is one prepared statement that also reads the wallet. These check that its
// rules (revocation, idle and absolute expiry, the once-a-minute last-seen write) and the balance it
// carries are those of the database at each call, on both databases.
describeBothDatabases('the session lookup (one statement with the wallet)', ({ database }) => {
  const balanceOf = async (app: ReturnType<typeof testApp>, auth: Record<string, string>) => {
    const response = await app.request('/api/balance', { method: 'POST', headers: auth });
    return { status: response.status, body: (await response.json()) as { balance?: string; code?: string } };
  };

  it('answers the wallet as it is now, not as it was when the statement was prepared', async () => {
    const clock = fixedClock('2026-11-26T10:00:00Z');
    const app = testApp(database(), clock);
    const player = await createTestPlayer(database(), { balance: '125.50', clock });
    expect(await balanceOf(app, player.auth)).toEqual({ status: 200, body: { balance: '125.50' } });
    await database().db.update(players).set({ balance: '7.25' }).where(eq(players.id, player.id));
    expect(await balanceOf(app, player.auth)).toEqual({ status: 200, body: { balance: '7.25' } });
    // Another player's token answers the other player's wallet (the placeholder is bound per call).
    const other = await createTestPlayer(database(), { balance: '3.00', clock });
    expect(await balanceOf(app, other.auth)).toEqual({ status: 200, body: { balance: '3.00' } });
  });

  it('answers 401 for a revoked session, an idle-expired one and one past 12 hours', async () => {
    const clock = fixedClock('2026-11-26T10:00:00Z');
    const app = testApp(database(), clock);
    const revoked = await createTestPlayer(database(), { balance: '1', clock });
    expect((await balanceOf(app, revoked.auth)).status).toBe(200);
    const [session] = await database().db.select({ id: playerSessions.id }).from(playerSessions).where(eq(playerSessions.playerId, revoked.id));
    await revokeSession(database().db, session?.id ?? 0, clock);
    expect(await balanceOf(app, revoked.auth)).toEqual({ status: 401, body: expect.objectContaining({ code: 'unauthenticated' }) });

    const idle = await createTestPlayer(database(), { balance: '1', clock });
    clock.advance(SESSION_IDLE_MS + 1);
    expect((await balanceOf(app, idle.auth)).status).toBe(401);

    const active = await createTestPlayer(database(), { balance: '1', clock });
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS; elapsed += 20 * 60 * 1000) {
      expect((await balanceOf(app, active.auth)).status).toBe(200);
      clock.advance(20 * 60 * 1000);
    }
    // Exactly 12 hours is still in; a millisecond later it is over, however active.
    expect((await balanceOf(app, active.auth)).status).toBe(200);
    clock.advance(1);
    expect((await balanceOf(app, active.auth)).status).toBe(401);
  });

  it('writes last-seen at most once a minute however many calls come', async () => {
    const clock = fixedClock('2026-11-26T10:00:00Z');
    const app = testApp(database(), clock);
    const player = await createTestPlayer(database(), { clock });
    const lastSeen = async () =>
      (await database().db.select({ at: playerSessions.lastSeenAt }).from(playerSessions).where(eq(playerSessions.playerId, player.id)))[0]?.at.toISOString();
    for (let call = 0; call < 5; call += 1) {
      clock.advance(10_000);
      expect((await balanceOf(app, player.auth)).status).toBe(200);
    }
    expect(await lastSeen()).toBe('2026-11-26T10:00:00.000Z');
    clock.advance(10_000);
    await balanceOf(app, player.auth);
    expect(await lastSeen()).toBe('2026-11-26T10:01:00.000Z');
  });

  it('user/show reads the player row with the session: a change is seen at once, a revoked session is 401', async () => {
    const clock = fixedClock('2026-11-26T10:00:00Z');
    const app = testApp(database(), clock);
    const player = await createTestPlayer(database(), { balance: '5', clock });
    const show = () => app.request(`/api/user/show?remote_id=${player.remoteId}`, { headers: player.auth });
    expect(await (await show()).json()).toMatchObject({ id: player.id, username: player.username, balance: '5.00', name: null });
    await database().db.update(players).set({ name: 'Rahim', balance: '6.5' }).where(eq(players.id, player.id));
    expect(await (await show()).json()).toMatchObject({ name: 'Rahim', balance: '6.50' });
    const [session] = await database().db.select({ id: playerSessions.id }).from(playerSessions).where(eq(playerSessions.playerId, player.id));
    await revokeSession(database().db, session?.id ?? 0, clock);
    expect((await show()).status).toBe(401);
    expect((await app.request(`/api/user/show?remote_id=${player.remoteId}`)).status).toBe(401);
  });

  it('the exchange summary reads its figures in the session statement: the same rules (revoked, idle, last-seen once a minute)', async () => {
    const clock = fixedClock('2026-11-26T10:00:00Z');
    const app = testApp(database(), clock);
    const player = await createTestPlayer(database(), { balance: '12', clock });
    const summary = () => app.request('/api/exchange/summary', { headers: player.auth });
    expect(await (await summary()).json()).toEqual({ bets: 0, exposure: '0.00', balance: '12.00' });
    const lastSeen = async () => (await database().db.select({ at: playerSessions.lastSeenAt }).from(playerSessions).where(eq(playerSessions.playerId, player.id)))[0]?.at.getTime();
    const seen = await lastSeen();
    clock.advance(60_000);
    expect((await summary()).status).toBe(200);
    expect(await lastSeen()).toBe((seen ?? 0) + 60_000);
    clock.advance(SESSION_IDLE_MS + 1);
    expect((await summary()).status).toBe(401);

    const revoked = await createTestPlayer(database(), { balance: '1', clock });
    const [session] = await database().db.select({ id: playerSessions.id }).from(playerSessions).where(eq(playerSessions.playerId, revoked.id));
    await revokeSession(database().db, session?.id ?? 0, clock);
    expect(await (await app.request('/api/exchange/summary', { headers: revoked.auth })).json()).toEqual(expect.objectContaining({ code: 'unauthenticated' }));
  });
});
