import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { betSlipMachine, priceOnScreen, type BetLimits, type BetMatched, type BetRequest, type BetSelection, type PricesOnScreen } from '../../machines/betSlip';
import { refusedOrNetwork } from '../../machines/lib/failures';
import { callApi } from './call';
import { announceBetMatched } from './exchangeAnnouncements';
import { inspectFlow } from './flowRecorder';

/** The bet slip machine with its call: failures become the slip's refusal or network failure. */
export function betSlipMachineFor() {
  return betSlipMachine.provide({
    actors: {
      // Loaded on first use: the API code stays out of the entry chunk. A failure is a refusal with the server's
      // words (and the moved price), or a call that failed on the way: the same slip may be sent again under the same key.
      placeBet: fromPromise<BetMatched, BetRequest>(({ input, signal }) =>
        callApi(() => import('../api/exchangeBetting'), refusedOrNetwork, (api, client) => api.placeExchangeBet(client, input, signal)),
      ),
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

/** The bet slip's actor for one odds view, with the server's limits (src/edge/limits.ts: the view waits for them). */
export function useBetSlipActor(limits: BetLimits) {
  const machine = useMemo(() => betSlipMachineFor(), []);
  return useActorRef(machine, { input: { idempotencySeed: newSeed(), limits }, inspect: inspectFlow('betSlip') });
}

export type BetSlipActor = ReturnType<typeof useBetSlipActor>;

/** What the slip needs of the odds view: its prices, read as they change. */
type PriceSource = {
  getSnapshot: () => { context: PricesOnScreen };
  subscribe: (listener: (snapshot: { context: PricesOnScreen }) => void) => { unsubscribe: () => void };
};

/**
 * Issue 22: the slip follows the price shown for its selection when a poll changes it, so Place
 * sends the price on screen and not the one clicked seconds earlier (which the server refused as
 * moved). Only a change of the screen's price is sent (a price taken from a refusal stays until the
 * screen moves again); the machine decides whether to take it.
 */
export function useSlipFollowsPrices(prices: PriceSource, slip: BetSlipActor) {
  useEffect(() => {
    let seen: { selection: BetSelection; odds: number; run: number | null } | null = null;
    const follow = (context: PricesOnScreen) => {
      const snapshot = slip.getSnapshot();
      const selection = snapshot.context.selection;
      if (!selection) return;
      const shown = priceOnScreen(selection, context);
      if (!shown) return;
      const same = seen !== null && sameSelection(seen.selection, selection);
      const moved = same && seen !== null && (seen.odds !== shown.odds || seen.run !== shown.run);
      seen = { selection, ...shown };
      if (moved && snapshot.matches('editing') && (shown.odds !== selection.odds || shown.run !== selection.run)) slip.send({ type: 'slip.priceMoved', odds: shown.odds, run: shown.run });
    };
    // A new slip starts from the price it was opened at.
    const slipSubscription = slip.subscribe((snapshot) => {
      const selection = snapshot.context.selection;
      if (!selection) seen = null;
      else if (seen === null || !sameSelection(seen.selection, selection)) seen = { selection, odds: selection.odds, run: selection.run };
    });
    const subscription = prices.subscribe((snapshot) => follow(snapshot.context));
    return () => {
      subscription.unsubscribe();
      slipSubscription.unsubscribe();
    };
  }, [prices, slip]);
}

const sameSelection = (a: BetSelection, b: BetSelection) => a.market === b.market && a.marketId === b.marketId && a.selectionId === b.selectionId && a.side === b.side;
