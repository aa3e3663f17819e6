import type { ExchangeBetRow } from './exchangeAccount';
import { openBet } from './exchangeAccount.flow';
import { defineFlow } from './lib/flow';
import { openBetsMachine } from './openBets';

export const bet: ExchangeBetRow = {
  ...openBet,
  transactionId: 'EX-2001',
  eventName: 'Bangladesh v India',
  selectionName: 'Bangladesh',
  placedAt: '2026-11-24T05:00:00.000Z',
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
