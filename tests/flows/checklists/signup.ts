import type { Captcha } from '../../../machines/lib/captcha';
import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import type { LoginFailure } from '../../../machines/login';
import type { SessionCredentials } from '../../../machines/session';
import { signupMachine, type SignupContext, type SignupFailure, type SignupField, type SignupLoginProblem, type SignupProblem } from '../../../machines/signup';
import { quoted, ui } from './ui';

const fieldLabels = {
  username: 'signup.username',
  email: 'signup.email',
  phone: 'signup.phone',
  password: 'signup.password',
  confirmPassword: 'signup.confirmPassword',
  name: 'signup.name',
  referralCode: 'signup.referralCode',
  currency: 'signup.currency',
  captcha: 'captcha.label',
} as const satisfies Record<SignupField, string>;

/** The words as src/features/signup/problemText.ts writes them. */
const problemText = (problem: SignupProblem) => (problem.code === 'server' ? problem.message : ui(`signup.error.${problem.code}`));
const loginProblemText = (problem: SignupLoginProblem) => (problem.network ? ui('signup.error.networkError') : (problem.message ?? ui('signup.loginFailed.fallback')));

const hidden = (field: SignupField) => field === 'password' || field === 'confirmPassword';

/** The problems under the fields and above the button first (what a tester looks for), then what is filled in. */
function formShows(context: SignupContext): string {
  const fields = Object.keys(fieldLabels) as SignupField[];
  const problems = fields.flatMap((field) => {
    const problem = context.errors[field];
    return problem ? [`'${problemText(problem)}' shows under ${quoted(fieldLabels[field])}`] : [];
  });
  if (context.formProblem) problems.push(`'${problemText(context.formProblem)}' shows above ${quoted('signup.submit')}`);
  const filled = fields
    .filter((field) => field !== 'currency' && field !== 'captcha' && context[field] !== '')
    .map((field) => `${quoted(fieldLabels[field])}: ${hidden(field) ? `"${context[field]}" (as dots)` : `"${context[field]}"`}`);
  const captcha = context.captchaRequired ? [context.captchaImage ? `the captcha picture with ${quoted('captcha.refresh')}` : 'no captcha picture'] : [];
  const form = filled.length ? `the form shows ${[...filled, ...captcha].join(', ')}` : `the form is empty${captcha.length ? `, with ${captcha.join('')}` : ''}`;
  return `${problems.length ? problems.join('; ') : 'No error shows'}; ${form}`;
}

function createFailed(failure: SignupFailure): OutcomeWords {
  const action = 'Wait for the answer';
  switch (failure.kind) {
    case 'network':
      return { action, precondition: 'The connection drops while signing up (switch offline right after tapping Sign up)', situation: 'no connection' };
    case 'rejected':
      return failure.message === null
        ? { action, precondition: 'The server refuses the sign-up without a message', situation: 'refused' }
        : { action, precondition: `The server refuses the sign-up: '${failure.message}'`, situation: 'refused with a reason' };
    case 'invalidFields':
      if (failure.code === 'captcha_required') return { action, precondition: 'Another sign-up came from this network within the hour, so the server asks for a captcha', situation: 'captcha asked' };
      if (failure.code === 'captcha_invalid') return { action, precondition: 'The captcha typed is not the one in the picture, or it expired', situation: 'wrong captcha' };
      if (failure.code === 'password_common') return { action, precondition: 'The server finds the password too common', situation: 'common password' };
      if ('referral_code' in failure.errors) return { action, precondition: 'No player has the referral code typed', situation: 'unknown referral code' };
      return { action, precondition: 'A player with the same username and phone number already exists', situation: 'username and phone taken' };
  }
}

export const signupChecklist = defineChecklist(signupMachine, {
  subject: 'Sign-up',
  open: 'Open /signup',
  preconditions: {
    'a visitor on /signup': 'Logged out; no player newplayer01 exists, nor one with the phone 01712345678',
  },
  events: {
    'signup.fieldChanged': (event) =>
      event.field === 'currency'
        ? `Under ${quoted('signup.currency')}, choose ${event.value}`
        : event.value === ''
          ? `Clear ${quoted(fieldLabels[event.field])}`
          : `Type "${event.value}" in ${quoted(fieldLabels[event.field])}`,
    'signup.submitted': () => `Tap ${quoted('signup.submit')}`,
    'signup.captchaRefreshed': () => `Tap ${quoted('captcha.refresh')}`,
    'signup.loginRetried': () => `Tap ${quoted('signup.loginFailed.retry')}`,
  },
  actors: {
    fetchCaptcha: {
      done: (_captcha: Captcha) => ({ action: 'Wait for the captcha picture' }),
      error: () => ({ action: 'Wait for the captcha picture', precondition: 'The captcha picture cannot load (switch offline before it is asked for)', situation: 'captcha fails to load' }),
    },
    createPlayer: {
      done: () => ({ action: 'Wait for the account to be created' }),
      error: createFailed,
    },
    logIn: {
      done: (credentials: SessionCredentials) => ({ action: `Wait until ${credentials.username} is logged in` }),
      error: (failure: LoginFailure) =>
        failure.kind === 'network'
          ? { action: 'Wait for the log-in', precondition: 'The connection drops right after the account is created', situation: 'log-in without connection' }
          : { action: 'Wait for the log-in', precondition: 'Logging in is paused for this network (too many failed log-ins)', situation: 'log-in refused' },
    },
  },
  states: {
    editing: formShows,
    editingWithCaptcha: formShows,
    // Calls and checks the tester waits through: the step merges with what follows.
    loadingCaptcha: null,
    checkingUsername: null,
    checkingEmail: null,
    checkingPhone: null,
    checkingPassword: null,
    checkingConfirmation: null,
    checkingCaptcha: null,
    decidingWhetherToSend: null,
    creatingPlayer: null,
    loggingIn: null,
    loginFailed: (context) =>
      `The alert ${quoted('signup.loginFailed.title')} says '${context.loginProblem ? loginProblemText(context.loginProblem) : ui('signup.loginFailed.fallback')}', with ${quoted('signup.loginFailed.retry')} and ${quoted('signup.login')}`,
    signedUp: (context) => `The home page opens with the welcome pop-up, logged in as ${context.credentials?.username ?? context.username}`,
  },
});
