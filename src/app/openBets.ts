import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { openBetsMachine, type OpenBetsFailure, type OpenBetsListing } from '../../machines/openBets';
import { ApiError } from '../api/errors';
import { onBetMatched, onExchangeRefresh } from './exchangeAnnouncements';
import { inspectFlow } from './flowRecorder';

/** Loaded on first use: the API code stays out of the entry chunk. */
const loadApi = () => Promise.all([import('./api'), import('../api/exchangeAccount')]);

export function openBetsFailureOf(error: unknown): OpenBetsFailure {
  return { kind: 'failed', message: error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : null };
}

export const openBetsLogic = openBetsMachine.provide({
  actors: {
    // The account's My Bets call (GET /api/exchange/bets?status=open&page=1), newest first.
    fetchOpenBets: fromPromise<OpenBetsListing, void>(async ({ signal }) => {
      try {
        const [{ apiClient }, api] = await loadApi();
        const data = await api.fetchExchangeSection(apiClient, { section: 'myBets', date: 'all', page: 1 }, signal);
        if (data.section !== 'myBets') throw new Error('Unexpected open bets answer');
        return { bets: data.rows, more: data.lastPage > 1 };
      } catch (error) {
        throw openBetsFailureOf(error);
      }
    }),
  },
  actions: {
    reportOpenBetsFailure: (_, failure) => console.error(`Open bets: ${failure.message ?? 'the call failed'}`),
  },
});

/** The desktop odds view's open bets: a matched bet and the header's refresh reach the machine as events. */
export function useOpenBets(eventId: string | null) {
  const actorRef = useActorRef(openBetsLogic, { input: { eventId }, inspect: inspectFlow('openBets') });
  const snapshot = useSelector(actorRef, (current) => current);
  useEffect(() => {
    const stopMatched = onBetMatched(() => actorRef.send({ type: 'openBets.betMatched' }));
    const stopRefresh = onExchangeRefresh(() => actorRef.send({ type: 'openBets.refreshRequested' }));
    return () => {
      stopMatched();
      stopRefresh();
    };
  }, [actorRef]);
  return [snapshot, actorRef.send] as const;
}

export type OpenBetsSnapshot = ReturnType<typeof useOpenBets>[0];
export type OpenBetsSend = ReturnType<typeof useOpenBets>[1];
