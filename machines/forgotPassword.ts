import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readKind, readSaid } from './lib/failures';
import { toAsciiDigits } from './lib/digits';

/** Where the one-time code goes (spec 1 §2.7): the Email tab or the SMS tab. */
export type OtpChannel = 'email' | 'sms';

/** The country codes the SMS tab offers (spec 1 §9); +880 (BD) first and chosen by default. */
export const COUNTRY_CODES = ['+880', '+91', '+92'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** What `sendOtp` is asked to send: the fields of the chosen tab, trimmed. */
export type OtpRequest =
  | { channel: 'email'; username: string; email: string }
  | { channel: 'sms'; username: string; countryCode: CountryCode; phone: string };

/** What `resetPassword` is asked to do. */
export type PasswordResetRequest = { username: string; otp: string; password: string; passwordConfirmation: string };

/**
 * Why a call failed: the server said why (its message is shown), the server refused without
 * saying why, or it could not be reached. A plain object so that model-test samples stay distinct.
 */
export type RequestFailure = { kind: 'rejected'; message: string } | { kind: 'failed' } | { kind: 'unreachable' };

/** What the player is told went wrong; the view turns each code into its text (spec 1 §5, §8). */
export type ForgotPasswordProblem =
  | { code: 'emailMissing' | 'usernameMissing' | 'phoneMissing' }
  | { code: 'otpMissing' | 'otpNotSixDigits' | 'passwordTooWeak' | 'confirmationMissing' | 'passwordsDiffer' }
  | { code: 'sendFailed' | 'sendError' | 'resetFailed' | 'resetError' }
  | { code: 'server'; message: string };

export type ForgotPasswordContext = {
  channel: OtpChannel;
  username: string;
  email: string;
  countryCode: CountryCode;
  phone: string;
  otp: string;
  newPassword: string;
  passwordConfirmation: string;
  problem: ForgotPasswordProblem | null;
};

export type ForgotPasswordEvent =
  | { type: 'emailTab.selected' }
  | { type: 'smsTab.selected' }
  | { type: 'username.changed'; value: string }
  | { type: 'email.changed'; value: string }
  | { type: 'countryCode.selected'; countryCode: CountryCode }
  | { type: 'phone.changed'; value: string }
  | { type: 'otp.requested' }
  | { type: 'otp.changed'; value: string }
  | { type: 'newPassword.changed'; value: string }
  | { type: 'passwordConfirmation.changed'; value: string }
  | { type: 'passwordReset.requested' };

/** After a successful reset the success message stays this long, then /login (spec 1 §2.7, §9). */
export const LOGIN_REDIRECT_MS = 1500;
export const OTP_LENGTH = 6;

/** At least 8 characters, letters and digits only, at least one of each (spec 1 §5 Reset). */
const STRONG_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,}$/;
const SIX_DIGITS = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/**
 * Reads an actor's rejection. The edge rejects with a RequestFailure; anything else counts as
 * unreachable, except a missing actor, which must stop the machine loudly.
 */
export const toRequestFailure = (error: unknown): RequestFailure => readSaid(error, 'rejected') ?? readKind(error, 'failed') ?? { kind: 'unreachable' };

function problemOf(failure: RequestFailure, failed: 'sendFailed' | 'resetFailed', unreachable: 'sendError' | 'resetError'): ForgotPasswordProblem {
  if (failure.kind === 'rejected') return { code: 'server', message: failure.message };
  return { code: failure.kind === 'failed' ? failed : unreachable };
}

const blank = (value: string) => value.trim() === '';

/** The request the chosen tab sends; only called once the checks passed. */
export function otpRequestOf(context: ForgotPasswordContext): OtpRequest {
  const username = context.username.trim();
  return context.channel === 'email'
    ? { channel: 'email', username, email: context.email.trim() }
    : { channel: 'sms', username, countryCode: context.countryCode, phone: context.phone.trim() };
}

const machineId = 'forgotPassword';

export const initialForgotPasswordContext: ForgotPasswordContext = {
  channel: 'email',
  username: '',
  email: '',
  countryCode: '+880',
  phone: '',
  otp: '',
  newPassword: '',
  passwordConfirmation: '',
  problem: null,
};

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    sendOtp: unprovidedActor<void, OtpRequest>(machineId, 'sendOtp'),
    resetPassword: unprovidedActor<void, PasswordResetRequest>(machineId, 'resetPassword'),
  },
  actions: {
    /** The edge navigates to /login. */
    goToLogin: unprovidedAction(machineId, 'goToLogin'),
    /** A check failed: the view shows its text under the field it is about. */
    reportProblem: assign((_, problem: ForgotPasswordProblem) => ({ problem })),
  },
  guards: {
    smsChosen: ({ context }) => context.channel === 'sms',
    emailMissing: ({ context }) => context.channel === 'email' && blank(context.email),
    phoneMissing: ({ context }) => context.channel === 'sms' && blank(context.phone),
    usernameMissing: ({ context }) => blank(context.username),
    otpMissing: ({ context }) => blank(context.otp),
    otpNotSixDigits: ({ context }) => !SIX_DIGITS.test(context.otp.trim()),
    passwordTooWeak: ({ context }) => !STRONG_PASSWORD.test(context.newPassword),
    confirmationMissing: ({ context }) => context.passwordConfirmation === '',
    passwordsDiffer: ({ context }) => context.passwordConfirmation !== context.newPassword,
  },
  delays: {
    loginRedirectDelay: LOGIN_REDIRECT_MS,
  },
}).createMachine({
  id: machineId,
  description: 'A player who forgot the password gets a 6-digit code by e-mail or SMS, sets a new password with it, then logs in.',
  context: initialForgotPasswordContext,
  initial: 'enteringContact',
  states: {
    enteringContact: {
      description: 'Choosing the Email or SMS tab and typing the username and the e-mail or phone number.',
      initial: 'openingTab',
      on: {
        'username.changed': { actions: assign(({ event }) => ({ username: event.value, problem: null })) },
        'otp.requested': [
          { guard: 'emailMissing', description: 'Email tab without an e-mail address.', actions: { type: 'reportProblem', params: { code: 'emailMissing' } } },
          { guard: 'phoneMissing', description: 'SMS tab without a phone number.', actions: { type: 'reportProblem', params: { code: 'phoneMissing' } } },
          { guard: 'usernameMissing', actions: { type: 'reportProblem', params: { code: 'usernameMissing' } } },
          { target: 'sendingOtp', actions: assign({ problem: null }) },
        ],
      },
      states: {
        openingTab: {
          description: 'Showing the tab chosen last (Email at first, or the tab a failed send came from).',
          always: [{ guard: 'smsChosen', target: 'bySms' }, { target: 'byEmail' }],
        },
        byEmail: {
          description: 'The Email tab: username and e-mail address.',
          on: {
            'email.changed': { actions: assign(({ event }) => ({ email: event.value, problem: null })) },
            'smsTab.selected': { target: 'bySms', actions: assign({ channel: 'sms', problem: null }) },
          },
        },
        bySms: {
          description: 'The SMS tab: username, country code (+880 at first) and phone number.',
          on: {
            'countryCode.selected': { actions: assign(({ event }) => ({ countryCode: event.countryCode, problem: null })) },
            'phone.changed': { actions: assign(({ event }) => ({ phone: toAsciiDigits(event.value), problem: null })) },
            'emailTab.selected': { target: 'byEmail', actions: assign({ channel: 'email', problem: null }) },
          },
        },
      },
    },
    sendingOtp: {
      description: 'Asking the server to send the code; the form waits and a second click does nothing.',
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => otpRequestOf(context),
        onDone: { target: 'enteringNewPassword', description: 'The code is on its way: "OTP sent successfully".' },
        onError: {
          target: 'enteringContact',
          description: 'Shows the server message, or says sending failed; what was typed stays.',
          actions: assign(({ event }) => ({ problem: problemOf(toRequestFailure(event.error), 'sendFailed', 'sendError') })),
        },
      },
    },
    enteringNewPassword: {
      description: 'The code was sent: typing the 6-digit OTP, the new password and its confirmation.',
      on: {
        'otp.changed': { actions: assign(({ event }) => ({ otp: toAsciiDigits(event.value), problem: null })) },
        'newPassword.changed': { actions: assign(({ event }) => ({ newPassword: event.value, problem: null })) },
        'passwordConfirmation.changed': { actions: assign(({ event }) => ({ passwordConfirmation: event.value, problem: null })) },
        'passwordReset.requested': [
          { guard: 'otpMissing', actions: { type: 'reportProblem', params: { code: 'otpMissing' } } },
          { guard: 'otpNotSixDigits', actions: { type: 'reportProblem', params: { code: 'otpNotSixDigits' } } },
          { guard: 'passwordTooWeak', actions: { type: 'reportProblem', params: { code: 'passwordTooWeak' } } },
          { guard: 'confirmationMissing', actions: { type: 'reportProblem', params: { code: 'confirmationMissing' } } },
          { guard: 'passwordsDiffer', actions: { type: 'reportProblem', params: { code: 'passwordsDiffer' } } },
          { target: 'resettingPassword', actions: assign({ problem: null }) },
        ],
      },
    },
    resettingPassword: {
      description: 'Asking the server to set the new password with the code; a second click does nothing.',
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          username: context.username.trim(),
          otp: context.otp.trim(),
          password: context.newPassword,
          passwordConfirmation: context.passwordConfirmation,
        }),
        onDone: { target: 'passwordChanged' },
        onError: {
          target: 'enteringNewPassword',
          description: 'Shows the server message (a wrong or expired code, say), or says the change failed; what was typed stays.',
          actions: assign(({ event }) => ({ problem: problemOf(toRequestFailure(event.error), 'resetFailed', 'resetError') })),
        },
      },
    },
    passwordChanged: {
      description: 'Showing "Password changed successfully" for 1.5 s before going to the login page.',
      after: { loginRedirectDelay: { target: 'leftForLogin', actions: 'goToLogin' } },
    },
    leftForLogin: {
      type: 'final',
      description: 'Sent to /login to log in with the new password.',
    },
  },
});
