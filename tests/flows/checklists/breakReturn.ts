import { breakReturnMachine, noticeOf, type BreakReturnContext } from '../../../machines/breakReturn';
import type { SaferStatus } from '../../../machines/lib/saferBreaks';
import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import { overriddenAnswer, proxiedAnswer } from './devtools';
import { quoted, ui } from './ui';

/**
 * No operator command ends a self-exclusion (6 months at the least): a tester shows an ended one by
 * answering the status call in the browser, and the return calls with it.
 */
const statusCall = 'GET /api/safer-gambling/status';

function statusOf(status: SaferStatus): OutcomeWords {
  const action = 'Wait for the account area to load';
  const restriction = status.restriction;
  if (restriction === null) return { action, situation: 'no break' };
  if (restriction.kind === 'time_out') {
    return { action, precondition: 'Where the player is on a time-out, they took one of 24 hours (/safer-gambling, Take a time-out) and logged in again', situation: 'on a time-out' };
  }
  if (restriction.returnRequestedAt === null) {
    return { action, precondition: `Where the self-exclusion has ended, ${overriddenAnswer(statusCall, 'a self-exclusion whose ends_at has passed, return_requested_at null')}`, situation: 'exclusion ended' };
  }
  return { action, precondition: `Where the return was asked for, ${overriddenAnswer(statusCall, 'an ended self-exclusion whose return_requested_at is now and return_confirmable_at 24 hours on')}`, situation: 'return asked for' };
}

/** A catalogue text whose date is the player's own (the notice shows it in Dhaka time): an ellipsis in its place. */
const withSomeDate = (key: Parameters<typeof ui>[0]) => `'${ui(key, { date: '…' }).replace('….', '…')}'`;

/**
 * The notice: first what a tester looks for (a problem in red, the button), then after a colon its words,
 * which hold semicolons of their own.
 */
function noticeShows(context: BreakReturnContext): string {
  const notice = noticeOf(context);
  if (!notice) return 'No notice at the top of the account area';
  const button = notice.kind === 'exclusionEnded' ? `, with ${quoted(notice.returnRequested ? 'breaks.restricted.confirmReturn' : 'breaks.restricted.askToReturn')}` : '';
  const summary = context.problem
    ? `'${context.problem.message ?? ui('breaks.restricted.failed')}' shows in red in the yellow notice at the top${button}`
    : `A yellow notice at the top${button}`;
  switch (notice.kind) {
    case 'timeOut':
      return `${summary}: ${withSomeDate('breaks.restricted.timeOut')}, with the time-out's end`;
    case 'selfExclusion':
      return `${summary}: ${withSomeDate('breaks.restricted.exclusion')}, with the exclusion's end`;
    case 'exclusionEnded':
      return notice.returnRequested
        ? `${summary}: ${quoted('breaks.restricted.ended')} ${withSomeDate('breaks.restricted.requested')}, 24 hours after the request`
        : `${summary}: ${quoted('breaks.restricted.ended')}`;
  }
}

export const breakReturnChecklist = defineChecklist(breakReturnMachine, {
  subject: 'Restricted account',
  open: 'Open /account',
  preconditions: {
    'the account area': 'Logged in as a player; demoplayer1 / demo12345 has no break',
  },
  events: {
    'breakReturn.returnRequested': () => `Tap ${quoted('breaks.restricted.askToReturn')}`,
    'breakReturn.returnConfirmed': () => `Tap ${quoted('breaks.restricted.confirmReturn')}`,
  },
  actors: {
    loadStatus: {
      done: statusOf,
      error: () => ({ action: 'Wait for the account area to load', precondition: `Where the break cannot be read, ${proxiedAnswer(statusCall, 'a 500')}`, situation: 'status fails' }),
    },
    requestReturn: {
      done: () => ({ action: 'Wait for the answer', precondition: `Where the request is taken, ${overriddenAnswer('POST /api/safer-gambling/return', 'the ended self-exclusion, its return_requested_at now')}` }),
      // The status answered in the browser, the server knows of no exclusion: its real refusal.
      error: () => ({ action: 'Wait for the answer', situation: 'nothing to return from' }),
    },
    confirmReturn: {
      done: () => ({ action: 'Wait for the answer', precondition: `Where the return is confirmed, ${overriddenAnswer('POST /api/safer-gambling/return/confirm', 'restriction null')}` }),
      error: () => ({
        action: 'Wait for the answer',
        precondition: `Where the confirmation comes too early, ${proxiedAnswer('POST /api/safer-gambling/return/confirm', 'a 409 return_not_confirmable whose message names the time 24 hours after the request')}`,
        situation: 'confirmed too early',
      }),
    },
  },
  states: {
    // The notice comes with the area: the tester checks once it has loaded.
    loading: null,
    unknown: noticeShows,
    open: noticeShows,
    restricted: noticeShows,
    requestingReturn: `${quoted('breaks.restricted.askToReturn')} shows a spinner`,
    confirmingReturn: `${quoted('breaks.restricted.confirmReturn')} shows a spinner`,
    returned: `A green notice at the top says ${quoted('breaks.restricted.returned')}`,
  },
});
