import type { BetRequest } from '../../machines/betSlip';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { placeExchangeBet } from './exchangeBetting';
import { refusedOrNetwork } from '../../machines/lib/failures';
import { describeFailure } from './errors';

/** The edge's reading of a failed call: its description, then the machine's classifier (machines/lib/failures.ts). */
const betFailureFrom = (error: unknown) => refusedOrNetwork(describeFailure(error));

type Seen = { url: URL; method: string; headers: Headers; body: unknown };

function clientAnswering(answer: () => Response) {
  const seen: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    seen.push({ url: new URL(request.url), method: request.method, headers: request.headers, body: JSON.parse(await request.text()) as unknown });
    return answer();
  }) as typeof globalThis.fetch;
  return { client: createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => 'tok', fetch }), seen };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const request: BetRequest = {
  market: 'match_odds',
  eventId: '32000001',
  marketId: '1.32000001',
  selectionId: 11,
  side: 'back',
  odds: 1.85,
  run: null,
  lineType: null,
  label: 'Dhaka',
  runners: [],
  rowKey: 'mo:11',
  stake: 500,
  acceptBetterOdds: true,
  idempotencyKey: 'bet-abc-1',
};

describe('POST /api/exchange/bets', () => {
  it('sends the body and the Idempotency-Key with the bearer; 201 gives the message, balance and exposure', async () => {
    const { client, seen } = clientAnswering(() => json({ message: 'Bet matched.', bet: { id: 1 }, balance: '4500.00', exposure: '500.00' }, 201));
    await expect(placeExchangeBet(client, request)).resolves.toEqual({ message: 'Bet matched.', balance: 4500, exposure: 500 });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url.pathname).toBe('/api/exchange/bets');
    expect(seen[0]?.headers.get('idempotency-key')).toBe('bet-abc-1');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(seen[0]?.body).toEqual({ market: 'match_odds', event_id: '32000001', market_id: '1.32000001', selection_id: 11, side: 'back', odds: 1.85, stake: 500, accept_better_odds: true });
  });

  it('a Fancy bet sends its line as run and no selection', async () => {
    const { client, seen } = clientAnswering(() => json({ message: 'Bet matched.', balance: '4900.00', exposure: '100.00' }, 201));
    await placeExchangeBet(client, { ...request, market: 'fancy', marketId: 'f1', selectionId: null, side: 'yes', odds: 100, run: 49, acceptBetterOdds: false });
    expect(seen[0]?.body).toEqual({ market: 'fancy', event_id: '32000001', market_id: 'f1', side: 'yes', odds: 100, run: 49, stake: 500, accept_better_odds: false });
  });

  it('refusals keep the server words; a moved price is read from its code and number; failures on the way are network failures', async () => {
    const moved = clientAnswering(() => json({ message: 'The price has moved to 1.9. Please check the odds and try again.', code: 'price_moved', price: 1.9 }, 409));
    const error = await placeExchangeBet(moved.client, request).catch((caught: unknown) => caught);
    expect(betFailureFrom(error)).toEqual({ kind: 'refused', message: 'The price has moved to 1.9. Please check the odds and try again.', newPrice: 1.9 });
    // The same refusal to a player reading Bangla (server/i18n/bn.ts): the words are not read, the number is.
    const bangla = clientAnswering(() => json({ message: 'দর বদলে ১.৯৫ হয়েছে। অনুগ্রহ করে অডস দেখে নিয়ে আবার চেষ্টা করুন।', code: 'price_moved', price: 1.95 }, 409));
    expect(betFailureFrom(await placeExchangeBet(bangla.client, request).catch((caught: unknown) => caught))).toMatchObject({ kind: 'refused', newPrice: 1.95 });
    // Words alone, without the code, offer no price: the decision is the code's.
    const wordsOnly = clientAnswering(() => json({ message: 'The price has moved to 1.9. Please check the odds and try again.' }, 409));
    expect(betFailureFrom(await placeExchangeBet(wordsOnly.client, request).catch((caught: unknown) => caught))).toMatchObject({ kind: 'refused', newPrice: null });
    const line = clientAnswering(() => json({ message: 'The line has moved. Please check it and try again.', code: 'line_moved' }, 409));
    expect(betFailureFrom(await placeExchangeBet(line.client, request).catch((caught: unknown) => caught))).toMatchObject({ kind: 'refused', newPrice: null });
    const poor = clientAnswering(() => json({ message: 'Insufficient balance.', code: 'insufficient_balance', balance: '10.00' }, 422));
    expect(betFailureFrom(await placeExchangeBet(poor.client, request).catch((caught: unknown) => caught))).toEqual({ kind: 'refused', message: 'Insufficient balance.', newPrice: null });
    expect(betFailureFrom(new ApiError('fetch failed', null, {}, 'network'))).toEqual({ kind: 'network', message: null });
    expect(betFailureFrom(new ApiError('Bad Gateway', 502))).toEqual({ kind: 'network', message: null });
  });
});
