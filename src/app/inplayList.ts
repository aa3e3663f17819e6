import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { EXCHANGE_SPORTS, inplayListMachine, isFinished, type EventListing, type ExchangeEvent, type InplayListFailure } from '../../machines/inplayList';
import { ApiError } from '../api/errors';
import { inspectFlow } from './flowRecorder';

/** Loaded on first use: the exchange calls stay out of the entry chunk. */
const loadApi = () => Promise.all([import('./exchangeData'), import('../api/exchangeEvents')]);

/** Match odds are asked for at most this many at a time. */
export const IN_PLAY_CHECK_CONCURRENCY = 4;

/** An event that starts later than this is not in play yet: its match odds are not asked for. */
const STARTS_SOON_MS = 10 * 60_000;

export function inplayFailureOf(error: unknown): InplayListFailure {
  return { kind: 'failed', message: error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : null };
}

/**
 * The events whose match odds may say in play: not finished, and listed as in play or started (or about
 * to) when the feed gives a start time. Without OpenDate or Status every event is checked, as the spec
 * does. The listing's own IN_PLAY counts whatever this device's clock says (a feed's clock may differ).
 */
export function inPlayCandidates(events: readonly ExchangeEvent[], now: number): ExchangeEvent[] {
  return events.filter((event) => {
    if (isFinished(event)) return false;
    if (event.status === 'IN_PLAY' || event.openDate === null) return true;
    const start = Date.parse(event.openDate);
    return Number.isNaN(start) || start <= now + STARTS_SOON_MS;
  });
}

export const inplayListLogic = inplayListMachine.provide({
  actors: {
    fetchEvents: fromPromise<EventListing, void>(async ({ signal }) => {
      try {
        const [{ exchangeDataClient }, api] = await loadApi();
        const lists = await Promise.all(EXCHANGE_SPORTS.map((sport) => api.fetchSportEvents(exchangeDataClient, sport, signal)));
        return { events: lists.flat(), listedAt: Date.now() };
      } catch (error) {
        throw inplayFailureOf(error);
      }
    }),
    findInPlayMarkets: fromPromise<string[], { events: readonly ExchangeEvent[] }>(async ({ input, signal }) => {
      try {
        const [{ exchangeDataClient }, api] = await loadApi();
        const candidates = inPlayCandidates(input.events, Date.now());
        // One market that does not answer does not hide the others.
        const checked = await api.mapLimited(candidates, IN_PLAY_CHECK_CONCURRENCY, (event) =>
          api.fetchMarketPrices(exchangeDataClient, event.marketId, signal).then((prices) => prices.inplay, () => false),
        );
        return candidates.filter((_, index) => checked[index]).map((event) => event.marketId);
      } catch (error) {
        throw inplayFailureOf(error);
      }
    }),
  },
  actions: {
    reportInplayFailure: (_, failure) => console.error(`Exchange events: ${failure.message ?? 'the call failed'}`),
  },
});

const isPageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** The exchange event lists for a page; the page's visibility reaches the machine as page.hidden / page.shown. */
export function useInplayList() {
  const [snapshot, send, actorRef] = useMachine(inplayListLogic, { input: { hidden: isPageHidden() }, inspect: inspectFlow('inplayList') });
  useEffect(() => {
    const onVisibilityChange = () => actorRef.send({ type: isPageHidden() ? 'page.hidden' : 'page.shown' });
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [actorRef]);
  return [snapshot, send] as const;
}

export type InplayListSnapshot = ReturnType<typeof useInplayList>[0];
export type InplayListSend = ReturnType<typeof useInplayList>[1];
