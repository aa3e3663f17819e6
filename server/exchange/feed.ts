import type { Clock } from '../clock.ts';
import { BALLS_PER_INNINGS } from './cricket.ts';
import { bookmakerAt, FANCY_OVERS, fancyAt, fancyResult, matchOddsAt, selectionIdOf } from './markets.ts';
import { liveScoreAt } from './score.ts';
import { eventById, listedEvents, phaseAt, SPORTS, type ScheduledEvent, type Sport } from './schedule.ts';

/**
 * The sports data service the site polls (spec 1 §2.10, §7 "Exchange data host"), behind one
 * interface: the simulated feed here, or a real provider's URL (EXCHANGE_DATA_URL) with the same
 * paths. A path is what follows /exchange-data/, e.g. `match-odds/1.40012345`.
 */
export type FeedAnswer = { status: number; contentType: string; body: string };
export type ExchangeDataSource = { fetch(path: string, signal?: AbortSignal): Promise<FeedAnswer> };

/** The paths the site may ask for; anything else is refused at our edge and never reaches the source. */
export const FEED_PATHS = [
  /^sports-events\/(cricket|soccer|tennis)$/,
  /^match-odds\/1\.\d{8}$/,
  /^event\/\d{8}$/,
  /^score\/board\/\d{8}$/,
  /^score\/frame\/\d{8}$/,
  /^stream\/\d{8}$/,
  /^results\/\d{8}$/,
] as const;

export const isFeedPath = (path: string) => FEED_PATHS.some((pattern) => pattern.test(path));

const json = (body: unknown, status = 200): FeedAnswer => ({ status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) });
const html = (body: string): FeedAnswer => ({ status: 200, contentType: 'text/html; charset=utf-8', body });
const notFound = () => json({ message: 'Not found' }, 404);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Spec 1 §3 Exchange event, plus when it starts, whether it is in play, and the result once closed. */
export function eventListItem(seed: string, event: ScheduledEvent, now: number) {
  const phase = phaseAt(event, now);
  return {
    EventId: event.eventId,
    MarketId: event.marketId,
    Event: event.name,
    Fancy: event.hasFancy,
    Bookmaker: event.hasBookmaker,
    OpenDate: new Date(event.startsAt).toISOString(),
    InPlay: phase === 'inPlay',
    Status: phase === 'closed' ? 'CLOSED' : phase === 'inPlay' ? 'IN_PLAY' : 'OPEN',
    Result: phase === 'closed' ? (event.runners[event.winner] ?? null) : null,
    Score: phase === 'upcoming' ? null : liveScoreAt(seed, event, now).summary,
  };
}

function page(title: string, body: string, refreshSeconds: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${refreshSeconds}"><title>${escapeHtml(title)}</title></head><body style="margin:0;font:14px system-ui,sans-serif;background:#101113;color:#f1f3f5">${body}</body></html>`;
}

/**
 * results/{eventId} (the simulated feed's own path, for settling bets): the Match Odds winner once the
 * match is over, and the runs every Fancy line of the match settled on so far.
 */
export function resultsAt(seed: string, event: ScheduledEvent, now: number) {
  const closed = phaseAt(event, now) === 'closed';
  const fancy: Record<string, number> = {};
  if (event.hasFancy) {
    for (const innings of [1, 2] as const) {
      for (const over of FANCY_OVERS) {
        for (const suffix of ['f', 'k', 'o', 'l']) {
          const id = `${event.eventId}-${innings}-${over}-${suffix}`;
          const runs = fancyResult(seed, event, id, now);
          if (runs !== undefined) fancy[id] = runs;
        }
      }
      for (let ball = 0; ball < BALLS_PER_INNINGS; ball += 1) {
        const id = `${event.eventId}-${innings}-b${ball}`;
        const runs = fancyResult(seed, event, id, now);
        if (runs === undefined) break;
        fancy[id] = runs;
      }
    }
  }
  const winner = closed ? (event.runners[event.winner] ?? null) : null;
  return { eventId: event.eventId, closed, winner, winnerSelectionId: winner === null ? null : selectionIdOf(winner), fancy };
}

export function createSimulatedFeed(options: { seed: string; clock: Clock }): ExchangeDataSource {
  const { seed, clock } = options;
  const eventOf = (id: string) => eventById(seed, id);

  const answer = (path: string): FeedAnswer => {
    const now = clock.now().getTime();
    const [kind, first, second] = path.split('/');
    if (kind === 'sports-events') {
      const sport = SPORTS.find((candidate) => candidate === first) as Sport | undefined;
      return sport ? json(listedEvents(seed, sport, now).map((event) => eventListItem(seed, event, now))) : notFound();
    }
    const id = kind === 'score' ? second : first;
    const event = id === undefined ? undefined : eventOf(id);
    if (!event) return notFound();
    if (kind === 'match-odds') return json([matchOddsAt(seed, event, now)]);
    if (kind === 'event') {
      const bookmaker = bookmakerAt(seed, event, now);
      return json({
        success: true,
        data: { items: { [event.eventId]: { eventId: event.eventId, name: event.name, fancy2: fancyAt(seed, event, now), bookmaker: bookmaker ? { [bookmaker.marketId]: bookmaker } : {} } } },
      });
    }
    if (kind === 'score' && first === 'board') {
      // A page as text; the site takes the live score frame's address from it (spec 1 §7).
      return html(page('Score board', `<iframe title="Live score" src="/exchange-data/score/frame/${event.eventId}" style="border:0;width:100%;height:72px"></iframe>`, 3600));
    }
    if (kind === 'score' && first === 'frame') {
      const score = liveScoreAt(seed, event, now);
      return html(page(event.name, `<div style="padding:8px 12px"><strong>${escapeHtml(score.status)}</strong><div data-score>${escapeHtml(score.summary)}</div></div>`, 5));
    }
    if (kind === 'results') return json(resultsAt(seed, event, now));
    if (kind === 'stream') {
      const live = phaseAt(event, now) === 'inPlay';
      return html(page(event.name, `<div style="display:grid;place-items:center;height:100vh;background:#0b3d1f"><div style="text-align:center"><div style="font-size:28px">${live ? '● LIVE' : 'Stream starts with the match'}</div><div>${escapeHtml(event.name)}</div><small>Stand-in stream of the simulated feed</small></div></div>`, 30));
    }
    return notFound();
  };

  return { fetch: async (path) => (isFeedPath(path) ? answer(path) : notFound()) };
}

/** A real provider with the same paths (EXCHANGE_DATA_URL); its failures become a 502 of ours. */
export function createRemoteFeed(baseUrl: string, fetchImpl: typeof fetch = fetch): ExchangeDataSource {
  return {
    async fetch(path, signal) {
      const response = await fetchImpl(`${baseUrl}/${path}`, { signal: signal ?? AbortSignal.timeout(5_000), headers: { Accept: 'application/json, text/html' } });
      return { status: response.status, contentType: response.headers.get('content-type') ?? 'application/octet-stream', body: await response.text() };
    },
  };
}
