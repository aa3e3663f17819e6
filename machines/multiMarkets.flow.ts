import { defineFlow } from './lib/flow';
import { multiMarketsMachine, type MarketPrices, type PinnedMarket } from './multiMarkets';

const cricket: PinnedMarket = { marketId: '1.40000101', eventId: '40000101', sport: 'cricket', name: 'Bangladesh v India' };
const prices: MarketPrices = {
  inplay: true,
  status: 'OPEN',
  runners: [
    { name: 'Bangladesh', back: { price: 1.9, size: 1200 }, lay: { price: 1.92, size: 800 } },
    { name: 'India', back: { price: 2.08, size: 950 }, lay: { price: 2.1, size: 400 } },
  ],
};

export const multiMarketsFlow = defineFlow({
  name: 'multiMarkets',
  summary: 'Multi Markets: markets pinned from the event lists and kept across reloads; while the Multi Markets page is open and visible their match odds are polled, never overlapping.',
  machine: multiMarketsMachine,
  inputs: [
    { name: 'nothing pinned', input: { pins: [] } },
    { name: 'a market pinned before the reload', input: { pins: [cricket] } },
  ],
  events: {
    'multiMarkets.pinToggled': [{ type: 'multiMarkets.pinToggled', market: cricket }],
    'multiMarkets.unpinned': [{ type: 'multiMarkets.unpinned', marketId: cricket.marketId }],
    'multiMarkets.viewOpened': [
      { type: 'multiMarkets.viewOpened', hidden: false },
      { type: 'multiMarkets.viewOpened', hidden: true },
    ],
  },
  actorResults: {
    fetchPrices: { done: [{ [cricket.marketId]: prices }], error: [{ kind: 'failed', message: 'Network error' }] },
  },
  contextKey: (context) => ({ pins: context.pins.length, prices: Object.keys(context.prices).length > 0, loaded: context.loaded, failed: context.failed }),
});
