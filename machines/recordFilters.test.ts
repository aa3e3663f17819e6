import { createActor, fromPromise } from 'xstate';
import {
  accountTypeOf,
  dateRangeOf,
  groupByDhakaDate,
  percentText,
  promotionTurnoverOf,
  reasonOf,
  transactionsOf,
  turnoverTitleOf,
  turnoversOf,
  defaultFiltersOf,
  isInDateRange,
  pageWindow,
  queryOf,
  recordFiltersMachine,
  rowsOf,
  selectTurnoverCompletion,
  selectTurnoverMultiple,
  togglePlatform,
  visibleRows,
  type RecordFiltersInput,
  type RecordQuery,
  type RecordsAnswer,
  type RecordRow,
  type TransactionRecord,
  type TurnoverRecord,
} from './recordFilters';

const at = (iso: string) => Date.parse(iso);

const transaction = (index: number): TransactionRecord => ({
  kind: 'transaction',
  transactionId: `TXN-${index}`,
  action: 'deposit',
  amount: 100 * index,
  key: '0',
  createdAt: '2026-11-22T06:00:00.000Z',
  updatedAt: '2026-11-22T06:00:00.000Z',
  paymentMethodName: null,
});

type Pending = { input: RecordQuery; resolve: (answer: RecordsAnswer) => void; reject: (error: unknown) => void; signal: AbortSignal };

function start(input: RecordFiltersInput) {
  const calls: Pending[] = [];
  const reported: unknown[] = [];
  const machine = recordFiltersMachine.provide({
    actors: {
      loadRecords: fromPromise<RecordsAnswer, RecordQuery>(({ input: query, signal }) => new Promise((resolve, reject) => calls.push({ input: query, resolve, reject, signal }))),
    },
    actions: { reportRecordsFailure: (_, failure) => void reported.push(failure) },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, reported, settle };
}

describe('date ranges in Dhaka time (spec 2 §4, §9)', () => {
  it('Today runs from Dhaka midnight to now, even when UTC is still on the day before', () => {
    // 00:30 on 22 November in Dhaka is 18:30 on 21 November in UTC.
    expect(dateRangeOf('today', at('2026-11-21T18:30:00.000Z'))).toEqual({ from: '2026-11-22T00:00:00.000+06:00', to: '2026-11-22T00:30:00.000+06:00' });
  });

  it('one millisecond before Dhaka midnight is still the day before', () => {
    expect(dateRangeOf('today', at('2026-11-21T17:59:59.999Z'))).toEqual({ from: '2026-11-21T00:00:00.000+06:00', to: '2026-11-21T23:59:59.999+06:00' });
    expect(dateRangeOf('today', at('2026-11-21T18:00:00.000Z'))).toEqual({ from: '2026-11-22T00:00:00.000+06:00', to: '2026-11-22T00:00:00.000+06:00' });
  });

  it('Yesterday is the whole Dhaka day before, both ends included', () => {
    expect(dateRangeOf('yesterday', at('2026-11-21T18:30:00.000Z'))).toEqual({ from: '2026-11-21T00:00:00.000+06:00', to: '2026-11-21T23:59:59.999+06:00' });
    expect(dateRangeOf('yesterday', at('2026-03-01T00:00:00.000Z'))).toEqual({ from: '2026-02-28T00:00:00.000+06:00', to: '2026-02-28T23:59:59.999+06:00' });
  });

  it('Last 7 days runs from 7 days before now to now', () => {
    expect(dateRangeOf('last7Days', at('2026-11-22T08:00:00.000Z'))).toEqual({ from: '2026-11-15T14:00:00.000+06:00', to: '2026-11-22T14:00:00.000+06:00' });
  });

  it('All has no range and takes everything', () => {
    expect(dateRangeOf('all', at('2026-11-22T08:00:00.000Z'))).toBeNull();
    expect(isInDateRange('1999-01-01T00:00:00Z', null)).toBe(true);
  });

  it('tells whether a record falls in a range at its boundaries', () => {
    const yesterday = dateRangeOf('yesterday', at('2026-11-22T08:00:00.000Z'));
    expect(isInDateRange('2026-11-20T18:00:00.000Z', yesterday)).toBe(true); // 00:00 on the 21st in Dhaka
    expect(isInDateRange('2026-11-20T17:59:59.999Z', yesterday)).toBe(false);
    expect(isInDateRange('2026-11-21T17:59:59.999Z', yesterday)).toBe(true);
    expect(isInDateRange('2026-11-21T18:00:00.000Z', yesterday)).toBe(false); // midnight of today in Dhaka
  });
});

describe('filter codes (spec 2 §4)', () => {
  const now = at('2026-11-22T08:00:00.000Z');

  it('turns transaction filters into the desktop codes', () => {
    expect(queryOf({ list: 'transactions', status: 'processing', type: 'deposit', date: 'today' }, now)).toMatchObject({ statusCode: 0, typeCode: 0, dateCode: 0 });
    expect(queryOf({ list: 'transactions', status: 'success', type: 'withdrawal', date: 'yesterday' }, now)).toMatchObject({ statusCode: 1, typeCode: 1, dateCode: 1 });
    expect(queryOf({ list: 'transactions', status: 'fail', type: 'adjustment', date: 'last7Days' }, now)).toMatchObject({ statusCode: 2, typeCode: 2, dateCode: 7 });
    expect(queryOf(defaultFiltersOf('transactions'), now)).toEqual({ list: 'transactions', statusCode: null, typeCode: -1, dateCode: null, range: null });
  });

  it('gives betting filters with All as null, and turnover tabs as the turnover status', () => {
    expect(queryOf(defaultFiltersOf('betting'), now)).toEqual({
      list: 'betting',
      tab: 'settled',
      platform: null,
      gameType: null,
      dateCode: 0,
      range: { from: '2026-11-22T00:00:00.000+06:00', to: '2026-11-22T14:00:00.000+06:00' },
    });
    expect(queryOf({ list: 'turnover', tab: 'completed' }, now)).toEqual({ list: 'turnover', status: 'complete' });
    expect(queryOf(defaultFiltersOf('turnover'), now)).toEqual({ list: 'turnover', status: 'active' });
  });

  it('toggles a chosen platform back to All', () => {
    expect(togglePlatform(null, 'Sexy')).toBe('Sexy');
    expect(togglePlatform('Sexy', 'Sexy')).toBeNull();
    expect(togglePlatform('Sexy', 'Red Tiger')).toBe('Red Tiger');
  });

  it('treats data with a message field as empty (spec 2 §8)', () => {
    expect(rowsOf({ message: 'No transactions found' })).toEqual([]);
    expect(rowsOf({ rows: [transaction(1)] })).toHaveLength(1);
  });
});

describe('record filters machine', () => {
  it('loads the list on opening and again whenever a filter changes, cancelling the older call', async () => {
    const now = at('2026-11-22T08:00:00.000Z');
    const { actor, calls, settle } = start({ list: 'transactions', now });
    expect(calls[0]?.input).toEqual({ list: 'transactions', statusCode: null, typeCode: -1, dateCode: null, range: null });
    calls[0]?.resolve({ rows: [transaction(1)] });
    await settle();
    expect(actor.getSnapshot().value).toBe('showingRecords');

    const later = now + 3_600_000;
    actor.send({ type: 'records.filterChanged', filters: { list: 'transactions', status: 'success', type: 'all', date: 'today' }, now: later });
    expect(actor.getSnapshot().value).toBe('loadingRecords');
    expect(calls[1]?.input).toMatchObject({ statusCode: 1, typeCode: -1, dateCode: 0, range: { to: '2026-11-22T15:00:00.000+06:00' } });
    actor.send({ type: 'records.filterChanged', filters: { list: 'transactions', status: 'fail', type: 'all', date: 'today' }, now: later });
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(calls).toHaveLength(3);

    // The same filters, or another list's, change nothing.
    actor.send({ type: 'records.filterChanged', filters: { list: 'transactions', status: 'fail', type: 'all', date: 'today' }, now: later });
    actor.send({ type: 'records.filterChanged', filters: { list: 'turnover', tab: 'completed' }, now: later });
    expect(calls).toHaveLength(3);
  });

  it('shows No Data for an empty list or data with a message (spec 2 §8)', async () => {
    for (const outcome of ['empty', 'message'] as const) {
      const { actor, calls, reported, settle } = start({ list: 'transactions', now: 0 });
      if (outcome === 'empty') calls[0]?.resolve({ rows: [] });
      if (outcome === 'message') calls[0]?.resolve({ message: 'No transactions found' });
      await settle();
      expect(actor.getSnapshot().value).toBe('showingNoData');
      expect(actor.getSnapshot().context.rows).toEqual([]);
      expect(reported).toEqual([]);
    }
  });

  it('a failed call is logged and said in place of the list; Try again asks again with the same filters', async () => {
    const { actor, calls, reported, settle } = start({ list: 'transactions', now: 0 });
    calls[0]?.reject({ kind: 'failed', message: 'Network error' });
    await settle();
    expect(actor.getSnapshot().value).toBe('showingLoadFailure');
    expect(reported).toEqual([{ kind: 'failed', message: 'Network error' }]);
    actor.send({ type: 'records.retryRequested' });
    expect(actor.getSnapshot().value).toBe('loadingRecords');
    expect(calls[1]?.input).toEqual(calls[0]?.input);
    calls[1]?.resolve({ rows: [transaction(1)] });
    await settle();
    expect(actor.getSnapshot().value).toBe('showingRecords');
  });

  it('pages the desktop table: 10 per page by default, 10/25/50/100, Previous and Next, back to page 1 on a change', async () => {
    const { actor, calls, settle } = start({ list: 'transactions', now: 0 });
    calls[0]?.resolve({ rows: Array.from({ length: 23 }, (_, index) => transaction(index + 1)) });
    await settle();
    const context = () => actor.getSnapshot().context;
    expect(context().pageSize).toBe(10);
    expect(pageWindow(context())).toEqual({ first: 1, last: 10, total: 23 });
    actor.send({ type: 'records.previousPagePressed' });
    expect(context().page).toBe(1);
    actor.send({ type: 'records.nextPagePressed' });
    actor.send({ type: 'records.nextPagePressed' });
    actor.send({ type: 'records.nextPagePressed' });
    expect(context().page).toBe(3);
    expect(pageWindow(context())).toEqual({ first: 21, last: 23, total: 23 });
    expect(visibleRows(context()).map((row) => (row.kind === 'transaction' ? row.transactionId : ''))).toEqual(['TXN-21', 'TXN-22', 'TXN-23']);
    actor.send({ type: 'records.previousPagePressed' });
    expect(context().page).toBe(2);
    actor.send({ type: 'records.pageSizeChosen', pageSize: 25 });
    expect(context()).toMatchObject({ pageSize: 25, page: 1 });
    expect(pageWindow(context())).toEqual({ first: 1, last: 23, total: 23 });
    actor.send({ type: 'records.nextPagePressed' });
    expect(context().page).toBe(1);
    expect(pageWindow({ rows: [], page: 1, pageSize: 10 })).toEqual({ first: 0, last: 0, total: 0 });
  });
});

describe('turnover selectors (issue 22)', () => {
  const row = { status: 'active' as const, requiredTurnover: 1000, remainingTurnover: 800 };

  it('completion is done / required on both layouts: 20 % done reads 20 %, not 80 %', () => {
    expect(selectTurnoverCompletion(row)).toBe(20);
    expect(selectTurnoverCompletion({ ...row, remainingTurnover: 1000 })).toBe(0);
    expect(selectTurnoverCompletion({ ...row, remainingTurnover: 0 })).toBe(100);
  });

  it('a complete requirement, or one that requires nothing, is 100 %; out-of-range figures are clamped', () => {
    expect(selectTurnoverCompletion({ ...row, status: 'complete' })).toBe(100);
    expect(selectTurnoverCompletion({ ...row, requiredTurnover: 0, remainingTurnover: 0 })).toBe(100);
    expect(selectTurnoverCompletion({ ...row, remainingTurnover: 1200 })).toBe(0);
    expect(selectTurnoverCompletion({ ...row, remainingTurnover: -50 })).toBe(100);
  });

  it('the multiple is the one a promotion sets, and none without a promotion', () => {
    expect(selectTurnoverMultiple({ promotionName: 'Welcome', promotionTurnover: 3 })).toBe(3);
    expect(selectTurnoverMultiple({ promotionName: null, promotionTurnover: null })).toBeNull();
    expect(selectTurnoverMultiple({ promotionName: null })).toBeNull();
    expect(selectTurnoverMultiple({ promotionName: 'Welcome', promotionTurnover: null })).toBeNull();
    expect(selectTurnoverMultiple({ promotionName: 'Welcome', promotionTurnover: 0 })).toBeNull();
  });
});

const turnoverRow = (extra: Partial<TurnoverRecord> & { promotionTurnover?: number | null } = {}): TurnoverRecord => ({
  kind: 'turnover',
  id: 1,
  status: 'active',
  requiredTurnover: 1000,
  remainingTurnover: 400,
  createdAt: '2026-11-22T06:00:00.000Z',
  promotionName: null,
  ...extra,
});

describe('turnover card selectors (moved from the records view)', () => {
  it('percent text has at most 2 decimals', () => {
    expect(percentText(100 / 3)).toBe('33.33');
    expect(percentText(40)).toBe('40');
  });

  it('the promotion turnover sent by the edge, null when absent', () => {
    expect(promotionTurnoverOf(turnoverRow({ promotionTurnover: 3 }))).toBe(3);
    expect(promotionTurnoverOf(turnoverRow())).toBeNull();
  });

  it('titles: the promotion, else Deposit Without any Promotion / Deposit', () => {
    expect(turnoverTitleOf(turnoverRow({ promotionName: 'Welcome' }))).toEqual({ text: 'Welcome' });
    expect(turnoverTitleOf(turnoverRow())).toEqual({ noPromotion: 'active' });
    expect(turnoverTitleOf(turnoverRow({ status: 'complete' }))).toEqual({ noPromotion: 'complete' });
  });
});

const transactionRow = (createdAt: string, extra: Record<string, unknown> = {}): TransactionRecord => ({
  kind: 'transaction',
  transactionId: createdAt,
  action: 'deposit',
  amount: 500,
  key: '1',
  createdAt,
  updatedAt: createdAt,
  paymentMethodName: null,
  ...extra,
});

describe('transaction selectors (moved from the records view)', () => {
  it('groups by the Dhaka date (18:00 UTC is the next day in Dhaka)', () => {
    const rows = [transactionRow('2026-11-22T18:30:00.000Z'), transactionRow('2026-11-22T10:00:00.000Z'), transactionRow('2026-11-22T01:00:00.000Z')];
    expect(groupByDhakaDate(rows).map((group) => [group.date, group.rows.length])).toEqual([
      ['2026-11-23', 1],
      ['2026-11-22', 2],
    ]);
  });

  it('reads the operator’s reason the API edge adds, for a failed transaction only', () => {
    expect(reasonOf({ ...transactionRow('2026-11-22T01:00:00.000Z', { reason: 'wrong number' }), key: '2' })).toBe('wrong number');
    expect(reasonOf({ ...transactionRow('2026-11-22T01:00:00.000Z', { reason: 'wrong number' }), key: '1' })).toBeNull();
    expect(reasonOf({ ...transactionRow('2026-11-22T01:00:00.000Z'), key: '2' })).toBeNull();
  });

  it('reads the account type the API edge adds', () => {
    expect(accountTypeOf(transactionRow('2026-11-22T01:00:00.000Z', { accountType: 'Agent' }))).toBe('Agent');
    expect(accountTypeOf(transactionRow('2026-11-22T01:00:00.000Z'))).toBeNull();
  });
  it('splits the rows into transactions and turnovers', () => {
    const rows: RecordRow[] = [transactionRow('2026-11-22T01:00:00.000Z'), turnoverRow(), transactionRow('2026-11-22T02:00:00.000Z')];
    expect(transactionsOf(rows).map((row) => row.createdAt)).toEqual(['2026-11-22T01:00:00.000Z', '2026-11-22T02:00:00.000Z']);
    expect(turnoversOf(rows)).toEqual([turnoverRow()]);
  });
});
