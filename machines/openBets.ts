import { assign, setup } from 'xstate';
import type { ExchangeBetRow } from './exchangeAccount';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readFailed } from './lib/failures';

/**
 * Issue 22: the desktop odds view's open bets, below the bet slip: the player's open bets (the first
 * page of GET /api/exchange/bets?status=open, the account's My Bets call), asked for when the column
 * shows, again after a bet is matched and on the exchange header's refresh control.
 */
export type OpenBetsInput = { eventId: string | null };

export type OpenBetsContext = {
  /** The odds view's event: its bets are listed (all of them when null). */
  eventId: string | null;
  bets: readonly ExchangeBetRow[];
  /** More open bets than the first page: the account's My Bets has them all. */
  more: boolean;
  /** False until the first answer (or failure), so the column can tell loading from none. */
  loaded: boolean;
  /** The last call failed: the last list stays and a retry shows. */
  failed: boolean;
};

export type OpenBetsListing = { bets: readonly ExchangeBetRow[]; more: boolean };

export type OpenBetsEvent =
  /** The bet slip announced a matched bet (src/edge/exchangeAnnouncements.ts). */
  | { type: 'openBets.betMatched' }
  /** The exchange header's refresh control. */
  | { type: 'openBets.refreshRequested' }
  | { type: 'openBets.retryRequested' };

export type OpenBetsFailure = { kind: 'failed'; message: string | null };

const machineId = 'openBets';

export const toOpenBetsFailure = (error: unknown): OpenBetsFailure => readFailed(error);

/** The bets the column lists: this event's, or every open bet when it has no event; newest first as the server sends them. */
export function listedOpenBets(context: Pick<OpenBetsContext, 'eventId' | 'bets'>): ExchangeBetRow[] {
  return context.bets.filter((bet) => bet.status === 'open' && (context.eventId === null || bet.eventId === context.eventId));
}

export const openBetsMachine = setup({
  types: {
    input: {} as OpenBetsInput,
    context: {} as OpenBetsContext,
    events: {} as OpenBetsEvent,
  },
  actors: {
    /** GET /api/exchange/bets?status=open&page=1 (bearer): the newest open bets, and whether there are more. */
    fetchOpenBets: unprovidedActor<OpenBetsListing, void>(machineId, 'fetchOpenBets'),
  },
  actions: {
    /** Failures are logged (spec 1 §7); the column shows a retry. */
    reportOpenBetsFailure: unprovidedAction(machineId, 'reportOpenBetsFailure') as (args: unknown, failure: OpenBetsFailure) => void,
  },
  guards: {
    hasFailed: ({ context }) => context.failed,
  },
}).createMachine({
  id: machineId,
  description:
    'The desktop odds view’s open bets (issue 22): the player’s open bets, asked for when the column shows, again after a matched bet and on the exchange header’s refresh control.',
  context: ({ input }) => ({ eventId: input.eventId, bets: [], more: false, loaded: false, failed: false }),
  on: {
    'openBets.betMatched': { target: '.loading', reenter: true, description: 'A bet was matched: the list is asked for again (a call under way gives way).' },
    'openBets.refreshRequested': { target: '.loading', reenter: true, description: 'The header’s refresh control: the list is asked for again.' },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Asking for the open bets; the last list stays on screen meanwhile.',
      invoke: {
        id: 'fetchOpenBets',
        src: 'fetchOpenBets',
        onDone: { target: 'showing', actions: assign(({ event }) => ({ bets: event.output.bets, more: event.output.more, loaded: true, failed: false })) },
        onError: {
          target: 'showing',
          description: 'Logged; the last list (if any) stays and a retry shows.',
          actions: [assign({ loaded: true, failed: true }), { type: 'reportOpenBetsFailure', params: ({ event }) => toOpenBetsFailure(event.error) }],
        },
      },
    },
    showing: {
      description: 'Showing the list until a bet is matched or the header is refreshed.',
      on: {
        'openBets.retryRequested': { guard: 'hasFailed', target: 'loading', description: 'Try again after a failure.' },
      },
    },
  },
});
