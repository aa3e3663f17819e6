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

const { ApiError } = await import('../api/errors');
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
