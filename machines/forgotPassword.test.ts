import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  forgotPasswordMachine,
  LOGIN_REDIRECT_MS,
  type ForgotPasswordEvent,
  type OtpRequest,
  type PasswordResetRequest,
  toRequestFailure,
  type RequestFailure,
} from './forgotPassword';
import { NotProvidedError } from './lib/unprovided';

type Call<T> = { input: T; resolve: () => void; reject: (failure: RequestFailure) => void };

/** Runs the machine with calls the test settles by hand and a recorded goToLogin. */
function start() {
  const sends: Call<OtpRequest>[] = [];
  const resets: Call<PasswordResetRequest>[] = [];
  const effects: string[] = [];
  const clock = new SimulatedClock();
  const machine = forgotPasswordMachine.provide({
    actors: {
      sendOtp: fromPromise<void, OtpRequest>(({ input }) => new Promise<void>((resolve, reject) => sends.push({ input, resolve, reject }))),
      resetPassword: fromPromise<void, PasswordResetRequest>(
        ({ input }) => new Promise<void>((resolve, reject) => resets.push({ input, resolve, reject })),
      ),
    },
    actions: { goToLogin: () => effects.push('goToLogin') },
  });
  const actor = createActor(machine, { clock });
  actor.start();
  const send = (...events: ForgotPasswordEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, send, sends, resets, effects, clock };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs a fresh machine to the new-password step. */
async function atNewPasswordStep() {
  const run = start();
  run.send({ type: 'email.changed', value: 'demo2@takaplay.example' }, { type: 'username.changed', value: 'demoplayer2' }, { type: 'otp.requested' });
  run.sends[0]?.resolve();
  await settle();
  expect(run.actor.getSnapshot().value).toBe('enteringNewPassword');
  return run;
}

describe('forgot password machine: sending the code', () => {
  it('starts on the Email tab with +880 chosen for SMS', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ enteringContact: 'byEmail' });
    expect(actor.getSnapshot().context).toMatchObject({ channel: 'email', countryCode: '+880', problem: null });
  });

  it('checks the e-mail before the username on the Email tab', () => {
    const { actor, send, sends } = start();
    send({ type: 'otp.requested' });
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'emailMissing' });
    send({ type: 'email.changed', value: '  ' }, { type: 'otp.requested' });
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'emailMissing' });
    send({ type: 'email.changed', value: 'demo2@takaplay.example' }, { type: 'otp.requested' });
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'usernameMissing' });
    expect(actor.getSnapshot().value).toEqual({ enteringContact: 'byEmail' });
    expect(sends).toHaveLength(0);
  });

  it('checks the phone before the username on the SMS tab', () => {
    const { actor, send } = start();
    send({ type: 'smsTab.selected' }, { type: 'email.changed', value: 'typed@before.example' }, { type: 'otp.requested' });
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'phoneMissing' });
    send({ type: 'phone.changed', value: '1700000002' }, { type: 'otp.requested' });
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'usernameMissing' });
  });

  it('sends the chosen tab only, trimmed, and switches tabs freely before sending', () => {
    const { actor, send, sends } = start();
    send(
      { type: 'email.changed', value: 'demo2@takaplay.example' },
      { type: 'smsTab.selected' },
      { type: 'countryCode.selected', countryCode: '+92' },
      { type: 'phone.changed', value: ' 3001234567 ' },
      { type: 'username.changed', value: ' demoplayer2 ' },
      { type: 'emailTab.selected' },
      { type: 'smsTab.selected' },
      { type: 'otp.requested' },
    );
    expect(actor.getSnapshot().value).toBe('sendingOtp');
    expect(sends.map((call) => call.input)).toEqual([{ channel: 'sms', username: 'demoplayer2', countryCode: '+92', phone: '3001234567' }]);
  });

  it('ignores a second click and the tabs while sending', () => {
    const { actor, send, sends } = start();
    send({ type: 'email.changed', value: 'a@b.example' }, { type: 'username.changed', value: 'demoplayer2' }, { type: 'otp.requested' });
    send({ type: 'otp.requested' }, { type: 'smsTab.selected' });
    expect(sends).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('sendingOtp');
    expect(actor.getSnapshot().context.channel).toBe('email');
  });

  it.each([
    [{ kind: 'rejected', message: 'Please wait 120 seconds before requesting a new code.' }, { code: 'server', message: 'Please wait 120 seconds before requesting a new code.' }],
    [{ kind: 'failed' }, { code: 'sendFailed' }],
    [{ kind: 'unreachable' }, { code: 'sendError' }],
    [new Error('boom'), { code: 'sendError' }],
  ] as const)('a failed send (%o) keeps what was typed and says %o', async (failure, problem) => {
    const { actor, send, sends } = start();
    send({ type: 'email.changed', value: 'demo2@takaplay.example' }, { type: 'username.changed', value: 'demoplayer2' }, { type: 'otp.requested' });
    sends[0]?.reject(failure as RequestFailure);
    await settle();
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ enteringContact: 'byEmail' });
    expect(context).toMatchObject({ problem, email: 'demo2@takaplay.example', username: 'demoplayer2' });
    send({ type: 'username.changed', value: 'demoplayer2x' });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });
});

describe('forgot password machine: tabs', () => {
  it('takes e-mail only on the Email tab and phone only on the SMS tab', () => {
    const { actor, send } = start();
    send({ type: 'phone.changed', value: '1700000002' }, { type: 'countryCode.selected', countryCode: '+91' });
    expect(actor.getSnapshot().context).toMatchObject({ phone: '', countryCode: '+880' });
    send({ type: 'smsTab.selected' }, { type: 'email.changed', value: 'a@b.example' });
    expect(actor.getSnapshot().context.email).toBe('');
  });

  it('a failed SMS send goes back to the SMS tab', async () => {
    const { actor, send, sends } = start();
    send({ type: 'smsTab.selected' }, { type: 'phone.changed', value: '1700000002' }, { type: 'username.changed', value: 'demoplayer2' }, { type: 'otp.requested' });
    sends[0]?.reject({ kind: 'failed' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ enteringContact: 'bySms' });
    expect(actor.getSnapshot().context).toMatchObject({ channel: 'sms', phone: '1700000002', problem: { code: 'sendFailed' } });
  });
});

describe('forgot password machine: setting the new password', () => {
  it('checks in the spec order: OTP, 6 digits, password rule, confirmation, match', async () => {
    const { actor, send, resets } = await atNewPasswordStep();
    const problem = () => actor.getSnapshot().context.problem;
    send({ type: 'newPassword.changed', value: 'abc' }, { type: 'passwordReset.requested' });
    expect(problem()).toEqual({ code: 'otpMissing' });
    send({ type: 'otp.changed', value: '12345a' }, { type: 'passwordReset.requested' });
    expect(problem()).toEqual({ code: 'otpNotSixDigits' });
    send({ type: 'otp.changed', value: '1234567' }, { type: 'passwordReset.requested' });
    expect(problem()).toEqual({ code: 'otpNotSixDigits' });
    send({ type: 'otp.changed', value: '123456' }, { type: 'passwordReset.requested' });
    expect(problem()).toEqual({ code: 'passwordTooWeak' });
    for (const weak of ['abcdefgh', '12345678', 'abc1234', 'abcd123!']) {
      send({ type: 'newPassword.changed', value: weak }, { type: 'passwordReset.requested' });
      expect({ weak, problem: problem() }).toEqual({ weak, problem: { code: 'passwordTooWeak' } });
    }
    send({ type: 'newPassword.changed', value: 'newpass123' }, { type: 'passwordReset.requested' });
    expect(problem()).toEqual({ code: 'confirmationMissing' });
    send({ type: 'passwordConfirmation.changed', value: 'newpass124' }, { type: 'passwordReset.requested' });
    expect(problem()).toEqual({ code: 'passwordsDiffer' });
    expect(resets).toHaveLength(0);
    send({ type: 'passwordConfirmation.changed', value: 'newpass123' }, { type: 'passwordReset.requested' }, { type: 'passwordReset.requested' });
    expect(actor.getSnapshot().value).toBe('resettingPassword');
    expect(resets.map((call) => call.input)).toEqual([{ username: 'demoplayer2', otp: '123456', password: 'newpass123', passwordConfirmation: 'newpass123' }]);
  });

  it.each([
    [{ kind: 'rejected', message: 'The verification code is incorrect. 4 tries left.' }, { code: 'server', message: 'The verification code is incorrect. 4 tries left.' }],
    [{ kind: 'failed' }, { code: 'resetFailed' }],
    [{ kind: 'unreachable' }, { code: 'resetError' }],
  ] as const)('a failed reset (%o) keeps what was typed and says %o', async (failure, problem) => {
    const { actor, send, resets } = await atNewPasswordStep();
    send(
      { type: 'otp.changed', value: '123456' },
      { type: 'newPassword.changed', value: 'newpass123' },
      { type: 'passwordConfirmation.changed', value: 'newpass123' },
      { type: 'passwordReset.requested' },
    );
    resets[0]?.reject(failure);
    await settle();
    expect(actor.getSnapshot().value).toBe('enteringNewPassword');
    expect(actor.getSnapshot().context).toMatchObject({ problem, otp: '123456', newPassword: 'newpass123', passwordConfirmation: 'newpass123' });
  });

  it('goes to /login 1.5 s after a successful reset, not before', async () => {
    const { actor, send, resets, effects, clock } = await atNewPasswordStep();
    send(
      { type: 'otp.changed', value: '123456' },
      { type: 'newPassword.changed', value: 'newpass123' },
      { type: 'passwordConfirmation.changed', value: 'newpass123' },
      { type: 'passwordReset.requested' },
    );
    resets[0]?.resolve();
    await settle();
    expect(actor.getSnapshot().value).toBe('passwordChanged');
    expect(LOGIN_REDIRECT_MS).toBe(1500);
    clock.increment(1499);
    expect(effects).toEqual([]);
    expect(actor.getSnapshot().value).toBe('passwordChanged');
    clock.increment(1);
    expect(effects).toEqual(['goToLogin']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('fails loudly when the edge did not provide sendOtp', async () => {
    const actor = createActor(forgotPasswordMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'email.changed', value: 'a@b.example' });
    actor.send({ type: 'username.changed', value: 'demoplayer2' });
    actor.send({ type: 'otp.requested' });
    await settle();
    expect(String(errors[0])).toMatch(/actor "sendOtp" was not provided/);
  });
});

describe('forgot password: Bangla digits (issue 22 §4)', () => {
  it('the phone typed in Bangla digits is kept in ASCII digits', () => {
    const { actor, send } = start();
    send({ type: 'smsTab.selected' }, { type: 'phone.changed', value: '১৭১২৩৪৫৬৭৮' });
    expect(actor.getSnapshot().context.phone).toBe('1712345678');
  });
});

describe('toRequestFailure', () => {
  it('reads the server’s words (only when there are some), a failure, or else unreachable; a missing actor stops the machine', () => {
    expect(toRequestFailure({ kind: 'rejected', message: 'Unknown user' })).toEqual({ kind: 'rejected', message: 'Unknown user' });
    expect(toRequestFailure({ kind: 'rejected', message: '' })).toEqual({ kind: 'unreachable' });
    expect(toRequestFailure({ kind: 'failed', message: 'x' })).toEqual({ kind: 'failed' });
    expect(toRequestFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'unreachable' });
    expect(() => toRequestFailure(new NotProvidedError('forgotPassword', 'actor', 'sendOtp'))).toThrow(NotProvidedError);
  });
});
