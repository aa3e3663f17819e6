import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { betSlipMachine, type BetMatched, type BetRequest } from '../../machines/betSlip';
import { announceBetMatched } from './exchangeAnnouncements';
import { inspectFlow } from './flowRecorder';

/** Loaded on first use: the API code stays out of the entry chunk. */
const loadApi = () => Promise.all([import('./api'), import('../api/exchangeBetting')]);

/** The bet slip machine with its call: failures become the slip's refusal or network failure. */
export function betSlipMachineFor() {
  return betSlipMachine.provide({
    actors: {
      placeBet: fromPromise<BetMatched, BetRequest>(async ({ input, signal }) => {
        const [{ apiClient }, api] = await loadApi();
        try {
          return await api.placeExchangeBet(apiClient, input, signal);
        } catch (error) {
          throw api.betFailureOf(error);
        }
      }),
    },
    actions: {
      announceBetMatched: (_, matched) => announceBetMatched(matched),
    },
  });
}

function newSeed(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `bet-${random}`;
}

/** The bet slip's actor for one odds view. */
export function useBetSlipActor() {
  const machine = useMemo(() => betSlipMachineFor(), []);
  return useActorRef(machine, { input: { idempotencySeed: newSeed() }, inspect: inspectFlow('betSlip') });
}

export type BetSlipActor = ReturnType<typeof useBetSlipActor>;
