import { assign, setup } from 'xstate';
import type { ExchangeSport } from './inplayList';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readFailed } from './lib/failures';

/** A market pinned to Multi Markets (spec 1 §2.10: in-play events can be pinned). */
export type PinnedMarket = { marketId: string; eventId: string; sport: ExchangeSport; name: string };

/** The best price and size on one side of a runner. */
export type BestPrice = { price: number; size: number };

/** Spec 1 §3 Match odds market, as Multi Markets shows it: per runner the best back and lay. */
export type MarketPrices = {
  inplay: boolean;
  status: string | null;
  runners: { name: string; back: BestPrice | null; lay: BestPrice | null }[];
};

/** The pinned markets' prices are asked for again this long after the last answer (never overlapping). */
export const MULTI_MARKETS_POLL_MS = 2_000;

export type MultiMarketsInput = { pins: readonly PinnedMarket[] };

export type MultiMarketsContext = {
  pins: readonly PinnedMarket[];
  /** The last prices per market id; a market that failed keeps its last prices. */
  prices: Readonly<Record<string, MarketPrices>>;
  /** False until the first answer while watching. */
  loaded: boolean;
  failed: boolean;
};

export type MultiMarketsEvent =
  | { type: 'multiMarkets.pinToggled'; market: PinnedMarket }
  | { type: 'multiMarkets.unpinned'; marketId: string }
  /** The Multi Markets page opened (hidden: it opened in a background tab). */
  | { type: 'multiMarkets.viewOpened'; hidden: boolean }
  | { type: 'multiMarkets.viewClosed' }
  | { type: 'page.hidden' }
  | { type: 'page.shown' };

export type MultiMarketsFailure = { kind: 'failed'; message: string | null };

const machineId = 'multiMarkets';

export const toMultiMarketsFailure = (error: unknown): MultiMarketsFailure => readFailed(error);

export function isPinned(context: Pick<MultiMarketsContext, 'pins'>, marketId: string): boolean {
  return context.pins.some((pin) => pin.marketId === marketId);
}

const withoutMarket = (context: MultiMarketsContext, marketId: string): Partial<MultiMarketsContext> => {
  const prices = { ...context.prices };
  delete prices[marketId];
  return { pins: context.pins.filter((pin) => pin.marketId !== marketId), prices };
};

export const multiMarketsMachine = setup({
  types: {
    input: {} as MultiMarketsInput,
    context: {} as MultiMarketsContext,
    events: {} as MultiMarketsEvent,
  },
  actors: {
    /** GET match-odds/{marketId} for each pinned market: the prices of those that answered. */
    fetchPrices: unprovidedActor<Record<string, MarketPrices>, { marketIds: readonly string[] }>(machineId, 'fetchPrices'),
  },
  actions: {
    /** The edge keeps the pins across reloads (browser storage). */
    savePins: unprovidedAction(machineId, 'savePins') as (args: unknown, pins: readonly PinnedMarket[]) => void,
    reportPricesFailure: unprovidedAction(machineId, 'reportPricesFailure') as (args: unknown, failure: MultiMarketsFailure) => void,
  },
  guards: {
    isOpenedHidden: ({ event }) => event.type === 'multiMarkets.viewOpened' && event.hidden,
    hasPins: ({ context }) => context.pins.length > 0,
    isPinnedToggle: ({ context, event }) => event.type === 'multiMarkets.pinToggled' && isPinned(context, event.market.marketId),
  },
  delays: { pricesPollInterval: MULTI_MARKETS_POLL_MS },
}).createMachine({
  id: machineId,
  description:
    'Multi Markets (spec 1 §2.10): markets pinned from the event lists, kept across reloads; the Multi Markets page polls their match odds while it is open and visible.',
  context: ({ input }) => ({ pins: input.pins, prices: {}, loaded: false, failed: false }),
  type: 'parallel',
  states: {
    pins: {
      description: 'The pinned markets, saved by the edge at each change.',
      on: {
        'multiMarkets.pinToggled': [
          {
            guard: 'isPinnedToggle',
            description: 'A pinned market is unpinned.',
            actions: [assign(({ context, event }) => withoutMarket(context, event.market.marketId)), { type: 'savePins', params: ({ context }) => context.pins }],
          },
          {
            description: 'The market is added to Multi Markets.',
            actions: [assign(({ context, event }) => ({ pins: [...context.pins, event.market] })), { type: 'savePins', params: ({ context }) => context.pins }],
          },
        ],
        'multiMarkets.unpinned': {
          description: 'Unpin on the Multi Markets page: the market leaves the list at once (a market not pinned changes nothing).',
          actions: [assign(({ context, event }) => withoutMarket(context, event.marketId)), { type: 'savePins', params: ({ context }) => context.pins }],
        },
      },
    },
    prices: {
      description: 'The pinned markets’ prices, asked for only while the Multi Markets page is open and visible.',
      initial: 'notWatching',
      states: {
        notWatching: {
          description: 'The Multi Markets page is not open: no calls.',
          on: {
            'multiMarkets.viewOpened': [
              { guard: 'isOpenedHidden', target: 'paused', description: 'Opened in a background tab: waits for the page to show.' },
              { target: 'watching', description: 'The prices are asked for at once.' },
            ],
          },
        },
        watching: {
          description: 'The page is open and visible: prices asked for, then again 2 s after each answer (never overlapping).',
          initial: 'checkingPins',
          on: {
            'page.hidden': { target: 'paused', description: 'No calls while nobody can see the page.' },
            'multiMarkets.viewClosed': { target: 'notWatching', description: 'Left the page: polling stops.' },
          },
          states: {
            checkingPins: {
              description: 'Nothing pinned: nothing to ask for.',
              always: [{ guard: 'hasPins', target: 'loadingPrices' }, { target: 'awaitingNextPoll', actions: assign({ loaded: true }) }],
            },
            loadingPrices: {
              description: 'Asking for the match odds of every pinned market.',
              invoke: {
                id: 'fetchPrices',
                src: 'fetchPrices',
                input: ({ context }) => ({ marketIds: context.pins.map((pin) => pin.marketId) }),
                onDone: {
                  target: 'awaitingNextPoll',
                  description: 'New prices replace the old; markets unpinned meanwhile are left out.',
                  actions: assign(({ context, event }) => ({
                    prices: Object.fromEntries(context.pins.map((pin) => [pin.marketId, event.output[pin.marketId] ?? context.prices[pin.marketId]]).filter((entry) => entry[1] !== undefined)),
                    loaded: true,
                    failed: false,
                  })),
                },
                onError: {
                  target: 'awaitingNextPoll',
                  description: 'Logged; the last prices stay.',
                  actions: [assign({ loaded: true, failed: true }), { type: 'reportPricesFailure', params: ({ event }) => toMultiMarketsFailure(event.error) }],
                },
              },
            },
            awaitingNextPoll: {
              description: 'Showing the prices until the next poll.',
              after: { pricesPollInterval: 'checkingPins' },
            },
          },
        },
        paused: {
          description: 'The page is open but hidden: no calls.',
          on: {
            'page.shown': { target: 'watching', description: 'Back on the page: asked for at once.' },
            'multiMarkets.viewClosed': { target: 'notWatching', description: 'Left the page.' },
          },
        },
      },
    },
  },
});
