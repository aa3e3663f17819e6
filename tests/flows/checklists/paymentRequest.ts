import { defineChecklist } from '../../../machines/lib/flow';
import type { TransactionOutcome } from '../../../machines/lib/transactionOutcome';
import { paymentRequestMachine, secondsLeft, type PaymentRequestContext, type PaymentRequestDetails } from '../../../machines/paymentRequest';
import { formatTaka } from '../../../src/format/money';
import { formatCountdown } from '../../../src/features/payment-request/countdown';
import { decisionShows, operatorDecides } from './funds';
import { quoted } from './ui';
import { proxiedAnswer } from './devtools';

/** The request's table beside the animation, and Close under it. */
function requestTable(request: PaymentRequestDetails | null): string {
  if (!request) return '';
  return `; ${quoted('paymentRequest.amount')} ${formatTaka(request.amount, { fixedDecimals: true })}, ${quoted('paymentRequest.player')} ${request.username}, ${quoted('paymentRequest.method')} ${request.methodName}; ${quoted('paymentRequest.close')} below`;
}

/** The countdown as the page shows it: m:ss, read by a tester to the nearest minute. */
const countdownAt = (context: Pick<PaymentRequestContext, 'request' | 'now'>) => formatCountdown(Math.round(secondsLeft(context) / 60) * 60);

const withdrawal = (request: PaymentRequestDetails) => `a withdrawal of ${formatTaka(request.amount)} by ${request.methodName}`;

/** A history entry without the withdrawal's id: made by hand, as the page now always keeps it. */
const withoutId = 'in the browser console, history.replaceState has taken the id out of the page’s paymentRequest';

export const paymentRequestChecklist = defineChecklist(paymentRequestMachine, {
  subject: 'Payment request',
  open: {
    'right after a withdrawal': `Tap ${quoted('withdrawal.submit')} on /withdrawal`,
    'an older history entry without the withdrawal’s id': 'Reload /payment-request',
    'a reload 40 minutes later': 'Reload /payment-request',
    'a bookmark without state': 'Type /payment-request in the address bar',
  },
  preconditions: {
    'right after a withdrawal': 'Logged in as demoplayer1 with no withdrawal pending; on /withdrawal, bKash, 500 and an account number are filled in',
    'an older history entry without the withdrawal’s id': `Logged in as demoplayer1 on /payment-request, reached from a withdrawal of ৳500 by bKash a moment ago; ${withoutId}`,
    'a reload 40 minutes later': `Logged in as demoplayer1 on /payment-request, reached from a withdrawal of ৳500 by bKash more than 30 minutes ago; ${withoutId}`,
    'a bookmark without state': 'Logged in as demoplayer1',
  },
  events: {
    'paymentRequest.clockTicked': (event, context) =>
      context.request && secondsLeft({ request: context.request, now: event.now }) === 0
        ? 'Wait until the countdown reaches 0:00'
        : `Wait until the countdown shows about ${countdownAt({ request: context.request, now: event.now })}`,
    'paymentRequest.reloadRequested': () => `Tap ${quoted('paymentRequest.retry')}`,
    'page.hidden': () => 'Switch to another browser tab',
    'page.shown': () => 'Come back to this tab',
  },
  actors: {
    findLatestRequest: {
      done: (request: PaymentRequestDetails | null) =>
        request === null
          ? { action: 'Wait for the page', precondition: 'demoplayer1 has no withdrawal pending', situation: 'none pending' }
          : { action: 'Wait for the page', precondition: `demoplayer1 made ${withdrawal(request)} a minute ago, still pending` },
      error: (failure: { message: string | null }) =>
        failure.message === null
          ? { action: 'Wait for the page', precondition: `The transactions cannot load at first (switch the browser offline before opening the page, online again before tapping ${quoted('paymentRequest.retry')})`, situation: 'load fails' }
          : { action: 'Wait for the page', precondition: `The server refuses the transactions: ${proxiedAnswer('their call', `an error saying '${failure.message}'`)}`, situation: 'load refused' },
    },
    checkWithdrawal: {
      done: (outcome: TransactionOutcome) => operatorDecides('withdrawal', outcome),
      error: () => ({ action: 'Wait for the next check', precondition: 'One status check fails (switch the browser offline when the page shows, online again after 5 seconds)', situation: 'status check fails' }),
    },
  },
  delays: { outcomePollInterval: 'Wait 5 seconds' },
  states: {
    decidingWhatToShow: null,
    loadingLatestRequest: `The page shows ${quoted('paymentRequest.loading')}`,
    loadFailed: (context) => `The alert ${quoted('paymentRequest.loadFailed')}${context.loadError ? ` with '${context.loadError}'` : ''} and ${quoted('paymentRequest.retry')}; ${quoted('paymentRequest.close')} below`,
    noRequest: `The page says ${quoted('paymentRequest.noRequest')} with the link ${quoted('paymentRequest.toWithdrawal')}; ${quoted('paymentRequest.close')} below`,
    'waiting.countdown.countingDown': (context) => `${quoted('paymentRequest.onItsWay')} above the countdown at about ${countdownAt(context)} and the transfer animation${requestTable(context.request)}`,
    'waiting.countdown.timeUp': (context) => `The time is up, no countdown; ${quoted('paymentRequest.timeUp')} above the transfer animation${requestTable(context.request)}`,
    // The questions to the server show nothing until the operator decides; without the id none is sent.
    'waiting.outcome.choosingTracking': null,
    'waiting.outcome.untracked': 'The page sends no transaction/show request (devtools › Network)',
    'waiting.outcome.awaitingCheck': null,
    'waiting.outcome.checkingOutcome': null,
    'waiting.outcome.paused': 'While the tab is hidden the page sends no transaction/show request (devtools › Network)',
    approved: (context) => decisionShows('withdraw', context.request?.amount ?? 0, context.outcome),
    rejected: (context) => decisionShows('withdraw', context.request?.amount ?? 0, context.outcome),
  },
});
