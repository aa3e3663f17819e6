import { expect, type APIRequestContext } from '@playwright/test';
import { skipFeed } from './support';

type Market = { status: string; runners: { selectionId: number; SelectionName: string; ex: { availableToBack: { price: number }[] } }[] };
type ListedEvent = { EventId: string; MarketId: string; Event: string; InPlay: boolean; OpenDate: string };
export type PlacedBet = { event: string; selection: string; odds: number };

/**
 * A back bet of ৳150 through the API on the soccer match in play that started last (an older one can
 * end, and the bet settle, while a test reads the balance), at the price the simulated feed offers
 * now. The feed suspends a market for up to 30 s (the start of play, a goal): the feed is moved past
 * the suspension and the bet tried again, instead of waiting it out.
 */
export async function placeInPlaySoccerBet(request: APIRequestContext, token: string): Promise<PlacedBet> {
  const headers = { Authorization: `Bearer ${token}` };
  const events = (await (await request.get('/exchange-data/sports-events/soccer')).json()) as ListedEvent[];
  const event = events.filter((candidate) => candidate.InPlay).sort((a, b) => Date.parse(b.OpenDate) - Date.parse(a.OpenDate))[0];
  expect(event, 'a soccer match in play').toBeDefined();
  let placed: PlacedBet | undefined;
  await expect
    .poll(
      async () => {
        const [market] = (await (await request.get(`/exchange-data/match-odds/${event?.MarketId}`)).json()) as Market[];
        const runner = market?.runners[0];
        const odds = runner?.ex.availableToBack[0]?.price;
        if (market?.status !== 'OPEN' || !runner || !odds) {
          await skipFeed(request, 20);
          return false;
        }
        const answer = await request.post('/api/exchange/bets', {
          headers,
          data: { market: 'match_odds', event_id: event?.EventId, market_id: event?.MarketId, selection_id: runner.selectionId, side: 'back', odds, stake: 150, accept_better_odds: true },
        });
        if (answer.status() !== 201) return false;
        placed = { event: event?.Event ?? '', selection: runner.SelectionName, odds: ((await answer.json()) as { bet: { odds: number } }).bet.odds };
        return true;
      },
      { message: 'the market stayed closed to bets', intervals: [250] },
    )
    .toBe(true);
  if (!placed) throw new Error('the market stayed closed to bets');
  return placed;
}
