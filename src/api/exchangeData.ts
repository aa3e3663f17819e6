import { z } from 'zod/mini';
import type { BookmakerMarket, EventDetail, FancyLine, MarketStatus, MatchOddsMarket, PriceSize } from '../../machines/oddsView';
import type { ApiClient } from './client';
import { ApiError } from './errors';

/** A 0/1 flag (or a boolean) as the feed sends it. */
const flag = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((value) => value === true || Number(value) === 1),
);
const num = z.pipe(z.union([z.number(), z.string()]), z.transform((value) => Number(value)));
const priceSize = z.object({ price: num, size: num });

/** Spec 1 §3, Match odds market: inplay, runners with SelectionName and ex.availableToBack[] / availableToLay[]. */
const matchOddsAnswer = z.array(
  z.object({
    inplay: z.optional(z.boolean()),
    status: z.optional(z.string()),
    runners: z.array(
      z.object({
        selectionId: num,
        SelectionName: z.string(),
        ex: z.object({ availableToBack: z.optional(z.array(priceSize)), availableToLay: z.optional(z.array(priceSize)) }),
      }),
    ),
  }),
);

const bookmakerRunner = z.object({ selectionId: num, runner: z.string(), backPrice: num, layPrice: num, suspended: flag, ball_running: flag });
const fancyBet = z.object({
  id: z.optional(z.union([z.string(), z.number()])),
  title: z.string(),
  type: z.optional(num),
  no: num,
  no_rate: num,
  yes: num,
  yes_rate: num,
  suspended: flag,
  ball_running: flag,
});
/** Spec 1 §3, Event detail: data.items[eventId] with fancy2 (a map) and bookmaker (a map; the first entry is used). */
const eventAnswer = z.object({
  data: z.object({
    items: z.record(
      z.string(),
      z.object({
        name: z.optional(z.string()),
        fancy2: z.optional(z.nullable(z.record(z.string(), fancyBet))),
        bookmaker: z.optional(z.nullable(z.record(z.string(), z.object({ marketId: z.optional(z.string()), runners: z.array(bookmakerRunner) })))),
      }),
    ),
  }),
});

const statuses: readonly MarketStatus[] = ['OPEN', 'SUSPENDED', 'CLOSED'];

/** The best level that has a price (the feed's ladder is best first). */
const best = (levels: readonly { price: number; size: number }[] | undefined): PriceSize | null => {
  const level = levels?.find((candidate) => Number.isFinite(candidate.price) && candidate.price > 0);
  return level ? { price: level.price, size: level.size } : null;
};

export function toMatchOdds(answer: z.infer<typeof matchOddsAnswer>, path: string): MatchOddsMarket {
  const market = answer[0];
  if (!market) throw new ApiError(`Unexpected answer from ${path}`, null, {}, 'invalidResponse');
  const status = statuses.find((candidate) => candidate === market.status?.toUpperCase()) ?? 'OPEN';
  return {
    inPlay: market.inplay === true,
    status,
    runners: market.runners.map((runner) => ({ selectionId: runner.selectionId, name: runner.SelectionName, back: best(runner.ex.availableToBack), lay: best(runner.ex.availableToLay) })),
  };
}

/** GET match-odds/{marketId} (spec 1 §7): the first item, with each runner's best back and lay. */
export async function fetchMatchOdds(client: ApiClient, marketId: string, signal?: AbortSignal): Promise<MatchOddsMarket> {
  const path = `match-odds/${encodeURIComponent(marketId)}`;
  return toMatchOdds(await client.get(path, matchOddsAnswer, undefined, { signal }), path);
}

export function toEventDetail(answer: z.infer<typeof eventAnswer>, eventId: string, path: string): EventDetail {
  const item = answer.data.items[eventId];
  if (!item) throw new ApiError(`Unexpected answer from ${path}`, null, {}, 'invalidResponse');
  const firstBookmaker = Object.entries(item.bookmaker ?? {})[0];
  const bookmaker: BookmakerMarket | null = firstBookmaker
    ? {
        marketId: firstBookmaker[1].marketId ?? firstBookmaker[0],
        runners: firstBookmaker[1].runners.map((runner) => ({
          selectionId: runner.selectionId,
          name: runner.runner,
          backPrice: runner.backPrice,
          layPrice: runner.layPrice,
          suspended: runner.suspended,
          ballRunning: runner.ball_running,
        })),
      }
    : null;
  const fancy: FancyLine[] = Object.entries(item.fancy2 ?? {}).map(([key, line]) => ({
    id: line.id === undefined ? key : String(line.id),
    title: line.title,
    type: line.type ?? 2,
    no: line.no,
    noRate: line.no_rate,
    yes: line.yes,
    yesRate: line.yes_rate,
    suspended: line.suspended,
    ballRunning: line.ball_running,
  }));
  return { name: item.name ?? null, bookmaker, fancy };
}

/** GET event/{eventId} (spec 1 §7): data.items[eventId].fancy2 and the first bookmaker market. */
export async function fetchEventDetail(client: ApiClient, eventId: string, signal?: AbortSignal): Promise<EventDetail> {
  const path = `event/${encodeURIComponent(eventId)}`;
  return toEventDetail(await client.get(path, eventAnswer, undefined, { signal }), eventId, path);
}

/**
 * The live score frame's address in the score board page (spec 1 §7): the first frame's `src`.
 * Only a web address or a path on this site is taken (never `javascript:` and the like).
 */
export function scoreFrameUrlOf(page: string): string | null {
  const match = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(page);
  const src = (match?.[1] ?? match?.[2] ?? '').trim().replace(/&amp;/g, '&');
  if (src === '') return null;
  if (/^https?:\/\//i.test(src)) return src;
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  return null;
}

/** GET score/board/{eventId} (spec 1 §7): a page as text, from which the score frame's address is taken. */
export async function fetchScoreFrameUrl(client: ApiClient, eventId: string, signal?: AbortSignal): Promise<string | null> {
  const page = await client.get(`score/board/${encodeURIComponent(eventId)}`, z.string(), undefined, { signal });
  return scoreFrameUrlOf(page);
}
