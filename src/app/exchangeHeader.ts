import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { exchangeHeaderMachine, type ExchangeHeaderFailure, type ExchangeSummary } from '../../machines/exchangeHeader';
import { ApiError } from '../api/errors';
import { onBetMatched } from './exchangeAnnouncements';
import { inspectFlow } from './flowRecorder';

const loadApi = () => Promise.all([import('./api'), import('../api/exchangeSummary')]);

export function summaryFailureOf(error: unknown): ExchangeHeaderFailure {
  return { kind: 'failed', message: error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : null };
}

export const exchangeHeaderLogic = exchangeHeaderMachine.provide({
  actors: {
    fetchSummary: fromPromise<ExchangeSummary, void>(async ({ signal }) => {
      try {
        const [{ apiClient }, api] = await loadApi();
        return await api.fetchExchangeSummary(apiClient, signal);
      } catch (error) {
        throw summaryFailureOf(error);
      }
    }),
  },
  actions: {
    reportSummaryFailure: (_, failure) => console.error(`Exchange summary: ${failure.message ?? 'the call failed'}`),
  },
});

const isPageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** The exchange header's machine: page visibility and the bet slip's announcements reach it as events. */
export function useExchangeHeader() {
  const [snapshot, send, actorRef] = useMachine(exchangeHeaderLogic, { input: { hidden: isPageHidden() }, inspect: inspectFlow('exchangeHeader') });
  useEffect(() => {
    const onVisibilityChange = () => actorRef.send({ type: isPageHidden() ? 'page.hidden' : 'page.shown' });
    document.addEventListener('visibilitychange', onVisibilityChange);
    const stopListening = onBetMatched((announcement) => actorRef.send({ type: 'exchangeHeader.betMatched', ...announcement }));
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      stopListening();
    };
  }, [actorRef]);
  return [snapshot, send] as const;
}

export type ExchangeHeaderSnapshot = ReturnType<typeof useExchangeHeader>[0];
export type ExchangeHeaderSend = ReturnType<typeof useExchangeHeader>[1];
