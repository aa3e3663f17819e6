import { fixedClock } from '../clock.ts';
import { exchangeBets } from '../db/schema.ts';
import { moveMoney } from '../money/ledger.ts';
import { createTestPlayer, TEST_NOW } from '../testing/app.ts';
import { describeBothDatabases } from '../testing/both-databases.ts';
import { placeBet } from './place.ts';
import type { BetRequest } from './refusals.ts';
import type { ExchangeDataSource, FeedAnswer } from './feed.ts';

const EVENT_ID = '32000001';
const MARKET_ID = `1.${EVENT_ID}`;

/** A feed whose Match Odds market shows exactly these best prices (runner 1: back 2.1, lay 2.14). */
const source: ExchangeDataSource = {
  fetch: async (path) => {
    if (path !== `match-odds/${MARKET_ID}`) return { status: 404, contentType: 'application/json', body: '{}' } satisfies FeedAnswer;
    const runner = (selectionId: number, name: string, back: number, lay: number) => ({
      selectionId,
      SelectionName: name,
      status: 'ACTIVE',
      ex: { availableToBack: [{ price: back, size: 500 }], availableToLay: [{ price: lay, size: 500 }] },
    });
    const body = [{ marketId: MARKET_ID, inplay: true, status: 'OPEN', runners: [runner(1, 'Dhaka', 2.1, 2.14), runner(2, 'Sylhet', 1.9, 1.92)] }];
    return { status: 200, contentType: 'application/json', body: JSON.stringify(body) } satisfies FeedAnswer;
  },
};

const request = (side: 'back' | 'lay', odds: number, acceptBetterOdds: boolean): BetRequest => ({
  market: 'match_odds',
  eventId: EVENT_ID,
  marketId: MARKET_ID,
  selectionId: 1,
  side,
  odds,
  stake: 100_00,
  acceptBetterOdds,
});

/**
 * Issue 22: a lay at 2.16 was refused when the price had improved to 2.14. With "Accept better
 * odds" (the slip's default) a better price is matched at that price; a worse one is refused
 * with the new price, as before.
 */
describeBothDatabases('exchange bets at a better or worse price', (ctx) => {
  it('a lay asked at 2.16 is matched at 2.14 and a back asked at 2.0 at 2.1; worse prices and better ones not accepted are refused with the new price', async () => {
    const clock = fixedClock(TEST_NOW);
    const player = await createTestPlayer(ctx.database(), { clock });
    const { db } = ctx.database();
    await db.transaction((tx) => moveMoney(tx, { playerId: player.id, amount: 5_000_00, kind: 'adjustment', reference: 'test', actor: 'test', at: clock.now() }));

    const laid = await placeBet(db, source, clock, player.id, request('lay', 2.16, true), 'lay-1');
    expect(laid.status).toBe(201);
    expect((laid.body as { bet: unknown }).bet).toMatchObject({ bet_type: 'lay', odds: 2.14, potential_liability: '114.00' });

    const backed = await placeBet(db, source, clock, player.id, request('back', 2.0, true), 'back-1');
    expect(backed.status).toBe(201);
    expect((backed.body as { bet: unknown }).bet).toMatchObject({ bet_type: 'back', odds: 2.1, potential_profit: '110.00' });

    const worseLay = await placeBet(db, source, clock, player.id, request('lay', 2.12, true), 'lay-2');
    expect(worseLay).toMatchObject({ status: 409, body: { message: 'The price has moved to 2.14. Please check the odds and try again.', code: 'price_moved', price: 2.14 } });
    const worseBack = await placeBet(db, source, clock, player.id, request('back', 2.2, true), 'back-2');
    expect(worseBack).toMatchObject({ status: 409, body: { message: 'The price has moved to 2.1. Please check the odds and try again.', code: 'price_moved', price: 2.1 } });
    const notAccepted = await placeBet(db, source, clock, player.id, request('lay', 2.16, false), 'lay-3');
    expect(notAccepted).toMatchObject({ status: 409, body: { message: 'The price has moved to 2.14. Please check the odds and try again.', code: 'price_moved', price: 2.14 } });

    const stored = await db.select({ side: exchangeBets.side, odds: exchangeBets.odds }).from(exchangeBets);
    expect(stored.map((row) => `${row.side} ${Number(row.odds)}`).toSorted()).toEqual(['back 2.1', 'lay 2.14']);
  });
});
