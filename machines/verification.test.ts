import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  countdownAfterSend,
  formatCountdown,
  VERIFICATION_COUNTDOWN_SECONDS,
  verificationMachine,
  type CodeCheck,
  type CodeRequest,
  type CodeSent,
  type NumberToAdd,
  type RequestFailure,
  type WrongCode,
  type VerificationEvent,
  type VerificationInput,
} from './verification';

type Call<T, O = void> = { input: T; resolve: (output: O) => void; reject: (failure: RequestFailure | WrongCode) => void };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs the machine with calls the test settles by hand, a simulated clock and a recorded reportVerified. */
function start(input: VerificationInput = { target: 'email', contact: 'demo1@takaplay.example' }) {
  const adds: Call<NumberToAdd>[] = [];
  const sends: Call<CodeRequest, CodeSent>[] = [];
  const checks: Call<CodeCheck>[] = [];
  const effects: string[] = [];
  const clock = new SimulatedClock();
  const pending =
    <T, O = void>(calls: Call<T, O>[]) =>
    ({ input: callInput }: { input: T }) =>
      new Promise<O>((resolve, reject) => calls.push({ input: callInput, resolve, reject }));
  const machine = verificationMachine.provide({
    actors: {
      addNumber: fromPromise<void, NumberToAdd>(pending(adds)),
      sendCode: fromPromise<CodeSent, CodeRequest>(pending<CodeRequest, CodeSent>(sends)),
      verifyCode: fromPromise<void, CodeCheck>(pending(checks)),
    },
    actions: { reportVerified: () => void effects.push('reportVerified') },
  });
  const actor = createActor(machine, { input, clock }).start();
  const send = (...events: VerificationEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, send, adds, sends, checks, effects, clock };
}

/** A pop-up whose first code was sent. */
async function withCodeSent(input?: VerificationInput, sent: CodeSent = { resendInSeconds: 300 }) {
  const run = start(input);
  run.send({ type: 'verification.codeRequested' });
  run.sends[0]?.resolve(sent);
  await settle();
  return run;
}

describe('verification machine: sending the code', () => {
  it('shows the e-mail or phone with its send button first', () => {
    const { actor } = start({ target: 'phone', contact: '01712345678' });
    expect(actor.getSnapshot().value).toBe('requestingCode');
    expect(actor.getSnapshot().context).toMatchObject({ channel: 'phone', contact: '01712345678', needsAdding: false, secondsLeft: 0, problem: null });
  });

  it('sends once while the request is in flight, for the channel of the pop-up', () => {
    const { actor, send, sends } = start({ target: 'email', contact: ' demo1@takaplay.example ' });
    send({ type: 'verification.codeRequested' }, { type: 'verification.codeRequested' });
    expect(actor.getSnapshot().value).toBe('sendingCode');
    expect(sends.map((call) => call.input)).toEqual([{ channel: 'email', contact: 'demo1@takaplay.example' }]);
  });

  it('does not send without an address', () => {
    const { actor, send, sends } = start({ target: 'email', contact: '  ' });
    send({ type: 'verification.codeRequested' });
    expect(actor.getSnapshot().value).toBe('requestingCode');
    expect(sends).toHaveLength(0);
  });

  it.each([
    [{ kind: 'rejected', message: 'Too many attempts.' }, { code: 'server', message: 'Too many attempts.' }],
    [{ kind: 'failed' }, { code: 'sendFailed' }],
    [{ kind: 'unreachable' }, { code: 'sendFailed' }],
  ] as const)('a failed send (%o) keeps %o for the view and lets the player send again', async (failure, problem) => {
    const { actor, send, sends } = start();
    send({ type: 'verification.codeRequested' });
    sends[0]?.reject(failure);
    await settle();
    expect(actor.getSnapshot().value).toBe('requestingCode');
    expect(actor.getSnapshot().context.problem).toEqual(problem);
    send({ type: 'verification.codeRequested' });
    expect(actor.getSnapshot().value).toBe('sendingCode');
    expect(actor.getSnapshot().context.problem).toBeNull();
  });
});

describe('verification machine: the 300 s countdown', () => {
  it('replaces the send button for 300 s, counting down each second as m:ss', async () => {
    // The clock moves a second at a time, as a browser's timers do: each tick schedules the next.
    const { actor, send, sends, clock } = await withCodeSent();
    expect(actor.getSnapshot().value).toEqual({ codeSent: { resend: { countingDown: 'ticking' }, code: 'awaitingCode' } });
    expect(VERIFICATION_COUNTDOWN_SECONDS).toBe(300);
    expect(formatCountdown(actor.getSnapshot().context.secondsLeft)).toBe('5:00');
    clock.increment(1000);
    expect(formatCountdown(actor.getSnapshot().context.secondsLeft)).toBe('4:59');
    send({ type: 'verification.codeRequested' });
    expect(sends).toHaveLength(1);
    for (let second = 0; second < 290; second += 1) clock.increment(1000);
    expect(formatCountdown(actor.getSnapshot().context.secondsLeft)).toBe('0:09');
    for (let second = 0; second < 8; second += 1) clock.increment(1000);
    clock.increment(999);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'countingDown' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'resendable' } })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('sends a new code once the countdown is over, and counts down again', async () => {
    const { actor, send, sends, clock } = await withCodeSent();
    clock.increment(300_000);
    send({ type: 'verification.codeRequested' }, { type: 'verification.codeRequested' });
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'resendingCode' } })).toBe(true);
    expect(sends).toHaveLength(2);
    sends[1]?.resolve({ resendInSeconds: 300 });
    await settle();
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'countingDown' } })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(300);
  });

  it('a failed resend brings the send button back with the problem', async () => {
    const { actor, send, sends, clock } = await withCodeSent();
    clock.increment(300_000);
    send({ type: 'verification.codeRequested' });
    sends[1]?.reject({ kind: 'failed' });
    await settle();
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'resendable' } })).toBe(true);
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'sendFailed' });
  });
});

describe('verification machine: a code sent earlier (the server\'s 429 with retry_after)', () => {
  it('goes to the code step with the seconds the server says are left, then offers Send again', async () => {
    const { actor, send, sends, clock } = await withCodeSent({ target: 'phone', contact: '01712345678' }, { resendInSeconds: 125 });
    expect(actor.getSnapshot().value).toEqual({ codeSent: { resend: { countingDown: 'ticking' }, code: 'awaitingCode' } });
    expect(formatCountdown(actor.getSnapshot().context.secondsLeft)).toBe('2:05');
    expect(actor.getSnapshot().context.problem).toBeNull();
    for (let second = 0; second < 124; second += 1) clock.increment(1000);
    expect(formatCountdown(actor.getSnapshot().context.secondsLeft)).toBe('0:01');
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'countingDown' } })).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'resendable' } })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    send({ type: 'verification.codeRequested' });
    expect(sends).toHaveLength(2);
  });

  it('a resend answered with a wait counts down that wait only', async () => {
    const { actor, send, sends, clock } = await withCodeSent();
    clock.increment(300_000);
    send({ type: 'verification.codeRequested' });
    sends[1]?.resolve({ resendInSeconds: 40 });
    await settle();
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'countingDown' } })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(40);
    clock.increment(40_000);
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'resendable' } })).toBe(true);
  });

  it.each([
    [undefined, 300],
    [{ resendInSeconds: 300 }, 300],
    [{ resendInSeconds: 42.2 }, 43],
    [{ resendInSeconds: 900 }, 300],
    [{ resendInSeconds: 0 }, 300],
    [{ resendInSeconds: Number.NaN }, 300],
  ] as const)('a send answered %o counts down %i s', (sent, seconds) => {
    expect(countdownAfterSend(sent)).toBe(seconds);
  });
});

describe('verification machine: checking the code', () => {
  it('needs a code, then checks it once with the channel and contact', async () => {
    const { actor, send, checks } = await withCodeSent({ target: 'phone', contact: '01712345678' });
    send({ type: 'verification.codeSubmitted' });
    send({ type: 'verification.codeChanged', value: '  ' }, { type: 'verification.codeSubmitted' });
    expect(checks).toHaveLength(0);
    send({ type: 'verification.codeChanged', value: ' 123456 ' }, { type: 'verification.codeSubmitted' }, { type: 'verification.codeSubmitted' });
    expect(actor.getSnapshot().matches({ codeSent: { code: 'verifyingCode' } })).toBe(true);
    expect(checks.map((call) => call.input)).toEqual([{ channel: 'phone', contact: '01712345678', code: '123456' }]);
  });

  it('a wrong code keeps what was typed and the countdown', async () => {
    const { actor, send, checks } = await withCodeSent();
    send({ type: 'verification.codeChanged', value: '123456' }, { type: 'verification.codeSubmitted' });
    checks[0]?.reject({ kind: 'rejected', message: 'Invalid verification code.' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ codeSent: { resend: { countingDown: 'ticking' }, code: 'awaitingCode' } });
    expect(actor.getSnapshot().context).toMatchObject({ code: '123456', problem: { code: 'server', message: 'Invalid verification code.' } });
    send({ type: 'verification.codeChanged', value: '654321' });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('a wrong code with the tries left (code_wrong) is said under the field, on a phone too (issue 22)', async () => {
    const { actor, send, checks } = await withCodeSent();
    send({ type: 'verification.codeChanged', value: '123456' }, { type: 'verification.codeSubmitted' });
    checks[0]?.reject({ kind: 'codeWrong', triesLeft: 3 });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ code: '123456', problem: { code: 'codeWrong', triesLeft: 3 } });
    expect(actor.getSnapshot().matches({ codeSent: { code: 'awaitingCode' } })).toBe(true);
  });

  it('a verified code stops the countdown and reports the verification', async () => {
    const { actor, send, checks, effects, clock } = await withCodeSent();
    send({ type: 'verification.codeChanged', value: '123456' }, { type: 'verification.codeSubmitted' });
    checks[0]?.resolve();
    await settle();
    expect(actor.getSnapshot().value).toBe('verified');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual(['reportVerified']);
    clock.increment(300_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(300);
  });

  it('can still check a code after the countdown is over', async () => {
    const { actor, send, checks, clock } = await withCodeSent();
    clock.increment(300_000);
    send({ type: 'verification.codeChanged', value: '123456' }, { type: 'verification.codeSubmitted' });
    expect(actor.getSnapshot().matches({ codeSent: { code: 'verifyingCode', resend: 'resendable' } })).toBe(true);
    expect(checks).toHaveLength(1);
  });
});

describe('verification machine: adding an extra phone', () => {
  it('adds the typed number, then sends its code; a resend only sends the code', async () => {
    const { actor, send, adds, sends, clock } = start({ target: 'newExtraPhone', contact: '' });
    expect(actor.getSnapshot().value).toBe('enteringNumber');
    send({ type: 'verification.codeRequested' });
    expect(adds).toHaveLength(0);
    send({ type: 'verification.contactChanged', value: ' 01912345678 ' }, { type: 'verification.codeRequested' }, { type: 'verification.codeRequested' });
    expect(actor.getSnapshot().value).toBe('addingNumber');
    expect(adds.map((call) => call.input)).toEqual([{ phone: '01912345678' }]);
    adds[0]?.resolve();
    await settle();
    expect(actor.getSnapshot().value).toBe('sendingCode');
    expect(sends.map((call) => call.input)).toEqual([{ channel: 'extraPhone', contact: '01912345678' }]);
    sends[0]?.resolve({ resendInSeconds: 300 });
    await settle();
    clock.increment(300_000);
    send({ type: 'verification.codeRequested' });
    expect(adds).toHaveLength(1);
    expect(sends).toHaveLength(2);
  });

  it('a failed add keeps the number typed; a failed first send offers Send again without adding again', async () => {
    const { actor, send, adds, sends } = start({ target: 'newExtraPhone', contact: '' });
    send({ type: 'verification.contactChanged', value: '01912345678' }, { type: 'verification.codeRequested' });
    adds[0]?.reject({ kind: 'rejected', message: 'The phone has already been taken.' });
    await settle();
    expect(actor.getSnapshot().value).toBe('enteringNumber');
    expect(actor.getSnapshot().context).toMatchObject({ contact: '01912345678', problem: { code: 'server', message: 'The phone has already been taken.' } });
    send({ type: 'verification.codeRequested' });
    adds[1]?.resolve();
    await settle();
    sends[0]?.reject({ kind: 'failed' });
    await settle();
    expect(actor.getSnapshot().value).toBe('requestingCode');
    expect(actor.getSnapshot().context).toMatchObject({ needsAdding: false, problem: { code: 'sendFailed' } });
    send({ type: 'verification.codeRequested' });
    expect(actor.getSnapshot().value).toBe('sendingCode');
    expect(adds).toHaveLength(2);
  });

  it('a listed extra phone goes straight to its send button', () => {
    const { actor } = start({ target: 'extraPhone', contact: '01812345678' });
    expect(actor.getSnapshot().value).toBe('requestingCode');
    expect(actor.getSnapshot().context).toMatchObject({ channel: 'extraPhone', needsAdding: false });
  });
});

describe('verification machine: edge', () => {
  it('formats the countdown as m:ss', () => {
    expect([300, 299, 61, 60, 9, 0, -3].map(formatCountdown)).toEqual(['5:00', '4:59', '1:01', '1:00', '0:09', '0:00', '0:00']);
  });

  it('fails loudly when the edge did not provide sendCode', async () => {
    const actor = createActor(verificationMachine, { input: { target: 'email', contact: 'demo1@takaplay.example' } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'verification.codeRequested' });
    await settle();
    expect(String(errors[0])).toMatch(/actor "sendCode" was not provided/);
  });
});

describe('verification: Bangla digits (issue 22 §4)', () => {
  it('the number and the code typed in Bangla digits are kept in ASCII digits', async () => {
    const adding = start({ target: 'newExtraPhone', contact: '' });
    adding.send({ type: 'verification.contactChanged', value: '০১৮১২৩৪৫৬৭৮' });
    expect(adding.actor.getSnapshot().context.contact).toBe('01812345678');
    const run = await withCodeSent();
    run.send({ type: 'verification.codeChanged', value: '১২৩৪৫৬' });
    expect(run.actor.getSnapshot().context.code).toBe('123456');
  });
});
