import type { FakeApi } from './fakeApi';
import freshServer from './fixtures/freshServer.json';

/**
 * A fresh server's answers (the seeded demo content, and a new player's figures for the demo player
 * of tests/components/site.tsx), keyed "METHOD path?query" as the site asks them. Captured from
 * `npm start` on an empty database; the site's own parsers (src/api/*) check their shape in every test.
 */
export const freshAnswers = freshServer as Record<string, unknown>;

/** The answer a fresh server gives to "METHOD path?query" (throws if none was captured). */
export function freshAnswer<T = unknown>(route: string): T {
  if (!(route in freshAnswers)) throw new Error(`no captured answer for ${route}`);
  return structuredClone(freshAnswers[route]) as T;
}

/** What the site asks on every page (branding, settings, content, balance…), answered as a fresh server would; a test's own routes come first. */
export function answerTheSite(api: FakeApi): void {
  // The routes with a query first: "GET promotion?category=99" before "GET promotion", which matches any query.
  const routes = Object.entries(freshAnswers).sort(([a], [b]) => Number(b.includes('?')) - Number(a.includes('?')));
  for (const [route, json] of routes) api.byDefault(route, () => ({ json: structuredClone(json) }));
  api.byDefault('POST logout', { json: { message: 'Logged out.' } });
  // Issue 24 (contract S2, not yet in the captured answers): no break, reality checks off, a session just started.
  api.byDefault('GET safer-gambling/status', () => ({ json: saferStatusAnswer() }));
}

/** GET safer-gambling/status as the contract writes it: no break, reality checks off, this session started `startedAt`. */
export function saferStatusAnswer({ restriction = null, intervalMinutes = 0, startedAt = new Date().toISOString(), netWinLoss = '0.00' }: { restriction?: unknown; intervalMinutes?: number; startedAt?: string; netWinLoss?: string } = {}) {
  return { restriction, reality_check: { interval_minutes: intervalMinutes }, session: { started_at: startedAt, net_win_loss: netWinLoss } };
}
