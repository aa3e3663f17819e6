import { eq } from 'drizzle-orm';
import { issueSession } from '../../auth/sessions.ts';
import { fixedClock } from '../../clock.ts';
import { exchangeBets, players } from '../../db/schema.ts';
import { settleExchange } from '../../exchange/settle.ts';
import { exposureBetOf, heldExposure } from '../../exchange/views.ts';
import { exposureOf } from '../../exchange/exposure.ts';
import { createSimulatedFeed } from '../../exchange/feed.ts';
import { bookmakerAt, fancyAt, matchOddsAt } from '../../exchange/markets.ts';
import { eventsStartingBetween, phaseAt } from '../../exchange/schedule.ts';
import { toPaisa } from '../../money/amounts.ts';
import { moveMoney, reconcile } from '../../money/ledger.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { testConfig } from '../../testing/config.ts';
import { createTestPlayer, jsonRequest, TEST_NOW, testApp } from '../../testing/app.ts';

const SEED = testConfig().exchangeSeed;
const FUNDS = 20_000;

/**
 * A seeded cricket match replayed from the first ball to settlement: three players bet on Match Odds,
 * BookMaker and Fancy every few minutes (back and lay, Yes and No, some refused while suspended or ball
 * running). After every step the books balance and each player's held exposure is the worst case of
 * their open bets; after settlement every balance is the funding plus the bets' results.
 */
describeBothDatabases('exchange: a seeded match from start to settlement', (ctx) => {
  it('keeps every balance equal to the ledger, holds each market’s worst case, and pays out exactly the results', { timeout: 120_000 }, async () => {
    const start = Date.parse(TEST_NOW);
    const [event] = eventsStartingBetween(SEED, 'cricket', start, start + 4 * 3_600_000);
    if (!event) throw new Error('no cricket match');
    const clock = fixedClock(new Date(event.startsAt));
    const db = ctx.database().db;
    const bettors = await Promise.all([0, 1, 2].map(() => createTestPlayer(ctx.database(), { clock })));
    for (const bettor of bettors) {
      await db.transaction((tx) => moveMoney(tx, { playerId: bettor.id, amount: FUNDS * 100, kind: 'adjustment', reference: 'replay', actor: 'test', at: clock.now() }));
    }
    let matched = 0;
    let refused = 0;
    for (let at = event.startsAt + 45_000, step = 0; at < event.endsAt - 60_000; at += 6 * 60_000 + 7_000, step += 1) {
      clock.set(new Date(at));
      const app = testApp(ctx.database(), clock);
      for (const [index, bettor] of bettors.entries()) {
        const { token } = await issueSession(db, bettor.id, clock);
        const kind = (step + index) % 3;
        let body: Record<string, unknown> | undefined;
        if (kind === 0) {
          const runner = matchOddsAt(SEED, event, at).runners[(step + index) % 2];
          const side = (step + index) % 4 < 2 ? 'back' : 'lay';
          const price = (side === 'back' ? runner?.ex.availableToBack : runner?.ex.availableToLay)?.[0]?.price;
          body = { market: 'match_odds', event_id: event.eventId, market_id: event.marketId, selection_id: runner?.selectionId, side, odds: price, stake: 100 + 50 * index };
        } else if (kind === 1) {
          const bookmaker = bookmakerAt(SEED, event, at);
          const runner = bookmaker?.runners[step % 2];
          const side = index % 2 === 0 ? 'back' : 'lay';
          body = { market: 'bookmaker', event_id: event.eventId, market_id: bookmaker?.marketId, selection_id: runner?.selectionId, side, odds: side === 'back' ? runner?.backPrice : runner?.layPrice, stake: 200 };
        } else {
          const line = Object.values(fancyAt(SEED, event, at)).find((candidate) => candidate.type === 2);
          if (line) {
            const side = (step + index) % 2 === 0 ? 'yes' : 'no';
            body = { market: 'fancy', event_id: event.eventId, market_id: line.id, side, odds: side === 'yes' ? line.yes_rate : line.no_rate, run: side === 'yes' ? line.yes : line.no, stake: 150 };
          }
        }
        if (!body) continue;
        const res = await app.request('/api/exchange/bets', jsonRequest('POST', { ...body, accept_better_odds: true }, { Authorization: `Bearer ${token}` }));
        if (res.status !== 201 && res.status !== 409) throw new Error(`bet refused with ${res.status}: ${await res.text()}`);
        if (res.status === 201) matched += 1;
        else refused += 1;
      }
      // Midway settlements (Fancy lines whose over is bowled) run as the server's timer would.
      await settleExchange(db, createSimulatedFeed({ seed: SEED, clock }), clock);
      expect(await reconcile(db)).toEqual([]);
      for (const bettor of bettors) {
        const open = await db.select().from(exchangeBets).where(eq(exchangeBets.playerId, bettor.id));
        const markets = new Set(open.filter((row) => row.status === 'open').map((row) => row.marketKey));
        for (const marketKey of markets) {
          const bets = open.filter((row) => row.marketKey === marketKey && row.status === 'open');
          const selections = marketKey.startsWith('fancy:') ? [] : matchOddsAt(SEED, event, at).runners.map((runner) => runner.selectionId);
          expect({ marketKey, held: await heldExposure(db, bettor.id, marketKey) }).toEqual({ marketKey, held: exposureOf(bets.map(exposureBetOf), selections) });
        }
      }
    }
    expect(matched).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(0);

    clock.set(new Date(event.endsAt + 1_000));
    expect(phaseAt(event, clock.now().getTime())).toBe('closed');
    await settleExchange(db, createSimulatedFeed({ seed: SEED, clock }), clock);
    expect(await reconcile(db)).toEqual([]);
    for (const bettor of bettors) {
      const bets = await db.select().from(exchangeBets).where(eq(exchangeBets.playerId, bettor.id));
      expect(bets.every((row) => row.status === 'won' || row.status === 'lost')).toBe(true);
      expect(await heldExposure(db, bettor.id)).toBe(0);
      const results = bets.reduce((sum, row) => sum + toPaisa(row.profitLoss ?? '0'), 0);
      const [wallet] = await db.select({ balance: players.balance }).from(players).where(eq(players.id, bettor.id));
      expect(toPaisa(wallet?.balance ?? '0')).toBe(FUNDS * 100 + results);
    }
  });
});
