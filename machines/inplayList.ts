import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readFailed } from './lib/failures';

/** The three sports of the exchange (spec 1 §3: `sport` is added by the client), in the order they are listed. */
export const EXCHANGE_SPORTS = ['cricket', 'soccer', 'tennis'] as const;
export type ExchangeSport = (typeof EXCHANGE_SPORTS)[number];

/**
 * Spec 1 §3 Exchange event (EventId, MarketId, Event, Fancy, Bookmaker, sport) plus what our feed also gives
 * (server README "Sports exchange": OpenDate, InPlay, Status, Result, Score); those are null when a feed lacks them.
 */
export type ExchangeEvent = {
  eventId: string;
  marketId: string;
  name: string;
  fancy: boolean;
  bookmaker: boolean;
  sport: ExchangeSport;
  openDate: string | null;
  status: string | null;
  result: string | null;
  score: string | null;
};

/** The In-Play page's tabs (spec 1 §2.10): In-Play, Today, Tomorrow, Result. */
export const INPLAY_TABS = ['inPlay', 'today', 'tomorrow', 'result'] as const;
export type InplayTab = (typeof INPLAY_TABS)[number];

/** The list is asked for again every 30 s while the page is visible. */
export const INPLAY_POLL_MS = 30_000;

export type InplayListInput = { hidden: boolean };

/** What sports-events gave: every event, and when it was asked for (epoch ms), which is what Today and Tomorrow count from. */
export type EventListing = { events: ExchangeEvent[]; listedAt: number };

export type InplayListContext = {
  openedHidden: boolean;
  events: readonly ExchangeEvent[];
  /** When the events were listed (epoch ms); 0 before the first answer. */
  listedAt: number;
  /** Market ids whose match odds said `inplay` at the last check (spec 1 §7). */
  inPlayMarketIds: readonly string[];
  tab: InplayTab;
  sport: ExchangeSport;
  search: string;
  /** False until there is a list to show (the events, then the in-play check answered or failed), so the page can tell loading from empty. */
  loaded: boolean;
  /** The last load failed: the last list stays and a retry shows. */
  failed: boolean;
};

export type InplayListEvent =
  | { type: 'page.hidden' }
  | { type: 'page.shown' }
  | { type: 'inplayList.tabChosen'; tab: InplayTab }
  | { type: 'inplayList.sportChosen'; sport: ExchangeSport }
  | { type: 'inplayList.searchChanged'; search: string }
  | { type: 'inplayList.retryRequested' };

export type InplayListFailure = { kind: 'failed'; message: string | null };

const machineId = 'inplayList';

export const toInplayListFailure = (error: unknown): InplayListFailure => readFailed(error);

const DHAKA_OFFSET_MS = 6 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Dhaka calendar day (days since the epoch) of a time; Bangladesh is GMT+6 all year. */
export function dhakaDayOf(time: number): number {
  return Math.floor((time + DHAKA_OFFSET_MS) / DAY_MS);
}

/** A finished event: the feed says CLOSED or gives a result. */
export function isFinished(event: ExchangeEvent): boolean {
  return event.status === 'CLOSED' || event.result !== null;
}

export function isInPlay(context: Pick<InplayListContext, 'inPlayMarketIds'>, event: ExchangeEvent): boolean {
  return context.inPlayMarketIds.includes(event.marketId);
}

function startsOn(event: ExchangeEvent, day: number): boolean {
  if (event.openDate === null) return false;
  const time = Date.parse(event.openDate);
  return !Number.isNaN(time) && dhakaDayOf(time) === day;
}

const byOpenDate = (a: ExchangeEvent, b: ExchangeEvent) => (a.openDate ?? '').localeCompare(b.openDate ?? '');

/** The events of a tab as of the last listing, matching the search, in start order (results newest first). */
export function eventsOfTab(context: Pick<InplayListContext, 'events' | 'inPlayMarketIds' | 'search' | 'listedAt'>, tab: InplayTab): ExchangeEvent[] {
  const today = dhakaDayOf(context.listedAt);
  const query = context.search.trim().toLowerCase();
  const listed = context.events.filter((event) => {
    if (query !== '' && !event.name.toLowerCase().includes(query)) return false;
    if (tab === 'inPlay') return isInPlay(context, event);
    if (tab === 'today') return !isFinished(event) && startsOn(event, today);
    if (tab === 'tomorrow') return !isFinished(event) && startsOn(event, today + 1);
    return isFinished(event);
  });
  listed.sort(byOpenDate);
  return tab === 'result' ? listed.reverse() : listed;
}

/** Events grouped by Cricket, Soccer, Tennis (spec 1 §2.10); every sport is present, possibly empty. */
export function groupBySport(events: readonly ExchangeEvent[]): { sport: ExchangeSport; events: ExchangeEvent[] }[] {
  return EXCHANGE_SPORTS.map((sport) => ({ sport, events: events.filter((event) => event.sport === sport) }));
}

/** Events of a sport not finished yet (the Sports page), in start order. */
export function openEventsOf(context: Pick<InplayListContext, 'events'>, sport: ExchangeSport): ExchangeEvent[] {
  return context.events.filter((event) => event.sport === sport && !isFinished(event)).sort(byOpenDate);
}

/**
 * The desktop's left column (issue 22): each sport with its events not finished yet, those in play
 * first, then in start order; every sport is present, possibly empty.
 */
export function sportsColumnOf(context: Pick<InplayListContext, 'events' | 'inPlayMarketIds'>): { sport: ExchangeSport; events: { event: ExchangeEvent; inPlay: boolean }[] }[] {
  return EXCHANGE_SPORTS.map((sport) => ({
    sport,
    events: openEventsOf(context, sport)
      .map((event) => ({ event, inPlay: isInPlay(context, event) }))
      .sort((a, b) => Number(b.inPlay) - Number(a.inPlay)),
  }));
}

export const inplayListMachine = setup({
  types: {
    input: {} as InplayListInput,
    context: {} as InplayListContext,
    events: {} as InplayListEvent,
  },
  actors: {
    /** GET sports-events/cricket, /soccer, /tennis (spec 1 §7): every event, with `sport` added, and the time of asking. */
    fetchEvents: unprovidedActor<EventListing, void>(machineId, 'fetchEvents'),
    /** GET match-odds/{marketId} for each event that may be in play (a few at a time): the market ids that are in play. */
    findInPlayMarkets: unprovidedActor<string[], { events: readonly ExchangeEvent[] }>(machineId, 'findInPlayMarkets'),
  },
  actions: {
    /** Exchange loading failures are only logged (spec 1 §7); the page shows a retry. */
    reportInplayFailure: unprovidedAction(machineId, 'reportInplayFailure') as (args: unknown, failure: InplayListFailure) => void,
  },
  guards: {
    wasOpenedHidden: ({ context }) => context.openedHidden,
    hasFailed: ({ context }) => context.failed,
    isOtherTab: ({ context, event }) => event.type === 'inplayList.tabChosen' && event.tab !== context.tab && INPLAY_TABS.includes(event.tab),
    isOtherSport: ({ context, event }) => event.type === 'inplayList.sportChosen' && event.sport !== context.sport && EXCHANGE_SPORTS.includes(event.sport),
  },
  delays: { inplayPollInterval: INPLAY_POLL_MS },
}).createMachine({
  id: machineId,
  description:
    'The exchange event lists (spec 1 §2.10 In-Play page, §7): the events of the three sports, then match odds to find the in-play ones; refreshed every 30 s while the page is visible, with tabs, a sport choice and a search.',
  context: ({ input }) => ({ openedHidden: input.hidden, events: [], listedAt: 0, inPlayMarketIds: [], tab: 'inPlay', sport: 'cricket', search: '', loaded: false, failed: false }),
  on: {
    'inplayList.tabChosen': {
      guard: 'isOtherTab',
      description: 'In-Play, Today, Tomorrow or Result: the same events, another view.',
      actions: assign(({ event }) => ({ tab: event.tab })),
    },
    'inplayList.sportChosen': {
      guard: 'isOtherSport',
      description: 'The Sports page’s Cricket, Soccer or Tennis tab.',
      actions: assign(({ event }) => ({ sport: event.sport })),
    },
    'inplayList.searchChanged': {
      description: 'Filters the listed events by name.',
      actions: assign(({ event }) => ({ search: event.search })),
    },
  },
  initial: 'checkingVisibility',
  states: {
    checkingVisibility: {
      description: 'Opened in a background tab, the list waits for the page to show before asking.',
      always: [{ guard: 'wasOpenedHidden', target: 'paused' }, { target: 'active' }],
    },
    active: {
      description: 'The page is visible: the events are asked for now and every 30 s.',
      initial: 'loadingEvents',
      on: { 'page.hidden': { target: 'paused', description: 'Another tab or a minimised window: no calls until it shows again.' } },
      states: {
        loadingEvents: {
          description: 'Loading events...: the three sports’ event lists.',
          invoke: {
            id: 'fetchEvents',
            src: 'fetchEvents',
            onDone: {
              target: 'loadingInPlay',
              description: 'The events are known; which of them are in play is asked next.',
              actions: assign(({ event }) => ({ events: event.output.events, listedAt: event.output.listedAt })),
            },
            onError: {
              target: 'awaitingNextPoll',
              description: 'Logged; the last list (if any) stays and a retry shows.',
              actions: [assign({ failed: true }), { type: 'reportInplayFailure', params: ({ event }) => toInplayListFailure(event.error) }],
            },
          },
        },
        loadingInPlay: {
          description: 'Loading in-play events...: the match odds of each event that may be in play.',
          invoke: {
            id: 'findInPlayMarkets',
            src: 'findInPlayMarkets',
            input: ({ context }) => ({ events: context.events }),
            onDone: {
              target: 'awaitingNextPoll',
              actions: assign(({ event }) => ({ inPlayMarketIds: event.output, loaded: true, failed: false })),
            },
            onError: {
              target: 'awaitingNextPoll',
              description: 'Logged; the last in-play list stays and a retry shows.',
              actions: [assign({ failed: true, loaded: true }), { type: 'reportInplayFailure', params: ({ event }) => toInplayListFailure(event.error) }],
            },
          },
        },
        awaitingNextPoll: {
          description: 'Showing the lists until the next refresh, 30 s later.',
          after: { inplayPollInterval: 'loadingEvents' },
          on: {
            'inplayList.retryRequested': {
              guard: 'hasFailed',
              target: 'loadingEvents',
              description: 'Asked again at once after a failure; the failure notice gives way to the loading texts.',
              actions: assign({ failed: false }),
            },
          },
        },
      },
    },
    paused: {
      description: 'The page is hidden: no calls.',
      on: { 'page.shown': { target: 'active', description: 'Back on the page: the lists are asked for at once.' } },
    },
  },
});
