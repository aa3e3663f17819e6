import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readFailed } from './lib/failures';

/** The menu items of /exchange-account (spec 1 §2.10), in their order. */
export const EXCHANGE_ACCOUNT_SECTIONS = ['profile', 'balance', 'myBets', 'betsHistory', 'profitLoss', 'activity'] as const;
export type ExchangeAccountSection = (typeof EXCHANGE_ACCOUNT_SECTIONS)[number];

/** The sections read by a date (Bets History, Profit & Loss): Today, Yesterday, Last 7 days, All (Dhaka days). */
export const EXCHANGE_DATE_FILTERS = ['today', 'yesterday', 'last7Days', 'all'] as const;
export type ExchangeDateFilter = (typeof EXCHANGE_DATE_FILTERS)[number];
export const DEFAULT_EXCHANGE_DATE: ExchangeDateFilter = 'today';

export function isExchangeAccountSection(value: unknown): value is ExchangeAccountSection {
  return typeof value === 'string' && (EXCHANGE_ACCOUNT_SECTIONS as readonly string[]).includes(value);
}
export function isExchangeDateFilter(value: unknown): value is ExchangeDateFilter {
  return typeof value === 'string' && (EXCHANGE_DATE_FILTERS as readonly string[]).includes(value);
}

/** Sections whose list is read by the date filter. */
export const DATED_SECTIONS: readonly ExchangeAccountSection[] = ['betsHistory', 'profitLoss'];

export type ExchangeProfile = { accountId: string; username: string; name: string | null; currency: string; timeZone: string; timeZoneLabel: string; memberSince: string };

/** An exchange bet (spec 2 §3 Exchange record) as My Bets and Bets History list it. */
export type ExchangeBetRow = {
  transactionId: string;
  /** The bet's event (the server's `event_id`), null when an answer lacks it. */
  eventId: string | null;
  eventName: string;
  marketName: string;
  selectionName: string;
  betType: string;
  odds: number;
  run: number | null;
  stake: number;
  potentialProfit: number;
  potentialLiability: number;
  /** Null while the bet is open. */
  netProfitLoss: number | null;
  status: 'open' | 'WON' | 'LOST' | 'VOID';
  placedAt: string;
  settledAt: string | null;
};

/** One exchange movement of the wallet: exposure held or released, or a market's settlement. */
export type LedgerRow = { id: number; movement: 'exposure_held' | 'exposure_released' | 'settlement'; amount: number; balanceAfter: number; eventName: string | null; marketName: string | null; createdAt: string };
export type BalanceFigures = { balance: number; exposure: number; total: number };
export type ProfitLossRow = { eventId: string; eventName: string; marketName: string; bets: number; stake: number; profitLoss: number; settledAt: string };
export type ActivityRow = { id: number; loggedInAt: string; lastSeenAt: string; status: 'active' | 'ended'; endedAt: string | null; current: boolean };

/** What a section's call gives: its rows (or the profile), and the last page of a paged list. */
export type SectionData =
  | { section: 'profile'; profile: ExchangeProfile }
  | { section: 'balance'; figures: BalanceFigures; rows: readonly LedgerRow[]; lastPage: number }
  | { section: 'myBets' | 'betsHistory'; rows: readonly ExchangeBetRow[]; lastPage: number }
  | { section: 'profitLoss'; rows: readonly ProfitLossRow[]; totals: { bets: number; stake: number; profitLoss: number } }
  | { section: 'activity'; rows: readonly ActivityRow[]; lastPage: number };

export type SectionQuery = { section: ExchangeAccountSection; date: ExchangeDateFilter; page: number };
export type ExchangeAccountFailure = { kind: 'failed'; message: string | null };

export type ExchangeAccountInput = { section: ExchangeAccountSection | null; date?: ExchangeDateFilter };

export type ExchangeAccountContext = {
  section: ExchangeAccountSection | null;
  date: ExchangeDateFilter;
  page: number;
  data: SectionData | null;
  /** The short player-facing account id of the menu (from the profile call), null until it answers. */
  accountId: string | null;
};

export type ExchangeAccountEvent =
  /** A menu item pressed, or the address names a section (reload, back and forward). */
  | { type: 'exchangeAccount.sectionChosen'; section: ExchangeAccountSection }
  /** Back to the menu (the back link, or the address without a section). */
  | { type: 'exchangeAccount.menuRequested' }
  | { type: 'exchangeAccount.dateChosen'; date: ExchangeDateFilter }
  | { type: 'exchangeAccount.pageChosen'; page: number }
  | { type: 'exchangeAccount.retryRequested' };

const machineId = 'exchangeAccount';

/** A profile and the Balance Overview's figures are never "No Data"; lists are when they have no rows. */
export function isEmptySection(data: SectionData): boolean {
  return data.section !== 'profile' && data.section !== 'balance' && data.rows.length === 0;
}

export function lastPageOf(data: SectionData | null): number {
  return data !== null && 'lastPage' in data ? Math.max(1, data.lastPage) : 1;
}

export const toExchangeAccountFailure = (error: unknown): ExchangeAccountFailure => readFailed(error);

export const exchangeAccountMachine = setup({
  types: {
    input: {} as ExchangeAccountInput,
    context: {} as ExchangeAccountContext,
    events: {} as ExchangeAccountEvent,
  },
  actors: {
    /** One call per section: profile, balance overview, bets (open or settled), profit & loss, activity. */
    loadSection: unprovidedActor<SectionData, SectionQuery>(machineId, 'loadSection'),
  },
  actions: {
    reportSectionFailure: unprovidedAction(machineId, 'reportSectionFailure') as (args: unknown, failure: ExchangeAccountFailure) => void,
  },
  guards: {
    opensOnSection: ({ context }) => context.section !== null,
    isOtherSection: ({ context, event }) => event.type === 'exchangeAccount.sectionChosen' && event.section !== context.section,
    isOtherDateOfDatedSection: ({ context, event }) =>
      event.type === 'exchangeAccount.dateChosen' && event.date !== context.date && context.section !== null && DATED_SECTIONS.includes(context.section),
    isOtherPage: ({ context, event }) => event.type === 'exchangeAccount.pageChosen' && event.page !== context.page && event.page >= 1 && event.page <= lastPageOf(context.data),
    isEmptyAnswer: (_, data: SectionData) => isEmptySection(data),
  },
}).createMachine({
  id: machineId,
  description: 'The exchange account (spec 1 §2.10): a menu with the account id and time zone, and six sections, each loaded from the server, with a date filter and pages where it lists rows.',
  context: ({ input }) => ({ section: input.section, date: input.date ?? DEFAULT_EXCHANGE_DATE, page: 1, data: null, accountId: null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'The address decides: a section named in it opens directly (reload, a shared link), else the menu.',
      always: [{ guard: 'opensOnSection', target: 'section' }, { target: 'menu' }],
    },
    menu: {
      description: 'The menu: account id, time-zone label and the six items.',
      invoke: {
        id: 'loadAccountId',
        src: 'loadSection',
        input: ({ context }) => ({ section: 'profile' as const, date: context.date, page: 1 }),
        onDone: {
          description: 'The profile gives the short account id the menu shows (the same as My Profile, issue 22).',
          actions: assign(({ context, event }) => ({ accountId: event.output.section === 'profile' ? event.output.profile.accountId : context.accountId })),
        },
        onError: { description: 'No account id: the menu shows a dash, its items still work.', actions: assign({ accountId: null }) },
      },
      on: {
        'exchangeAccount.sectionChosen': {
          target: 'section',
          description: 'A menu item: its first page.',
          actions: assign(({ event }) => ({ section: event.section, page: 1, data: null })),
        },
        'exchangeAccount.dateChosen': {
          description: 'The address carried a date: kept for Bets History and Profit & Loss.',
          actions: assign(({ event }) => ({ date: event.date })),
        },
      },
    },
    section: {
      description: 'One section is shown; its call is asked again at each change.',
      initial: 'loading',
      on: {
        'exchangeAccount.menuRequested': {
          target: 'menu',
          description: 'Back to the menu.',
          actions: assign({ section: null, page: 1, data: null }),
        },
        'exchangeAccount.sectionChosen': {
          guard: 'isOtherSection',
          target: '.loading',
          reenter: true,
          description: 'Another section (back and forward in the browser): its first page.',
          actions: assign(({ event }) => ({ section: event.section, page: 1, data: null })),
        },
        'exchangeAccount.dateChosen': {
          guard: 'isOtherDateOfDatedSection',
          target: '.loading',
          reenter: true,
          description: 'Today, Yesterday, Last 7 days or All: reloaded from the first page.',
          actions: assign(({ event }) => ({ date: event.date, page: 1 })),
        },
      },
      states: {
        loading: {
          description: 'Loading the section for its date and page; a newer change cancels the older call.',
          invoke: {
            id: 'loadSection',
            src: 'loadSection',
            input: ({ context }) => ({ section: context.section ?? 'profile', date: context.date, page: context.page }),
            onDone: [
              {
                guard: { type: 'isEmptyAnswer', params: ({ event }) => event.output },
                target: 'empty',
                description: 'Nothing to list: "No Data".',
                actions: assign(({ event }) => ({ data: event.output })),
              },
              { target: 'loaded', actions: assign(({ event }) => ({ data: event.output })) },
            ],
            onError: {
              target: 'failed',
              description: 'Logged, and said in place of the section with Try again.',
              actions: [assign({ data: null }), { type: 'reportSectionFailure', params: ({ event }) => toExchangeAccountFailure(event.error) }],
            },
          },
        },
        loaded: {
          description: 'The section: the profile, the balance figures and movements, or the rows of one page.',
          on: {
            'exchangeAccount.pageChosen': {
              guard: 'isOtherPage',
              target: 'loading',
              description: 'Another page of a paged list.',
              actions: assign(({ event }) => ({ page: event.page })),
            },
          },
        },
        empty: { description: '"No Data" in place of the list.' },
        failed: {
          description: 'The section could not be loaded: the error and Try again.',
          on: { 'exchangeAccount.retryRequested': { target: 'loading', description: 'The same section, date and page, asked again.' } },
        },
      },
    },
  },
});
