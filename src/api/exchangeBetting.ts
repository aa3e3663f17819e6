import { z } from 'zod/mini';
import type { BetMatched, BetRequest } from '../../machines/betSlip';
import type { ApiClient } from './client';

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

/** POST /api/exchange/bets (bearer) under an Idempotency-Key: a retry of the same slip places one bet. */
export async function placeExchangeBet(client: ApiClient, request: BetRequest, signal?: AbortSignal): Promise<BetMatched> {
  const answer = await client.post('exchange/bets', matchedAnswer, betBodyOf(request), { signal, headers: { 'Idempotency-Key': request.idempotencyKey } });
  return { message: answer.message, balance: answer.balance, exposure: answer.exposure };
}

