import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import { forgotPasswordMachine, type ForgotPasswordContext, type ForgotPasswordProblem, type RequestFailure } from '../../../machines/forgotPassword';
import type { MessageKey } from '../../../src/i18n/en';
import { quoted, ui } from './ui';

type Field = 'email' | 'phone' | 'username' | 'otp' | 'newPassword' | 'passwordConfirmation';

const fieldLabels: Record<Field, MessageKey> = {
  email: 'forgotPassword.email',
  phone: 'forgotPassword.phone',
  username: 'forgotPassword.username',
  otp: 'forgotPassword.otp',
  newPassword: 'forgotPassword.newPassword',
  passwordConfirmation: 'forgotPassword.confirmPassword',
};

/** Where src/features/forgot-password/problems.ts shows each problem: under a field, or above the button (null). */
const problemFields: Record<Exclude<ForgotPasswordProblem, { code: 'server' }>['code'], Field | null> = {
  emailMissing: 'email',
  phoneMissing: 'phone',
  usernameMissing: 'username',
  otpMissing: 'otp',
  otpNotSixDigits: 'otp',
  passwordTooWeak: 'newPassword',
  confirmationMissing: 'passwordConfirmation',
  passwordsDiffer: 'passwordConfirmation',
  sendFailed: null,
  sendError: null,
  resetFailed: null,
  resetError: null,
};

/** The problem where the page shows it: under its field, or above the button with the server's own words. */
function problemShown(problem: ForgotPasswordProblem): string {
  if (problem.code === 'server') return `'${problem.message}' shows above the button`;
  const field = problemFields[problem.code];
  const text = ui(`forgotPassword.error.${problem.code}`);
  return field ? `'${text}' shows under ${quoted(fieldLabels[field])}` : `'${text}' shows above the button`;
}

/** The request form: the tab, then what is typed (the problem first when there is one). */
function contactShows(context: ForgotPasswordContext): string {
  const tab = context.channel === 'email' ? quoted('forgotPassword.tab.email') : quoted('forgotPassword.tab.sms');
  const contact =
    context.channel === 'email'
      ? `${quoted('forgotPassword.email')}: ${context.email ? `"${context.email}"` : 'empty'}`
      : `${quoted('forgotPassword.countryCode')}: ${ui(`forgotPassword.country.${context.countryCode}`)}, ${quoted('forgotPassword.phone')}: ${context.phone ? `"${context.phone}"` : 'empty'}`;
  const form = `the ${tab} tab shows ${quoted('forgotPassword.username')}: ${context.username ? `"${context.username}"` : 'empty'}, ${contact}`;
  return `${context.problem ? problemShown(context.problem) : 'No error shows'}; ${form}`;
}

/** The second form: the code sent, then the code and the new password typed. */
function resetShows(context: ForgotPasswordContext): string {
  const typed = [
    `${quoted('forgotPassword.otp')}: ${context.otp ? `"${context.otp}"` : 'empty'}`,
    `${quoted('forgotPassword.newPassword')}: ${context.newPassword ? `"${context.newPassword}" (as dots)` : 'empty'}`,
    `${quoted('forgotPassword.confirmPassword')}: ${context.passwordConfirmation ? `"${context.passwordConfirmation}" (as dots)` : 'empty'}`,
  ];
  const top = context.problem ? problemShown(context.problem) : `${quoted('forgotPassword.otpSent', { channel: context.channel })} shows`;
  return `${top}; the form shows ${typed.join(', ')}`;
}

function failed(failure: RequestFailure, call: 'sending the code' | 'changing the password'): OutcomeWords {
  const action = 'Wait for the answer';
  switch (failure.kind) {
    case 'rejected':
      return { action, precondition: `The server refuses ${call}: '${failure.message}'`, situation: `${call} refused` };
    case 'failed':
      return { action, precondition: `The server fails ${call} without a reason`, situation: `${call} fails` };
    case 'unreachable':
      return { action, precondition: `The connection drops while ${call} (switch offline right before the tap)`, situation: `no connection while ${call}` };
  }
}

export const forgotPasswordChecklist = defineChecklist(forgotPasswordMachine, {
  subject: 'Forgot password',
  open: 'Open /forgot-password',
  preconditions: {
    'a visitor on /forgot-password': 'Logged out; the player demoplayer2 has the e-mail demo2@takaplay.example and the phone number 1700000002; the tester can read the code sent (a test inbox, or the server’s log)',
  },
  events: {
    'emailTab.selected': () => `Tap the ${quoted('forgotPassword.tab.email')} tab`,
    'smsTab.selected': () => `Tap the ${quoted('forgotPassword.tab.sms')} tab`,
    'username.changed': (event) => `Type "${event.value}" in ${quoted('forgotPassword.username')}`,
    'email.changed': (event) => `Type "${event.value}" in ${quoted('forgotPassword.email')}`,
    'countryCode.selected': (event) => `Under ${quoted('forgotPassword.countryCode')}, choose ${ui(`forgotPassword.country.${event.countryCode}`)}`,
    'phone.changed': (event) => `Type "${event.value}" in ${quoted('forgotPassword.phone')}`,
    'otp.requested': () => `Tap ${quoted('forgotPassword.sendOtp')}`,
    'otp.changed': (event) => `Type "${event.value}" in ${quoted('forgotPassword.otp')}`,
    'newPassword.changed': (event) => `Type "${event.value}" in ${quoted('forgotPassword.newPassword')}`,
    'passwordConfirmation.changed': (event) => `Type "${event.value}" in ${quoted('forgotPassword.confirmPassword')}`,
    'passwordReset.requested': () => `Tap ${quoted('forgotPassword.confirm')}`,
  },
  actors: {
    sendOtp: {
      done: () => ({ action: 'Wait for the code to be sent' }),
      error: (failure: RequestFailure) => failed(failure, 'sending the code'),
    },
    resetPassword: {
      done: () => ({ action: 'Wait for the answer', precondition: 'Where the code is typed, type the one received (123456 stands for it)' }),
      error: (failure: RequestFailure) => failed(failure, 'changing the password'),
    },
  },
  delays: { loginRedirectDelay: 'Wait 1.5 seconds' },
  states: {
    'enteringContact.openingTab': null,
    'enteringContact.byEmail': contactShows,
    'enteringContact.bySms': contactShows,
    // Calls the tester waits through: the step merges with its answer.
    sendingOtp: null,
    enteringNewPassword: resetShows,
    resettingPassword: null,
    passwordChanged: `${quoted('forgotPassword.passwordChanged')} shows and the form is locked`,
    leftForLogin: '/login opens',
  },
});
