import { defineFlow } from './lib/flow';
import { inplayListMachine, type ExchangeEvent } from './inplayList';

const cricket: ExchangeEvent = {
  eventId: '40000101',
  marketId: '1.40000101',
  name: 'Bangladesh v India',
  fancy: true,
  bookmaker: true,
  sport: 'cricket',
  openDate: '2026-11-24T04:30:00.000Z',
  status: 'IN_PLAY',
  result: null,
  score: 'BAN 120/3 (15.2)',
};
const soccer: ExchangeEvent = { ...cricket, eventId: '10000201', marketId: '1.10000201', name: 'Arsenal v Chelsea', fancy: false, bookmaker: false, sport: 'soccer', status: 'CLOSED', result: 'Arsenal', score: '2-1' };

export const inplayListFlow = defineFlow({
  name: 'inplayList',
  summary: 'The exchange event lists: the three sports’ events, then their match odds to find the in-play ones, refreshed every 30 s while the page is visible, with In-Play/Today/Tomorrow/Result tabs, sport tabs and a search.',
  machine: inplayListMachine,
  inputs: [
    { name: 'a visible exchange page', input: { hidden: false } },
    { name: 'an exchange page opened in a background tab', input: { hidden: true } },
  ],
  events: {
    'inplayList.tabChosen': [{ type: 'inplayList.tabChosen', tab: 'today' }],
    'inplayList.sportChosen': [{ type: 'inplayList.sportChosen', sport: 'soccer' }],
    'inplayList.searchChanged': [{ type: 'inplayList.searchChanged', search: 'bangladesh' }],
  },
  actorResults: {
    fetchEvents: { done: [{ events: [cricket, soccer], listedAt: Date.parse('2026-11-24T05:00:00.000Z') }], error: [{ kind: 'failed', message: 'Network error' }] },
    findInPlayMarkets: { done: [['1.40000101']], error: [{ kind: 'failed', message: null }] },
  },
  // Tabs, sport and search only change what is shown: whether a list is there and the last load failed make a state.
  contextKey: (context) => ({ loaded: context.loaded, failed: context.failed, tab: context.tab === 'inPlay', sport: context.sport === 'cricket' }),
});
