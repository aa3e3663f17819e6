import { z } from 'zod/mini';
import type { ExchangeSummary } from '../../machines/exchangeHeader';
import type { ApiClient } from './client';
import { amount } from './exchangeShapes';


const summaryResponse = z.object({ bets: amount, exposure: amount, balance: amount });

/** GET /api/exchange/summary (bearer): the exchange header's Bets, Main balance and Exposure. */
export async function fetchExchangeSummary(client: ApiClient, signal?: AbortSignal): Promise<ExchangeSummary> {
  const answer = await client.get('exchange/summary', summaryResponse, undefined, { signal });
  return { bets: answer.bets, balance: answer.balance, exposure: answer.exposure };
}
