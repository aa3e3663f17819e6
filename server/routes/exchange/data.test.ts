import { Hono } from 'hono';
import { fixedClock } from '../../clock.ts';
import { createFanOut } from '../../exchange/fanout.ts';
import { createRemoteFeed } from '../../exchange/feed.ts';
import { listedEvents } from '../../exchange/schedule.ts';
import { silentLogger } from '../../logger.ts';
import { testConfig } from '../../testing/config.ts';
import { createFeedClock, exchangeDataSourceFor, feedClockOf } from '../../exchange/source.ts';
import { registerExchangeDataRoutes } from './data.ts';

const NOW = '2026-11-24T10:00:00.000Z';
const SEED = 'route-seed';

function appAt(now = NOW) {
  const clock = fixedClock(now);
  const app = new Hono();
  const deps = { config: testConfig({ exchangeSeed: SEED }), clock, log: silentLogger };
  const fanOut = registerExchangeDataRoutes(app, deps);
  return { app, clock, fanOut };
}

type ListedEvent = { EventId: string; MarketId: string; Event: string; Fancy: boolean; Bookmaker: boolean; InPlay: boolean; Status: string; Result: string | null };

describe('GET /exchange-data/* (spec 1 §7 exchange data host)', () => {
  it('sports-events/{sport}: events with EventId, MarketId, Event, Fancy and Bookmaker, some in play, some closed with a result', async () => {
    const { app } = appAt();
    for (const sport of ['cricket', 'soccer', 'tennis']) {
      const res = await app.request(`/exchange-data/sports-events/${sport}`);
      expect(res.status).toBe(200);
      const events = (await res.json()) as ListedEvent[];
      expect(events.length).toBeGreaterThan(10);
      expect(Object.keys(events[0] ?? {})).toEqual(expect.arrayContaining(['EventId', 'MarketId', 'Event', 'Fancy', 'Bookmaker']));
      expect(events.some((event) => event.InPlay)).toBe(true);
      expect(events.filter((event) => event.Status === 'CLOSED').every((event) => typeof event.Result === 'string')).toBe(true);
    }
    expect((await app.request('/exchange-data/sports-events/golf')).status).toBe(404);
  });

  it('match-odds/{marketId}: an array whose first item has inplay and runners with three back and lay levels', async () => {
    const { app } = appAt();
    const [event] = listedEvents(SEED, 'soccer', Date.parse(NOW)).filter((listed) => listed.startsAt <= Date.parse(NOW) && Date.parse(NOW) < listed.endsAt);
    const res = await app.request(`/exchange-data/match-odds/${event?.marketId}`);
    expect(res.status).toBe(200);
    const [market] = (await res.json()) as { inplay: boolean; runners: { SelectionName: string; ex: { availableToBack: unknown[]; availableToLay: unknown[] } }[] }[];
    expect(market?.inplay).toBe(true);
    expect(market?.runners.map((runner) => runner.SelectionName)).toEqual(event?.runners);
    expect(market?.runners[0]?.ex.availableToBack).toHaveLength(3);
    expect((await app.request('/exchange-data/match-odds/1.99999999')).status).toBe(404);
    expect((await app.request('/exchange-data/match-odds/abc')).status).toBe(404);
  });

  it('event/{eventId}: data.items[eventId] with fancy2 and bookmaker', async () => {
    const { app } = appAt();
    const [event] = listedEvents(SEED, 'cricket', Date.parse(NOW)).filter((listed) => listed.startsAt <= Date.parse(NOW) && Date.parse(NOW) < listed.endsAt);
    const body = (await (await app.request(`/exchange-data/event/${event?.eventId}`)).json()) as { data: { items: Record<string, { fancy2: object; bookmaker: Record<string, { runners: unknown[] }> }> } };
    const item = body.data.items[event?.eventId ?? ''];
    expect(Object.keys(item?.fancy2 ?? {}).length).toBeGreaterThan(0);
    expect(Object.values(item?.bookmaker ?? {})[0]?.runners).toHaveLength(2);
  });

  it('score/board/{eventId}: a page carrying the live score frame address, which answers the score', async () => {
    const { app } = appAt();
    const [event] = listedEvents(SEED, 'cricket', Date.parse(NOW));
    const board = await (await app.request(`/exchange-data/score/board/${event?.eventId}`)).text();
    const frame = /src="([^"]+)"/.exec(board)?.[1];
    expect(frame).toBe(`/exchange-data/score/frame/${event?.eventId}`);
    const score = await app.request(frame ?? '');
    expect(score.headers.get('content-type')).toContain('text/html');
    expect(await score.text()).toContain(event?.runners[0]);
    expect((await app.request(`/exchange-data/stream/${event?.eventId}`)).status).toBe(200);
  });

  it('an unchanged answer is a 304 to a poll that sends its ETag; a changed one is a new 200', async () => {
    const { app, clock } = appAt();
    const path = `/exchange-data/sports-events/tennis`;
    const first = await app.request(path);
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await app.request(path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    clock.advance(24 * 3_600_000);
    const later = await app.request(path, { headers: { 'If-None-Match': etag } });
    expect(later.status).toBe(200);
  });

  it('answers every viewer from one computation per 300 ms', async () => {
    const { app, fanOut, clock } = appAt();
    const path = 'sports-events/cricket';
    await Promise.all(Array.from({ length: 50 }, () => app.request(`/exchange-data/${path}`)));
    clock.advance(299);
    await app.request(`/exchange-data/${path}`);
    expect(fanOut.computations().get(path)).toBe(1);
    clock.advance(1);
    await app.request(`/exchange-data/${path}`);
    expect(fanOut.computations().get(path)).toBe(2);
  });

  it('without EXCHANGE_DATA_URL the source is the simulated feed of the configured seed', async () => {
    const source = exchangeDataSourceFor({ config: testConfig({ exchangeSeed: SEED }), clock: fixedClock(NOW), log: silentLogger });
    const answer = await source.fetch('sports-events/soccer');
    const names = (JSON.parse(answer.body) as ListedEvent[]).map((event) => event.Event);
    expect(names).toEqual(listedEvents(SEED, 'soccer', Date.parse(NOW)).map((event) => event.name));
  });

  it('EXCHANGE_FEED_FROM and EXCHANGE_FEED_SPEED move the simulated world: it starts at `from` and runs `speed` times faster', async () => {
    const clock = fixedClock(NOW);
    const from = Date.parse('2026-11-20T08:00:00.000Z');
    const feedTime = { from, realStart: Date.parse(NOW), speed: 30 };
    const feedClock = feedClockOf(clock, feedTime);
    expect(feedClock.now().getTime()).toBe(from);
    clock.advance(60_000);
    expect(feedClock.now().getTime()).toBe(from + 30 * 60_000);
    const source = exchangeDataSourceFor({ config: testConfig({ exchangeSeed: SEED, exchangeFeedTime: feedTime }), clock, log: silentLogger });
    const listed = (JSON.parse((await source.fetch('sports-events/tennis')).body) as ListedEvent[]).map((event) => event.Event);
    expect(listed).toEqual(listedEvents(SEED, 'tennis', from + 30 * 60_000).map((event) => event.name));
    expect(feedClockOf(clock, undefined)).toBe(clock);
  });

  it('EXCHANGE_FEED_SPEED 0 holds the simulated world still: only a skip moves it', () => {
    const clock = fixedClock(NOW);
    const feedClock = createFeedClock(clock, { from: Date.parse(NOW), realStart: Date.parse(NOW), speed: 0 });
    clock.advance(3_600_000);
    expect(feedClock.now().toISOString()).toBe(NOW);
    feedClock.skip(90_000);
    clock.advance(60_000);
    expect(feedClock.now().getTime()).toBe(Date.parse(NOW) + 90_000);
  });

  it('with EXCHANGE_DATA_URL, asks the real provider at the same paths; its failure is a 502', async () => {
    const asked: string[] = [];
    const remote = createRemoteFeed('https://odds.example.com/api', async (url) => {
      asked.push(String(url));
      if (String(url).endsWith('cricket')) throw new Error('connection refused');
      return new Response('[{"inplay":true,"runners":[]}]', { headers: { 'content-type': 'application/json' } });
    });
    const app = new Hono();
    const deps = { config: testConfig(), clock: fixedClock(NOW), log: silentLogger };
    registerExchangeDataRoutes(app, deps, createFanOut(remote, { clock: deps.clock }));
    const odds = await app.request('/exchange-data/match-odds/1.40000001');
    expect(await odds.json()).toEqual([{ inplay: true, runners: [] }]);
    expect((await app.request('/exchange-data/sports-events/cricket')).status).toBe(502);
    expect(asked).toEqual(['https://odds.example.com/api/match-odds/1.40000001', 'https://odds.example.com/api/sports-events/cricket']);
  });
});
