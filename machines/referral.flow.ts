import { defineFlow } from './lib/flow';
import { referralMachine, type ReferralFigures, type ReferralRates, type RewardHistory } from './referral';

const figures = (cashRewards: number): ReferralFigures => ({
  code: 'ABCDE12345',
  downlines: { tier1: 2, tier2: 1, tier3: 0 },
  activeDownlines: { tier1: 1, tier2: 1, tier3: 0 },
  referralTurnover: 3000,
  lifetimeCashRewards: 12.5,
  cashRewards,
});
const history: RewardHistory = {
  rows: [{ id: 1, date: '2025-05-05T12:00:00.000Z', turnover: 150000, cashReward: 150, status: 'claimed', periodStart: '2025-05-05', periodEnd: '2025-05-05' }],
  page: 1,
  lastPage: 2,
};
const emptyHistory: RewardHistory = { rows: [], page: 1, lastPage: 1 };
/** The rates as GET /api/limits serves them (server/rewards/limits.ts). */
const rates: ReferralRates = [
  [0.1, 0.05, 0.01],
  [0.15, 0.06, 0.02],
  [0.2, 0.07, 0.03],
];

export const referralFlow = defineFlow({
  name: 'referral',
  summary: 'The referral page: the code, QR link and reward board from the server, Copy Link (or copy by hand), Share (or "not supported"), Claim All and the reward history.',
  machine: referralMachine,
  inputs: [{ name: 'a player opening /refrrel-program', input: { origin: 'https://takaplay.example' } }],
  events: {
    'referral.pageChosen': [{ type: 'referral.pageChosen', page: 2 }],
  },
  // The server's own words: a 500's (server_error) and the claim's refusal (referral_nothing_to_claim), server/i18n/messages.
  actorResults: {
    loadReferral: { done: [{ figures: figures(1.6), history: emptyHistory, rates }], error: [{ kind: 'failed', message: 'Internal server error' }] },
    reloadReferral: { done: [{ figures: figures(0), history, rates }], error: [{ kind: 'failed', message: null }] },
    loadRewardHistory: { done: [{ ...history, page: 2 }], error: [{ kind: 'failed', message: null }] },
    claimRewards: { done: [{ amount: 1.6 }], error: [{ kind: 'failed', message: 'There are no cash rewards to claim.' }] },
    copyLink: { done: [undefined], error: [{ kind: 'failed' }] },
    shareLink: { done: [undefined], error: [{ kind: 'unsupported' }, { kind: 'cancelled' }] },
  },
  // Whether figures are known and something is claimable and which notice shows make a state; the history's rows do not.
  contextKey: (context) => ({
    figures: context.figures === null ? 'none' : context.figures.cashRewards > 0 ? 'claimable' : 'nothingToClaim',
    notice: context.notice !== null,
  }),
});
