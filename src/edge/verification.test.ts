import { createActor } from 'xstate';

const calls = vi.hoisted(() => [] as unknown[][]);
const refusal = vi.hoisted(() => ({ next: null as Error | null }));
vi.mock('./api', () => ({ apiClient: 'client' }));
vi.mock('../api/profile', () => {
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args.slice(1, -1)]);
      if (refusal.next) {
        const error = refusal.next;
        refusal.next = null;
        throw error;
      }
    };
  return {
    sendVerificationCode: record('sendVerificationCode'),
    sendExtraCode: record('sendExtraCode'),
    addNumber: record('addNumber'),
    verifyEmail: record('verifyEmail'),
    verifyPhone: record('verifyPhone'),
    verifyExtraPhone: record('verifyExtraPhone'),
  };
});

const { ApiError, describeFailure } = await import('../api/errors');
const { retryAfter } = await import('../../machines/lib/failures');
const { verificationMachineFor } = await import('./verification');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  calls.length = 0;
});

describe('the verification pop-up at the edge', () => {
  it.each([
    ['email', 'a@b.example', ['sendVerificationCode', { email: 'a@b.example' }], ['verifyEmail', '123456']],
    ['phone', '01711111111', ['sendVerificationCode', { phone: '01711111111' }], ['verifyPhone', '123456']],
    ['extraPhone', '01822222222', ['sendExtraCode', '01822222222'], ['verifyExtraPhone', '123456']],
  ] as const)('%s: sends and checks through its own calls, then reports the verification', async (target, contact, sendCall, verifyCall) => {
    let verified = 0;
    const actor = createActor(verificationMachineFor(() => void verified++), { input: { target, contact } }).start();
    actor.send({ type: 'verification.codeRequested' });
    await settle();
    actor.send({ type: 'verification.codeChanged', value: '123456' });
    actor.send({ type: 'verification.codeSubmitted' });
    await settle();
    expect(calls).toEqual([sendCall, verifyCall]);
    expect(verified).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
    actor.stop();
  });

  it('adds a new extra phone before its code', async () => {
    const actor = createActor(verificationMachineFor(() => {}), { input: { target: 'newExtraPhone', contact: '' } }).start();
    actor.send({ type: 'verification.contactChanged', value: '01933333333' });
    actor.send({ type: 'verification.codeRequested' });
    await settle();
    expect(calls).toEqual([['addNumber', '01933333333'], ['sendExtraCode', '01933333333']]);
    expect(actor.getSnapshot().matches('codeSent')).toBe(true);
    actor.stop();
  });

  it('a refused e-mail code keeps the server’s words for the pop-up', async () => {
    const actor = createActor(verificationMachineFor(() => {}), { input: { target: 'email', contact: 'a@b.example' } }).start();
    actor.send({ type: 'verification.codeRequested' });
    await settle();
    refusal.next = new ApiError('The verification code is incorrect. 4 tries left.', 422);
    actor.send({ type: 'verification.codeChanged', value: '000000' });
    actor.send({ type: 'verification.codeSubmitted' });
    await settle();
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'server', message: 'The verification code is incorrect. 4 tries left.' });
    actor.stop();
  });
});

describe('a wrong code at the edge (issue 22)', () => {
  it('the server’s code_wrong becomes the tries left, on a phone as on the e-mail', async () => {
    const actor = createActor(verificationMachineFor(() => {}), { input: { target: 'phone', contact: '01711111111' } }).start();
    actor.send({ type: 'verification.codeRequested' });
    await settle();
    const body = { message: 'Any words', code: 'code_wrong', tries_left: 2, errors: { verification_code: ['Any words'] } };
    refusal.next = new ApiError('Any words', 422, {}, 'http', null, body);
    actor.send({ type: 'verification.codeChanged', value: '000000' });
    actor.send({ type: 'verification.codeSubmitted' });
    await settle();
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'codeWrong', triesLeft: 2 });
    actor.stop();
  });
});

describe('a code sent earlier (429) at the edge', () => {
  it('goes to the code step with the retry_after the client passed on', async () => {
    const actor = createActor(verificationMachineFor(() => {}), { input: { target: 'phone', contact: '01711111111' } }).start();
    refusal.next = Object.assign(new ApiError('Please wait 125 seconds before requesting a new code.', 429), { retryAfterSeconds: 125 });
    actor.send({ type: 'verification.codeRequested' });
    await settle();
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'countingDown', code: 'awaitingCode' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: 125, problem: null });
    actor.stop();
  });

  it('without retry_after, counts down the whole 300 s', async () => {
    const actor = createActor(verificationMachineFor(() => {}), { input: { target: 'email', contact: 'a@b.example' } }).start();
    refusal.next = new ApiError('Please wait 10 seconds before requesting a new code.', 429);
    actor.send({ type: 'verification.codeRequested' });
    await settle();
    expect(actor.getSnapshot().matches('codeSent')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(300);
    actor.stop();
  });

  it('reads retry_after as the client passed it on (a 429 with seconds above 0)', () => {
    expect(retryAfter(describeFailure(Object.assign(new ApiError('x', 429), { retryAfterSeconds: 12 })))).toBe(12);
    expect(retryAfter(describeFailure(new ApiError('x', 429, {}, 'http', 40)))).toBe(40);
    expect(retryAfter(describeFailure(new ApiError('x', 429, {}, 'http', 0)))).toBeNull();
    expect(retryAfter(describeFailure(new ApiError('x', 429)))).toBeNull();
    expect(retryAfter(describeFailure(null))).toBeNull();
  });

  it('the hourly limit per number (429 too_many_codes) sent nothing: a failure with the server’s words, no countdown', async () => {
    const actor = createActor(verificationMachineFor(() => {}), { input: { target: 'extraPhone', contact: '01822222222' } }).start();
    const message = 'Too many codes have been sent to this phone number. Please try again in 55 minutes.';
    refusal.next = new ApiError(message, 429, {}, 'http', 3300, { message, code: 'too_many_codes' });
    actor.send({ type: 'verification.codeRequested' });
    await settle();
    expect(actor.getSnapshot().value).toBe('requestingCode');
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'server', message });
    actor.stop();
  });

  it('another refusal stays a failure', async () => {
    const actor = createActor(verificationMachineFor(() => {}), { input: { target: 'email', contact: 'a@b.example' } }).start();
    refusal.next = new ApiError('This email address does not match your account.', 422);
    actor.send({ type: 'verification.codeRequested' });
    await settle();
    expect(actor.getSnapshot().value).toBe('requestingCode');
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'server', message: 'This email address does not match your account.' });
    actor.stop();
  });
});
