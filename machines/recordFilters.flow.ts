import { defineFlow, type FlowDefinition } from './lib/flow';
import { recordFiltersMachine, type BetRecord, type RecordFilters, type RecordFiltersContext, type RecordList, type RecordRow, type TransactionRecord, type TurnoverRecord } from './recordFilters';

/** 2026-11-22 14:00 in Dhaka. */
const opened = Date.parse('2026-11-22T08:00:00.000Z');

/** 25 rows: three pages at the default size of 10, so Previous is seen to leave a page other than the first. */
const ROWS = 25;

const bet = (index: number): BetRecord => ({
  kind: 'bet',
  platform: index % 2 === 0 ? 'KA Gaming' : 'Sexy',
  gameType: index % 2 === 0 ? 'Slots' : 'Live Casino',
  gameName: `Game number ${index} with a long name`,
  betAmount: 100,
  winAmount: index % 3 === 0 ? 250 : 0,
  createdAt: '2026-11-22T06:00:00.000Z',
});

const transaction = (index: number): TransactionRecord => ({
  kind: 'transaction',
  transactionId: `TXN-${index}`,
  action: index % 2 === 0 ? 'deposit' : 'withdraw',
  amount: 500 + index,
  key: '1',
  createdAt: '2026-11-22T06:00:00.000Z',
  updatedAt: '2026-11-22T06:05:00.000Z',
  paymentMethodName: index % 3 === 0 ? null : 'bKash',
});

const turnover = (index: number): TurnoverRecord => ({
  kind: 'turnover',
  id: index,
  status: 'active',
  requiredTurnover: 1000,
  remainingTurnover: 1000 - index * 10,
  createdAt: '2026-11-22T06:00:00.000Z',
  promotionName: index % 2 === 0 ? null : 'Welcome bonus',
});

const rowsOf = (make: (index: number) => RecordRow) => Array.from({ length: ROWS }, (_, index) => make(index + 1));

/** One flow per list: each list has its own filters, so another list's filters would be samples that change nothing. */
function recordListFlow(name: string, list: RecordList, listName: string, filters: RecordFilters, rows: RecordRow[], summary: string) {
  const flow: FlowDefinition<typeof recordFiltersMachine> = {
    name,
    summary,
    machine: recordFiltersMachine,
    inputs: [{ name: listName, input: { list, now: opened } }],
    events: {
      'records.filterChanged': [{ type: 'records.filterChanged', filters, now: opened + 60_000 }],
      'records.pageSizeChosen': [{ type: 'records.pageSizeChosen', pageSize: 25 }],
    },
    actorResults: {
      loadRecords: {
        done: [{ rows }, { rows: [] }, { message: 'No records found' }],
        error: [{ kind: 'failed', message: 'Network error' }],
      },
    },
    // Which filters, whether rows are listed and which page make a state; the clock does not.
    contextKey: (context: RecordFiltersContext) => ({ filters: context.filters, rows: context.rows.length > 0, page: context.page, pageSize: context.pageSize }),
  };
  return defineFlow(flow);
}

export const bettingRecordsFlow = recordListFlow(
  'bettingRecords',
  'betting',
  'the betting records',
  { list: 'betting', tab: 'unsettled', platform: 'Sexy', gameType: 'Live Casino', date: 'last7Days' },
  rowsOf(bet),
  'The betting records: Settled/Unsettled (Exchange on mobile), platform, game type and a Dhaka date range; reloaded at each change, No Data when empty.',
);

export const transactionRecordsFlow = recordListFlow(
  'transactionRecords',
  'transactions',
  'the transaction records',
  { list: 'transactions', status: 'success', type: 'withdrawal', date: 'yesterday' },
  rowsOf(transaction),
  'The transaction records: status, type and date as the spec’s codes, reloaded at each change; data with a message is No Data; the desktop table’s pages.',
);

export const turnoverRecordsFlow = recordListFlow(
  'turnoverRecords',
  'turnover',
  'the turnover records',
  { list: 'turnover', tab: 'completed' },
  rowsOf(turnover),
  'The turnover records: the Active and Completed tabs, reloaded at each change, No Data when empty.',
);
