import { createApiClient } from './client';
import { ApiError } from './errors';
import { fetchMarketPrices, fetchSportEvents, mapLimited } from './exchangeEvents';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientAnswering(answer: (url: URL) => Response) {
  const seen: { url: URL; headers: Headers }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    seen.push({ url: new URL(request.url), headers: request.headers });
    return answer(new URL(request.url));
  }) as typeof globalThis.fetch;
  return { client: createApiClient({ baseURL: 'http://data.test/exchange-data/', timeoutMs: 1000, getToken: () => null, fetch }), seen };
}

const row = {
  EventId: '40000101',
  MarketId: '1.40000101',
  Event: 'Bangladesh v India',
  Fancy: true,
  Bookmaker: 1,
  OpenDate: '2026-11-24T04:30:00.000Z',
  InPlay: true,
  Status: 'IN_PLAY',
  Result: null,
  Score: 'BAN 120/3',
};

describe('exchange event calls (spec 1 §7)', () => {
  it('GET sports-events/{sport}: the events with the sport added, no bearer', async () => {
    const { client, seen } = clientAnswering(() => json([row, { EventId: 10000201, MarketId: '1.10000201', Event: 'Arsenal v Chelsea', Fancy: 0, Bookmaker: '0' }]));
    await expect(fetchSportEvents(client, 'cricket')).resolves.toEqual([
      { eventId: '40000101', marketId: '1.40000101', name: 'Bangladesh v India', fancy: true, bookmaker: true, sport: 'cricket', openDate: '2026-11-24T04:30:00.000Z', status: 'IN_PLAY', result: null, score: 'BAN 120/3' },
      { eventId: '10000201', marketId: '1.10000201', name: 'Arsenal v Chelsea', fancy: false, bookmaker: false, sport: 'cricket', openDate: null, status: null, result: null, score: null },
    ]);
    expect(seen[0]?.url.pathname).toBe('/exchange-data/sports-events/cricket');
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });

  it('an answer that is not a list of events is an error', async () => {
    const { client } = clientAnswering(() => json({ message: 'nope' }));
    await expect(fetchSportEvents(client, 'soccer')).rejects.toBeInstanceOf(ApiError);
  });

  it('GET match-odds/{marketId}: the first item’s inplay flag, status and each runner’s best back and lay', async () => {
    const { client, seen } = clientAnswering(() =>
      json([
        {
          inplay: true,
          status: 'OPEN',
          runners: [
            { SelectionName: 'Bangladesh', ex: { availableToBack: [{ price: 1.9, size: 120.5 }, { price: 1.89, size: 10 }], availableToLay: [{ price: 1.92, size: 80 }] } },
            { SelectionName: 'India', ex: { availableToBack: [], availableToLay: [] } },
          ],
        },
      ]),
    );
    await expect(fetchMarketPrices(client, '1.40000101')).resolves.toEqual({
      inplay: true,
      status: 'OPEN',
      runners: [
        { name: 'Bangladesh', back: { price: 1.9, size: 120.5 }, lay: { price: 1.92, size: 80 } },
        { name: 'India', back: null, lay: null },
      ],
    });
    expect(seen[0]?.url.pathname).toBe('/exchange-data/match-odds/1.40000101');
  });

  it('an empty match-odds answer is an error; inplay 0 is not in play', async () => {
    await expect(fetchMarketPrices(clientAnswering(() => json([])).client, '1.1')).rejects.toBeInstanceOf(ApiError);
    await expect(fetchMarketPrices(clientAnswering(() => json([{ inplay: 0 }])).client, '1.1')).resolves.toEqual({ inplay: false, status: null, runners: [] });
  });

  it('mapLimited keeps the order and runs at most `limit` at a time', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item % 3));
      running -= 1;
      return item * 10;
    });
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(3);
    await expect(mapLimited([], 4, async () => 1)).resolves.toEqual([]);
  });
});
