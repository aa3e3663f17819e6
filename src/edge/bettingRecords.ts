import { useActor, useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { recordFiltersMachine, type RecordFilters, type RecordQuery, type RecordsAnswer } from '../../machines/recordFilters';
import type { BettingFilterOptions } from '../api/bettingRecords';
import { failedOrErrorWords } from '../../machines/lib/failures';
import { callApi, tryApi } from './call';
import { inspectFlow } from './flowRecorder';

export type { BettingFilterOptions, BettingRow, FilterOption } from '../api/bettingRecords';

/** Loaded on first use: the API client stays out of the entry chunk. */
const bettingRecordsApi = () => import('../api/bettingRecords');

/** The record filters machine with the betting-record call (spec 2 §2 Betting records). */
export function bettingRecordsMachine() {
  return recordFiltersMachine.provide({
    actors: {
      loadRecords: fromPromise<RecordsAnswer, RecordQuery>(({ input, signal }) =>
        callApi(bettingRecordsApi, failedOrErrorWords, async (api, client) => {
          if (input.list !== 'betting') throw new Error('Only betting records are served by this page');
          return await api.fetchBettingRecords(client, input, signal);
        }),
      ),
    },
    actions: {
      reportRecordsFailure: (_, failure) => console.error(`Betting records: ${failure.message ?? 'the call failed'}`),
    },
  });
}

export const NO_FILTER_OPTIONS: BettingFilterOptions = { platforms: [], gameTypes: [] };

/** The filter's choices (platforms and game types the player bet on); a failure is only logged and leaves All alone. */
export const filterOptionsActor = fromPromise<BettingFilterOptions>(async ({ signal }) => {
  const outcome = await tryApi(bettingRecordsApi, failedOrErrorWords, (api, client) => api.fetchBettingFilterOptions(client, signal));
  if (outcome.ok) return outcome.value;
  // Aborted because the player left the section (a desktop account tab): nothing failed.
  if (!signal.aborted) console.error(`Betting records: ${outcome.failure.message ?? 'the filter choices failed'}`);
  return NO_FILTER_OPTIONS;
});

/** The betting records page's machine and filter choices; the clock is read here, at the edge. */
export function useBettingRecords() {
  const machine = useMemo(() => bettingRecordsMachine(), []);
  const [now] = useState(() => Date.now());
  const [snapshot, send] = useMachine(machine, { input: { list: 'betting', now }, inspect: inspectFlow('bettingRecords') });
  const [options] = useActor(filterOptionsActor);
  /** A new filter set, stamped with the clock now (Today means the day the player chose it). */
  const chooseFilters = (filters: RecordFilters) => send({ type: 'records.filterChanged', filters, now: Date.now() });
  const retry = () => send({ type: 'records.retryRequested' });
  return { snapshot, chooseFilters, retry, options: options.output ?? NO_FILTER_OPTIONS };
}

export type BettingRecordsSnapshot = ReturnType<typeof useBettingRecords>['snapshot'];
export type ChooseBettingFilters = ReturnType<typeof useBettingRecords>['chooseFilters'];
