import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import { isConfirmable, limitRows, saferLimitsMachine, type LimitPeriod, type LimitRow, type LimitsAnswer, type LimitsFailure, type LimitsSaved, type SaferLimitsContext } from '../../../machines/saferLimits';
// The page's English texts are an area's: registered as its page registers them.
import '../../../src/i18n/areaTexts';
import { errorText, formatSaferAmount, noticeText, periodName, problemText } from '../../../src/features/safer-gambling/texts';
import type { MessageKey } from '../../../src/i18n/en';
import { proxiedAnswer } from './devtools';
import { quoted, ui } from './ui';

const fieldOf = (period: LimitPeriod) => quoted('safer.limits.field', { period: periodName(period) });

/** A catalogue text whose time is the player's own (Dhaka time on the page): an ellipsis in its place. */
const withSomeTime = (key: MessageKey) => `'${ui(key, { time: '…' }).replace('….', '…')}'`;

/** One period's box: what it holds, its usage and error, and a pending change with its buttons. */
function rowShows(row: LimitRow, context: SaferLimitsContext): string {
  const typed = row.typed === '' ? `empty (${quoted('safer.limits.noLimit')})` : row.typed;
  // What the player deposited in the period is theirs, not the case's: the line is checked, not its amounts.
  const usage = row.current?.amount != null ? `, ${quoted('safer.limits.usage', { used: '৳…', left: '৳…' })} under it` : '';
  const error = row.error ? `, '${errorText(row.error)}' under it in red` : '';
  const pending = row.pending
    ? `; under it ${row.pending.amount === null ? quoted('safer.limits.pending.remove') : quoted('safer.limits.pending.raise', { amount: formatSaferAmount(row.pending.amount) })} ${
        isConfirmable(context, row.period) ? `${quoted('safer.limits.pending.ready')} with ${quoted('safer.limits.confirm')}` : `${withSomeTime('safer.limits.pending.when')} with ${quoted('safer.limits.confirm')} disabled`
      } and ${quoted('safer.limits.cancel')}`
    : '';
  return `${fieldOf(row.period)}: ${typed}${usage}${error}${pending}`;
}

/**
 * The green notice or red message above 'Save limits' (LimitsMessages.tsx), first: what a step changes.
 * A time to confirm from is the player's own: an ellipsis in its place.
 */
function messageOf(context: SaferLimitsContext): string | null {
  const { notice, problem } = context;
  if (notice) return `A green notice says '${noticeText(notice)}'`;
  if (!problem) return null;
  return `A red message says ${problem.code === 'notConfirmable' && problem.confirmableAt ? withSomeTime('safer.limits.notConfirmable') : `'${problemText(problem)}'`}`;
}

function formShows(context: SaferLimitsContext): string {
  const message = messageOf(context);
  return `${message ? `${message}; ` : ''}${limitRows(context)
    .map((row) => rowShows(row, context))
    .join('; ')}`;
}

/** Which player the loaded limits describe, as test data to prepare. */
function playerOf(answer: LimitsAnswer): OutcomeWords {
  const action = 'Wait for the limits to load';
  const pending = answer.limits.day.pending;
  if (!pending) return { action, situation: 'no limits' };
  const raise = (when: string) => `the player has a 24-hour limit of ৳1,000 and ${when} saved ${formatSaferAmount(pending.amount ?? 0)} in ${fieldOf('day')} (a raise waits 24 hours)`;
  return Date.parse(pending.confirmableAt) <= answer.now
    ? { action, precondition: `Where a raise can be confirmed, ${raise('more than 24 hours ago')}`, situation: 'raise confirmable' }
    : { action, precondition: `Where a raise waits, ${raise('a minute ago')}`, situation: 'raise waiting' };
}

const limitsCall = 'POST /api/safer-gambling/limits';

function failedWith(call: string) {
  return (failure: LimitsFailure): OutcomeWords => {
    const action = 'Wait for the answer';
    switch (failure.kind) {
      case 'amountInvalid':
        // The page checks the same rule first: only an answer made in the browser reaches the field.
        return { action, precondition: `Where the server refuses an amount, ${proxiedAnswer(limitsCall, `its 422 limit_amount_invalid for the ${failure.field}`)}`, situation: 'amount refused' };
      case 'notConfirmable':
        return { action, precondition: `Where the server says it is too early, ${proxiedAnswer(call, 'its 409 limit_not_confirmable')}`, situation: 'too early' };
      case 'changeMissing':
        return { action, precondition: 'Where the change is gone, cancel it first in a second tab of the same player', situation: 'change gone' };
      case 'failed':
        return { action, precondition: 'Where the call fails, switch the browser offline right before the tap', situation: 'no connection' };
    }
  };
}

export const saferLimitsChecklist = defineChecklist(saferLimitsMachine, {
  subject: 'Deposit limits',
  open: `Open /safer-gambling; ${quoted('safer.limits.title')} is the first section`,
  preconditions: {
    'a player opening /safer-gambling': 'Logged in as a player made for this case (npm run ops -- create-player limitstester1 demo12345: no limits yet); npm run ops -- player limitstester1 shows the limits as the operator sees them',
  },
  events: {
    'limits.amountTyped': (event) =>
      event.value === '' ? `Clear ${fieldOf(event.period)}` : `Type "${event.value}" in ${fieldOf(event.period)}${/[০-৯]/.test(event.value) ? ' (Bangla digits)' : ''}`,
    'limits.savePressed': () => `Tap ${quoted('safer.limits.save')}`,
    'limits.confirmPressed': (event) => `Tap ${quoted('safer.limits.confirm')} under ${fieldOf(event.period)}`,
    'limits.cancelPressed': (event) => `Tap ${quoted('safer.limits.cancel')} under ${fieldOf(event.period)}`,
    'limits.retryPressed': () => `Switch the browser online again; tap ${quoted('safer.retry')}`,
    'limits.noticeDismissed': (_event, context) => `Close the ${context.notice ? 'green notice' : 'red message'} (×, ${quoted('safer.close')})`,
  },
  actors: {
    loadLimits: {
      done: playerOf,
      error: () => ({ action: 'Wait for the limits to load', precondition: 'Where the limits cannot load, switch the browser offline before they load', situation: 'limits fail to load' }),
    },
    saveLimits: {
      done: (saved: LimitsSaved) =>
        saved.pending.length > 0
          ? { action: 'Wait for the answer', precondition: 'Where a save waits for confirmation, the 24-hour limit typed is higher than the one in force' }
          : { action: 'Wait for the answer' },
      error: failedWith(limitsCall),
    },
    confirmLimit: { done: () => ({ action: 'Wait for the answer' }), error: failedWith('POST /api/safer-gambling/limits/confirm') },
    cancelLimitChange: { done: () => ({ action: 'Wait for the answer' }), error: failedWith('POST /api/safer-gambling/limits/cancel') },
  },
  delays: { confirmCheckInterval: 'Wait 15 seconds' },
  states: {
    loading: quoted('safer.limits.loading'),
    loadFailed: `${quoted('safer.limits.loadFailed')} with ${quoted('safer.loadHint')} and ${quoted('safer.retry')}`,
    'editing.deciding': formShows,
    'editing.ready': formShows,
    'editing.waitingToConfirm': formShows,
    // Passed at once, or a call the tester waits through: the step merges with what follows.
    checking: null,
    saving: null,
    confirming: null,
    cancelling: null,
  },
});
