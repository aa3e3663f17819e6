import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readFailed } from './lib/failures';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every date filter is read in Bangladesh time (spec 2 §9: GMT+6). */
export const RECORDS_TIME_ZONE = 'Asia/Dhaka';

/** The three record lists of the account area (spec 2 §2: betting, transaction and turnover records). */
export type RecordList = 'betting' | 'transactions' | 'turnover';

/** Date choices: Today, Yesterday, Last 7 days, and All (the mobile transaction list only). */
export type DateRangeKey = 'today' | 'yesterday' | 'last7Days' | 'all';
export type BettingDateRangeKey = Exclude<DateRangeKey, 'all'>;

/** Spec 2 §4, desktop date codes: Today 0, Yesterday 1, Last 7 days 7 (All has no code). */
export const DATE_FILTER_CODES = { today: 0, yesterday: 1, last7Days: 7 } as const satisfies Record<BettingDateRangeKey, number>;
export type DateFilterCode = (typeof DATE_FILTER_CODES)[BettingDateRangeKey];

/** Settled and Unsettled on the desktop, Settled and Exchange on mobile (spec 2 §2, Betting records). */
export type BettingTab = 'settled' | 'unsettled' | 'exchange';

/* The desktop Platform and Game Type checkboxes (spec 2 §2) come from the server, which lists the spec's
   four of each first and then the others the player bet on (server/routes/provider/records.ts). */

/** Status filter: All, Processing/Pending (key '0'), Success ('1'), Fail ('2'). */
export type TransactionStatusFilter = 'all' | 'processing' | 'success' | 'fail';
/** Spec 2 §4, desktop status codes: Processing 0, Success 1, Fail 2 (All has no code: no status filter). */
export const TRANSACTION_STATUS_CODES = { processing: 0, success: 1, fail: 2 } as const satisfies Record<Exclude<TransactionStatusFilter, 'all'>, number>;
export type TransactionStatusCode = (typeof TRANSACTION_STATUS_CODES)[keyof typeof TRANSACTION_STATUS_CODES];

/** Type filter: Deposit, Withdrawal, Adjustment (desktop only), All. */
export type TransactionTypeFilter = 'all' | 'deposit' | 'withdrawal' | 'adjustment';
/** Spec 2 §4, desktop type codes: Deposit 0, Withdrawal 1, Adjustment 2, All -1. */
export const TRANSACTION_TYPE_CODES = { deposit: 0, withdrawal: 1, adjustment: 2, all: -1 } as const satisfies Record<TransactionTypeFilter, number>;
export type TransactionTypeCode = (typeof TRANSACTION_TYPE_CODES)[TransactionTypeFilter];

/** Active (Pending) and Completed tabs; the turnover's status is `active` or `complete` (spec 2 §3). */
export type TurnoverTab = 'active' | 'completed';
export const TURNOVER_STATUS_OF_TAB = { active: 'active', completed: 'complete' } as const satisfies Record<TurnoverTab, string>;

/** What the player chose, per list. Platform and game type are a name, or null for All. */
export type RecordFilters =
  | { list: 'betting'; tab: BettingTab; platform: string | null; gameType: string | null; date: BettingDateRangeKey }
  | { list: 'transactions'; status: TransactionStatusFilter; type: TransactionTypeFilter; date: DateRangeKey }
  | { list: 'turnover'; tab: TurnoverTab };

/** An instant range, both ends included, as ISO 8601 texts with the Dhaka offset (+06:00). */
export type DateRange = { from: string; to: string };

/** What the list actor is asked for: the filters as the spec's codes, with the date range worked out. */
export type RecordQuery =
  | { list: 'betting'; tab: BettingTab; platform: string | null; gameType: string | null; dateCode: DateFilterCode; range: DateRange }
  | { list: 'transactions'; statusCode: TransactionStatusCode | null; typeCode: TransactionTypeCode; dateCode: DateFilterCode | null; range: DateRange | null }
  | { list: 'turnover'; status: (typeof TURNOVER_STATUS_OF_TAB)[TurnoverTab] };

/** A settled bet (spec 2 §3, Bet record). */
export type BetRecord = { kind: 'bet'; platform: string; gameType: string; gameName: string; betAmount: number; winAmount: number; createdAt: string };
/** An exchange bet (spec 2 §3, Exchange record). */
export type ExchangeRecord = {
  kind: 'exchange';
  eventName: string;
  betType: string;
  stake: number;
  /** Null while the bet is open. */
  netProfitLoss: number | null;
  status: 'open' | 'WON' | 'LOST';
  transactionId: string;
  createdAt: string;
  settledAt: string | null;
  marketName: string;
  selectionName: string;
  potentialProfit: number;
  potentialLiability: number;
  odds: number;
  /** Fancy: the line (spec 2 §3 run); otherwise null. */
  run: number | null;
};
/** A deposit or withdrawal; key '0' pending, '1' success, '2' fail (spec 2 §3, Transaction). */
export type TransactionRecord = {
  kind: 'transaction';
  transactionId: string;
  action: 'deposit' | 'withdraw';
  amount: number;
  key: '0' | '1' | '2';
  createdAt: string;
  updatedAt: string;
  paymentMethodName: string | null;
};
/** A turnover requirement (spec 2 §3, Turnover). */
export type TurnoverRecord = { kind: 'turnover'; id: number; status: 'active' | 'complete'; requiredTurnover: number; remainingTurnover: number; createdAt: string; promotionName: string | null };

export type RecordRow = BetRecord | ExchangeRecord | TransactionRecord | TurnoverRecord;

/**
 * Turnover completion as players read it (issue 22), on both layouts: the turnover done over the
 * turnover required, in percent, 0–100. A complete requirement, or one that requires nothing, is 100.
 * (Spec 2 §9's mobile formula, remaining over required, showed 80 % when 20 % was done.)
 */
export function selectTurnoverCompletion(row: Pick<TurnoverRecord, 'status' | 'requiredTurnover' | 'remainingTurnover'>): number {
  if (row.status === 'complete' || row.requiredTurnover <= 0) return 100;
  const done = row.requiredTurnover - row.remainingTurnover;
  return Math.min(100, Math.max(0, (done / row.requiredTurnover) * 100));
}

/**
 * The turnover multiple a promotion sets (its `turnover`, e.g. 3 for "3× deposit and bonus"), or null
 * when the requirement has no promotion or the promotion sets none: then no multiple is shown
 * (issue 22; spec 2 §9's required ÷ promotion turnover read "x1000.00" for a plain ৳1,000 deposit).
 */
export function selectTurnoverMultiple(row: Pick<TurnoverRecord, 'promotionName'> & { promotionTurnover?: number | null }): number | null {
  if (!row.promotionName) return null;
  const multiple = row.promotionTurnover;
  return typeof multiple === 'number' && Number.isFinite(multiple) && multiple > 0 ? multiple : null;
}

/** A percentage as text: at most 2 decimals. */
export function percentText(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** The promotion's turnover, sent by the API edge next to the machine's fields; null when absent. */
export function promotionTurnoverOf(row: TurnoverRecord): number | null {
  return 'promotionTurnover' in row && typeof row.promotionTurnover === 'number' ? row.promotionTurnover : null;
}

/**
 * Spec 2 §2: a turnover card's title is its promotion; with no promotion it reads Deposit Without
 * any Promotion (active) or Deposit (complete), which the view words by `noPromotion`.
 */
export function turnoverTitleOf(row: TurnoverRecord): { text: string } | { noPromotion: TurnoverRecord['status'] } {
  if (row.promotionName) return { text: row.promotionName };
  return { noPromotion: row.status === 'complete' ? 'complete' : 'active' };
}

/** The account type (Agent, Personal) sent by the API edge next to the machine's fields; null when absent. */
export function accountTypeOf(row: TransactionRecord): string | null {
  return 'accountType' in row && typeof row.accountType === 'string' && row.accountType !== '' ? row.accountType : null;
}

/** The operator's reason for a failed transaction, sent by the API edge next to the machine's fields; null when absent. */
export function reasonOf(row: TransactionRecord): string | null {
  return row.key === '2' && 'reason' in row && typeof row.reason === 'string' && row.reason !== '' ? row.reason : null;
}

export function transactionsOf(rows: readonly RecordRow[]): TransactionRecord[] {
  return rows.filter((row): row is TransactionRecord => row.kind === 'transaction');
}

export function turnoversOf(rows: readonly RecordRow[]): TurnoverRecord[] {
  return rows.filter((row): row is TurnoverRecord => row.kind === 'turnover');
}

/** The mobile list: rows grouped by their Dhaka date (YYYY-MM-DD, Latin digits), in the order they came (newest first). */
export function groupByDhakaDate(rows: readonly TransactionRecord[]): { date: string; rows: TransactionRecord[] }[] {
  const groups: { date: string; rows: TransactionRecord[] }[] = [];
  for (const row of rows) {
    const date = dayjs(row.createdAt).tz(RECORDS_TIME_ZONE).format('YYYY-MM-DD');
    const last = groups.at(-1);
    if (last && last.date === date) last.rows.push(row);
    else groups.push({ date, rows: [row] });
  }
  return groups;
}

/** The list actor's answer: rows, or the server's `{ message }` (treated as an empty list, spec 2 §8). */
export type RecordsAnswer = { rows: readonly RecordRow[] } | { message: string };

/** Spec 2 §9: records per page of the desktop transaction table. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export type RecordFiltersInput = {
  list: RecordList;
  /** The clock when the page opened (ms since the epoch): date ranges are worked out from it. */
  now: number;
};

export type RecordFiltersContext = {
  filters: RecordFilters;
  /** The clock at the last filter change, so Today means the day the player chose it. */
  now: number;
  rows: readonly RecordRow[];
  pageSize: PageSize;
  /** 1-based page of the desktop table (paged here, over the loaded rows). */
  page: number;
};

export type RecordFiltersEvent =
  /** The whole filter set of the list, sent when a tab is chosen or the filter panel is confirmed (Confirm / Submit). */
  | { type: 'records.filterChanged'; filters: RecordFilters; now: number }
  | { type: 'records.pageSizeChosen'; pageSize: PageSize }
  | { type: 'records.nextPagePressed' }
  | { type: 'records.previousPagePressed' }
  /** Try again after the list could not be loaded. */
  | { type: 'records.retryRequested' };

const machineId = 'recordFilters';

/** Where each list starts: Today (betting has no All), every transaction, the Active turnovers. */
export function defaultFiltersOf(list: RecordList): RecordFilters {
  switch (list) {
    case 'betting':
      return { list, tab: 'settled', platform: null, gameType: null, date: 'today' };
    case 'transactions':
      return { list, status: 'all', type: 'all', date: 'all' };
    case 'turnover':
      return { list, tab: 'active' };
  }
}

/** Spec 2 §2: the platform is a single choice; choosing the chosen one again goes back to All (null). */
export function togglePlatform(current: string | null, chosen: string): string | null {
  return current === chosen ? null : chosen;
}

const ISO_WITH_MS = 'YYYY-MM-DDTHH:mm:ss.SSSZ';

/**
 * The instants a date choice covers, in Dhaka time: Today from its midnight to now, Yesterday the whole
 * day before, Last 7 days from 7 days before now to now (spec 2 §4), All no range.
 */
export function dateRangeOf(key: DateRangeKey, now: number): DateRange | null {
  const dhakaNow = dayjs(now).tz(RECORDS_TIME_ZONE);
  const startOfToday = dhakaNow.startOf('day');
  switch (key) {
    case 'today':
      return { from: startOfToday.format(ISO_WITH_MS), to: dhakaNow.format(ISO_WITH_MS) };
    case 'yesterday':
      return { from: startOfToday.subtract(1, 'day').format(ISO_WITH_MS), to: startOfToday.subtract(1, 'millisecond').format(ISO_WITH_MS) };
    case 'last7Days':
      return { from: dhakaNow.subtract(7, 'day').format(ISO_WITH_MS), to: dhakaNow.format(ISO_WITH_MS) };
    case 'all':
      return null;
  }
}

/** Whether a record's time (any ISO 8601 text) falls in the range; everything is in "All". */
export function isInDateRange(instant: string, range: DateRange | null): boolean {
  if (range === null) return true;
  const time = dayjs(instant).valueOf();
  return time >= dayjs(range.from).valueOf() && time <= dayjs(range.to).valueOf();
}

/** The filters as the spec's codes, with the date range at `now`. */
export function queryOf(filters: RecordFilters, now: number): RecordQuery {
  switch (filters.list) {
    case 'betting': {
      const range = dateRangeOf(filters.date, now);
      if (range === null) throw new Error('recordFilters: a betting date always has a range');
      return { list: 'betting', tab: filters.tab, platform: filters.platform, gameType: filters.gameType, dateCode: DATE_FILTER_CODES[filters.date], range };
    }
    case 'transactions':
      return {
        list: 'transactions',
        statusCode: filters.status === 'all' ? null : TRANSACTION_STATUS_CODES[filters.status],
        typeCode: TRANSACTION_TYPE_CODES[filters.type],
        dateCode: filters.date === 'all' ? null : DATE_FILTER_CODES[filters.date],
        range: dateRangeOf(filters.date, now),
      };
    case 'turnover':
      return { list: 'turnover', status: TURNOVER_STATUS_OF_TAB[filters.tab] };
  }
}

/** Spec 2 §8: data carrying a `message` field counts as no data. */
export function rowsOf(answer: RecordsAnswer): readonly RecordRow[] {
  return 'message' in answer ? [] : answer.rows;
}

export function pageCountOf(context: Pick<RecordFiltersContext, 'rows' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(context.rows.length / context.pageSize));
}

/** The rows of the current page. */
export function visibleRows(context: Pick<RecordFiltersContext, 'rows' | 'pageSize' | 'page'>): readonly RecordRow[] {
  const start = (context.page - 1) * context.pageSize;
  return context.rows.slice(start, start + context.pageSize);
}

/** The numbers of "Showing {first} to {last} of {total} entries" (0 to 0 of 0 when empty). */
export function pageWindow(context: Pick<RecordFiltersContext, 'rows' | 'pageSize' | 'page'>): { first: number; last: number; total: number } {
  const total = context.rows.length;
  if (total === 0) return { first: 0, last: 0, total };
  const first = (context.page - 1) * context.pageSize + 1;
  return { first, last: Math.min(total, first + context.pageSize - 1), total };
}

/** Reads the list actor's rejection (only logged, spec 2 §8); a missing actor stops the machine loudly. */
export const toRecordsFailure = (error: unknown): { kind: 'failed'; message: string | null } => readFailed(error);

export const recordFiltersMachine = setup({
  types: {
    input: {} as RecordFiltersInput,
    context: {} as RecordFiltersContext,
    events: {} as RecordFiltersEvent,
  },
  actors: {
    /** One actor for the three lists; the edge picks the source by `query.list` (spec 2 §7: betting-record, transaction/show, turnovers). */
    loadRecords: unprovidedActor<RecordsAnswer, RecordQuery>(machineId, 'loadRecords'),
  },
  actions: {
    /** A failed list call is logged (spec 2 §8); the list says it failed. */
    reportRecordsFailure: unprovidedAction(machineId, 'reportRecordsFailure') as (args: unknown, failure: { kind: 'failed'; message: string | null }) => void,
  },
  guards: {
    isOtherFilterOfThisList: ({ context, event }) =>
      event.type === 'records.filterChanged' && event.filters.list === context.filters.list && JSON.stringify(event.filters) !== JSON.stringify(context.filters),
    isEmptyAnswer: (_, answer: RecordsAnswer) => rowsOf(answer).length === 0,
    isOtherPageSize: ({ context, event }) => event.type === 'records.pageSizeChosen' && event.pageSize !== context.pageSize && PAGE_SIZES.includes(event.pageSize),
    hasNextPage: ({ context }) => context.page < pageCountOf(context),
    hasPreviousPage: ({ context }) => context.page > 1,
  },
}).createMachine({
  id: machineId,
  description: 'A record list of the account area (spec 2 §2, §4): betting, transaction or turnover records, reloaded whenever a filter changes.',
  context: ({ input }) => ({ filters: defaultFiltersOf(input.list), now: input.now, rows: [], pageSize: DEFAULT_PAGE_SIZE, page: 1 }),
  initial: 'loadingRecords',
  on: {
    'records.filterChanged': {
      guard: 'isOtherFilterOfThisList',
      target: '.loadingRecords',
      reenter: true,
      description: 'A tab, or the filter panel confirmed: reload with the new filters; a newer change cancels the older call.',
      actions: assign(({ event }) => ({ filters: event.filters, now: event.now, page: 1 })),
    },
  },
  states: {
    loadingRecords: {
      description: 'Loading the list for the chosen filters (the date range worked out in Dhaka time).',
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        input: ({ context }) => queryOf(context.filters, context.now),
        onDone: [
          {
            guard: { type: 'isEmptyAnswer', params: ({ event }) => event.output },
            target: 'showingNoData',
            description: 'An empty list, or data with a message field.',
            actions: assign({ rows: [] }),
          },
          { target: 'showingRecords', actions: assign(({ event }) => ({ rows: rowsOf(event.output) })) },
        ],
        onError: {
          target: 'showingLoadFailure',
          description: 'Logged, and said in place of the list (not a blank page, not a false No Data).',
          actions: [assign({ rows: [] }), { type: 'reportRecordsFailure', params: ({ event }) => toRecordsFailure(event.error) }],
        },
      },
    },
    showingNoData: {
      description: '"No Data" in place of the list.',
    },
    showingLoadFailure: {
      description: 'The list could not be loaded: the error and Try again in place of the list.',
      on: { 'records.retryRequested': { target: 'loadingRecords', description: 'The same filters, asked again.' } },
    },
    showingRecords: {
      description: 'The rows, grouped by date; the desktop transaction table shows one page of them.',
      on: {
        'records.pageSizeChosen': {
          guard: 'isOtherPageSize',
          description: '10, 25, 50 or 100 records per page; back to the first page.',
          actions: assign(({ event }) => ({ pageSize: event.pageSize, page: 1 })),
        },
        'records.nextPagePressed': { guard: 'hasNextPage', actions: assign(({ context }) => ({ page: context.page + 1 })) },
        'records.previousPagePressed': { guard: 'hasPreviousPage', actions: assign(({ context }) => ({ page: context.page - 1 })) },
      },
    },
  },
});
