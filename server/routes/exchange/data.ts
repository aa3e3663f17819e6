import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import type { Clock, FeedClock } from '../../clock.ts';
import type { Config, FeedTime } from '../../config.ts';
import { createFanOut, type FanOut } from '../../exchange/fanout.ts';
import { createRemoteFeed, createSimulatedFeed, isFeedPath, type ExchangeDataSource } from '../../exchange/feed.ts';

/** What the exchange data routes need of the app: no database. */
export type ExchangeDataDeps = Pick<AppDeps, 'config' | 'clock' | 'log' | 'feedClock'>;

/** The simulated world's clock: the server's clock, or moved and sped up by EXCHANGE_FEED_FROM / EXCHANGE_FEED_SPEED. */
export function feedClockOf(clock: Clock, feedTime: FeedTime | undefined): Clock {
  if (feedTime === undefined) return clock;
  const { from, realStart, speed } = feedTime;
  return { now: () => new Date(from + (clock.now().getTime() - realStart) * speed) };
}

export type { FeedClock } from '../../clock.ts';

export function createFeedClock(clock: Clock, feedTime: FeedTime | undefined): FeedClock {
  const base = feedClockOf(clock, feedTime);
  let skippedMs = 0;
  return {
    now: () => new Date(base.now().getTime() + skippedMs),
    skip: (ms) => {
      if (!(ms > 0)) throw new RangeError('the simulated matches only move forward');
      skippedMs += ms;
    },
  };
}

/** The simulated matches' clock for this configuration; none when a real provider serves the matches. */
export function feedClockFor(config: Config, clock: Clock): FeedClock | undefined {
  return config.exchangeDataUrl ? undefined : createFeedClock(clock, config.exchangeFeedTime);
}

/** The configured source: a real provider when EXCHANGE_DATA_URL is set, else the simulated feed. */
export function exchangeDataSourceFor(deps: ExchangeDataDeps): ExchangeDataSource {
  const { config } = deps;
  return config.exchangeDataUrl
    ? createRemoteFeed(config.exchangeDataUrl)
    : createSimulatedFeed({ seed: config.exchangeSeed, clock: deps.feedClock ?? feedClockOf(deps.clock, config.exchangeFeedTime) });
}

/**
 * GET /exchange-data/{path} with the spec's paths (sports-events/{sport}, match-odds/{marketId},
 * event/{eventId}, score/board/{eventId}) and the simulated frames. Every viewer is served from the
 * fan-out's snapshot; an unchanged answer is a 304 to a poll that sends its ETag back.
 */
export function registerExchangeDataRoutes(app: Hono, deps: ExchangeDataDeps, fanOut: FanOut = createFanOut(exchangeDataSourceFor(deps), { clock: deps.clock })): FanOut {
  app.get('/exchange-data/*', async (c) => {
    const path = c.req.path.slice('/exchange-data/'.length);
    if (!isFeedPath(path)) return c.json({ message: 'Not found' }, 404);
    let snapshot;
    try {
      snapshot = await fanOut.get(path);
    } catch (error) {
      deps.log.error(`exchange data: ${path} failed`, error);
      return c.json({ message: 'The sports data service did not answer.' }, 502);
    }
    const headers = { ETag: snapshot.etag, 'Cache-Control': 'no-cache' };
    if (snapshot.status === 200 && c.req.header('If-None-Match') === snapshot.etag) return c.body(null, 304, headers);
    return c.body(snapshot.body, snapshot.status as 200, { ...headers, 'Content-Type': snapshot.contentType });
  });
  return fanOut;
}
