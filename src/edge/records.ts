import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { recordFiltersMachine, type RecordFilters, type RecordQuery, type RecordsAnswer } from '../../machines/recordFilters';
import { failedOrErrorWords } from '../../machines/lib/failures';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { Session } from './session';
import { storageKeys } from './storage';

const remoteIdOf = (remoteId: string | null) => remoteId ?? localStorage.getItem(storageKeys.remoteId) ?? '';

/** The list flow of /transaction-record or /turnover-record (spec 2 §2); betting records are not served here. */
export type RecordsList = 'transactions' | 'turnover';

const FLOW_OF: Record<RecordsList, 'transactionRecords' | 'turnoverRecords'> = { transactions: 'transactionRecords', turnover: 'turnoverRecords' };

/** The record filters machine with its list call; `remoteId` is the logged-in player's. */
export function recordsMachineFor(remoteId: string | null) {
  return recordFiltersMachine.provide({
    actors: {
      // Loaded on first use: the API client stays out of the entry chunk. A failure is the server's words when it gave some (spec 2 §8: only logged).
      loadRecords: fromPromise<RecordsAnswer, RecordQuery>(({ input, signal }) =>
        callApi(() => import('../api/records'), failedOrErrorWords, async (api, apiClient) => {
          const player = remoteIdOf(remoteId);
          switch (input.list) {
            case 'transactions':
              return await api.fetchTransactions(apiClient, player, input, signal);
            case 'turnover':
              return await api.fetchTurnovers(apiClient, player, input, signal);
            case 'betting':
              throw new Error('Betting records are not served by this page');
          }
        }),
      ),
    },
    actions: {
      reportRecordsFailure: (_, failure) => console.error(`Records: ${failure.message ?? 'the call failed'}`),
    },
  });
}

/** A record page's machine; the clock is read here, at the edge. */
export function useRecordsMachine(list: RecordsList) {
  const remoteId = Session.useSelector((snapshot) => snapshot.context.credentials?.remoteId ?? null);
  const machine = useMemo(() => recordsMachineFor(remoteId), [remoteId]);
  const [now] = useState(() => Date.now());
  const [snapshot, send] = useMachine(machine, { input: { list, now }, inspect: inspectFlow(FLOW_OF[list]) });
  /** A new filter set, stamped with the clock now (Today means the day the player chose it). */
  const chooseFilters = (filters: RecordFilters) => send({ type: 'records.filterChanged', filters, now: Date.now() });
  return [snapshot, send, chooseFilters] as const;
}

export type RecordsSnapshot = ReturnType<typeof useRecordsMachine>[0];
export type RecordsSend = ReturnType<typeof useRecordsMachine>[1];
export type ChooseFilters = ReturnType<typeof useRecordsMachine>[2];
