import { defineChecklist } from '../../../machines/lib/flow';
import { receiptProblemOf } from '../../../machines/lib/receipt';
import {
  makePaymentMachine,
  type CopiedField,
  type CopyNotice,
  type MakePaymentContext,
  type PaymentFieldProblem,
  type ReceiptFile,
  type SubmitFailure,
  type TransactionOutcome,
} from '../../../machines/makePayment';
import { formatTaka } from '../../../src/format/money';
import { decisionShows, operatorDecides } from './funds';
import { quoted, ui } from './ui';

const copyButton = (field: CopiedField) => quoted(field === 'accountNumber' ? 'makePayment.copyAccountNumber' : 'makePayment.copyAmount');

/** The copy notice's words as src/features/deposit/MakePaymentScreen.tsx writes them. */
function noticeText(notice: CopyNotice): string {
  const ofField = <T extends string>(accountNumber: T, amount: T) => (notice.field === 'accountNumber' ? accountNumber : amount);
  if (notice.code === 'nothingToCopy') return ui(ofField('makePayment.nothingToCopy.accountNumber', 'makePayment.nothingToCopy.amount'));
  if (notice.code === 'copyFailed') return ui(ofField('makePayment.copyFailed.accountNumber', 'makePayment.copyFailed.amount'), { value: notice.value });
  return ui(ofField('makePayment.copied.accountNumber', 'makePayment.copied.amount'), { value: notice.value });
}

const fieldProblemText = (problem: PaymentFieldProblem) => ui(problem.code === 'phoneNot11Digits' ? 'makePayment.phone.invalid' : 'makePayment.trx.required');

const failureText = (failure: SubmitFailure) => (failure.kind === 'rejected' ? ui('makePayment.error.submission', { message: failure.message }) : ui('makePayment.error.general'));

/**
 * The payment screen in one sentence, from its top: the title with the countdown (or the time-up alert),
 * what to pay, the phone selector, then the Error dialog or the notice and problems, and the form.
 */
function payingShows(context: MakePaymentContext): string {
  const title = quoted('makePayment.title', { method: context.payment?.methodName ?? '' });
  const top =
    context.remainingMs > 0
      ? `${title} with the countdown running`
      : `${title} with the countdown at 0:00 in red; ${quoted('makePayment.timeUp')} with ${quoted('makePayment.backToDeposit')}; ${quoted('makePayment.submit')} disabled`;
  if (context.failure) return `${top}; the ${quoted('funds.errorTitle')} dialog says '${failureText(context.failure)}'`;
  const toPay = `${quoted('makePayment.accountNumber')} ${context.payment?.accountNumber || 'empty'}, ${quoted('makePayment.amount')} ${formatTaka(context.payment?.amount ?? 0)}`;
  const others = context.phones.filter((phone) => phone !== context.phone);
  const phone = context.phone
    ? `${quoted('makePayment.phone.label')}: ${context.phone}${others.length ? ` (the list also holds ${others.join(' and ')})` : ''}`
    : `${quoted('makePayment.phone.label')} shows ${quoted('makePayment.phone.placeholder')}`;
  const problems = [
    ...(context.notice ? [`the notice '${noticeText(context.notice)}'`] : []),
    ...(context.errors.phone ? [`'${fieldProblemText(context.errors.phone)}' under ${quoted('makePayment.phone.label')}`] : []),
    ...(context.errors.transactionId ? [`'${fieldProblemText(context.errors.transactionId)}' under ${quoted('makePayment.trx.label')}`] : []),
    ...(context.receiptProblem ? [`'${ui(context.receiptProblem.code === 'receiptTooLarge' ? 'makePayment.receipt.tooLarge' : 'makePayment.receipt.notImage')}' under ${quoted('makePayment.receipt.label')}`] : []),
  ];
  const fields = [
    `${quoted('makePayment.trx.label')}: ${context.transactionId === '' ? 'empty' : context.transactionId}`,
    `${quoted('makePayment.receipt.label')}: ${context.receipt ? `${quoted('makePayment.receipt.chosen', { name: context.receipt.name })} with ${quoted('makePayment.receipt.reset')}` : 'none chosen'}`,
  ];
  return [top, toPay, phone, ...problems, fields.join(', ')].join('; ');
}

/** The pending panel that takes the form's place once the deposit is sent. */
function pendingPanel(tracked: boolean): string {
  const checking = tracked ? `; below it ${quoted('funds.outcome.checking')}` : `; no line ${quoted('funds.outcome.checking')}`;
  return `${quoted('makePayment.success')} replaces the form and the countdown, with ${quoted('makePayment.pending.text')} and ${quoted('makePayment.pending.status')}${checking}`;
}

const isRefused = (receipt: ReceiptFile) => receipt.head !== undefined && receiptProblemOf(receipt.size, receipt.head) !== null;

const fromDeposit =
  'Logged in as demoplayer1 with no deposit pending (approve or reject the last one with npm run ops), and no deposit yet with the TRX ID TRX12345 (else type a new one); on /deposit, bKash, CashOut and 1500 are chosen, and the bKash CashOut wallet is 01712345678';

export const makePaymentChecklist = defineChecklist(makePaymentMachine, {
  subject: 'Make payment',
  open: {
    'a deposit with 10 minutes left': `Tap ${quoted('deposit.next')} on /deposit`,
    'a deposit with 1 second left and nothing to copy': 'Reload /make-payment',
    'a deposit whose time is already up (reload)': 'Reload /make-payment',
    'a typed address without a deposit': 'Type /make-payment in the address bar',
  },
  preconditions: {
    'a deposit with 10 minutes left': fromDeposit,
    'a deposit with 1 second left and nothing to copy':
      'Logged in as demoplayer1 on /make-payment; in the browser console, history.replaceState has given the page’s payment an empty account number, an amount of 0 and a deadline under a minute away',
    'a deposit whose time is already up (reload)': `${fromDeposit}; /make-payment was opened from it with ${quoted('deposit.next')} and its 10 minutes to pay have passed`,
    'a typed address without a deposit': 'Logged in as demoplayer1',
  },
  events: {
    'makePayment.phoneChosen': (event) => `Under ${quoted('makePayment.phone.label')}, choose ${event.phone}`,
    'makePayment.transactionIdChanged': (event) => (event.value === '' ? `Clear ${quoted('makePayment.trx.label')}` : `Type ${event.value} in ${quoted('makePayment.trx.label')}`),
    'makePayment.receiptChosen': (event) =>
      isRefused(event.receipt)
        ? `Under ${quoted('makePayment.receipt.label')}, choose ${event.receipt.name}, a web page renamed to .png`
        : `Under ${quoted('makePayment.receipt.label')}, choose a PNG picture named ${event.receipt.name}`,
    'makePayment.receiptCleared': () => `Tap ${quoted('makePayment.receipt.reset')} beside the receipt`,
    'makePayment.copyPressed': (event) => `Tap ${copyButton(event.field)}`,
    // The edge sends it when the browser refuses the write; a page on plain http (not localhost) has no clipboard at all.
    'makePayment.copyFailed': (event) => `Tap ${copyButton(event.field)} where the browser refuses to copy (a site opened over plain http, not localhost, has no clipboard)`,
    'makePayment.noticeDismissed': () => `Close the notice with its × (${quoted('makePayment.dismiss')})`,
    'makePayment.submitted': () => `Tap ${quoted('makePayment.submit')}`,
    'makePayment.failureDismissed': () => `Close the ${quoted('funds.errorTitle')} dialog`,
    'makePayment.phonesReloadRequested': () => `Switch the browser online and tap ${quoted('makePayment.phone.retry')}`,
    'page.hidden': () => 'Switch to another browser tab',
    'page.shown': () => 'Come back to this tab',
  },
  actors: {
    loadPhones: {
      done: (phones: string[]) => ({
        action: 'Wait for the phones',
        precondition: `The player’s phones are ${phones.map((phone) => (/^\d{11}$/.test(phone) ? phone : `${phone} (only ${phone.length} digits)`)).join(' and ')}`,
      }),
      error: () => ({ action: 'Wait for the phones', precondition: 'The phones cannot load at first (switch the browser offline as the page opens)', situation: 'phones fail to load' }),
    },
    submitDeposit: {
      done: (id: number | null) =>
        id === null
          ? { action: 'Wait for the answer', precondition: 'The server’s answer to the deposit carries no id (an older server: override the answer in devtools, Network › Override content)', situation: 'answer without id' }
          : { action: 'Wait for the answer' },
      error: (failure: SubmitFailure) =>
        failure.kind === 'rejected'
          ? { action: 'Wait for the answer', precondition: `The server refuses a deposit sent without a receipt, with '${failure.message}'`, situation: 'refused without receipt' }
          : { action: 'Wait for the answer', precondition: `Where the deposit fails, the connection drops (switch offline right after tapping ${quoted('makePayment.submit')})`, situation: 'no connection' },
    },
    checkDeposit: {
      done: (outcome: TransactionOutcome) => operatorDecides('deposit', outcome),
      error: () => ({ action: 'Wait for the next check', precondition: 'One status check fails (switch the browser offline when the pending panel shows, online again after 5 seconds)', situation: 'status check fails' }),
    },
  },
  delays: { countdownTick: 'Watch the countdown tick down', outcomePollInterval: 'Wait 5 seconds' },
  states: {
    openingPayment: null,
    withoutPayment: `The page says ${quoted('makePayment.missing.title')} and ${quoted('makePayment.missing.text')}, with the link ${quoted('makePayment.backToDeposit')}`,
    // One screen in three parts: its words come with the form (payingShows), whose context holds the
    // countdown and the phones; only a failed load of the phones is said on its own, before the rest.
    'paying.countdown.startingCountdown': null,
    'paying.countdown.running': null,
    'paying.countdown.timeUp': null,
    'paying.phones.loadingPhones': null,
    'paying.phones.phonesFailed': `${quoted('makePayment.phone.loadFailed')} with ${quoted('makePayment.phone.retry')} shows under ${quoted('makePayment.phone.label')}`,
    'paying.phones.phonesReady': null,
    'paying.form.editing': payingShows,
    // Calls and checks the tester waits through: the step merges with the answer.
    'paying.form.checkingFields': null,
    'paying.form.submittingDeposit': null,
    'submitted.choosingTracking': null,
    'submitted.untracked': pendingPanel(false),
    'submitted.awaitingCheck': pendingPanel(true),
    'submitted.checkingOutcome': pendingPanel(true),
    'submitted.paused': `${pendingPanel(true)}; while the tab is hidden the page sends no transaction/show request (devtools › Network)`,
    'submitted.approved': (context) => decisionShows('deposit', context.payment?.amount ?? 0, context.outcome),
    'submitted.rejected': (context) => decisionShows('deposit', context.payment?.amount ?? 0, context.outcome),
  },
});
