import { defineFlow } from './lib/flow';
import { memberAreaMachine, type AccountOverview, type VipRecordsPage } from './memberArea';

const overview: AccountOverview = {
  username: 'demoplayer1',
  vipCoin: 420,
  createdAt: '2026-01-05T04:00:00.000Z',
  lastLogin: '2026-11-20T08:00:00.000Z',
  lastDeposit: { amount: 1000, status: 'success', createdAt: '2026-11-21T08:00:00.000Z' },
  lastWithdrawal: null,
  vip: { level: 'normal', experience: 2500, nextLevel: 'elite1', nextLevelExperience: 10000, progress: 25 },
  profile: { name: 'Demo Player', phone: '01700000000', email: 'demo@players.example', phoneVerified: true, emailVerified: false, dofb: null },
};

const received: VipRecordsPage = {
  rows: [{ kind: 'received', id: 7, points: 10, gameName: 'Lucky Reels', platform: 'KA', createdAt: '2026-11-21T08:00:00.000Z' }],
  lastPage: 2,
};

export const memberAreaFlow = defineFlow({
  name: 'memberArea',
  summary: 'The member area: the account overview (last login, deposit, withdrawal, VIP level) and the VIP record tables (VP Received, VP Used, VIP History) page by page.',
  machine: memberAreaMachine,
  inputs: [{ name: 'a player opening /account or /vip', input: undefined }],
  events: {
    'vip.recordsOpened': [
      { type: 'vip.recordsOpened', kind: 'received' },
      { type: 'vip.recordsOpened', kind: 'history' },
    ],
    'vip.recordsPageChosen': [{ type: 'vip.recordsPageChosen', page: 2 }],
  },
  actorResults: {
    loadOverview: { done: [overview], error: [{ kind: 'failed', message: 'Network error' }] },
    loadVipRecords: { done: [received, { rows: [], lastPage: 1 }], error: [{ kind: 'failed', message: null }] },
  },
  // Whether an overview is known, which table is open, on which page and whether it has rows make a state.
  contextKey: (context) => ({
    overview: context.overview !== null,
    kind: context.recordsKind,
    page: context.page,
    more: context.lastPage > context.page,
    rows: context.rows.length > 0,
  }),
});
