import { createApiClient } from './client';
import { ApiError } from './errors';
import { fetchEventDetail, fetchMatchOdds, fetchScoreFrameUrl, scoreFrameUrlOf } from './exchangeData';

type Seen = { url: URL; headers: Headers };

function clientAnswering(answer: (url: URL) => Response) {
  const seen: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    seen.push({ url: new URL(request.url), headers: request.headers });
    return answer(new URL(request.url));
  }) as typeof globalThis.fetch;
  return { client: createApiClient({ baseURL: 'http://feed.test/exchange-data/', timeoutMs: 1000, getToken: () => null, fetch }), seen };
}
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const level = (price: number, size: number) => ({ price, size });

describe('exchange data calls (spec 1 §3, §7)', () => {
  it('match-odds/{marketId}: the first item, each runner with its best back and lay, no bearer', async () => {
    const { client, seen } = clientAnswering(() =>
      json([
        {
          marketId: '1.32000001',
          inplay: true,
          status: 'OPEN',
          runners: [
            { selectionId: 11, SelectionName: 'Dhaka', status: 'ACTIVE', ex: { availableToBack: [level(1.85, 120), level(1.84, 50), level(1.83, 10)], availableToLay: [level(1.87, 90)] } },
            { selectionId: 12, SelectionName: 'Sylhet', ex: { availableToBack: [], availableToLay: [] } },
          ],
        },
      ]),
    );
    await expect(fetchMatchOdds(client, '1.32000001')).resolves.toEqual({
      inPlay: true,
      status: 'OPEN',
      runners: [
        { selectionId: 11, name: 'Dhaka', back: { price: 1.85, size: 120 }, lay: { price: 1.87, size: 90 } },
        { selectionId: 12, name: 'Sylhet', back: null, lay: null },
      ],
    });
    expect(seen[0]?.url.pathname).toBe('/exchange-data/match-odds/1.32000001');
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });

  it('match-odds: an empty list or the wrong shape is an invalid answer', async () => {
    const empty = clientAnswering(() => json([]));
    expect(((await fetchMatchOdds(empty.client, '1.1').catch((error: unknown) => error)) as ApiError).kind).toBe('invalidResponse');
    const wrong = clientAnswering(() => json({ runners: 'x' }));
    expect(((await fetchMatchOdds(wrong.client, '1.1').catch((error: unknown) => error)) as ApiError).kind).toBe('invalidResponse');
  });

  it('event/{eventId}: data.items[eventId] with fancy2 and the first bookmaker market', async () => {
    const { client, seen } = clientAnswering(() =>
      json({
        data: {
          items: {
            '32000001': {
              name: 'Dhaka v Sylhet',
              fancy2: { f1: { id: 'f1', title: '6 over runs Dhaka', type: 2, no: 48, no_rate: 100, yes: 49, yes_rate: 100, suspended: 1, ball_running: 0 } },
              bookmaker: { 'bm-32000001': { marketId: 'bm-32000001', runners: [{ selectionId: 11, runner: 'Dhaka', backPrice: 84, layPrice: 86, suspended: 0, ball_running: 1 }] } },
            },
          },
        },
      }),
    );
    await expect(fetchEventDetail(client, '32000001')).resolves.toEqual({
      name: 'Dhaka v Sylhet',
      bookmaker: { marketId: 'bm-32000001', runners: [{ selectionId: 11, name: 'Dhaka', backPrice: 84, layPrice: 86, suspended: false, ballRunning: true }] },
      fancy: [{ id: 'f1', title: '6 over runs Dhaka', type: 2, no: 48, noRate: 100, yes: 49, yesRate: 100, suspended: true, ballRunning: false }],
    });
    expect(seen[0]?.url.pathname).toBe('/exchange-data/event/32000001');
  });

  it('event: no bookmaker and no fancy are empty blocks; another event id is an invalid answer', async () => {
    const { client } = clientAnswering(() => json({ data: { items: { '32000002': { fancy2: {}, bookmaker: {} } } } }));
    await expect(fetchEventDetail(client, '32000002')).resolves.toEqual({ name: null, bookmaker: null, fancy: [] });
    expect(((await fetchEventDetail(client, '32000009').catch((error: unknown) => error)) as ApiError).kind).toBe('invalidResponse');
  });

  it('score/board/{eventId}: the score frame address taken from the page', async () => {
    const { client, seen } = clientAnswering(
      () => new Response('<html><body><iframe title="Live score" src="/exchange-data/score/frame/32000001" style="border:0"></iframe></body></html>', { headers: { 'content-type': 'text/html' } }),
    );
    await expect(fetchScoreFrameUrl(client, '32000001')).resolves.toBe('/exchange-data/score/frame/32000001');
    expect(seen[0]?.url.pathname).toBe('/exchange-data/score/board/32000001');
  });

  it('only a web address or a path of this site is taken as the frame', () => {
    expect(scoreFrameUrlOf(`<iframe src='https://score.example/frame?id=1&amp;x=2'></iframe>`)).toBe('https://score.example/frame?id=1&x=2');
    expect(scoreFrameUrlOf('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(scoreFrameUrlOf('<iframe src="//evil.example/x"></iframe>')).toBeNull();
    expect(scoreFrameUrlOf('<p>No score</p>')).toBeNull();
  });
});
