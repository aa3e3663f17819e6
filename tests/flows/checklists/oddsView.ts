import { defineChecklist } from '../../../machines/lib/flow';
import { bookmakerStatusOf, eventNameOf, FANCY_TABS, fancyStatusOf, isStale, oddsViewMachine, shownFancyLines, type OddsViewContext, type RowStatus } from '../../../machines/oddsView';
import { blockedCall, noCallsWhileHidden, openInBackground, tabHidden, tabShown } from './browserTab';
import { quoted, ui } from './ui';

const oddsCall = '/exchange-data/match-odds/*';
const detailCall = '/exchange-data/event/*';
const scoreCall = '/exchange-data/score/board/*';
const match = 'the in-play cricket match on /exchange-inplay';
const player = 'Logged in as a player on a desktop browser (devtools in its own window); a cricket match is in play on /exchange-inplay (the steps call it Dhaka Dynamites v Sylhet Strikers: read the listed match’s names, and the feed’s own prices, instead)';

const tabName = (code: number) => quoted(`oddsView.tab.${FANCY_TABS.find((tab) => tab.code === code)?.key ?? 'all'}`);

/** What covers a row's prices (src/features/odds-view/MarketParts.tsx). */
const flag = (status: RowStatus) => (status === null ? '' : ` with ${quoted(status === 'ballRunning' ? 'oddsView.ballRunning' : 'oddsView.suspend')} over its prices`);

/** The head and Match Odds (OddsViewScreen.tsx, MatchOddsBlock.tsx): a spinner until the first prices, the yellow notice after a failed poll. */
function matchOddsShow(context: OddsViewContext): string {
  const stale = isStale(context) ? `; ${quoted('oddsView.stale')} in yellow` : '';
  const { market } = context;
  if (!market) return `The page shows ‹ ${quoted('oddsView.back')} and ${quoted(`oddsView.sport.${context.selectedSport}`)}, a spinner in place of the prices until they come${stale}`;
  const cover = market.status === 'OPEN' ? '' : `, ${quoted(market.status === 'CLOSED' ? 'oddsView.closed' : 'oddsView.suspend')} over the prices`;
  const runners = market.runners.map((runner) => `${runner.name} ${runner.back?.price ?? '–'} | ${runner.lay?.price ?? '–'}`).join(', ');
  const inPlay = market.inPlay ? ` with ${quoted('oddsView.inPlay')} in green` : '';
  return `${quoted(`oddsView.sport.${context.selectedSport}`)} over ${eventNameOf(context)}${inPlay}; under ${quoted('oddsView.matchOdds')} the ${ui('oddsView.column.back')} | ${ui('oddsView.column.lay')} price of each runner (e.g. ${runners})${cover}${stale}`;
}

/** Under the stream: the live score's place (Frames.tsx), then BookMaker and Fancy Bet (BookmakerBlock.tsx, FancyBlock.tsx). */
function detailShows(context: OddsViewContext): string {
  const score = context.scoreFrameUrl ? 'The live score shows under the stream' : `${quoted('oddsView.scoreUnavailable')} in the live score’s place under the stream`;
  const logged = context.detailFailures > 0 ? `; devtools › Console shows an error 'Odds view: …'` : '';
  const { detail } = context;
  if (!detail) return `${score}; no ${quoted('oddsView.bookmaker')} or ${quoted('oddsView.fancyBet')} yet${logged}`;
  const bookmaker = detail.bookmaker
    ? `; under ${quoted('oddsView.bookmaker')} the ${ui('oddsView.column.back')} | ${ui('oddsView.column.lay')} of each runner (e.g. ${detail.bookmaker.runners.map((runner) => `${runner.name} ${runner.backPrice} | ${runner.layPrice}${flag(bookmakerStatusOf(runner))}`).join(', ')})`
    : '';
  const lines = shownFancyLines(context);
  const rows = lines.length
    ? `its lines with ${ui('oddsView.column.no')} | ${ui('oddsView.column.yes')} (e.g. ${lines.map((line) => `${line.title} ${line.noRate > 0 ? line.no : '–'} | ${line.yesRate > 0 ? line.yes : '–'}${flag(fancyStatusOf(line))}`).join(', ')})`
    : quoted('oddsView.noFancy');
  return `${score}${bookmaker}; under ${quoted('oddsView.fancyBet')} the tab ${tabName(context.fancyTab)} chosen and ${rows}${logged}`;
}

export const oddsViewChecklist = defineChecklist(oddsViewMachine, {
  subject: 'Odds view',
  open: {
    'a visible /odds-view': `Tap ${match}`,
    'an /odds-view opened in a background tab': openInBackground(match),
  },
  preconditions: {
    'a visible /odds-view': player,
    'an /odds-view opened in a background tab': player,
  },
  events: {
    'page.hidden': () => tabHidden,
    'page.shown': () => tabShown,
    // Raised by the prices' own timer (tests/flows/uiReach.ts keeps no path where a person sends it).
    'oddsView.pollIntervalElapsed': () => 'Wait 0.3 seconds',
    'oddsView.fancyTabChosen': (event) => `Under ${quoted('oddsView.fancyBet')}, tap the tab ${tabName(event.tab)}`,
  },
  actors: {
    fetchMatchOdds: {
      done: () => ({ action: 'Wait for the prices' }),
      error: () => ({ action: 'Wait for the prices', precondition: `Where the prices fail, their calls are blocked (${blockedCall(oddsCall)}); unblock it where the prices come later`, situation: 'prices fail' }),
    },
    fetchEventDetail: {
      done: () => ({ action: 'Wait for BookMaker and Fancy Bet' }),
      error: () => ({ action: 'Wait a second', precondition: `Where BookMaker and Fancy Bet fail, their calls are blocked (${blockedCall(detailCall)})`, situation: 'BookMaker and Fancy fail' }),
    },
    fetchScoreFrame: {
      done: () => ({ action: 'Wait for the live score' }),
      error: () => ({ action: 'Wait for the live score', precondition: `Where the live score fails, its call is blocked (${blockedCall(scoreCall)})`, situation: 'no live score' }),
    },
  },
  delays: { oddsPollInterval: 'Wait 0.3 seconds' },
  states: {
    'matchOdds.checkingVisibility': null,
    'matchOdds.active.fetchingOdds': matchOddsShow,
    'matchOdds.active.awaitingNextOddsPoll': matchOddsShow,
    'matchOdds.active.backingOffOdds': matchOddsShow,
    // Both parts pause together: this one says it for both. Opened in the background nothing shows yet.
    'matchOdds.paused': (context) => (context.openedHidden && context.market === null && !isStale(context) ? null : noCallsWhileHidden(`${oddsCall} or ${detailCall}`)),
    'eventDetail.checkingVisibility': null,
    'eventDetail.active.findingScoreFrame': () => 'The live score’s place under the stream is still empty',
    // Asked again about every second once it has come: devtools shows the call.
    'eventDetail.active.fetchingDetail': (context) => (context.detail === null ? detailShows(context) : `${detailShows(context)}; devtools › Network shows a new ${detailCall} call, one about every second`),
    'eventDetail.active.awaitingNextDetailPoll': detailShows,
    'eventDetail.paused': null,
  },
});
