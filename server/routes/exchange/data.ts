import type { Hono } from 'hono';
import { createFanOut, type FanOut } from '../../exchange/fanout.ts';
import { isFeedPath } from '../../exchange/feed.ts';
import { exchangeDataSourceFor, type ExchangeDataDeps } from '../../exchange/source.ts';

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
