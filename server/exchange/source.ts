import type { AppDeps } from '../deps.ts';
import type { Clock, FeedClock } from '../clock.ts';
import type { Config, FeedTime } from '../config.ts';
import { createRemoteFeed, createSimulatedFeed, type ExchangeDataSource } from './feed.ts';

/**
 * The exchange's data source and the simulated matches' clock, for the data routes
 * (routes/exchange/data.ts), the settlement (ops/routes.ts, main.ts) and the app.
 */

/** What the exchange's data source needs of the app: no database. */
export type ExchangeDataDeps = Pick<AppDeps, 'config' | 'clock' | 'log' | 'feedClock'>;

/** The simulated world's clock: the server's clock, or moved and sped up by EXCHANGE_FEED_FROM / EXCHANGE_FEED_SPEED. */
export function feedClockOf(clock: Clock, feedTime: FeedTime | undefined): Clock {
  if (feedTime === undefined) return clock;
  const { from, realStart, speed } = feedTime;
  return { now: () => new Date(from + (clock.now().getTime() - realStart) * speed) };
}

export type { FeedClock } from '../clock.ts';

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
