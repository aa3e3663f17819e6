import { createApiClient } from '../api/client';
import { siteConfig } from '../config';

/**
 * The client of the exchange data host (spec 1 §7: sports-events, match-odds, event, score/board).
 * No bearer token: the feed is public data. Its short time-out lets a stuck poll give way to the next.
 */
export const exchangeDataClient = createApiClient({
  baseURL: siteConfig.exchangeDataBaseUrl,
  timeoutMs: siteConfig.exchangePollTimeoutMs,
  getToken: () => null,
  origin: typeof window === 'undefined' ? undefined : window.location.origin,
});
