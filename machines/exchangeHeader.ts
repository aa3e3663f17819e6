import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readFailed } from './lib/failures';

/** GET /api/exchange/summary: the header's figures (spec 1 §2.10: Bets, Main balance, Exposure). */
export type ExchangeSummary = { bets: number; balance: number; exposure: number };

/** Spec 1 §9: the balance is refreshed every 10 s. */
export const EXCHANGE_SUMMARY_POLL_MS = 10_000;
/** Spec 1 §9: the refresh spinner lasts 500 ms (the view's timer; it also turns while refreshingSummary). */
export const EXCHANGE_SPINNER_MS = 500;
/** The bet-matched message box closes by itself after this long (the view's timer sends exchangeHeader.messageClosed). */
export const BET_MATCHED_MESSAGE_MS = 5_000;

export type ExchangeHeaderInput = { hidden: boolean };

export type ExchangeHeaderContext = {
  openedHidden: boolean;
  summary: ExchangeSummary | null;
  failed: boolean;
  /** The bet-matched message box's text. */
  message: string | null;
  /** Counts the messages shown, so the view restarts its timer for a new one with the same text. */
  messageCount: number;
};

export type ExchangeHeaderEvent =
  | { type: 'page.hidden' }
  | { type: 'page.shown' }
  | { type: 'exchangeHeader.refreshRequested' }
  /** The bet slip announced a matched bet (src/edge/exchangeAnnouncements.ts). */
  | { type: 'exchangeHeader.betMatched'; message: string; balance: number; exposure: number }
  /** The close button, or the view's timer 5 s after the message showed. */
  | { type: 'exchangeHeader.messageClosed' };

export type ExchangeHeaderFailure = { kind: 'failed'; message: string | null };

const machineId = 'exchangeHeader';

export const toExchangeHeaderFailure = (error: unknown): ExchangeHeaderFailure => readFailed(error);

export const exchangeHeaderMachine = setup({
  types: {
    input: {} as ExchangeHeaderInput,
    context: {} as ExchangeHeaderContext,
    events: {} as ExchangeHeaderEvent,
  },
  actors: {
    /** GET /api/exchange/summary (bearer): { bets, exposure, balance }. */
    fetchSummary: unprovidedActor<ExchangeSummary, void>(machineId, 'fetchSummary'),
  },
  actions: {
    /** Failures are only logged (spec 1 §7); the last figures stay. */
    reportSummaryFailure: unprovidedAction(machineId, 'reportSummaryFailure') as (args: unknown, failure: ExchangeHeaderFailure) => void,
  },
  guards: {
    wasOpenedHidden: ({ context }) => context.openedHidden,
  },
  delays: {
    summaryPollInterval: EXCHANGE_SUMMARY_POLL_MS,
  },
}).createMachine({
  id: machineId,
  description:
    'The exchange header (spec 1 §2.10): Bets, Main balance and Exposure refreshed every 10 s while the page is visible, at once on the refresh control and on a matched bet, whose message shows for a few seconds.',
  context: ({ input }) => ({ openedHidden: input.hidden, summary: null, failed: false, message: null, messageCount: 0 }),
  type: 'parallel',
  states: {
    summary: {
      description: 'Keeps the figures fresh: every 10 s while the page is visible, stopped while it is hidden.',
      initial: 'checkingVisibility',
      on: {
        'exchangeHeader.refreshRequested': { target: '.active.refreshingSummary', description: 'The refresh control: asked for at once (any poll under way gives way).' },
        'exchangeHeader.betMatched': {
          target: '.active.loadingSummary',
          description: 'The announced balance and exposure show at once; the figures are asked for again for the Bets count.',
          actions: assign(({ context, event }) => ({ summary: { bets: context.summary?.bets ?? 0, balance: event.balance, exposure: event.exposure } })),
        },
      },
      states: {
        checkingVisibility: {
          description: 'Opened in a background tab, the header waits for the page to show before asking.',
          always: [{ guard: 'wasOpenedHidden', target: 'paused' }, { target: 'active' }],
        },
        active: {
          description: 'The page is visible: the figures are asked for now and every 10 s.',
          initial: 'loadingSummary',
          on: { 'page.hidden': { target: 'paused', description: 'No calls while nobody can see the header.' } },
          states: {
            loadingSummary: {
              description: 'Asking for Bets, Main balance and Exposure.',
              invoke: {
                id: 'fetchSummary',
                src: 'fetchSummary',
                onDone: { target: 'awaitingNextPoll', actions: assign(({ event }) => ({ summary: event.output, failed: false })) },
                onError: {
                  target: 'awaitingNextPoll',
                  description: 'Logged; the last figures stay until the next poll.',
                  actions: [assign({ failed: true }), { type: 'reportSummaryFailure', params: ({ event }) => toExchangeHeaderFailure(event.error) }],
                },
              },
            },
            refreshingSummary: {
              description: 'Asked for on the refresh control: the icon turns until the answer is in (and at least 500 ms).',
              invoke: {
                id: 'refreshSummary',
                src: 'fetchSummary',
                onDone: { target: 'awaitingNextPoll', actions: assign(({ event }) => ({ summary: event.output, failed: false })) },
                onError: {
                  target: 'awaitingNextPoll',
                  description: 'Logged; the last figures stay.',
                  actions: [assign({ failed: true }), { type: 'reportSummaryFailure', params: ({ event }) => toExchangeHeaderFailure(event.error) }],
                },
              },
            },
            awaitingNextPoll: {
              description: 'Showing the figures until the next poll, 10 s later.',
              after: { summaryPollInterval: 'loadingSummary' },
            },
          },
        },
        paused: {
          description: 'The page is hidden: no polling.',
          on: { 'page.shown': { target: 'active', description: 'Back on the page: asked for at once, then every 10 s.' } },
        },
      },
    },
    messageBox: {
      description: 'The bet-matched message box.',
      initial: 'closed',
      states: {
        closed: {
          description: 'No message.',
          on: {
            'exchangeHeader.betMatched': {
              target: 'open',
              description: 'Shows the bet slip’s message.',
              actions: assign(({ context, event }) => ({ message: event.message, messageCount: context.messageCount + 1 })),
            },
          },
        },
        open: {
          description: 'The message shows until the player closes it or, 5 s later, the view does.',
          on: {
            'exchangeHeader.betMatched': {
              description: 'A new message replaces it (and restarts the view’s 5 s).',
              actions: assign(({ context, event }) => ({ message: event.message, messageCount: context.messageCount + 1 })),
            },
            'exchangeHeader.messageClosed': { target: 'closed', actions: assign({ message: null }) },
          },
        },
      },
    },
  },
});
