import { accountBreakMachine, passwordProblemOf, periodsOf, type AccountBreakContext, type BreakFailure, type BreakKind } from '../../../machines/accountBreak';
import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import type { MessageKey } from '../../../src/i18n/en';
// The section's English texts are an area's: registered as its page registers them.
import '../../../src/i18n/areaTexts';
import { PERIOD_KEYS, problemText } from '../../../src/features/safer-gambling/breakFormat';
import { proxiedAnswer } from './devtools';
import { quoted, ui } from './ui';

/** The section's own words (src/features/safer-gambling/AccountBreakSection.tsx). */
const texts = {
  time_out: { title: 'breaks.timeOut.title', open: 'breaks.timeOut.open', confirm: 'breaks.action.confirmTimeOut', started: 'breaks.started.timeOut' },
  self_exclusion: { title: 'breaks.exclusion.title', open: 'breaks.exclusion.open', confirm: 'breaks.action.confirmExclusion', started: 'breaks.started.exclusion' },
} as const satisfies Record<BreakKind, Record<string, MessageKey>>;

const DAY_MS = 86_400_000;

/** A date of the picker as a tester finds it: counted from today, as the flow's dates are from its day. */
function daysAhead(date: string, today: string): number {
  return Math.round((Date.parse(date) - Date.parse(today)) / DAY_MS);
}

/** When the chosen break ends, as the statement names it: counted from when the section opened. */
function endOf(context: AccountBreakContext): string {
  if (context.period === null) return 'no date';
  if (context.period === 'until') return `the chosen day (${daysAhead(context.until, context.today)} days from today) at 23:59`;
  return `the date ${ui(PERIOD_KEYS[context.period])} from when the section opened`;
}

/** A problem in red above the buttons, unless it belongs on the password field. */
function alertOf(context: AccountBreakContext): string {
  return context.problem && !passwordProblemOf(context) ? `; '${problemText(context.problem)}' shows in red` : '';
}

const buttons = (...keys: MessageKey[]) => keys.map((key) => quoted(key)).join(', ');

function choosingShows(context: AccountBreakContext): string {
  const names = periodsOf(context.kind).map((period) => ui(PERIOD_KEYS[period]));
  const offered = `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
  const chosen = context.period === null ? 'none chosen' : `${quoted(PERIOD_KEYS[context.period])} chosen`;
  const until =
    context.period === 'until'
      ? `, ${quoted('breaks.until.label')} (${quoted('breaks.until.hint')}): ${context.until === '' ? 'empty' : `the day ${daysAhead(context.until, context.today)} days from today`}`
      : '';
  return `${quoted('breaks.period.label')} offers ${offered}; ${chosen}${until}${alertOf(context)}; ${buttons('breaks.action.cancel', 'breaks.action.continue')} below`;
}

function reviewingShows(context: AccountBreakContext): string {
  const tick = context.kind === 'self_exclusion' ? `, ${quoted('breaks.review.understood')} ${context.understood ? 'ticked' : 'not ticked'}` : '';
  const statement = context.kind === 'time_out' ? 'ends with' : 'says';
  const key = context.kind === 'time_out' ? 'breaks.review.timeOut' : 'breaks.review.exclusion';
  const last = context.kind === 'time_out' ? "'You will be logged out now.'" : "'The exclusion cannot be lifted early.'";
  const opening = ui(key, { date: '…' }).split('. ')[0];
  return `A yellow statement '${opening}' names ${endOf(context)} and ${statement} ${last}${tick}${alertOf(context)}; ${buttons('breaks.action.back', 'breaks.action.cancel', 'breaks.action.continue')} below`;
}

function passwordShows(context: AccountBreakContext): string {
  const problem = passwordProblemOf(context);
  const field = `${quoted('breaks.password.label')} (${quoted('breaks.password.hint')}): ${context.password === '' ? 'empty' : 'dots'}${problem ? `, '${problemText(problem)}' under it in red` : ''}`;
  return `${field}${alertOf(context)}; ${buttons('breaks.action.back', 'breaks.action.cancel', texts[context.kind].confirm)} below`;
}

function refusedWith(failure: BreakFailure): OutcomeWords {
  const action = 'Wait for the answer';
  // Refusals the page's own checks prevent: a tester makes the server's answer in the browser.
  const refusedBy = (code: string) => proxiedAnswer('the call', `the server's 422 ${code}`);
  switch (failure.kind) {
    case 'passwordWrong':
      return { action, precondition: 'Where the password is refused, type a wrong password instead of demo12345', situation: 'wrong password' };
    case 'periodInvalid':
      return { action, precondition: `Where the period is refused, ${refusedBy('break_period_invalid')}`, situation: 'period refused' };
    case 'notUnderstood':
      return { action, precondition: `Where the statement is refused, ${refusedBy('exclusion_not_understood')}`, situation: 'statement refused' };
    case 'breakRunning':
      return { action, precondition: 'Where a break is running, the player has taken a time-out already and logged in again (the sections still show)', situation: 'break running' };
    case 'refused':
      return { action, precondition: `Where the session has ended, ${proxiedAnswer('the call', "the server's 401 'Unauthenticated.'")}`, situation: 'session ended' };
    case 'failed':
      return { action, precondition: 'Where the call fails, switch the browser offline right before tapping the red button', situation: 'no connection' };
  }
}

export const accountBreakChecklist = defineChecklist(accountBreakMachine, {
  subject: 'Taking a break',
  open: {
    'a time-out on /safer-gambling': `Open /safer-gambling and scroll to ${quoted('breaks.timeOut.title')}`,
    'a self-exclusion on /safer-gambling': `Open /safer-gambling and scroll to ${quoted('breaks.exclusion.title')}`,
  },
  preconditions: Object.fromEntries(
    ['a time-out on /safer-gambling', 'a self-exclusion on /safer-gambling'].map((name) => [
      name,
      // A player of its own: a started break closes the account for days or years.
      'Logged in as a player made for this case, with no break running (npm run ops -- create-player breaktester1 demo12345; a new name for each case that starts a break)',
    ]),
  ),
  events: {
    'accountBreak.opened': (_event, context) => `Tap ${quoted(texts[context.kind].open)}`,
    'accountBreak.periodChosen': (event) => `Under ${quoted('breaks.period.label')}, choose ${quoted(PERIOD_KEYS[event.period])}`,
    'accountBreak.untilChanged': (event, context) => `In ${quoted('breaks.until.label')}, pick the day ${daysAhead(event.value, context.today)} days from today`,
    'accountBreak.continued': () => `Tap ${quoted('breaks.action.continue')}`,
    'accountBreak.understoodChanged': (event) => `${event.value ? 'Tick' : 'Untick'} ${quoted('breaks.review.understood')}`,
    'accountBreak.passwordChanged': (event) => (event.value === '' ? `Clear ${quoted('breaks.password.label')}` : `Type "${event.value}" in ${quoted('breaks.password.label')}`),
    'accountBreak.submitted': (_event, context) => `Tap ${quoted(texts[context.kind].confirm)}`,
    'accountBreak.retried': () => `Switch the browser online again; tap ${quoted('breaks.action.retry')}`,
    'accountBreak.backPressed': () => `Tap ${quoted('breaks.action.back')}`,
    // A refusal (and only a refusal) leaves Close as the one way out.
    'accountBreak.cancelled': (_event, context) => `Tap ${context.problem?.code === 'breakRunning' || context.problem?.code === 'refused' ? quoted('breaks.action.close') : quoted('breaks.action.cancel')}`,
  },
  actors: {
    startBreak: {
      done: () => ({ action: 'Wait for the answer' }),
      error: refusedWith,
    },
  },
  states: {
    closed: (context) => `The section ${quoted(texts[context.kind].title)} shows its intro and the button ${quoted(texts[context.kind].open)}, nothing else`,
    choosing: choosingShows,
    reviewing: reviewingShows,
    password: passwordShows,
    submitting: (context) => `${quoted(texts[context.kind].confirm)} shows a spinner; ${buttons('breaks.action.back', 'breaks.action.cancel')} are disabled`,
    failed: `${quoted('breaks.problem.failed')} shows in red; ${buttons('breaks.action.back', 'breaks.action.retry')} below`,
    refused: (context) => `'${problemText(context.problem) ?? ui('breaks.problem.refused')}' shows in red; only ${quoted('breaks.action.close')} below`,
    started: (context) =>
      `The site logs out; the dialog ${quoted('breaks.started.title')} says '${ui(texts[context.kind].started, { date: '…' }).replace(/\.$/, '')}' with the end the statement named, and ${quoted('breaks.started.ok')}; npm run ops -- player breaktester1 shows the ${context.kind === 'time_out' ? 'time-out' : 'self-exclusion'} running`,
  },
});
