import { pageCountOf, pageWindow } from '../../../machines/recordFilters';
import type { MessageKey } from '../../../src/i18n/en';
import { recordListChecklist } from './records';
import { quoted } from './ui';

/** The desktop filter's words (src/features/records/TransactionFilters.tsx), by the machine's codes. */
const TYPE: Record<string, MessageKey> = { deposit: 'records.filter.deposit', withdrawal: 'records.filter.withdrawal', adjustment: 'records.filter.adjustment', all: 'records.filter.all' };
const STATUS: Record<string, MessageKey> = { processing: 'records.filter.processing', success: 'records.filter.success', fail: 'records.filter.fail', all: 'records.filter.all' };
const DATE: Record<string, MessageKey> = { all: 'records.filter.date', today: 'records.filter.today', yesterday: 'records.filter.yesterday', last7Days: 'records.filter.last7Days' };

const columns = (['records.column.number', 'records.column.type', 'records.column.no', 'records.column.amount', 'records.column.txnDate', 'records.column.status'] as const).map((key) => quoted(key)).join(', ');

export const transactionRecordsChecklist = recordListChecklist({
  subject: 'Transaction records',
  input: 'the transaction records',
  // The demo player has 4 (server/db/seed/history.ts): 21 more make three pages at 10; a rejected deposit frees the next one.
  player:
    'Logged in as demoplayer1 / demo12345 on a desktop browser after 21 more deposits than the demo’s 4 records (each: /deposit, bKash, ৳500, Next, any transaction id and a receipt, Submit, then npm run ops -- reject <its txn> --reason QA): 25 rows, none of them a withdrawal paid yesterday',
  open: 'Open /transaction-record',
  call: { pattern: '*/api/transaction/show*', name: 'GET /api/transaction/show' },
  filterChanged: (event) => {
    if (event.filters.list !== 'transactions') return `Tap ${quoted('records.filter.submit')}`;
    const { type, status, date } = event.filters;
    return `Choose ${quoted(TYPE[type] ?? 'records.filter.all')} in ${quoted('records.filter.type')}, ${quoted(STATUS[status] ?? 'records.filter.all')} in ${quoted('records.filter.status')}, ${quoted(DATE[date] ?? 'records.filter.date')} in ${quoted('records.filter.date')}; tap ${quoted('records.filter.submit')}`;
  },
  loading: `A spinner (${quoted('records.loading')}) in place of the table`,
  noData: `${quoted('records.noData')} in place of the table`,
  rows: (context) => {
    const { first, last, total } = pageWindow(context);
    const pages = pageCountOf(context);
    const previous = `${quoted('records.previous')}${context.page === 1 ? ' disabled' : ''}`;
    const next = `${quoted('records.next')}${context.page === pages ? ' disabled' : ''}`;
    return `The table lists rows ${first} to ${last} (${columns}), newest first; under it ${quoted('records.perPage')} ${context.pageSize}, ${quoted('records.showing', { first, last, total })}, ${previous} and ${next}`;
  },
});
