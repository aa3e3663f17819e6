import { createApiClient } from './client';
import { ApiError } from './errors';
import { fetchExchangeSummary } from './exchangeSummary';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientAnswering(answer: () => Response) {
  const seen: { url: URL; headers: Headers }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    seen.push({ url: new URL(request.url), headers: request.headers });
    return answer();
  }) as typeof globalThis.fetch;
  return { client: createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => 'tok', fetch }), seen };
}

describe('GET /api/exchange/summary (server README, Sports exchange)', () => {
  it('Bets, Main balance and Exposure as numbers, with the bearer token', async () => {
    const { client, seen } = clientAnswering(() => json({ bets: 1, exposure: '500.00', balance: '4500.00' }));
    await expect(fetchExchangeSummary(client)).resolves.toEqual({ bets: 1, balance: 4500, exposure: 500 });
    expect(seen[0]?.url.pathname).toBe('/api/exchange/summary');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('an answer without amounts is an error; a 401 is an ApiError with its status', async () => {
    await expect(fetchExchangeSummary(clientAnswering(() => json({ bets: 1, exposure: 'x', balance: '1' })).client)).rejects.toBeInstanceOf(ApiError);
    const error = (await fetchExchangeSummary(clientAnswering(() => json({ message: 'Unauthenticated.' }, 401)).client).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
  });
});
