import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { oddsViewMachine, type EventDetail, type MatchOddsMarket, type OddsViewInput } from '../../machines/oddsView';
import { failedAnyWords } from '../../machines/lib/failures';
import type { ApiClient } from '../api/client';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { isPageHidden, usePageVisibilityEvents } from './pageVisibility';

type ExchangeDataApi = typeof import('../api/exchangeData');

/** Loaded on first use: the API code stays out of the entry chunk. A failure is logged with any words it has. */
const inFeed = <T>(run: (api: ExchangeDataApi, client: ApiClient) => Promise<T>) => callApi(() => import('../api/exchangeData'), failedAnyWords, run, 'exchangeData');

/** The odds view machine with its three feed calls (spec 1 §7); failures are only logged. */
export function oddsViewMachineFor() {
  return oddsViewMachine.provide({
    actors: {
      fetchMatchOdds: fromPromise<MatchOddsMarket, { marketId: string }>(({ input, signal }) => inFeed((api, client) => api.fetchMatchOdds(client, input.marketId, signal))),
      fetchEventDetail: fromPromise<EventDetail, { eventId: string }>(({ input, signal }) => inFeed((api, client) => api.fetchEventDetail(client, input.eventId, signal))),
      fetchScoreFrame: fromPromise<string | null, { eventId: string }>(({ input, signal }) => inFeed((api, client) => api.fetchScoreFrameUrl(client, input.eventId, signal))),
    },
    actions: {
      reportFeedFailure: (_, failure) => console.error(`Odds view: ${failure.message ?? 'the sports data call failed'}`),
    },
  });
}

/**
 * The odds view's actor. The screen reads it through fine-grained selectors (a poll that changes
 * nothing renders nothing). The page's visibility reaches it as page.hidden / page.shown.
 */
export function useOddsViewActor(input: Omit<OddsViewInput, 'hidden'>) {
  const machine = useMemo(() => oddsViewMachineFor(), []);
  const actorRef = useActorRef(machine, { input: { ...input, hidden: isPageHidden() }, inspect: inspectFlow('oddsView') });
  usePageVisibilityEvents(actorRef);
  return actorRef;
}

export type OddsViewActor = ReturnType<typeof useOddsViewActor>;
