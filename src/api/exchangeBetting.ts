import { z } from 'zod/mini';
import type { BetFailure, BetMatched, BetRequest } from '../../machines/betSlip';
import type { ApiClient } from './client';
import { ApiError } from './errors';

const amount = z.pipe(z.union([z.number(), z.string()]), z.transform((value) => Number(value)));

/** 201 { message: 'Bet matched.', bet, balance, exposure } (server README, Sports exchange). */
const matchedAnswer = z.object({ message: z.string(), balance: amount, exposure: amount });

/** The body of POST /api/exchange/bets: `run` only for Fancy, `selection_id` only for runner markets. */
export function betBodyOf(request: BetRequest) {
  return {
    market: request.market,
    event_id: request.eventId,
    market_id: request.marketId,
    ...(request.selectionId === null ? {} : { selection_id: request.selectionId }),
    side: request.side,
    odds: request.odds,
    ...(request.run === null ? {} : { run: request.run }),
    stake: request.stake,
    accept_better_odds: request.acceptBetterOdds,
  };
}

/**
 * The price a refusal offers instead (409 `{ code: 'price_moved', price }`, server README): read
 * from the answer's code and number, never from its words (which come in the player's language).
 */
function movedPriceOf(error: ApiError): number | null {
  if (error.code !== 'price_moved' || typeof error.body !== 'object' || error.body === null || !('price' in error.body)) return null;
  const price = error.body.price;
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : null;
}

/** POST /api/exchange/bets (bearer) under an Idempotency-Key: a retry of the same slip places one bet. */
export async function placeExchangeBet(client: ApiClient, request: BetRequest, signal?: AbortSignal): Promise<BetMatched> {
  const answer = await client.post('exchange/bets', matchedAnswer, betBodyOf(request), { signal, headers: { 'Idempotency-Key': request.idempotencyKey } });
  return { message: answer.message, balance: answer.balance, exposure: answer.exposure };
}

/**
 * What a failed bet means for the slip: a refusal with the server's words (and the moved price), or
 * a call that failed on the way (network, time-out, an answer we could not read) — the same slip
 * may then be sent again under the same key.
 */
export function betFailureOf(error: unknown): BetFailure {
  if (error instanceof ApiError && error.kind === 'http' && error.status !== null && error.status < 500) {
    const message = error.serverMessage ?? error.message;
    return { kind: 'refused', message, newPrice: movedPriceOf(error) };
  }
  return { kind: 'network', message: error instanceof ApiError ? error.serverMessage : null };
}
