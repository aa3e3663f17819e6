import { defineFlow } from './lib/flow';
import { oddsViewMachine, type EventDetail, type MatchOddsMarket } from './oddsView';

const market: MatchOddsMarket = {
  inPlay: true,
  status: 'OPEN',
  runners: [
    { selectionId: 1001, name: 'Dhaka Dynamites', back: { price: 1.85, size: 1200 }, lay: { price: 1.87, size: 900 } },
    { selectionId: 1002, name: 'Sylhet Strikers', back: { price: 2.1, size: 800 }, lay: { price: 2.14, size: 650 } },
  ],
};
const detail: EventDetail = {
  name: 'Dhaka Dynamites v Sylhet Strikers',
  bookmaker: {
    marketId: 'bm-32000001',
    runners: [
      { selectionId: 1001, name: 'Dhaka Dynamites', backPrice: 84, layPrice: 86, suspended: false, ballRunning: false },
      { selectionId: 1002, name: 'Sylhet Strikers', backPrice: 110, layPrice: 112, suspended: false, ballRunning: true },
    ],
  },
  // A Fancy line and a Lottery line, as the feed makes them (server/exchange/markets.ts).
  fancy: [
    { id: '32000001-1-6-f', title: '6 over runs Dhaka Dynamites', type: 2, no: 48, noRate: 100, yes: 49, yesRate: 100, suspended: false, ballRunning: false },
    { id: '32000001-1-6-l', title: '6 over runs Dhaka Dynamites last digit', type: 4, no: 0, noRate: 0, yes: 8, yesRate: 900, suspended: false, ballRunning: false },
  ],
};
const base = { marketId: '1.32000001', eventId: '32000001', selectedSport: 'cricket' as const, previousPath: '/exchange-inplay' };

export const oddsViewFlow = defineFlow({
  name: 'oddsView',
  summary: 'The odds view: match odds polled 300 ms after each answer and the event detail every second while the page is visible (backing off after failures), the score frame found once, and the Fancy tab the player chose.',
  machine: oddsViewMachine,
  inputs: [
    { name: 'a visible /odds-view', input: { ...base, hidden: false } },
    { name: 'an /odds-view opened in a background tab', input: { ...base, hidden: true } },
  ],
  events: {
    'oddsView.fancyTabChosen': [{ type: 'oddsView.fancyTabChosen', tab: 4 }],
  },
  actorResults: {
    fetchMatchOdds: { done: [market], error: [{ kind: 'failed', message: 'Network error' }] },
    fetchEventDetail: { done: [detail], error: [{ kind: 'failed', message: 'Network error' }] },
    fetchScoreFrame: { done: ['/exchange-data/score/frame/32000001'], error: [{ kind: 'failed', message: null }] },
  },
  // What the guards read makes a state (back-off begun, intervals counted, score board asked); prices and rows do not (two regions multiply states).
  contextKey: (context) => ({
    oddsWaited: context.oddsWaitedMs > 0,
    detailTicks: context.detailTicks,
    scoreFrameAsked: context.scoreFrameAsked,
  }),
});
