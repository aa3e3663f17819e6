import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { oddsViewMachine, type EventDetail, type MatchOddsMarket, type OddsViewFailure, type OddsViewInput } from '../../machines/oddsView';
import { ApiError } from '../api/errors';
import { inspectFlow } from './flowRecorder';
import { isPageHidden, usePageVisibilityEvents } from './pageVisibility';

/** Loaded on first use: the API code stays out of the entry chunk. */
const loadApi = () => Promise.all([import('./exchangeData'), import('../api/exchangeData')]);

type ExchangeDataApi = typeof import('../api/exchangeData');
type Client = typeof import('./exchangeData').exchangeDataClient;

export function oddsViewFailureOf(error: unknown): OddsViewFailure {
  return { kind: 'failed', message: error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : null };
}

async function withApi<T>(call: (api: ExchangeDataApi, client: Client) => Promise<T>): Promise<T> {
  try {
    const [{ exchangeDataClient }, api] = await loadApi();
    return await call(api, exchangeDataClient);
  } catch (error) {
    throw oddsViewFailureOf(error);
  }
}

/** The odds view machine with its three feed calls (spec 1 §7); failures are only logged. */
export function oddsViewMachineFor() {
  return oddsViewMachine.provide({
    actors: {
      fetchMatchOdds: fromPromise<MatchOddsMarket, { marketId: string }>(({ input, signal }) => withApi((api, client) => api.fetchMatchOdds(client, input.marketId, signal))),
      fetchEventDetail: fromPromise<EventDetail, { eventId: string }>(({ input, signal }) => withApi((api, client) => api.fetchEventDetail(client, input.eventId, signal))),
      fetchScoreFrame: fromPromise<string | null, { eventId: string }>(({ input, signal }) => withApi((api, client) => api.fetchScoreFrameUrl(client, input.eventId, signal))),
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
