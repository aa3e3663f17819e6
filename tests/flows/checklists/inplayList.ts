import { defineChecklist } from '../../../machines/lib/flow';
import { eventsOfTab, groupBySport, inplayListMachine, isInPlay, type ExchangeEvent, type EventListing, type InplayListContext } from '../../../machines/inplayList';
import { blockedCall, noCallsWhileHidden, openInBackground, tabHidden, tabShown } from './browserTab';
import { quoted } from './ui';

const eventsCall = '/exchange-data/sports-events/*';
const oddsCall = '/exchange-data/match-odds/*';

/** A row as src/features/exchange/EventRow.tsx draws it on the In-Play page: name, result on the Result tab, badges. */
function rowOf(context: InplayListContext, event: ExchangeEvent): string {
  const result = context.tab === 'result' && event.result !== null ? ` ${quoted('exchangeLists.result', { result: event.result })}${event.score ? ` · ${event.score}` : ''}` : '';
  const badges = [isInPlay(context, event) ? 'exchangeLists.inPlay' : null, event.fancy ? 'exchangeLists.fancy' : null, event.bookmaker ? 'exchangeLists.bookmaker' : null]
    .filter((key): key is 'exchangeLists.inPlay' | 'exchangeLists.fancy' | 'exchangeLists.bookmaker' => key !== null)
    .map((key) => quoted(key));
  return `${event.name}${result}${badges.length ? ` with ${badges.join(', ')}` : ''}`;
}

/** The In-Play page top down (src/features/exchange/InplayScreen.tsx): tab and search, a failure, the loading text or the sports' lists. */
function pageShows(context: InplayListContext, loadingText: string): string {
  const search = context.search === '' ? '' : `, "${context.search}" in ${quoted('exchangeLists.search')}`;
  const head = `${quoted('exchangeLists.inplayTitle')} shows the tab ${quoted(`exchangeLists.tab.${context.tab}`)} chosen${search}`;
  const failure = context.failed ? `; ${quoted('exchangeLists.loadFailed')} with ${quoted('exchangeLists.retry')}` : '';
  if (!context.loaded) return `${head}${failure}${context.failed ? '' : `; ${loadingText}`}`;
  const groups = groupBySport(eventsOfTab(context, context.tab)).map(
    (group) => `${quoted(`exchangeLists.sport.${group.sport}`)}: ${group.events.length ? group.events.map((event) => rowOf(context, event)).join(', ') : quoted('exchangeLists.noEvents')}`,
  );
  return `${head}${failure}; ${groups.join('; ')}`;
}

const listed = (context: InplayListContext) => pageShows(context, quoted('exchangeLists.loadingEvents'));

export const inplayListChecklist = defineChecklist(inplayListMachine, {
  subject: 'In-Play list',
  open: {
    'a visible exchange page': 'Open /exchange-inplay',
    'an exchange page opened in a background tab': openInBackground(`${quoted('exchangeShell.nav.inplay')} in the exchange's menu on /exchange`),
  },
  preconditions: {
    'a visible exchange page': 'Logged in as a player',
    'an exchange page opened in a background tab': 'Logged in as a player on a desktop browser',
  },
  events: {
    'page.hidden': () => tabHidden,
    'page.shown': () => tabShown,
    'inplayList.tabChosen': (event) => `Tap the tab ${quoted(`exchangeLists.tab.${event.tab}`)}`,
    // The Sports page's own list (tests/flows/uiReach.ts leaves it out here: the In-Play page has no sport tabs).
    'inplayList.sportChosen': (event) => `On /exchange-sports, tap the tab ${quoted(`exchangeLists.sport.${event.sport}`)}`,
    'inplayList.searchChanged': (event) => (event.search === '' ? `Clear ${quoted('exchangeLists.search')}` : `Type "${event.search}" in ${quoted('exchangeLists.search')} (${quoted('exchangeLists.searchPlaceholder')})`),
    'inplayList.retryRequested': () => `Unblock the requests and tap ${quoted('exchangeLists.retry')}`,
  },
  actors: {
    fetchEvents: {
      done: (listing: EventListing) => ({
        action: 'Wait for the events',
        precondition: `The feed lists ${listing.events.map((event) => `a ${event.sport} match ${event.result !== null ? 'that has finished' : 'starting today'}`).join(' and ')}; the steps call them ${listing.events.map((event) => event.name).join(' and ')}: read the feed’s own names`,
      }),
      error: () => ({ action: 'Wait for the events', precondition: `Where the events fail, their calls are blocked (${blockedCall(eventsCall)})`, situation: 'events fail' }),
    },
    findInPlayMarkets: {
      done: () => ({ action: 'Wait for the in-play check', precondition: 'The cricket match is in play (its score moves on the odds view)' }),
      error: () => ({ action: 'Wait for the in-play check', precondition: `Where the in-play check fails, its calls are blocked (${blockedCall(oddsCall)})`, situation: 'in-play check fails' }),
    },
  },
  delays: { inplayPollInterval: 'Wait 30 seconds' },
  states: {
    checkingVisibility: null,
    'active.loadingEvents': listed,
    'active.loadingInPlay': (context) => pageShows(context, quoted('exchangeLists.loadingInPlay')),
    'active.awaitingNextPoll': listed,
    // Opened in the background nothing shows yet; hidden after showing, devtools in its own window sees no calls.
    paused: (context) => (context.loaded || context.failed ? noCallsWhileHidden(eventsCall) : null),
  },
});
