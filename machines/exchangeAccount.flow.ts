import { defineFlow } from './lib/flow';
import { exchangeAccountMachine, isEmptySection, lastPageOf, type ExchangeBetRow, type SectionData } from './exchangeAccount';

/** An open back bet, the sample of the exchange's bet lists (also the open-bets column's, machines/openBets.flow.ts). */
export const openBet: ExchangeBetRow = {
  transactionId: 'EX-1001',
  eventId: '40000101',
  eventName: 'Dhaka Dynamites v Chattogram Challengers',
  marketName: 'Match Odds',
  selectionName: 'Dhaka Dynamites',
  betType: 'back',
  odds: 1.85,
  run: null,
  stake: 500,
  potentialProfit: 425,
  potentialLiability: 500,
  netProfitLoss: null,
  status: 'open',
  placedAt: '2026-11-22T08:00:00.000Z',
  settledAt: null,
};

/** The profile the menu reads its account id from. */
const profile: SectionData = {
  section: 'profile',
  profile: { accountId: 'TP000001', username: 'demoplayer1', name: 'Demo Player', currency: 'BDT', timeZone: 'Asia/Dhaka', timeZoneLabel: 'GMT+6', memberSince: '2026-11-01T00:00:00.000Z' },
};

/** Two pages of bets, so another page can be chosen; and an empty list for No Data. */
const twoPages: SectionData = { section: 'myBets', rows: [openBet], lastPage: 2 };
const none: SectionData = { section: 'myBets', rows: [], lastPage: 1 };

export const exchangeAccountFlow = defineFlow({
  name: 'exchangeAccount',
  summary: 'The exchange account: the menu (account id, GMT+6), and My Profile, Balance Overview, My Bets, Bets History, Profit & Loss and Activity Log, each loaded with No Data, Try again, a date filter and pages.',
  machine: exchangeAccountMachine,
  inputs: [
    { name: 'the menu', input: { section: null } },
    { name: 'a reload on Bets History', input: { section: 'betsHistory', date: 'today' } },
  ],
  events: {
    'exchangeAccount.sectionChosen': [
      { type: 'exchangeAccount.sectionChosen', section: 'myBets' },
      { type: 'exchangeAccount.sectionChosen', section: 'betsHistory' },
    ],
    'exchangeAccount.dateChosen': [{ type: 'exchangeAccount.dateChosen', date: 'last7Days' }],
    'exchangeAccount.pageChosen': [{ type: 'exchangeAccount.pageChosen', page: 2 }],
  },
  actorResults: {
    loadSection: { done: [twoPages, none], error: [{ kind: 'failed', message: 'Network error' }] },
    loadAccountId: { done: [profile], error: [{ kind: 'failed', message: 'Network error' }] },
  },
  // The section, date and page make a state; of the answer only whether it lists rows and has more pages.
  contextKey: (context) => ({
    section: context.section,
    date: context.date,
    page: context.page,
    data: context.data === null ? null : { empty: isEmptySection(context.data), pages: lastPageOf(context.data) },
  }),
});
