import type { ExchangeDataSource } from './feed.ts';
import { eventAnswer, fetchJson, matchOddsAnswer } from './feed-answers.ts';
import type { FancyType } from './markets.ts';
import { betRefusal, priceMoved, type BetRefusal, type BetRequest } from './refusals.ts';

/** What the market looks like now, as the bet needs it. */
export type Quote = {
  marketKey: string;
  marketName: string;
  eventName: string;
  selectionName: string;
  selectionId: number | null;
  fancyType: FancyType | null;
  /** Every selection of a runner market (the outcomes of its exposure). */
  selectionIds: number[];
  /** The price to match at, or a refusal. */
  matched: { odds: number; run: number | null } | { refused: BetRefusal };
};

/** A price compared with the one asked for: the same, or better for the player when accepted. */
function priceFor(side: 'back' | 'lay', asked: number, offered: number | undefined, acceptBetter: boolean): number | { refused: BetRefusal } {
  if (offered === undefined) return { refused: betRefusal('suspended') };
  if (Math.abs(offered - asked) < 1e-9) return asked;
  const better = side === 'back' ? offered > asked : offered < asked;
  return better && acceptBetter ? offered : { refused: priceMoved(offered) };
}

export async function quoteOf(source: ExchangeDataSource, request: BetRequest, eventsCache: Map<string, unknown> = new Map()): Promise<Quote | { refused: BetRefusal; status: 404 | 409 }> {
  if (request.market === 'match_odds') {
    if (request.marketId !== `1.${request.eventId}`) return { refused: betRefusal('unavailable'), status: 404 };
    const parsed = matchOddsAnswer.safeParse(await fetchJson(source, `match-odds/${request.marketId}`));
    const market = parsed.success ? parsed.data[0] : undefined;
    if (!market) return { refused: betRefusal('unavailable'), status: 404 };
    if (market.status === 'CLOSED') return { refused: betRefusal('closed'), status: 409 };
    const runner = market.runners.find((candidate) => candidate.selectionId === request.selectionId);
    if (!runner) return { refused: betRefusal('selection'), status: 404 };
    if (request.side !== 'back' && request.side !== 'lay') return { refused: betRefusal('side'), status: 409 };
    const eventName = market.runners.length >= 2 ? `${market.runners[0]?.SelectionName} v ${market.runners[1]?.SelectionName}` : runner.SelectionName;
    const base = { marketKey: `match_odds:${request.marketId}`, marketName: 'Match Odds', eventName, selectionName: runner.SelectionName, selectionId: runner.selectionId, fancyType: null, selectionIds: market.runners.map((candidate) => candidate.selectionId) };
    if (market.status === 'SUSPENDED') return { ...base, matched: { refused: betRefusal('suspended') } };
    const offered = (request.side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay)[0]?.price;
    const price = priceFor(request.side, request.odds, offered, request.acceptBetterOdds);
    return { ...base, matched: typeof price === 'number' ? { odds: price, run: null } : price };
  }
  const key = `event/${request.eventId}`;
  if (!eventsCache.has(key)) eventsCache.set(key, await fetchJson(source, key));
  const parsed = eventAnswer.safeParse(eventsCache.get(key));
  const item = parsed.success ? parsed.data.data.items[request.eventId] : undefined;
  if (!item) return { refused: betRefusal('unavailable'), status: 404 };
  if (request.market === 'bookmaker') {
    const market = item.bookmaker[request.marketId];
    if (!market) return { refused: betRefusal('closed'), status: 409 };
    const runner = market.runners.find((candidate) => candidate.selectionId === request.selectionId);
    if (!runner) return { refused: betRefusal('selection'), status: 404 };
    if (request.side !== 'back' && request.side !== 'lay') return { refused: betRefusal('side'), status: 409 };
    const base = { marketKey: `bookmaker:${request.marketId}`, marketName: 'Bookmaker', eventName: item.name, selectionName: runner.runner, selectionId: runner.selectionId, fancyType: null, selectionIds: market.runners.map((candidate) => candidate.selectionId) };
    // Spec 1 §4: the bookmaker checks ball running first.
    if (runner.ball_running) return { ...base, matched: { refused: betRefusal('ballRunning') } };
    if (runner.suspended) return { ...base, matched: { refused: betRefusal('suspended') } };
    const price = priceFor(request.side, request.odds, request.side === 'back' ? runner.backPrice : runner.layPrice, request.acceptBetterOdds);
    return { ...base, matched: typeof price === 'number' ? { odds: price, run: null } : price };
  }
  const line = item.fancy2[request.marketId];
  if (!line) return { refused: betRefusal('closed'), status: 409 };
  if (request.side !== 'yes' && request.side !== 'no') return { refused: betRefusal('side'), status: 409 };
  const type = line.type as FancyType;
  const base = { marketKey: `fancy:${request.marketId}`, marketName: line.title, eventName: item.name, selectionName: line.title, selectionId: null, fancyType: type, selectionIds: [] };
  // Spec 1 §4: Fancy checks suspended first.
  if (line.suspended) return { ...base, matched: { refused: betRefusal('suspended') } };
  if (line.ball_running) return { ...base, matched: { refused: betRefusal('ballRunning') } };
  const [run, rate] = request.side === 'yes' ? [line.yes, line.yes_rate] : [line.no, line.no_rate];
  if (rate <= 0) return { ...base, matched: { refused: betRefusal('side') } };
  if (run !== request.run || rate !== request.odds) return { ...base, matched: { refused: betRefusal('lineMoved') } };
  return { ...base, matched: { odds: rate, run } };
}

