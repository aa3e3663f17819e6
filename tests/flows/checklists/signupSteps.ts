import type { Captcha } from '../../../machines/lib/captcha';
import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import type { SignupFailure } from '../../../machines/signup';
import { signupStepsMachine, STEP_CURRENCIES, type SignupStepsContext, type StepsField, type StepsProblem } from '../../../machines/signupSteps';
import { quoted, ui } from './ui';

const fieldLabels = {
  username: 'signup.steps.username',
  password: 'signup.steps.password',
  confirmPassword: 'signup.steps.confirmPassword',
  friendReferCode: 'signup.steps.friendReferCode',
  realName: 'signup.steps.realName',
  callingCode: 'signup.steps.callingCode',
  phoneNumber: 'signup.steps.phoneNumber',
  email: 'signup.steps.email',
  captcha: 'captcha.label',
  ageCheck: 'signup.steps.ageCheck',
  currency: 'signup.steps.currency',
} as const satisfies Record<StepsField, string>;

/** The words as src/features/signup/problemText.ts (stepsProblemText) writes them. */
const problemText = (problem: StepsProblem) => (problem.code === 'server' ? problem.message : ui(`signup.steps.error.${problem.code}`));

const accountFields = ['username', 'password', 'confirmPassword', 'friendReferCode'] as const;
const personalTextFields = ['realName', 'phoneNumber', 'email', 'captcha'] as const;

/** A typed value as the tester reads it back: passwords as dots, a long name by its length. */
function valueShown(field: StepsField, value: string): string {
  if (field === 'password' || field === 'confirmPassword') return 'dots';
  return value.length > 40 ? `${value.length} characters` : `"${value}"`;
}

/** The step's alert and the problems under fields first (what a tester looks for), then what the step holds. */
function stepShows(context: SignupStepsContext, step: 1 | 2, captchaLoading = false): string {
  const success = context.registered !== null ? [`${quoted('signup.steps.success')} with ${quoted('signup.steps.successLogin')} shows above the form`] : [];
  const stepName = step === 1 ? quoted('signup.steps.step1') : quoted('signup.steps.step2');
  const problems = [
    ...(context.stepProblem ? [`'${problemText(context.stepProblem)}' shows in red`] : []),
    ...(Object.keys(fieldLabels) as StepsField[]).flatMap((field) => {
      const problem = context.errors[field];
      return problem ? [`'${problemText(problem)}' shows under ${quoted(fieldLabels[field])}`] : [];
    }),
  ];
  const texts = step === 1 ? accountFields : personalTextFields;
  const filled = texts.filter((field) => context[field] !== '').map((field) => `${quoted(fieldLabels[field])}: ${valueShown(field, context[field])}`);
  // Step 2's choices only where they differ from what it starts with (+880, BDT, the age box not ticked).
  const extras =
    step === 2
      ? [
          captchaLoading ? 'a spinner where the captcha picture goes' : context.captchaImage ? 'the captcha picture' : 'no captcha picture',
          ...(context.ageCheck ? [`${quoted(fieldLabels.ageCheck)} ticked`] : []),
          ...(context.callingCode === '880' ? [] : [`${quoted(fieldLabels.callingCode)}: ${ui(`signup.steps.callingCode.${context.callingCode}`)}`]),
          ...(context.currency === 8 ? [] : [`${quoted(fieldLabels.currency)}: ${STEP_CURRENCIES.find((option) => option.code === context.currency)?.currency ?? ''}`]),
        ]
      : [];
  const holds = [...filled, ...extras];
  return [...success, `Step ${stepName} is current`, ...problems, holds.length ? `it shows ${holds.join(', ')}` : 'its fields are empty'].join('; ');
}

function createFailed(failure: SignupFailure): OutcomeWords {
  const action = 'Wait for the answer';
  switch (failure.kind) {
    case 'network':
      return { action, precondition: `The connection drops while registering (switch offline right after tapping ${quoted('signup.steps.submit')})`, situation: 'no connection' };
    case 'rejected':
      return failure.message === null
        ? { action, precondition: 'The server refuses the registration without a message', situation: 'refused' }
        : { action, precondition: `The server refuses the registration: '${failure.message}'`, situation: 'refused with a reason' };
    case 'invalidFields':
      if ('captcha' in failure.errors) return { action, precondition: `Where the captcha is refused, type 4 digits other than the picture’s (the server says '${failure.errors.captcha}')`, situation: 'wrong captcha' };
      return { action, precondition: `A player step01 already exists (the server says '${failure.message ?? ''}')`, situation: 'username taken' };
  }
}

export const signupStepsChecklist = defineChecklist(signupStepsMachine, {
  subject: 'Two-step sign-up',
  open: 'Open /register',
  preconditions: {
    'a visitor on /register':
      'Logged out; no player step01 exists, nor one with the phone +8801712345678. Step 2 starts with +880 (BD), BDT and the age box not ticked; the captcha’s digits are in its picture (or npm run ops -- captcha-peek <captcha_id>)',
  },
  events: {
    'signupSteps.accountFieldChanged': (event) => (event.value === '' ? `Clear ${quoted(fieldLabels[event.field])}` : `Type "${event.value}" in ${quoted(fieldLabels[event.field])}`),
    'signupSteps.personalFieldChanged': (event) => {
      if (event.field === 'ageCheck') return `${event.value ? 'Tick' : 'Untick'} ${quoted(fieldLabels.ageCheck)}`;
      if (event.field === 'callingCode') return `Under ${quoted(fieldLabels.callingCode)}, choose ${quoted(`signup.steps.callingCode.${event.value}`)}`;
      if (event.field === 'currency') return `Under ${quoted(fieldLabels.currency)}, choose ${STEP_CURRENCIES.find((option) => option.code === event.value)?.currency ?? event.value}`;
      if (event.value === '') return `Clear ${quoted(fieldLabels[event.field])}`;
      if (event.field === 'captcha' && /^\d{4}$/.test(event.value)) return `Type the picture’s 4 digits in ${quoted('captcha.label')} (${event.value} here)`;
      if (event.value.length > 40) return `Type a full name of ${event.value.length} characters in ${quoted(fieldLabels.realName)}`;
      return `Type "${event.value}" in ${quoted(fieldLabels[event.field])}`;
    },
    'signupSteps.nextPressed': () => `Tap ${quoted('signup.steps.next')}`,
    'signupSteps.previousPressed': () => `Tap ${quoted('signup.steps.previous')}`,
    'signupSteps.captchaRefreshed': () => `Tap ${quoted('captcha.refresh')}`,
    'signupSteps.submitted': () => `Tap ${quoted('signup.steps.submit')}`,
  },
  actors: {
    fetchCaptcha: {
      done: (_captcha: Captcha) => ({ action: 'Wait for the captcha picture' }),
      error: () => ({ action: 'Wait for the captcha picture', precondition: `The captcha picture cannot load at first (switch offline before tapping ${quoted('signup.steps.next')}, online again before ${quoted('captcha.refresh')})`, situation: 'captcha fails to load' }),
    },
    createPlayer: {
      done: () => ({ action: 'Wait for the answer' }),
      error: createFailed,
    },
  },
  states: {
    accountDetails: (context) => stepShows(context, 1),
    // Checks and calls the tester waits through: the step merges with what follows.
    checkingAccountDetails: null,
    // A new picture loads on arrival, after New captcha and after a refusal: the step shows what stays meanwhile.
    'personalDetails.loadingCaptcha': (context) => stepShows(context, 2, true),
    'personalDetails.filling': (context) => stepShows(context, 2),
    'personalDetails.checkingPersonalDetails': null,
    'personalDetails.registering': null,
  },
});
