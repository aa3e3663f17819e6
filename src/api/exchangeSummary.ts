import { z } from 'zod/mini';
import type { ExchangeSummary } from '../../machines/exchangeHeader';
import type { ApiClient } from './client';

/** Money as the server sends it ("4500.00") or a number. */
const amount = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, context) => {
    const number = Number(value);
    if (value === '' || !Number.isFinite(number)) {
      context.issues.push({ code: 'custom', message: 'not an amount', input: value });
      return z.NEVER;
    }
    return number;
  }),
);

const summaryResponse = z.object({ bets: amount, exposure: amount, balance: amount });

/** GET /api/exchange/summary (bearer): the exchange header's Bets, Main balance and Exposure. */
export async function fetchExchangeSummary(client: ApiClient, signal?: AbortSignal): Promise<ExchangeSummary> {
  const answer = await client.get('exchange/summary', summaryResponse, undefined, { signal });
  return { bets: answer.bets, balance: answer.balance, exposure: answer.exposure };
}
