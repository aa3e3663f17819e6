import { defineFlow } from './lib/flow';
import type { SignupFailure } from './signup';
import { signupStepsMachine, type SignupStepsContext } from './signupSteps';

const createFailures: SignupFailure[] = [
  { kind: 'invalidFields', message: 'The captcha is incorrect or has expired.', errors: { captcha: 'The captcha is incorrect or has expired.' } },
  { kind: 'invalidFields', message: 'The username has already been taken.', errors: { username: 'The username has already been taken.' } },
  { kind: 'rejected', message: null },
  { kind: 'network' },
];

/** The first check each step would fail: all that matters for paths (contexts are still compared at every step). */
function stepChecks(context: SignupStepsContext): unknown {
  // The first missing field, not just "incomplete": otherwise typing would not move the paths on.
  if (context.username.trim() === '') return { step1: 'username missing' };
  if (context.password === '') return { step1: 'password missing' };
  if (context.confirmPassword === '') return { step1: 'confirmation missing' };
  if (context.password !== context.confirmPassword) return { step1: 'passwords differ' };
  let step2 = 'ready';
  if (context.realName.trim() === '') step2 = 'name missing';
  else if (context.phoneNumber.trim() === '') step2 = 'phone missing';
  else if (context.email.trim() === '') step2 = 'email missing';
  else if (context.captcha.trim() === '') step2 = 'captcha missing';
  else if (!context.ageCheck) step2 = 'age not confirmed';
  else if (context.realName.trim().length > 100) step2 = 'name too long';
  else if (!/^\d{4}$/.test(context.captcha.trim())) step2 = 'captcha not 4 digits';
  return { step1: 'ready', step2 };
}

export const signupStepsFlow = defineFlow({
  name: 'signupSteps',
  summary: 'The two-step sign-up: account details, personal details with a captcha, registering for real, then an empty step 1.',
  machine: signupStepsMachine,
  inputs: [{ name: 'a visitor on /register', input: undefined }],
  events: {
    'signupSteps.accountFieldChanged': [
      { type: 'signupSteps.accountFieldChanged', field: 'username', value: 'step01' },
      { type: 'signupSteps.accountFieldChanged', field: 'password', value: 'abc12345' },
      { type: 'signupSteps.accountFieldChanged', field: 'confirmPassword', value: 'abc12346' },
      { type: 'signupSteps.accountFieldChanged', field: 'confirmPassword', value: 'abc12345' },
      { type: 'signupSteps.accountFieldChanged', field: 'friendReferCode', value: 'REFER123' },
    ],
    'signupSteps.personalFieldChanged': [
      { type: 'signupSteps.personalFieldChanged', field: 'realName', value: 'x'.repeat(101) },
      { type: 'signupSteps.personalFieldChanged', field: 'realName', value: 'Step Player' },
      { type: 'signupSteps.personalFieldChanged', field: 'callingCode', value: '91' },
      { type: 'signupSteps.personalFieldChanged', field: 'phoneNumber', value: '1712345678' },
      { type: 'signupSteps.personalFieldChanged', field: 'email', value: 'step@example.com' },
      { type: 'signupSteps.personalFieldChanged', field: 'captcha', value: '12a4' },
      { type: 'signupSteps.personalFieldChanged', field: 'captcha', value: '1234' },
      { type: 'signupSteps.personalFieldChanged', field: 'ageCheck', value: true },
      { type: 'signupSteps.personalFieldChanged', field: 'currency', value: 7 },
    ],
  },
  contextKey: stepChecks,
  actorResults: {
    fetchCaptcha: { done: [{ id: 'captcha-1', image: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' }], error: [{ kind: 'network' }] },
    createPlayer: { done: [undefined], error: createFailures },
  },
});
