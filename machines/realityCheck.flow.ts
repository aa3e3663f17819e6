import { defineFlow } from './lib/flow';
import type { SaferStatus } from './lib/saferBreaks';
import { realityCheckMachine, type RealityCheckContext } from './realityCheck';

/** Logged in at 10:00 UTC; the site opened five minutes later. */
const STARTED_AT = '2026-11-26T10:00:00.000Z';
const NOW = Date.parse(STARTED_AT) + 5 * 60_000;

const status = (intervalMinutes: 0 | 15, netWinLoss: string): SaferStatus => ({
  restriction: null,
  realityCheck: { intervalMinutes },
  session: { startedAt: STARTED_AT, netWinLoss },
});

export const realityCheckFlow = defineFlow({
  name: 'realityCheck',
  summary: 'The reality check: at each chosen interval of logged-in time a dialog with the time and the net win or loss (Continue, View history, Log out); the session clock.',
  machine: realityCheckMachine,
  inputs: [{ name: 'a logged-in player', input: { now: NOW } }],
  events: {
    'realityCheck.intervalChosen': [
      { type: 'realityCheck.intervalChosen', minutes: 15 },
      { type: 'realityCheck.intervalChosen', minutes: 0 },
    ],
    // The clock moves on (the session clock); the checks follow their timers.
    'realityCheck.clockTicked': [{ type: 'realityCheck.clockTicked', now: NOW + 60_000 }],
  },
  // The clock and the figures move on; paths care about what is set, not the time.
  contextKey: (context: RealityCheckContext) => ({
    interval: context.intervalMinutes,
    session: context.startedAt !== null,
    net: context.netWinLoss !== null,
    saving: context.savingInterval,
    saved: context.saveOutcome?.kind ?? null,
  }),
  actorResults: {
    // Off first, as for a new player: the paths then choose an interval from Off, as a player does.
    loadStatus: { done: [status(0, '0.00'), status(15, '-120.00')], error: [{ kind: 'failed', message: null }] },
    loadFigures: { done: [status(15, '250.50')], error: [{ kind: 'failed', message: null }] },
    // The route's only refusal is of an interval the page never offers: a failed save is one without an answer.
    saveInterval: { done: [15, 0], error: [{ kind: 'failed', message: null }] },
  },
});
