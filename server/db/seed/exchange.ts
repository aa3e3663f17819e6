import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { placeBet } from '../../exchange/place.ts';
import { settleExchange } from '../../exchange/settle.ts';
import { createSimulatedFeed } from '../../exchange/feed.ts';
import { matchOddsAt } from '../../exchange/markets.ts';
import { eventsStartingBetween } from '../../exchange/schedule.ts';
import type { AppDb } from '../client.ts';
import { players } from '../schema.ts';
import type { SeedTx } from './types.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** ৳500: inside every market's stake limits. */
const STAKE = 500_00;

const clockAt = (at: number): Clock => ({ now: () => new Date(at) });

/**
 * The demo player's settled exchange bet (issue 22 §6): a ৳500 Match Odds back bet on the winner of
 * a simulated cricket match that started about three days ago, placed through placeBet while it was
 * in play (the feed and the clock set to that moment) and settled by settleExchange a few seconds
 * after the match ended, as the server's settlement would have. The simulated feed is a pure function
 * of the exchange seed and the time, so its known result makes the bet a winner. Runs inside the seed
 * transaction, which runs once; skipped when a real provider serves the matches (EXCHANGE_DATA_URL).
 */
export async function seedDemoExchangeBet(tx: SeedTx, username: string, clock: Clock, exchangeSeed: string): Promise<void> {
  // placeBet() and settleExchange() open their own transactions: inside the seed's they are savepoints.
  const db = tx as unknown as AppDb;
  const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.username, username));
  if (!player) throw new Error(`demo player ${username} not seeded`);
  const now = clock.now().getTime();
  const event = eventsStartingBetween(exchangeSeed, 'cricket', now - 3 * DAY, now - 2 * DAY).find((candidate) => candidate.endsAt < now);
  if (!event) throw new Error('no finished simulated cricket match to seed a bet on');
  const winner = event.runners[event.winner];
  // The first minute from the start of play (after a quarter of an hour) where the winner can be backed.
  for (let at = event.startsAt + 15 * MINUTE; at < event.endsAt - 30 * MINUTE; at += MINUTE) {
    const market = matchOddsAt(exchangeSeed, event, at);
    const runner = market.runners.find((candidate) => candidate.SelectionName === winner);
    const price = runner?.ex.availableToBack[0]?.price;
    if (market.status !== 'OPEN' || !runner || price === undefined) continue;
    const feed = createSimulatedFeed({ seed: exchangeSeed, clock: clockAt(at) });
    const request = { market: 'match_odds' as const, eventId: event.eventId, marketId: event.marketId, selectionId: runner.selectionId, side: 'back' as const, odds: price, stake: STAKE, acceptBetterOdds: false };
    const placed = await placeBet(db, feed, clockAt(at), player.id, request, undefined);
    if (placed.status !== 201) throw new Error(`seed exchange bet refused: ${JSON.stringify(placed.body)}`);
    const settledAt = event.endsAt + 5_000;
    const settled = await settleExchange(db, createSimulatedFeed({ seed: exchangeSeed, clock: clockAt(settledAt) }), clockAt(settledAt));
    if (settled !== 1) throw new Error(`seed exchange bet not settled (${settled})`);
    return;
  }
  throw new Error(`no open Match Odds price on ${event.name} to seed a bet on`);
}
