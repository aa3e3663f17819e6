import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { fromPromise } from 'xstate';
import { exchangeHeaderMachine, type ExchangeHeaderEvent, type ExchangeSummary } from '../../machines/exchangeHeader';
import { failedAnyWords } from '../../machines/lib/failures';
import { callApi } from './call';
import { announceExchangeRefresh, onBetMatched } from './exchangeAnnouncements';
import { inspectFlow } from './flowRecorder';
import { Session } from './session';
import { followPageVisibility, isPageHidden } from './pageVisibility';

export const exchangeHeaderLogic = exchangeHeaderMachine.provide({
  actors: {
    // Loaded on first use: the API client stays out of the entry chunk.
    fetchSummary: fromPromise<ExchangeSummary, void>(({ signal }) =>
      callApi(() => import('../api/exchangeSummary'), failedAnyWords, (api, client) => api.fetchExchangeSummary(client, signal)),
    ),
  },
  actions: {
    reportSummaryFailure: (_, failure) => console.error(`Exchange summary: ${failure.message ?? 'the call failed'}`),
  },
});

/** What the header shows: a poll that brings the same figures changes none of it, so nothing re-renders. */
/** `loading`: the first figures are on their way (nothing to show yet but "-"). */
export type ExchangeHeaderView = { summary: ExchangeSummary | null; loading: boolean; refreshing: boolean; message: string | null; messageCount: number };

type HeaderSnapshot = ReturnType<ReturnType<typeof useActorRef<typeof exchangeHeaderLogic>>['getSnapshot']>;

const viewOf = (snapshot: HeaderSnapshot): ExchangeHeaderView => ({
  summary: snapshot.context.summary,
  loading: snapshot.context.summary === null && snapshot.matches({ summary: { active: 'loadingSummary' } }),
  refreshing: snapshot.matches({ summary: { active: 'refreshingSummary' } }),
  message: snapshot.context.message,
  messageCount: snapshot.context.messageCount,
});

const sameSummary = (a: ExchangeSummary | null, b: ExchangeSummary | null) =>
  a === b || (a !== null && b !== null && a.bets === b.bets && a.balance === b.balance && a.exposure === b.exposure);

export const sameHeaderView = (a: ExchangeHeaderView, b: ExchangeHeaderView) =>
  a.refreshing === b.refreshing && a.loading === b.loading && a.message === b.message && a.messageCount === b.messageCount && sameSummary(a.summary, b.summary);

/** The exchange header's machine: page visibility and the bet slip's announcements reach it as events. */
export function useExchangeHeader() {
  const session = Session.useActorRef();
  const actorRef = useActorRef(exchangeHeaderLogic, { input: { hidden: isPageHidden() }, inspect: inspectFlow('exchangeHeader') });
  const view = useSelector(actorRef, viewOf, sameHeaderView);
  useEffect(() => {
    const stopFollowing = followPageVisibility((event) => actorRef.send(event));
    // Issue 22: the site header's balance and the exchange's Main figure take the bet's answer at once.
    const stopListening = onBetMatched((announcement) => {
      actorRef.send({ type: 'exchangeHeader.betMatched', ...announcement });
      session.send({ type: 'balance.reported', balance: announcement.balance });
    });
    return () => {
      stopFollowing();
      stopListening();
    };
  }, [actorRef, session]);
  // The refresh control also refreshes what other parts of the page show (the desktop's open bets).
  const send = useCallback(
    (event: ExchangeHeaderEvent) => {
      actorRef.send(event);
      if (event.type === 'exchangeHeader.refreshRequested') announceExchangeRefresh();
    },
    [actorRef],
  );
  return [view, send] as const;
}

export type ExchangeHeaderSend = ReturnType<typeof useExchangeHeader>[1];
