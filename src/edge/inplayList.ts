import { useActorRef, useSelector } from '@xstate/react';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { EXCHANGE_SPORTS, inplayListMachine, type EventListing, type ExchangeEvent } from '../../machines/inplayList';
import { failedAnyWords } from '../../machines/lib/failures';
import type { ApiClient } from '../api/client';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { isPageHidden, usePageVisibilityEvents } from './pageVisibility';

/** Loaded on first use: the exchange calls stay out of the entry chunk. A failure is logged with any words it has. */
const inFeed = <T>(run: (api: typeof import('../api/exchangeEvents'), client: ApiClient) => Promise<T>) => callApi(() => import('../api/exchangeEvents'), failedAnyWords, run, 'exchangeData');

/**
 * Match odds are asked for at most this many at a time: the browser's own limit of connections to one
 * host, so the checks neither queue behind each other in the browser nor crowd out the page's other calls.
 */
export const IN_PLAY_CHECK_CONCURRENCY = 6;

export const inplayListLogic = inplayListMachine.provide({
  actors: {
    fetchEvents: fromPromise<EventListing, void>(({ signal }) =>
      inFeed(async (api, exchangeDataClient) => {
        const lists = await Promise.all(EXCHANGE_SPORTS.map((sport) => api.fetchSportEvents(exchangeDataClient, sport, signal)));
        return { events: lists.flat(), listedAt: Date.now() };
      }),
    ),
    findInPlayMarkets: fromPromise<string[], { events: readonly ExchangeEvent[] }>(({ input, signal }) =>
      inFeed(async (api, exchangeDataClient) => {
        // Spec 1 §7: match-odds is asked for each listed event, and its inplay flag decides (not the
        // listing's own status or start time: the feed's clock may differ from this device's). The
        // server answers every viewer from one snapshot per market, so the checks cost it little.
        // One market that does not answer does not hide the others.
        const checked = await api.mapLimited(input.events, IN_PLAY_CHECK_CONCURRENCY, (event) =>
          api.fetchMarketPrices(exchangeDataClient, event.marketId, signal).then((prices) => prices.inplay, () => false),
        );
        return input.events.filter((_, index) => checked[index]).map((event) => event.marketId);
      }),
    ),
  },
  actions: {
    reportInplayFailure: (_, failure) => console.error(`Exchange events: ${failure.message ?? 'the call failed'}`),
  },
});

type InplayListActor = ActorRefFrom<typeof inplayListLogic>;

const SharedInplayList = createContext<InplayListActor | null>(null);

/**
 * Issue 22: one event-list actor for an exchange page, shared by the page's own lists (Home,
 * In-Play, Sports) and the desktop's left column of sports and events, so the two never poll the
 * same data twice. The page's visibility reaches the machine as page.hidden / page.shown.
 */
export function InplayListProvider({ children }: { children: ReactNode }) {
  const actorRef = useActorRef(inplayListLogic, { input: { hidden: isPageHidden() }, inspect: inspectFlow('inplayList') });
  usePageVisibilityEvents(actorRef);
  return createElement(SharedInplayList.Provider, { value: actorRef }, children);
}

/** The exchange event lists of the page (from the shell's {@link InplayListProvider}). */
export function useInplayList() {
  const actorRef = useContext(SharedInplayList);
  if (!actorRef) throw new Error('useInplayList: render inside InplayListProvider (the exchange shell provides it)');
  const snapshot = useSelector(actorRef, (current) => current);
  return [snapshot, actorRef.send] as const;
}

export type InplayListSnapshot = ReturnType<typeof useInplayList>[0];
export type InplayListSend = ReturnType<typeof useInplayList>[1];
