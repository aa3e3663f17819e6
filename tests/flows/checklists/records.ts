import { defineChecklist, type AnyChecklistWords } from '../../../machines/lib/flow';
import { recordFiltersMachine, type RecordFiltersContext, type RecordFiltersEvent, type RecordsAnswer } from '../../../machines/recordFilters';
// The record pages' English texts are an area's: registered as their pages register them.
import '../../../src/i18n/areaTexts';
import { blockedCalls, overriddenAnswer } from './devtools';
import { quoted } from './ui';

/**
 * The words the three record lists share (one machine, recordFilters): the call's outcomes, the failure
 * with Try again (src/features/records/LoadFailure.tsx, on every list), and the desktop transaction
 * table's pages. Each list's file gives its own page, player, filters and rows.
 */
export type RecordListWords = {
  subject: string;
  /** The flow's one input, and the player its cases start with (test data a tester can make). */
  input: string;
  player: string;
  open: string;
  /** The list's call as devtools shows it: a URL pattern to block, and the call an override answers. */
  call: { pattern: string; name: string };
  filterChanged: (event: Extract<RecordFiltersEvent, { type: 'records.filterChanged' }>, context: RecordFiltersContext) => string;
  loading: string;
  noData: string;
  rows: (context: RecordFiltersContext) => string;
};

export function recordListChecklist(words: RecordListWords): AnyChecklistWords {
  const action = 'Wait for the list';
  return defineChecklist(recordFiltersMachine, {
    subject: words.subject,
    open: words.open,
    preconditions: { [words.input]: words.player },
    events: {
      'records.filterChanged': words.filterChanged,
      // Only the desktop transaction table has pages (src/features/records/TransactionTable.tsx).
      'records.pageSizeChosen': (event) => `Choose ${event.pageSize} in ${quoted('records.perPage')}`,
      'records.nextPagePressed': () => `Tap ${quoted('records.next')}`,
      'records.previousPagePressed': () => `Tap ${quoted('records.previous')}`,
      'records.retryRequested': () => `Turn the blocking off; tap ${quoted('records.retry')}`,
    },
    actors: {
      loadRecords: {
        done: (answer: RecordsAnswer) =>
          'message' in answer
            ? { action, precondition: `Where the list answers with words only, ${overriddenAnswer(words.call.name, 'a 200 whose body is only a message')}`, situation: 'answered with a message' }
            : { action },
        error: () => ({ action, precondition: `Where the list cannot load, ${blockedCalls(words.call.pattern)} right before the call that fails`, situation: 'list fails to load' }),
      },
    },
    states: {
      loadingRecords: words.loading,
      showingNoData: words.noData,
      showingLoadFailure: `A red alert ${quoted('records.loadFailed')}: ${quoted('records.loadFailedHint')} with ${quoted('records.retry')}`,
      showingRecords: words.rows,
    },
  });
}
