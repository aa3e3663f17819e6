import { betSlipMachine, type BetLimits, type BetSelection } from './betSlip';
import { defineFlow } from './lib/flow';

const back: BetSelection = {
  market: 'match_odds',
  eventId: '32000001',
  marketId: '1.32000001',
  selectionId: 1001,
  side: 'back',
  odds: 1.85,
  run: null,
  lineType: null,
  label: 'Dhaka Dynamites',
  runners: [
    { selectionId: 1001, name: 'Dhaka Dynamites' },
    { selectionId: 1002, name: 'Sylhet Strikers' },
  ],
  rowKey: 'mo:1001',
};

/** The limits as GET /api/limits serves them (server/exchange/limits.ts). */
const limits: BetLimits = {
  stake: { match_odds: { min: 100, max: 50_000 }, bookmaker: { min: 100, max: 100_000 }, fancy: { min: 100, max: 25_000 } },
  fancyStakedTypes: [4, 5],
};

export const betSlipFlow = defineFlow({
  name: 'betSlip',
  summary: 'The bet slip: a price clicked, a stake within the market’s limits, the profit or liability per runner, the bet placed under an idempotency key, and a refusal (price moved, suspended, balance) kept in the slip.',
  machine: betSlipMachine,
  inputs: [{ name: 'an odds view', input: { idempotencySeed: 'bet-seed1234', limits } }],
  events: {
    'slip.priceSelected': [{ type: 'slip.priceSelected', selection: back }],
    'slip.stakeChanged': [
      { type: 'slip.stakeChanged', stake: 500 },
      { type: 'slip.stakeChanged', stake: 50 },
    ],
    'slip.stakeTyped': [{ type: 'slip.stakeTyped', text: '200' }],
    'slip.priceMoved': [{ type: 'slip.priceMoved', odds: 2.02, run: null }],
  },
  actorResults: {
    placeBet: {
      done: [{ message: 'Bet matched.', balance: 4500, exposure: 500 }],
      error: [
        { kind: 'refused', message: 'The price has moved to 1.9. Please check the odds and try again.', newPrice: 1.9 },
        { kind: 'network', message: null },
      ],
    },
  },
  contextKey: (context) => ({
    // The odds tell a slip that took the moved price from the one first clicked.
    odds: context.selection?.odds ?? null,
    stakeAllowed: context.stake >= context.limits.stake.match_odds.min,
    acceptBetterOdds: context.acceptBetterOdds,
    failure: context.failure?.kind ?? null,
    newPrice: context.failure?.kind === 'refused' && context.failure.newPrice !== null,
    stakeRefused: context.stakeRefused,
    matched: context.matched !== null,
  }),
});
