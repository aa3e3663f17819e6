import type { ExchangeBetRow } from './exchangeAccount';
import { defineFlow } from './lib/flow';
import { openBetsMachine } from './openBets';

const bet: ExchangeBetRow = {
  transactionId: 'EX-2001',
  eventId: '40000101',
  eventName: 'Bangladesh v India',
  marketName: 'Match Odds',
  selectionName: 'Bangladesh',
  betType: 'back',
  odds: 1.85,
  run: null,
  stake: 500,
  potentialProfit: 425,
  potentialLiability: 500,
  netProfitLoss: null,
  status: 'open',
  placedAt: '2026-11-24T05:00:00.000Z',
  settledAt: null,
};

export const openBetsFlow = defineFlow({
  name: 'openBets',
  summary: 'The desktop odds view’s open bets below the bet slip: asked for when the column shows, again after a matched bet and on the exchange header’s refresh control.',
  machine: openBetsMachine,
  inputs: [
    { name: 'the odds view of an event', input: { eventId: '40000101' } },
    { name: 'no event', input: { eventId: null } },
  ],
  actorResults: {
    fetchOpenBets: { done: [{ bets: [bet], more: false }], error: [{ kind: 'failed', message: 'Network error' }] },
  },
  contextKey: (context) => ({ loaded: context.loaded, failed: context.failed }),
});
