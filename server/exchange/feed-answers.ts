import { z } from 'zod';
import type { ExchangeDataSource } from './feed.ts';

/** The feed's answers as betting reads them (Match Odds, an event's BookMaker and Fancy, results). */
const priceSize = z.object({ price: z.number(), size: z.number() });
export const matchOddsAnswer = z
  .array(
    z.object({
      marketId: z.string().optional(),
      inplay: z.boolean().optional(),
      status: z.string().optional(),
      runners: z.array(
        z.object({
          selectionId: z.number(),
          SelectionName: z.string(),
          status: z.string().optional(),
          ex: z.object({ availableToBack: z.array(priceSize), availableToLay: z.array(priceSize) }),
        }),
      ),
    }),
  )
  .min(1);
const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((value) => value === 1 || value === true);
const bookmakerRunner = z.object({ selectionId: z.number(), runner: z.string(), backPrice: z.number(), layPrice: z.number(), suspended: flag, ball_running: flag });
const fancyBet = z.object({ id: z.string(), title: z.string(), type: z.number(), no: z.number(), no_rate: z.number(), yes: z.number(), yes_rate: z.number(), suspended: flag, ball_running: flag });
export const eventAnswer = z.object({
  data: z.object({
    items: z.record(
      z.string(),
      z.object({ name: z.string(), fancy2: z.record(z.string(), fancyBet), bookmaker: z.record(z.string(), z.object({ runners: z.array(bookmakerRunner) })) }),
    ),
  }),
});
export const resultsAnswer = z.object({ closed: z.boolean(), winner: z.string().nullable(), winnerSelectionId: z.number().nullable(), fancy: z.record(z.string(), z.number()) });

export type Results = z.infer<typeof resultsAnswer>;

/** A feed path's JSON, or undefined when it does not answer 200 with JSON. */
export async function fetchJson(source: ExchangeDataSource, path: string): Promise<unknown> {
  const answer = await source.fetch(path);
  if (answer.status !== 200) return undefined;
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return undefined;
  }
}

