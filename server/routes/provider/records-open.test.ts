import type { Hono } from 'hono';
import { fixedClock, type TestClock } from '../../clock.ts';
import { bets } from '../../db/schema.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { createTestPlayer, TEST_NOW, testApp, type TestPlayer } from '../../testing/app.ts';
import { seedDemoGames } from './test-support.ts';

type Json = Record<string, unknown>;

/** GET /api/betting-record?status=open: the desktop Unsettled tab (spec 2 §2), the player's open bets. */
describeBothDatabases('betting records: open bets', (ctx) => {
  let clock: TestClock;
  let app: Hono;
  let player: TestPlayer;

  const db = () => ctx.database().db;
  // TEST_NOW is 2025-05-05 18:00 in Dhaka; Dhaka's "today" began at 2025-05-04T18:00Z.
  const addBet = async (playerId: number, roundId: string, values: { platform: string; type: string; createdAt: string; settledAt?: string; stake?: string; win?: string }) => {
    await db()
      .insert(bets)
      .values({
        playerId,
        sessionId: 'test',
        gameCode: `${values.platform}-${values.type}-0001`,
        platform: values.platform,
        gameType: values.type,
        gameName: `${values.platform} ${values.type} game`,
        roundId,
        betAmount: values.stake ?? '10.00',
        winAmount: values.win ?? '0.00',
        status: values.settledAt ? 'settled' : 'open',
        outcome: { game: 'slot', reels: [], multiplier: 0 },
        createdAt: new Date(values.createdAt),
        settledAt: values.settledAt ? new Date(values.settledAt) : null,
      });
  };
  const records = async (query: string, as = player) => {
    const res = await app.request(`/api/betting-record?${query}`, { headers: as.auth });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const rounds = (answer: { body: Json }) => (answer.body.data as { round_id: string }[]).map((row) => row.round_id);

  beforeEach(async () => {
    clock = fixedClock(TEST_NOW);
    app = testApp(ctx.database(), clock);
    await seedDemoGames(ctx.database());
    player = await createTestPlayer(ctx.database(), { clock });
    await addBet(player.id, 'open-today', { platform: 'JILI', type: 'SLOT', createdAt: '2025-05-05T11:00:00Z', stake: '40.00' });
    await addBet(player.id, 'open-today-crash', { platform: 'SPRIBE', type: 'CRASH', createdAt: '2025-05-05T10:00:00Z', stake: '25.50' });
    await addBet(player.id, 'open-yesterday', { platform: 'JILI', type: 'SLOT', createdAt: '2025-05-04T17:59:59Z' });
    // Placed yesterday, settled today: a settled bet, never open.
    await addBet(player.id, 'settled-today', { platform: 'JILI', type: 'SLOT', createdAt: '2025-05-04T17:00:00Z', settledAt: '2025-05-05T09:00:00Z', stake: '100.00', win: '30.00' });
    const other = await createTestPlayer(ctx.database(), { clock });
    await addBet(other.id, 'other-open', { platform: 'JILI', type: 'SLOT', createdAt: '2025-05-05T11:00:00Z' });
  });

  it('lists only the player’s open bets, dated by the time the bet was placed, newest first', async () => {
    const today = await records('status=open&date=today');
    expect(today.status).toBe(200);
    expect(rounds(today)).toEqual(['open-today', 'open-today-crash']);
    expect((today.body.data as Json[])[0]).toMatchObject({ round_id: 'open-today', bet_amount: '40.00', profit_loss: null, date: '2025-05-05', settled_at: null });
    expect(today.body.groups).toEqual([
      { date: '2025-05-05', platform: 'JILI', game_type: 'SLOT', bets: 1, turnover: '40.00', profit_loss: null },
      { date: '2025-05-05', platform: 'SPRIBE', game_type: 'CRASH', bets: 1, turnover: '25.50', profit_loss: null },
    ]);
    expect(today.body.summary).toEqual({ bets: 2, turnover: '65.50', profit_loss: null });
    expect(rounds(await records('status=open&date=yesterday'))).toEqual(['open-yesterday']);
    expect(rounds(await records('status=open&date=7&platform=SPRIBE'))).toEqual(['open-today-crash']);
    expect(rounds(await records('status=open&date=all&game_type=SLOT'))).toEqual(['open-today', 'open-yesterday']);
  });

  it('settled stays the default and dates by the settle time', async () => {
    expect(rounds(await records('date=today'))).toEqual(['settled-today']);
    expect(rounds(await records('status=settled&date=today'))).toEqual(['settled-today']);
    expect((await records('date=today')).body.summary).toEqual({ bets: 1, turnover: '100.00', profit_loss: '-70.00' });
  });

  it('refuses another status', async () => {
    for (const status of ['closed', 'OPEN', '']) {
      const answer = await records(`status=${status}`);
      expect({ status, code: answer.status }).toEqual({ status, code: 422 });
    }
  });
});
