import { assign, raise, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readFailed } from './lib/failures';

/** Spec 1 §2.10: the sports of the exchange. */
export const EXCHANGE_SPORTS = ['cricket', 'soccer', 'tennis'] as const;
export type ExchangeSport = (typeof EXCHANGE_SPORTS)[number];

/** A price and the money available at it (spec 1 §3, Match odds market: ex.availableToBack[] / availableToLay[]). */
export type PriceSize = { price: number; size: number };

/** One runner of the Match Odds market: only the best back and lay are shown. */
export type MatchOddsRunner = { selectionId: number; name: string; back: PriceSize | null; lay: PriceSize | null };
export type MarketStatus = 'OPEN' | 'SUSPENDED' | 'CLOSED';
/** GET match-odds/{marketId}, first item (spec 1 §3, §7). */
export type MatchOddsMarket = { inPlay: boolean; status: MarketStatus; runners: readonly MatchOddsRunner[] };

/** Spec 1 §3, Bookmaker runner: runner, backPrice, layPrice (rates: 45 = 1.45), suspended, ball_running. */
export type BookmakerRunner = { selectionId: number; name: string; backPrice: number; layPrice: number; suspended: boolean; ballRunning: boolean };
export type BookmakerMarket = { marketId: string; runners: readonly BookmakerRunner[] };
/** Spec 1 §3, Fancy bet: title, no, no_rate, yes, yes_rate, suspended, ball_running; `type` is its tab code. */
export type FancyLine = { id: string; title: string; type: number; no: number; noRate: number; yes: number; yesRate: number; suspended: boolean; ballRunning: boolean };
/** GET event/{eventId}: data.items[eventId] with its name, fancy2 and the first bookmaker market. */
export type EventDetail = { name: string | null; bookmaker: BookmakerMarket | null; fancy: readonly FancyLine[] };

/** Spec 1 §2.10, §9: Fancy tab codes (All 1, Fancy 2, Khadda 3, Lottery 4, Odd/Even 5, Ball by Ball 6), in the spec's tab order. */
export const FANCY_TABS = [
  { code: 1, key: 'all' },
  { code: 2, key: 'fancy' },
  { code: 6, key: 'ballByBall' },
  { code: 3, key: 'khadda' },
  { code: 4, key: 'lottery' },
  { code: 5, key: 'oddEven' },
] as const;
export type FancyTabCode = (typeof FANCY_TABS)[number]['code'];
export const ALL_FANCY: FancyTabCode = 1;

/** The Fancy tab a tab widget's value (its code as text) names; null for a value that names none. */
export function fancyTabOfValue(value: string | null): FancyTabCode | null {
  return FANCY_TABS.find((tab) => String(tab.code) === value)?.code ?? null;
}

/** Spec 1 §9: the odds view asks for match odds every 300 ms (after each answer: polls never overlap). */
export const ODDS_POLL_MS = 300;
/**
 * Suspend and Ball Running change during play: the event detail is asked for about every second,
 * after three intervals of the match-odds poll (one clock for the view; again never overlapping).
 */
export const DETAIL_POLL_TICKS = 3;
/** Failed polls back off: the poll interval × 2^failures, at most 5 s. */
export const MAX_BACKOFF_MS = 5_000;

export function pollDelay(baseMs: number, failures: number): number {
  return failures === 0 ? baseMs : Math.min(MAX_BACKOFF_MS, baseMs * 2 ** failures);
}

/** What overlays a row (spec 1 §4). */
export type RowStatus = 'ballRunning' | 'suspended' | null;

/** Spec 1 §4: a Fancy row checks suspended first. */
export function fancyStatusOf(line: Pick<FancyLine, 'suspended' | 'ballRunning'>): RowStatus {
  if (line.suspended) return 'suspended';
  return line.ballRunning ? 'ballRunning' : null;
}

/** Spec 1 §4: a bookmaker row checks ball running first. */
export function bookmakerStatusOf(runner: Pick<BookmakerRunner, 'suspended' | 'ballRunning'>): RowStatus {
  if (runner.ballRunning) return 'ballRunning';
  return runner.suspended ? 'suspended' : null;
}

export function fancyLinesOf(lines: readonly FancyLine[], tab: number): readonly FancyLine[] {
  return tab === ALL_FANCY ? lines : lines.filter((line) => line.type === tab);
}

/** Deep equality of plain answers (numbers, strings, booleans, null, arrays, objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The new rows, each kept as the previous object when unchanged; the previous list itself when nothing changed. */
function reuseRows<T>(previous: readonly T[] | undefined, next: readonly T[], keyOf: (row: T) => string | number): readonly T[] {
  if (!previous) return next;
  const byKey = new Map(previous.map((row) => [keyOf(row), row]));
  const rows = next.map((row) => {
    const before = byKey.get(keyOf(row));
    return before !== undefined && sameValue(before, row) ? before : row;
  });
  return rows.length === previous.length && rows.every((row, index) => row === previous[index]) ? previous : rows;
}

/** A poll's market, sharing every unchanged part with what is shown (memoized rows then skip their render). */
export function mergeMarket(previous: MatchOddsMarket | null, next: MatchOddsMarket): MatchOddsMarket {
  if (!previous) return next;
  const runners = reuseRows(previous.runners, next.runners, (runner) => runner.selectionId);
  if (runners === previous.runners && previous.inPlay === next.inPlay && previous.status === next.status) return previous;
  return { ...next, runners };
}

export function mergeDetail(previous: EventDetail | null, next: EventDetail): EventDetail {
  if (!previous) return next;
  const fancy = reuseRows(previous.fancy, next.fancy, (line) => line.id);
  let bookmaker = next.bookmaker;
  if (previous.bookmaker && bookmaker && previous.bookmaker.marketId === bookmaker.marketId) {
    const runners = reuseRows(previous.bookmaker.runners, bookmaker.runners, (runner) => runner.selectionId);
    bookmaker = runners === previous.bookmaker.runners ? previous.bookmaker : { ...bookmaker, runners };
  }
  if (fancy === previous.fancy && bookmaker === previous.bookmaker && previous.name === next.name) return previous;
  return { name: next.name, bookmaker, fancy };
}

export type OddsViewInput = {
  marketId: string;
  eventId: string;
  selectedSport: ExchangeSport;
  /** Where the back button goes. */
  previousPath: string;
  /** The page is hidden (a background tab) when the view opens: nothing is asked until it shows. */
  hidden: boolean;
};

export type OddsViewContext = Omit<OddsViewInput, 'hidden'> & {
  openedHidden: boolean;
  market: MatchOddsMarket | null;
  /** Match-odds polls failed in a row: the delay backs off and the prices shown may be out of date. */
  oddsFailures: number;
  /** Time waited so far in the current back-off (counted in whole poll intervals). */
  oddsWaitedMs: number;
  detail: EventDetail | null;
  /** Detail calls failed in a row (only logged; the rows stay). */
  detailFailures: number;
  /** Match-odds poll intervals elapsed since the last detail answer. */
  detailTicks: number;
  /** The live score frame's address, taken from the score board page; null until known (or none). */
  scoreFrameUrl: string | null;
  /** The score board is asked for once (a return to the page goes straight to the detail). */
  scoreFrameAsked: boolean;
  /** The Fancy tab chosen (spec 1 §2.10): All until the player picks another. */
  fancyTab: FancyTabCode;
};

export type OddsViewEvent =
  | { type: 'page.hidden' }
  | { type: 'page.shown' }
  /** Raised by the match-odds timer: the view's one clock, which also paces the event detail. */
  | { type: 'oddsView.pollIntervalElapsed' }
  /** The player picked a Fancy tab. */
  | { type: 'oddsView.fancyTabChosen'; tab: FancyTabCode };

export type OddsViewFailure = { kind: 'failed'; message: string | null };

const machineId = 'oddsView';

/** The first state of both polls: opened in a background tab, they wait for the page to show. */
const checkingVisibilityState = {
  description: 'Opened in a background tab, the view waits for the page to show before asking.',
  always: [{ guard: 'wasOpenedHidden', target: 'paused' }, { target: 'active' }],
} as const;

/** Feed failures are only logged (spec 1 §7); a missing actor stops the machine loudly. */
export const toOddsViewFailure = (error: unknown): OddsViewFailure => readFailed(error);

/** Whether the prices shown may be out of date: the last poll failed. */
export const isStale = (context: Pick<OddsViewContext, 'oddsFailures'>) => context.oddsFailures > 0;

/**
 * What the live score's place shows (issue 22): the frame at its address; our own "score unavailable"
 * when the browser is offline (the edge follows navigator.onLine and its online/offline events) or
 * the feed gave no score (the score board failed or carried no frame), so the browser's error page
 * never shows in it; an empty place while the score board is still being asked.
 */
export function scoreFrameOf(context: Pick<OddsViewContext, 'scoreFrameUrl' | 'scoreFrameAsked'>, offline: boolean): string | 'unavailable' | 'pending' {
  if (offline) return 'unavailable';
  if (context.scoreFrameUrl) return context.scoreFrameUrl;
  return context.scoreFrameAsked ? 'unavailable' : 'pending';
}

/** The Fancy rows shown: the chosen tab's lines. */
export function shownFancyLines(context: Pick<OddsViewContext, 'detail' | 'fancyTab'>): readonly FancyLine[] {
  return fancyLinesOf(context.detail?.fancy ?? [], context.fancyTab);
}

/** The event's name: the detail's, else the match odds' first two runners ("A v B"), else the one runner's, else nothing. */
export function eventNameOf(context: Pick<OddsViewContext, 'detail' | 'market'>): string {
  const { detail, market } = context;
  if (detail?.name) return detail.name;
  const runners = market?.runners ?? [];
  return runners.length >= 2 ? `${runners[0]?.name} v ${runners[1]?.name}` : (runners[0]?.name ?? '');
}

export const oddsViewMachine = setup({
  types: {
    input: {} as OddsViewInput,
    context: {} as OddsViewContext,
    events: {} as OddsViewEvent,
  },
  actors: {
    /** GET match-odds/{marketId} on the exchange data host: the first item. */
    fetchMatchOdds: unprovidedActor<MatchOddsMarket, { marketId: string }>(machineId, 'fetchMatchOdds'),
    /** GET event/{eventId}: fancy2 and the first bookmaker market. */
    fetchEventDetail: unprovidedActor<EventDetail, { eventId: string }>(machineId, 'fetchEventDetail'),
    /** GET score/board/{eventId}: the live score frame's address taken from the page (null when it carries none). */
    fetchScoreFrame: unprovidedActor<string | null, { eventId: string }>(machineId, 'fetchScoreFrame'),
  },
  actions: {
    reportFeedFailure: unprovidedAction(machineId, 'reportFeedFailure') as (args: unknown, failure: OddsViewFailure) => void,
  },
  guards: {
    wasOpenedHidden: ({ context }) => context.openedHidden,
    wasScoreFrameAsked: ({ context }) => context.scoreFrameAsked,
    /** The back-off after failed polls (300 ms × 2^failures, at most 5 s) is over with this interval. */
    isOddsBackOffOver: ({ context }) => context.oddsWaitedMs + ODDS_POLL_MS >= pollDelay(ODDS_POLL_MS, context.oddsFailures),
    isDetailDue: ({ context }) => context.detailTicks + 1 >= DETAIL_POLL_TICKS,
  },
  delays: {
    oddsPollInterval: ODDS_POLL_MS,
  },
}).createMachine({
  id: machineId,
  description:
    'The odds view (spec 1 §2.10, §4, §7, §9): match odds asked for 300 ms after each answer and the event detail about every second while the page is visible, the score frame found once, and the Fancy tab chosen.',
  context: ({ input }) => ({
    marketId: input.marketId,
    eventId: input.eventId,
    selectedSport: input.selectedSport,
    previousPath: input.previousPath,
    openedHidden: input.hidden,
    market: null,
    oddsFailures: 0,
    oddsWaitedMs: 0,
    detail: null,
    detailFailures: 0,
    detailTicks: 0,
    scoreFrameUrl: null,
    scoreFrameAsked: false,
    fancyTab: ALL_FANCY,
  }),
  type: 'parallel',
  on: {
    'oddsView.fancyTabChosen': {
      description: 'The Fancy rows of the chosen tab are shown (All shows every line); the polls go on.',
      actions: assign(({ event }) => ({ fancyTab: event.tab })),
    },
  },
  states: {
    matchOdds: {
      description: 'Keeps the Match Odds prices fresh: one call at a time, the next 300 ms after the answer; none while the page is hidden.',
      initial: 'checkingVisibility',
      states: {
        checkingVisibility: checkingVisibilityState,
        active: {
          description: 'The page is visible: match odds are asked for now and again after each answer.',
          initial: 'fetchingOdds',
          on: { 'page.hidden': { target: 'paused', description: 'Another tab or a minimised window: the call in flight is dropped and no more are made.' } },
          states: {
            fetchingOdds: {
              description: 'Asking for the Match Odds market (a loading overlay shows until the first answer).',
              invoke: {
                id: 'fetchMatchOdds',
                src: 'fetchMatchOdds',
                input: ({ context }) => ({ marketId: context.marketId }),
                onDone: {
                  target: 'awaitingNextOddsPoll',
                  description: 'The prices are shown; unchanged runners keep their objects, so their rows do not render again.',
                  actions: assign(({ context, event }) => {
                    const market = mergeMarket(context.market, event.output);
                    return market === context.market && context.oddsFailures === 0 ? {} : { market, oddsFailures: 0 };
                  }),
                },
                onError: {
                  target: 'backingOffOdds',
                  description: 'Logged; the last prices stay, marked as possibly out of date, and the next call waits longer (up to 5 s).',
                  actions: [assign(({ context }) => ({ oddsFailures: context.oddsFailures + 1, oddsWaitedMs: 0 })), { type: 'reportFeedFailure', params: ({ event }) => toOddsViewFailure(event.error) }],
                },
              },
            },
            awaitingNextOddsPoll: {
              description: 'Showing the prices until the next call, 300 ms after the answer.',
              after: { oddsPollInterval: { target: 'fetchingOdds', description: 'Time for the next call.', actions: raise({ type: 'oddsView.pollIntervalElapsed' }) } },
            },
            backingOffOdds: {
              description: 'After failed calls: waiting 300 ms × 2^failures (at most 5 s), counted in 300 ms steps, before calling again.',
              after: {
                oddsPollInterval: [
                  {
                    guard: 'isOddsBackOffOver',
                    target: 'fetchingOdds',
                    description: 'The back-off is over: call again.',
                    actions: [assign({ oddsWaitedMs: 0 }), raise({ type: 'oddsView.pollIntervalElapsed' })],
                  },
                  {
                    target: 'backingOffOdds',
                    reenter: true,
                    description: 'Still backing off: another 300 ms.',
                    actions: [assign(({ context }) => ({ oddsWaitedMs: context.oddsWaitedMs + ODDS_POLL_MS })), raise({ type: 'oddsView.pollIntervalElapsed' })],
                  },
                ],
              },
            },
          },
        },
        paused: {
          description: 'The page is hidden: no calls.',
          on: { 'page.shown': { target: 'active', description: 'Back on the page: match odds are asked for at once.' } },
        },
      },
    },
    eventDetail: {
      description: 'Keeps the BookMaker and Fancy rows fresh (their Suspend and Ball Running flags change during play): one call at a time, the next about a second after the answer.',
      initial: 'checkingVisibility',
      states: {
        checkingVisibility: checkingVisibilityState,
        active: {
          description: 'The page is visible: the score frame is found once, then the event detail is asked for now and again after each answer.',
          initial: 'findingScoreFrame',
          on: { 'page.hidden': { target: 'paused', description: 'No calls while the page is hidden.' } },
          states: {
            findingScoreFrame: {
              description: 'Asking once for the score board page and taking the live score frame’s address from it.',
              invoke: {
                id: 'fetchScoreFrame',
                src: 'fetchScoreFrame',
                input: ({ context }) => ({ eventId: context.eventId }),
                onDone: { target: 'fetchingDetail', description: 'The score frame shows (or none, when the page carries none).', actions: assign(({ event }) => ({ scoreFrameUrl: event.output, scoreFrameAsked: true })) },
                onError: {
                  target: 'fetchingDetail',
                  description: 'Only logged: no score frame.',
                  actions: [assign({ scoreFrameAsked: true }), { type: 'reportFeedFailure', params: ({ event }) => toOddsViewFailure(event.error) }],
                },
              },
            },
            fetchingDetail: {
              description: 'Asking for the event detail (fancy2 and bookmaker).',
              invoke: {
                id: 'fetchEventDetail',
                src: 'fetchEventDetail',
                input: ({ context }) => ({ eventId: context.eventId }),
                onDone: {
                  target: 'awaitingNextDetailPoll',
                  description: 'The BookMaker and Fancy rows are shown; unchanged rows keep their objects.',
                  actions: assign(({ context, event }) => {
                    const detail = mergeDetail(context.detail, event.output);
                    return detail === context.detail && context.detailFailures === 0 ? { detailTicks: 0 } : { detail, detailFailures: 0, detailTicks: 0 };
                  }),
                },
                onError: {
                  target: 'awaitingNextDetailPoll',
                  description: 'Logged; the last rows stay until the next call.',
                  actions: [assign(({ context }) => ({ detailFailures: context.detailFailures + 1, detailTicks: 0 })), { type: 'reportFeedFailure', params: ({ event }) => toOddsViewFailure(event.error) }],
                },
              },
            },
            awaitingNextDetailPoll: {
              description: 'Showing the rows until the next call: three poll intervals of the match odds (about a second) after the answer.',
              on: {
                'oddsView.pollIntervalElapsed': [
                  { guard: 'isDetailDue', target: 'fetchingDetail', description: 'Time for the next call.' },
                  { description: 'Not yet: one more interval counted.', actions: assign(({ context }) => ({ detailTicks: context.detailTicks + 1 })) },
                ],
              },
            },
          },
        },
        paused: {
          description: 'The page is hidden: no calls.',
          on: {
            'page.shown': [
              { guard: 'wasScoreFrameAsked', target: 'active.fetchingDetail', description: 'Back on the page: the event detail is asked for at once.' },
              { target: 'active', description: 'Shown for the first time: the score board, then the event detail.' },
            ],
          },
        },
      },
    },
  },
});
