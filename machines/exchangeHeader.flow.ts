import { defineFlow } from './lib/flow';
import { exchangeHeaderMachine } from './exchangeHeader';

export const exchangeHeaderFlow = defineFlow({
  name: 'exchangeHeader',
  summary: 'The exchange header: Bets, Main balance and Exposure every 10 s while the page is visible, at once on the refresh control (spinner at least 500 ms) and on a matched bet, whose message shows for a few seconds.',
  machine: exchangeHeaderMachine,
  inputs: [
    { name: 'a visible exchange page', input: { hidden: false } },
    { name: 'an exchange page opened in a background tab', input: { hidden: true } },
  ],
  events: {
    'exchangeHeader.betMatched': [{ type: 'exchangeHeader.betMatched', message: 'Bet matched.', balance: 4500, exposure: 500 }],
  },
  actorResults: {
    fetchSummary: { done: [{ bets: 1, balance: 4500, exposure: 500 }], error: [{ kind: 'failed', message: 'Network error' }] },
    refreshSummary: { done: [{ bets: 2, balance: 4000, exposure: 1000 }], error: [{ kind: 'failed', message: null }] },
  },
  contextKey: (context) => ({ figures: context.summary !== null, failed: context.failed, message: context.message !== null }),
});
