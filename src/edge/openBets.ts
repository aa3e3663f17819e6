import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { openBetsMachine, type OpenBetsListing } from '../../machines/openBets';
import { failedAnyWords } from '../../machines/lib/failures';
import { callApi } from './call';
import { onBetMatched, onExchangeRefresh } from './exchangeAnnouncements';
import { inspectFlow } from './flowRecorder';

export const openBetsLogic = openBetsMachine.provide({
  actors: {
    // The account's My Bets call (GET /api/exchange/bets?status=open&page=1), newest first.
    // Loaded on first use: the API code stays out of the entry chunk.
    fetchOpenBets: fromPromise<OpenBetsListing, void>(({ signal }) =>
      callApi(() => import('../api/exchangeAccount'), failedAnyWords, async (api, client) => {
        const data = await api.fetchExchangeSection(client, { section: 'myBets', date: 'all', page: 1 }, signal);
        if (data.section !== 'myBets') throw new Error('Unexpected open bets answer');
        return { bets: data.rows, more: data.lastPage > 1 };
      }),
    ),
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
