import { defineFlow } from './lib/flow';
import { forgotPasswordMachine, type ForgotPasswordContext } from './forgotPassword';

/** Which check the request form would fail first: all that matters for paths, not the text typed. */
function contactCheck(context: ForgotPasswordContext): string {
  if (context.channel === 'email' && context.email.trim() === '') return 'email missing';
  if (context.channel === 'sms' && context.phone.trim() === '') return 'phone missing';
  if (context.username.trim() === '') return 'username missing';
  return 'ready';
}

function resetCheck(context: ForgotPasswordContext): string {
  if (context.otp.trim() === '') return 'otp missing';
  if (!/^\d{6}$/.test(context.otp.trim())) return 'otp not 6 digits';
  if (!/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,}$/.test(context.newPassword)) return 'password too weak';
  if (context.passwordConfirmation === '') return 'confirmation missing';
  if (context.passwordConfirmation !== context.newPassword) return 'passwords differ';
  return 'ready';
}

export const forgotPasswordFlow = defineFlow({
  name: 'forgotPassword',
  summary: 'Forgot password: a 6-digit code by e-mail or SMS, a new password with it, then the login page.',
  machine: forgotPasswordMachine,
  inputs: [{ name: 'a visitor on /forgot-password', input: undefined }],
  events: {
    'username.changed': [{ type: 'username.changed', value: 'demoplayer2' }],
    'email.changed': [{ type: 'email.changed', value: 'demo2@takaplay.example' }],
    'countryCode.selected': [{ type: 'countryCode.selected', countryCode: '+91' }],
    'phone.changed': [{ type: 'phone.changed', value: '1700000002' }],
    'otp.changed': [
      { type: 'otp.changed', value: '123' },
      { type: 'otp.changed', value: '123456' },
    ],
    'newPassword.changed': [{ type: 'newPassword.changed', value: 'newpass123' }],
    'passwordConfirmation.changed': [
      { type: 'passwordConfirmation.changed', value: 'newpass124' },
      { type: 'passwordConfirmation.changed', value: 'newpass123' },
    ],
  },
  // The first check the form would fail says all that matters for paths; contexts are still checked at every step.
  contextKey: (context) => ({ channel: context.channel, contact: contactCheck(context), reset: resetCheck(context) }),
  actorResults: {
    sendOtp: {
      done: [undefined],
      error: [{ kind: 'rejected', message: 'Please wait 300 seconds before requesting a new code.' }, { kind: 'failed' }, { kind: 'unreachable' }],
    },
    resetPassword: {
      done: [undefined],
      error: [
        { kind: 'rejected', message: 'The verification code is incorrect. 4 tries left.' },
        { kind: 'failed' },
        { kind: 'unreachable' },
      ],
    },
  },
});
