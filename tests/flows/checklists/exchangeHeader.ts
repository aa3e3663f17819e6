import { exchangeHeaderMachine, type ExchangeHeaderContext, type ExchangeSummary } from '../../../machines/exchangeHeader';
import { defineChecklist } from '../../../machines/lib/flow';
import { formatTaka } from '../../../src/format/money';
import { blockedCall, noCallsWhileHidden, openInBackground, tabHidden, tabShown } from './browserTab';
import { quoted, ui } from './ui';

const money = (amount: number) => formatTaka(amount, { fixedDecimals: true });
const summaryCall = '/api/exchange/summary';
/** The tester's starting balance: a matched bet's announced balance tells the stake. */
const startingBalance = 5000;
const player = `Logged in on a desktop browser as a player made with ${formatTaka(startingBalance)} (npm run ops -- create-player xtester1 pass12345, then npm run ops -- adjust xtester1 ${startingBalance} --reason "QA")`;

/** The header's three figures as src/features/exchange/ExchangeShell.tsx draws them: "–" before the first answer, exposure negative and red. */
function figures(context: ExchangeHeaderContext): string {
  const { summary } = context;
  const unknown = ui('exchangeShell.unknown');
  if (!summary) return `The exchange header shows ${quoted('exchangeShell.bets')} ${unknown}, ${quoted('exchangeShell.balance')} ${unknown}, ${quoted('exchangeShell.exposure')} ${unknown}`;
  const exposure = summary.exposure === 0 ? money(0) : `${money(-summary.exposure)} in red`;
  return `The exchange header shows ${quoted('exchangeShell.bets')} ${summary.bets}, ${quoted('exchangeShell.balance')} ${money(summary.balance)}, ${quoted('exchangeShell.exposure')} ${exposure}`;
}

export const exchangeHeaderChecklist = defineChecklist(exchangeHeaderMachine, {
  subject: 'Exchange header',
  open: {
    // The odds view, where the bet slip is: a matched bet reaches the header of the page it was placed on.
    'a visible exchange page': 'On /exchange, tap a match to open its odds view',
    'an exchange page opened in a background tab': openInBackground(`${quoted('header.playNow')} under ${quoted('nav.exchange')} in the header's ${quoted('nav.sports')} dropdown`),
  },
  preconditions: {
    'a visible exchange page': player,
    'an exchange page opened in a background tab': player,
  },
  events: {
    'page.hidden': () => tabHidden,
    'page.shown': () => tabShown,
    'exchangeHeader.refreshRequested': () => `Tap ${quoted('exchangeShell.refresh')} (the turning arrows in the header)`,
    // The stake is what the announced balance is below the last one (tests/flows/uiReach.ts keeps only bets that lower it).
    'exchangeHeader.betMatched': (event, context) =>
      `In the bet slip, tap a ${ui('betSlip.side.back')} price, type ${(context.summary?.balance ?? startingBalance) - event.balance} in ${quoted('betSlip.stake')} and tap ${quoted('betSlip.place')}; wait until the slip says it is matched`,
    'exchangeHeader.messageClosed': () => `Tap ${quoted('exchangeShell.messageClose')} (×) on the message`,
  },
  actors: {
    fetchSummary: {
      done: (summary: ExchangeSummary) => ({
        action: 'Wait for the figures',
        // The flow's samples: its matched bet starts from no bets, its figures count one.
        precondition: `Where the figures arrive before a bet is placed in the case, the player already has ${summary.bets === 1 ? 'one open bet' : `${summary.bets} open bets`}: ${money(summary.exposure)} staked, ${money(summary.balance)} left (placed on /exchange first)`,
      }),
      error: () => ({ action: 'Wait for the figures', precondition: `Where the figures fail, their call is blocked (${blockedCall(summaryCall)})`, situation: 'figures fail' }),
    },
    refreshSummary: {
      done: () => ({
        action: 'Wait until the arrows stop',
        precondition: 'Right before the refresh, one more bet is placed in a second tab: the header learns of it from the refresh',
      }),
      error: () => ({ action: 'Wait until the arrows stop', precondition: `Where the refresh fails, its call is blocked (${blockedCall(summaryCall)})`, situation: 'refresh fails' }),
    },
  },
  delays: { summaryPollInterval: 'Wait 10 seconds' },
  states: {
    'summary.checkingVisibility': null,
    // The first call, or a new one (the 10 s poll, a matched bet) that devtools shows.
    'summary.active.loadingSummary': (context) => (context.summary === null && !context.failed ? figures(context) : `${figures(context)}; devtools › Network shows a new ${summaryCall} call`),
    'summary.active.refreshingSummary': (context) => `${figures(context)}; the arrows of ${quoted('exchangeShell.refresh')} turn`,
    'summary.active.awaitingNextPoll': figures,
    // Opened in the background nothing shows yet; hidden after showing, devtools in its own window sees no calls.
    'summary.paused': (context) => (context.openedHidden && context.summary === null && !context.failed ? null : noCallsWhileHidden(summaryCall)),
    'messageBox.closed': (context) => (context.messageCount > 0 ? `The ${quoted('exchangeShell.message')} message is gone` : null),
    'messageBox.open': (context) => `Under the header the green message ${quoted('exchangeShell.message')} says '${context.message ?? ''}', with ${quoted('exchangeShell.messageClose')}; it closes by itself after 5 seconds`,
  },
});
