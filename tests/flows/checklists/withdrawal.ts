import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import {
  withdrawalMachine,
  type LoadFailure,
  type WithdrawalContext,
  type WithdrawalFormData,
  type WithdrawalReceipt,
  type WithdrawCheckFailure,
  type WithdrawSubmitFailure,
} from '../../../machines/withdrawal';
import { formatTaka } from '../../../src/format/money';
// The page's own words for a problem (its English texts are an area's: loaded as its page loads them).
import '../../../src/i18n/areaTexts';
import { problemText } from '../../../src/features/withdrawal/problemText';
import { quoted } from './ui';

const fieldLabel = { amountRequired: 'withdrawal.amount', accountNumberRequired: 'withdrawal.accountNumber', paymentMethodRequired: 'withdrawal.paymentMethod' } as const;

/** What the form shows: the dialog, field problem or blocking alert first, then what is chosen. */
function formShows(context: WithdrawalContext): string {
  const method = context.methods.find((entry) => entry.id === context.paymentId);
  const form = `the form shows ${quoted('withdrawal.paymentMethod')}: ${method?.name ?? 'none chosen'}, ${quoted('withdrawal.amount')}: ${context.amount || 'empty'}, ${quoted('withdrawal.accountNumber')}: ${context.accountNumber || 'none chosen'}`;
  if (context.problem) return `The ${quoted('funds.errorTitle')} dialog says '${problemText(context.problem)}'`;
  if (context.fieldProblem) return `'${problemText(context.fieldProblem)}' shows under ${quoted(fieldLabel[context.fieldProblem.code])}; ${form}`;
  if (context.eligibility) {
    const locked = context.eligibility.code === 'turnoverOpen' ? `; the form and ${quoted('withdrawal.submit')} are disabled` : '';
    return `The alert ${quoted('withdrawal.blockedTitle')} says '${problemText(context.eligibility)}'${locked}`;
  }
  return `No dialog; ${form}`;
}

/** The server check's failures as test data; the same check runs on opening and before sending. */
function checkFailed(failure: WithdrawCheckFailure, when: 'opening' | 'submit'): OutcomeWords {
  const action = 'Wait for the server’s check';
  switch (failure.kind) {
    case 'birthdayMissing':
      return { action, precondition: 'The player has not set a date of birth', situation: `no birthday (${when})` };
    case 'turnoverOpen':
      return { action, precondition: `The player still has ${formatTaka(failure.turnoverLeft ?? 0, { fixedDecimals: true })} of turnover to play`, situation: `turnover open (${when})` };
    case 'refused':
      return { action, precondition: `The server refuses the check with '${failure.message}'`, situation: `refused (${when})` };
    case 'failed':
      return failure.message === null
        ? { action, precondition: 'The server’s check fails without a message (answer it with a 500)', situation: `check fails (${when})` }
        : { action, precondition: `The player already has a withdrawal pending on the server ('${failure.message}')`, situation: `pending on the server (${when})` };
    case 'unknownAnswer':
      return { action, precondition: 'The server answers the check without its success flag', situation: `unknown answer (${when})` };
  }
}

function playerOf(data: WithdrawalFormData): { precondition: string; situation?: string } {
  const phone = data.phones[0]?.number ?? '';
  if (!data.phoneVerified) return { precondition: `The player’s only phone, ${phone}, is not verified`, situation: 'phone not verified' };
  if (data.hasPendingWithdrawal) return { precondition: 'The player has a withdrawal still pending', situation: 'withdrawal pending' };
  return { precondition: `The player’s phone ${phone} is verified and no withdrawal is pending` };
}

export const withdrawalChecklist = defineChecklist(withdrawalMachine, {
  subject: 'Withdrawal',
  open: 'Open /withdrawal',
  preconditions: {
    'a player opening /withdrawal': 'Logged in as a player with a balance of at least ৳1,200; bKash and Nagad are active for withdrawals',
  },
  events: {
    'withdrawal.amountChanged': (event) => (event.value === '' ? `Clear ${quoted('withdrawal.amount')}` : `Type ${event.value} in ${quoted('withdrawal.amount')}`),
    'withdrawal.quickAmountAdded': (event) => `Tap ${quoted('withdrawal.quickAdd', { amount: formatTaka(event.amount) })}`,
    'withdrawal.accountNumberChosen': (event) => `Under ${quoted('withdrawal.accountNumber')}, choose ${event.value}`,
    'withdrawal.paymentMethodChosen': (event, context) => `Under ${quoted('withdrawal.paymentMethod')}, choose ${context.methods.find((method) => method.id === event.id)?.name ?? 'the first method'}`,
    'withdrawal.problemDismissed': () => `Close the ${quoted('funds.errorTitle')} dialog`,
    'withdrawal.submitted': () => `Tap ${quoted('withdrawal.submit')}`,
    'withdrawal.reloadRequested': () => `Tap ${quoted('withdrawal.retry')}`,
  },
  actors: {
    loadForm: {
      done: (data: WithdrawalFormData) => ({ action: 'Wait for the form to load', ...playerOf(data) }),
      error: (_failure: LoadFailure) => ({ action: 'Wait for the form to load', precondition: 'The form cannot load at first (switch the browser offline before opening, online again before retrying)', situation: 'load fails' }),
    },
    checkOnOpen: {
      done: () => ({ action: 'Wait for the server’s check', precondition: 'The server lets the player withdraw (date of birth set, turnover complete)' }),
      error: (failure: WithdrawCheckFailure) => checkFailed(failure, 'opening'),
    },
    checkBeforeSubmit: {
      done: () => ({ action: 'Wait for the server’s check' }),
      error: (failure: WithdrawCheckFailure) => checkFailed(failure, 'submit'),
    },
    submitWithdrawal: {
      done: (receipt: WithdrawalReceipt) => ({ action: 'Wait for the answer', precondition: `The balance covers the amount and ${receipt.methodName} pays out` }),
      error: (failure: WithdrawSubmitFailure) =>
        failure.kind === 'noAnswer'
          ? { action: 'Wait for the answer', precondition: 'The connection drops while sending (switch offline right after tapping Submit)', situation: 'no answer' }
          : failure.message === null
            ? { action: 'Wait for the answer', precondition: 'The server refuses the withdrawal without a message', situation: 'refused' }
            : { action: 'Wait for the answer', precondition: `The player’s balance is too low ('${failure.message}')`, situation: 'balance too low' },
    },
  },
  states: {
    loadingForm: `The page shows ${quoted('withdrawal.loading')}`,
    loadFailed: (context) => `The alert ${quoted('withdrawal.loadFailed')} shows${context.problem?.code === 'loadFailed' && context.problem.message ? ` with '${context.problem.message}'` : ''} and a ${quoted('withdrawal.retry')} button`,
    // The form shows while the server's check runs; a refusal then shows above it.
    checkingEligibility: formShows,
    // Calls the tester waits through: the step merges with its answer.
    editing: formShows,
    validating: null,
    checkingBeforeSubmit: null,
    submitting: null,
    // The server's receipt carries the amount sent; on a real server that is the amount typed.
    withdrawn: (context) => `${quoted('withdrawal.success')} shows and /payment-request opens with ${formatTaka(Number(context.amount) || (context.receipt?.amount ?? 0))} by ${context.receipt?.methodName ?? ''}`,
  },
});
