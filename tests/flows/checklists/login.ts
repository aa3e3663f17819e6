import type { Captcha } from '../../../machines/lib/captcha';
import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import { loginMachine, type LoginContext, type LoginFailure, type LoginProblem } from '../../../machines/login';
import type { SessionCredentials } from '../../../machines/session';
import { quoted, ui } from './ui';

/** A field problem's words as src/features/login/problemText.ts writes them. */
const problemText = (problem: LoginProblem) => (problem.code === 'server' ? problem.message : ui(`login.error.${problem.code}`));

function triesLeftText(triesLeft: number): string {
  if (triesLeft === 0) return ui('login.triesLeft.none');
  return triesLeft === 1 ? ui('login.triesLeft.one') : ui('login.triesLeft.other', { count: triesLeft });
}

const fieldLabels = { username: 'login.username', password: 'login.password', captcha: 'captcha.label' } as const;

/** The problems under the fields first (what a tester looks for), then what the form holds. */
function formShows(context: LoginContext): string {
  const problems = (Object.keys(fieldLabels) as (keyof typeof fieldLabels)[]).flatMap((field) => {
    const problem = context.errors[field];
    return problem ? [`'${problemText(problem)}' shows under ${quoted(fieldLabels[field])}`] : [];
  });
  if (context.triesLeft !== null) problems.push(`'${triesLeftText(context.triesLeft)}' shows`);
  const fields = [
    `${quoted('login.username')}: ${context.username === '' ? 'empty' : `"${context.username}"`}`,
    `${quoted('login.password')}: ${context.password === '' ? 'empty' : 'dots'}`,
    ...(context.captchaNeeded ? [context.captchaImage ? `the captcha picture with ${quoted('captcha.refresh')}, ${quoted('captcha.label')}: ${context.captcha === '' ? 'empty' : `"${context.captcha}"`}` : `no captcha picture`] : []),
  ];
  return `${problems.length ? problems.join('; ') : 'No error shows'}; the form shows ${fields.join(', ')}`;
}

function refused(failure: LoginFailure): OutcomeWords {
  const action = 'Wait for the answer';
  switch (failure.kind) {
    case 'network':
      return { action, precondition: 'The connection drops while logging in (switch offline right after tapping Login)', situation: 'no connection' };
    case 'invalidCredentials':
      return failure.triesLeft === 0
        ? { action, precondition: 'Where the password is refused, type a wrong one instead of demo12345, with the player one try from the 15-minute pause', situation: 'last wrong password' }
        : { action, precondition: `Where the password is refused, type a wrong one instead of demo12345 (${failure.triesLeft ?? 'some'} tries left after it)`, situation: 'wrong password' };
    case 'throttled':
      return { action, precondition: 'Logging in as demoplayer1 is paused after too many wrong passwords', situation: 'paused' };
    case 'captchaRequired':
      return { action, precondition: 'The server asks a captcha of demoplayer1 (after wrong passwords)', situation: 'captcha asked' };
    case 'captchaWrong':
      return { action, precondition: 'The captcha typed is not the one in the picture, or it expired', situation: 'wrong captcha' };
    case 'rejected':
      return { action, precondition: 'demoplayer1’s account is not active', situation: 'inactive account' };
    case 'invalidFields':
      return { action, precondition: `The server refuses the username ('${failure.username ?? ''}')`, situation: 'username refused by the server' };
  }
}

export const loginChecklist = defineChecklist(loginMachine, {
  subject: 'Log-in',
  open: 'Open /login',
  preconditions: {
    'an empty login form': 'Logged out; the player demoplayer1 exists with the password demo12345 and is active',
  },
  events: {
    'login.fieldChanged': (event) => (event.value === '' ? `Clear ${quoted(fieldLabels[event.field])}` : `Type "${event.value}" in ${quoted(fieldLabels[event.field])}`),
    'login.captchaChanged': (event) => `Type "${event.value}" in ${quoted('captcha.label')}`,
    'login.captchaRefreshed': () => `Tap ${quoted('captcha.refresh')}`,
    'login.submitted': () => `Tap ${quoted('login.submit')}`,
  },
  actors: {
    logIn: {
      done: (credentials: SessionCredentials) => ({ action: `Wait until ${credentials.username} is logged in` }),
      error: refused,
    },
    fetchCaptcha: {
      done: (_captcha: Captcha) => ({ action: 'Wait for the captcha picture' }),
      error: () => ({ action: 'Wait for the captcha picture', precondition: 'The captcha picture cannot load (switch offline before it is asked for)', situation: 'captcha fails to load' }),
    },
  },
  states: {
    editing: formShows,
    editingWithCaptcha: formShows,
    // Calls and checks the tester waits through: the step merges with what follows.
    loadingCaptcha: null,
    checkingUsername: null,
    checkingPassword: null,
    checkingCaptcha: null,
    decidingWhetherToSend: null,
    submittingCredentials: null,
    loggedIn: (context) => `The home page opens, logged in as ${context.credentials?.username ?? context.username}; the header shows the balance with ${quoted('header.refreshBalance')} instead of ${quoted('nav.login')} and ${quoted('nav.signup')}`,
  },
});
