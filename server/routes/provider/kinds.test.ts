import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { fixedClock } from '../../clock.ts';
import { bets, games, ledgerEntries, players } from '../../db/schema.ts';
import { reconcile } from '../../money/ledger.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { createTestPlayer, TEST_NOW, testApp, type TestPlayer } from '../../testing/app.ts';
import { forceOutcome, fund, launch, provider, seedDemoGames } from './test-support.ts';

type Json = Record<string, unknown>;
const body = async (res: Response) => (await res.json()) as Json;

/** One game of each kind the demo provider plays (issue 22): the seeded three plus a roulette, a baccarat and a lottery. */
const kinds = [
  { code: 'JILI-SLOT-0001', kind: 'slot' },
  { code: 'SPRIBE-CRASH-0001', kind: 'crash' },
  { code: 'JILI-FISHING-0001', kind: 'shooter' },
  { code: 'JILI-LIVE-0001', kind: 'roulette' },
  { code: 'JILI-TABLE-0001', kind: 'baccarat' },
  { code: 'JILI-LOTTERY-0001', kind: 'lottery' },
] as const;

describeBothDatabases('demo provider: a game per kind', (ctx) => {
  let app: Hono;
  let player: TestPlayer;
  const db = () => ctx.database().db;
  const balance = async () => (await db().select({ balance: players.balance }).from(players).where(eq(players.id, player.id)))[0]?.balance;

  beforeEach(async () => {
    app = testApp(ctx.database(), fixedClock(TEST_NOW));
    await seedDemoGames(ctx.database());
    await db().insert(games).values([
      { code: 'JILI-LIVE-0001', name: 'Mini Roulette', type: 'LIVE', platform: 'JILI' },
      { code: 'JILI-TABLE-0001', name: 'Speed Baccarat', type: 'TABLE', platform: 'JILI' },
      { code: 'JILI-LOTTERY-0001', name: 'Lucky Draw', type: 'LOTTERY', platform: 'JILI' },
    ]);
    player = await createTestPlayer(ctx.database());
    await fund(ctx.database(), player.id, '1000');
  });

  it('game-run passes the kind and the session names the game and its kind', async () => {
    for (const { code, kind } of kinds) {
      const res = await app.request('/api/game-run', {
        method: 'POST',
        headers: { ...player.auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId: player.remoteId, gameCode: code, isMobileLogin: false }),
      });
      const { url } = (await res.json()) as { url: string };
      const query = new URL(url, 'http://localhost').searchParams;
      expect(query.get('kind')).toBe(kind);
      const session = await body(await provider(app, query.get('session') ?? '').get('session'));
      expect(session.game).toMatchObject({ code, kind });
    }
  });

  it('game-run passes the language the site asks in (Accept-Language): bn for Bangla, en for anything else', async () => {
    const cases = [
      { header: 'bn, en;q=0.5', lang: 'bn' },
      { header: 'bn-BD', lang: 'bn' },
      { header: 'en', lang: 'en' },
      { header: 'fr', lang: 'en' },
      { header: undefined, lang: 'en' },
    ];
    for (const { header, lang } of cases) {
      const res = await app.request('/api/game-run', {
        method: 'POST',
        headers: { ...player.auth, 'Content-Type': 'application/json', ...(header ? { 'Accept-Language': header } : {}) },
        body: JSON.stringify({ userId: player.remoteId, gameCode: 'JILI-SLOT-0001', isMobileLogin: false }),
      });
      const { url } = (await res.json()) as { url: string };
      expect({ header, lang: new URL(url, 'http://localhost').searchParams.get('lang') }).toEqual({ header, lang });
    }
  });

  it('refuses a choice the game does not offer by its code, before any money moves', async () => {
    const roulette = provider(app, await launch(app, player, 'JILI-LIVE-0001'));
    for (const choice of [undefined, 'n37', 'banker', 'x'.repeat(41)]) {
      const res = await roulette.post('bet', { round_id: `bad-${String(choice?.length)}`, stake: '10', choice });
      expect(res.status).toBe(422);
    }
    const answer = await body(await roulette.post('bet', { round_id: 'bad-2', stake: '10', choice: 'tie' }));
    expect(answer).toEqual({ code: 'invalid_choice', message: 'This bet is not offered by the roulette game.' });
    const lottery = provider(app, await launch(app, player, 'JILI-LOTTERY-0001'));
    expect(await body(await lottery.post('bet', { round_id: 'bad-3', stake: '10', choice: '1,2,3,3' }))).toMatchObject({ code: 'invalid_choice' });
    expect(await db().select().from(bets)).toEqual([]);
    expect(await balance()).toBe('1000.00');
  });

  it('pays a straight-up roulette number 36× and a banker win 1.95× (rounded down), once', async () => {
    const roulette = provider(app, await launch(app, player, 'JILI-LIVE-0001'));
    expect((await roulette.post('bet', { round_id: 'r-1', stake: '10', choice: 'n17' })).status).toBe(201);
    await forceOutcome(ctx.database(), player.id, 'r-1', { game: 'roulette', bet: 'n17', number: 17, color: 'black', payout: 3600 });
    const settled = await body(await roulette.post('settle', { round_id: 'r-1' }));
    expect(settled).toMatchObject({ win: '360.00', won: true, outcome: { game: 'roulette', bet: 'n17', number: 17, multiplier: 36 }, balance: '1350.00' });
    expect(await body(await roulette.post('settle', { round_id: 'r-1' }))).toMatchObject({ replayed: true, balance: '1350.00' });

    const baccarat = provider(app, await launch(app, player, 'JILI-TABLE-0001'));
    expect((await baccarat.post('bet', { round_id: 'b-1', stake: '10.01', choice: 'banker' })).status).toBe(201);
    await forceOutcome(ctx.database(), player.id, 'b-1', {
      game: 'baccarat', bet: 'banker', player: [9, 2, 12], banker: [2, 3], playerTotal: 0, bankerTotal: 7, winner: 'banker', payout: 195,
    });
    // 1,001 paisa × 1.95 = 1,951.95 → 1,951 paisa.
    expect(await body(await baccarat.post('settle', { round_id: 'b-1' }))).toMatchObject({ win: '19.51', outcome: { winner: 'banker', multiplier: 1.95 }, balance: '1359.50' });
    const wins = await db().select({ amount: ledgerEntries.amount }).from(ledgerEntries).where(eq(ledgerEntries.kind, 'win'));
    expect(wins.map((row) => row.amount).sort()).toEqual(['19.51', '360.00']);
    expect(await reconcile(db())).toEqual([]);
  });

  it('plays each kind with the real RNG: the win is the stake times the outcome the server decided', async () => {
    const plays = [
      { code: 'JILI-SLOT-0001', choice: undefined },
      { code: 'JILI-FISHING-0001', choice: 'clownfish' },
      { code: 'JILI-LIVE-0001', choice: 'red' },
      { code: 'JILI-TABLE-0001', choice: 'player' },
      { code: 'JILI-LOTTERY-0001', choice: '19,3,7,12' },
    ];
    let expected = 100_000;
    for (const [index, play] of plays.entries()) {
      const game = provider(app, await launch(app, player, play.code));
      const placed = await game.post('bet', { round_id: `p-${index}`, stake: '20', choice: play.choice });
      expect(placed.status).toBe(201);
      expect(await body(await game.get(`round?round_id=p-${index}`))).not.toHaveProperty('outcome');
      const settled = await body(await game.post('settle', { round_id: `p-${index}` }));
      const outcome = settled.outcome as { game: string; multiplier: number; payout: number };
      expect(outcome.multiplier).toBe(outcome.payout / 100);
      const win = Math.floor(2000 * outcome.multiplier);
      expect(settled.win).toBe((win / 100).toFixed(2));
      expected += win - 2000;
      expect(settled.balance).toBe((expected / 100).toFixed(2));
    }
    expect(await balance()).toBe((expected / 100).toFixed(2));
    expect(await reconcile(db())).toEqual([]);
  });
});
