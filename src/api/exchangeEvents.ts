import { z } from 'zod/mini';
import type { ExchangeEvent, ExchangeSport } from '../../machines/inplayList';
import type { BestPrice, MarketPrices } from '../../machines/multiMarkets';
import type { ApiClient } from './client';
import { ApiError } from './errors';

/** A flag as a boolean, or 0/1 as a number or a string. */
const flag = z.pipe(
  z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()]))),
  z.transform((value) => value === true || value === 'true' || (value !== undefined && value !== null && value !== '' && Number(value) === 1)),
);
const id = z.pipe(z.union([z.string(), z.number()]), z.transform((value) => String(value)));
const optionalText = z.pipe(z.optional(z.nullable(z.union([z.string(), z.number()]))), z.transform((value) => (value === undefined || value === null || value === '' ? null : String(value))));

/** Spec 1 §3 Exchange event, plus OpenDate, Status, Result and Score when the feed gives them. */
const eventRow = z.object({
  EventId: id,
  MarketId: id,
  Event: z.string(),
  Fancy: flag,
  Bookmaker: flag,
  OpenDate: optionalText,
  Status: optionalText,
  Result: optionalText,
  Score: optionalText,
});

const eventList = z.array(eventRow);

const level = z.object({ price: z.number(), size: z.number() });
const runnerRow = z.object({
  SelectionName: z.optional(z.nullable(z.string())),
  runnerName: z.optional(z.nullable(z.string())),
  ex: z.optional(z.nullable(z.object({ availableToBack: z.optional(z.nullable(z.array(level))), availableToLay: z.optional(z.nullable(z.array(level))) }))),
});
/** Spec 1 §3 Match odds market: an array whose first item has inplay and runners. */
const matchOdds = z.array(z.object({ inplay: flag, status: optionalText, runners: z.optional(z.nullable(z.array(runnerRow))) }));

/** GET sports-events/{sport} (spec 1 §7): the sport's events, `sport` added here. */
export async function fetchSportEvents(client: ApiClient, sport: ExchangeSport, signal?: AbortSignal): Promise<ExchangeEvent[]> {
  const rows = await client.get(`sports-events/${sport}`, eventList, undefined, { signal });
  return rows.map((row) => ({
    eventId: row.EventId,
    marketId: row.MarketId,
    name: row.Event,
    fancy: row.Fancy,
    bookmaker: row.Bookmaker,
    sport,
    openDate: row.OpenDate,
    status: row.Status,
    result: row.Result,
    score: row.Score,
  }));
}

/** The best (first) level of a side, when there is one. */
const best = (levels: readonly BestPrice[] | null | undefined): BestPrice | null => {
  const first = levels?.[0];
  return first ? { price: first.price, size: first.size } : null;
};

/** GET match-odds/{marketId} (spec 1 §7): the first item's inplay flag, status and each runner's best back and lay. */
export async function fetchMarketPrices(client: ApiClient, marketId: string, signal?: AbortSignal): Promise<MarketPrices> {
  const path = `match-odds/${encodeURIComponent(marketId)}`;
  const [market] = await client.get(path, matchOdds, undefined, { signal });
  if (!market) throw new ApiError(`Unexpected answer from ${path}`, null, {}, 'invalidResponse');
  return {
    inplay: market.inplay,
    status: market.status,
    runners: (market.runners ?? []).map((runner) => ({
      name: runner.SelectionName ?? runner.runnerName ?? '',
      back: best(runner.ex?.availableToBack),
      lay: best(runner.ex?.availableToLay),
    })),
  };
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of the results. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
