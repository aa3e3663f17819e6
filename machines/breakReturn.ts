import { assign, setup } from 'xstate';
import { readFailed } from './lib/failures';
import type { Restriction, SaferStatus } from './lib/saferBreaks';
import { unprovidedActor } from './lib/unprovided';

/**
 * Issue 24 §4-5: the restricted account. The account area reads the player's break (GET
 * safer-gambling/status) and says what is closed; after a self-exclusion's end the player asks to
 * return and confirms at least 24 hours later (POST safer-gambling/return, return/confirm).
 */

export type BreakReturnInput = {
  /** The clock when the account area opened (ms since the epoch): has the exclusion ended? */
  now: number;
};

export type BreakReturnContext = {
  now: number;
  restriction: Restriction | null;
  /** A refused or failed request or confirmation: the server's words, or none (the view's own). */
  problem: { message: string | null } | null;
};

export type BreakReturnEvent = { type: 'breakReturn.returnRequested' } | { type: 'breakReturn.returnConfirmed' };

const machineId = 'breakReturn';

/** What the notice says. */
export type BreakNotice =
  | { kind: 'timeOut'; endsAt: string }
  | { kind: 'selfExclusion'; endsAt: string }
  /** The exclusion has ended: ask to return (not yet asked), or confirm from `confirmableAt`. */
  | { kind: 'exclusionEnded'; returnRequested: boolean; confirmableAt: string | null };

export function noticeOf(context: Pick<BreakReturnContext, 'restriction' | 'now'>): BreakNotice | null {
  const restriction = context.restriction;
  if (restriction === null) return null;
  if (restriction.kind === 'time_out') return { kind: 'timeOut', endsAt: restriction.endsAt };
  if (Date.parse(restriction.endsAt) > context.now) return { kind: 'selfExclusion', endsAt: restriction.endsAt };
  return { kind: 'exclusionEnded', returnRequested: restriction.returnRequestedAt !== null, confirmableAt: restriction.returnConfirmableAt };
}

export const breakReturnMachine = setup({
  types: {
    input: {} as BreakReturnInput,
    context: {} as BreakReturnContext,
    events: {} as BreakReturnEvent,
  },
  actors: {
    loadStatus: unprovidedActor<SaferStatus, void>(machineId, 'loadStatus'),
    requestReturn: unprovidedActor<Restriction | null, void>(machineId, 'requestReturn'),
    confirmReturn: unprovidedActor<Restriction | null, void>(machineId, 'confirmReturn'),
  },
  guards: {
    isRestricted: (_, restriction: Restriction | null) => restriction !== null,
    canAskToReturn: ({ context }) => {
      const notice = noticeOf(context);
      return notice?.kind === 'exclusionEnded' && !notice.returnRequested;
    },
    canConfirmReturn: ({ context }) => {
      const notice = noticeOf(context);
      return notice?.kind === 'exclusionEnded' && notice.returnRequested;
    },
  },
}).createMachine({
  id: machineId,
  description: 'The restricted account (issue 24): what a break closes, and the return after a self-exclusion’s end.',
  context: ({ input }) => ({ now: input.now, restriction: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the player’s break.',
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          {
            guard: { type: 'isRestricted', params: ({ event }) => event.output.restriction },
            target: 'restricted',
            actions: assign(({ event }) => ({ restriction: event.output.restriction })),
          },
          { target: 'open' },
        ],
        onError: { target: 'unknown', description: 'Only logged: the server refuses what a break closes anyway.' },
      },
    },
    unknown: { description: 'The break could not be read: no notice.' },
    open: { description: 'No break: no notice.' },
    restricted: {
      description: 'The notice at the top of the account area; after an exclusion’s end, Ask to return or Confirm my return.',
      on: {
        'breakReturn.returnRequested': { guard: 'canAskToReturn', target: 'requestingReturn', actions: assign({ problem: null }) },
        'breakReturn.returnConfirmed': { guard: 'canConfirmReturn', target: 'confirmingReturn', actions: assign({ problem: null }) },
      },
    },
    requestingReturn: {
      description: 'Asking to return; it can be confirmed 24 hours later.',
      invoke: {
        id: 'requestReturn',
        src: 'requestReturn',
        onDone: { target: 'restricted', actions: assign(({ event, context }) => ({ restriction: event.output ?? context.restriction })) },
        onError: { target: 'restricted', actions: assign(({ event }) => ({ problem: { message: readFailed(event.error).message } })) },
      },
    },
    confirmingReturn: {
      description: 'Confirming the return: the account opens again.',
      invoke: {
        id: 'confirmReturn',
        src: 'confirmReturn',
        onDone: { target: 'returned', actions: assign({ restriction: null }) },
        onError: {
          target: 'restricted',
          description: 'return_not_confirmable (before 24 hours) or a failure: the server’s words.',
          actions: assign(({ event }) => ({ problem: { message: readFailed(event.error).message } })),
        },
      },
    },
    returned: { description: '"Welcome back. Your account is open again."' },
  },
});
