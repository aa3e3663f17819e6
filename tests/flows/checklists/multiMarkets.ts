import { defineChecklist } from '../../../machines/lib/flow';
import { multiMarketsMachine, type MultiMarketsContext, type PinnedMarket } from '../../../machines/multiMarkets';
import { blockedCall, noCallsWhileHidden, openInBackground, tabHidden, tabShown } from './browserTab';
import { quoted } from './ui';

const pricesCall = '/exchange-data/match-odds/*';
const menuItem = (key: 'exchangeShell.nav.multi' | 'exchangeShell.nav.inplay') => `${quoted(key)} in the exchange's menu`;

/** The In-Play list's pin of a market: yellow and pressed while pinned (src/features/exchange/EventRow.tsx). */
const pinOnList = (pin: PinnedMarket, pinned: boolean) =>
  pinned ? `the pin of ${pin.name} is yellow (${quoted('exchangeLists.unpin', { event: pin.name })})` : `the pin of ${pin.name} is grey (${quoted('exchangeLists.pin', { event: pin.name })})`;

/** /exchange-multi as src/features/exchange/MultiMarketsScreen.tsx draws it: a failure above, then a card per pin or the empty text. */
function pageShows(context: MultiMarketsContext): string {
  const failure = context.failed ? `${quoted('multiMarkets.loadFailed')} in red above the cards; ` : '';
  if (context.pins.length === 0) return `${quoted('multiMarkets.title')} shows ${failure}${quoted('multiMarkets.empty')}`;
  const cards = context.pins.map((pin) => {
    const prices = context.prices[pin.marketId];
    // The spinner's label is for screen readers only.
    if (!prices) return `the card ${pin.name} with a spinner in place of its prices`;
    const runners = prices.runners.map((runner) => `${runner.name} ${runner.back?.price ?? '–'} | ${runner.lay?.price ?? '–'}`).join(', ');
    return `the card ${pin.name} with ${quoted('multiMarkets.back')} and ${quoted('multiMarkets.lay')} prices per runner (as the feed has them, e.g. ${runners})`;
  });
  return `${quoted('multiMarkets.title')} shows ${failure}${cards.join('; ')}`;
}

export const multiMarketsChecklist = defineChecklist(multiMarketsMachine, {
  subject: 'Multi Markets',
  open: {
    'nothing pinned': 'Open /exchange-inplay',
    'a market pinned before the reload': 'Reload /exchange-inplay',
  },
  preconditions: {
    'nothing pinned': 'Logged in on a desktop browser; nothing pinned to Multi Markets (a fresh private window); an in-play match is listed (the steps call it Bangladesh v India: read the listed match’s name instead)',
    'a market pinned before the reload':
      'Logged in on a desktop browser; on /exchange-inplay an in-play match was pinned to Multi Markets before the reload (the steps call it Bangladesh v India: read the listed match’s name instead)',
  },
  events: {
    // The pins are icons: the quoted words are their accessible names, not text on screen.
    'multiMarkets.pinToggled': (event, context) =>
      context.pins.some((pin) => pin.marketId === event.market.marketId)
        ? `On the row of ${event.market.name} in the In-Play list, tap its yellow pin (${quoted('exchangeLists.unpin', { event: event.market.name })})`
        : `On the row of ${event.market.name} in the In-Play list, tap its grey pin (${quoted('exchangeLists.pin', { event: event.market.name })})`,
    'multiMarkets.unpinned': (event, context) => `On the card, tap the yellow pin (${quoted('multiMarkets.unpin', { event: context.pins.find((pin) => pin.marketId === event.marketId)?.name ?? event.marketId })})`,
    'multiMarkets.viewOpened': (event) => (event.hidden ? openInBackground(menuItem('exchangeShell.nav.multi')) : `Tap ${menuItem('exchangeShell.nav.multi')}`),
    'multiMarkets.viewClosed': () => `Tap ${menuItem('exchangeShell.nav.inplay')}`,
    'page.hidden': () => tabHidden,
    'page.shown': () => tabShown,
  },
  actors: {
    fetchPrices: {
      done: () => ({ action: 'Wait for the prices' }),
      error: () => ({ action: 'Wait for the prices', precondition: `Where the prices fail, their calls are blocked (${blockedCall(pricesCall)})`, situation: 'prices fail' }),
    },
  },
  delays: { pricesPollInterval: 'Wait 2 seconds' },
  states: {
    // What is pinned shows on the page the player is on: the In-Play list or Multi Markets (the prices' states).
    pins: null,
    'prices.notWatching': (context) =>
      context.pins.length === 0 ? `On the In-Play list no pin is yellow` : `On the In-Play list ${context.pins.map((pin) => pinOnList(pin, true)).join(', ')}`,
    'prices.watching.checkingPins': null,
    'prices.watching.loadingPrices': pageShows,
    'prices.watching.awaitingNextPoll': pageShows,
    // Opened in the background nothing shows yet; hidden after showing, devtools in its own window sees no calls.
    'prices.paused': (context) => (context.loaded ? noCallsWhileHidden(pricesCall) : null),
  },
});
