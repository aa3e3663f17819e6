import type { StoredAnswer } from '../money/idempotency.ts';
import type { quoteOf, Quote } from './quote.ts';
import { stakeOutOfRange, type BetRequest } from './refusals.ts';
import { STAKE_LIMITS } from './stakes.ts';

export type CheckedBet = { refusal: StoredAnswer } | { quote: Quote; odds: number; run: number | null };

/**
 * The checks of a first attempt, in this order: the market, the selection, the side and the flags
 * (quoteOf), then the price against the snapshot, then the stake limits of the market kind.
 */
export function checkBet(quote: Awaited<ReturnType<typeof quoteOf>>, request: BetRequest): CheckedBet {
  if ('status' in quote) return { refusal: { status: quote.status, body: quote.refused } };
  if ('refused' in quote.matched) return { refusal: { status: 409, body: quote.matched.refused } };
  const limits = STAKE_LIMITS[request.market];
  if (request.stake < limits.min * 100 || request.stake > limits.max * 100) return { refusal: { status: 422, body: stakeOutOfRange(request.market) } };
  return { quote, odds: quote.matched.odds, run: quote.matched.run };
}

