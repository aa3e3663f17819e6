import { createActor, fromPromise } from 'xstate';
import { NotProvidedError } from './lib/unprovided';
import {
  idempotencyKeyOf,
  isFormLocked,
  problemOfCheck,
  toCheckFailure,
  toSubmitFailure,
  withdrawalMachine,
  type WithdrawalFormData,
  type WithdrawalReceipt,
  type WithdrawalRequest,
} from './withdrawal';

type Call<TInput, TOutput> = { input: TInput; resolve: (value: TOutput) => void; reject: (error: unknown) => void };

const readyPlayer: WithdrawalFormData = {
  methods: [{ id: 1, name: 'bKash', icon: '/storage/payments/bkash.svg' }],
  phones: [{ number: '01712345678', verified: true }],
  phoneVerified: true,
  hasPendingWithdrawal: false,
  amountRange: { min: 500, max: 25_000 },
};
const receipt: WithdrawalReceipt = { amount: 500, createdAt: '2026-11-22T08:00:00.000Z', methodName: 'bKash', methodIcon: '/storage/payments/bkash.svg' };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs the machine with calls the test settles by hand, and records what the edge was asked to do. */
function startWithdrawal() {
  const effects: string[] = [];
  const loads: Call<void, WithdrawalFormData>[] = [];
  const checks: Call<void, unknown>[] = [];
  const submits: Call<WithdrawalRequest, WithdrawalReceipt>[] = [];
  const machine = withdrawalMachine.provide({
    actors: {
      loadForm: fromPromise<WithdrawalFormData, void>(({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve, reject }))),
      checkWithdrawal: fromPromise<unknown, void>(({ input }) => new Promise((resolve, reject) => checks.push({ input, resolve, reject }))),
      submitWithdrawal: fromPromise<WithdrawalReceipt, WithdrawalRequest>(({ input }) => new Promise((resolve, reject) => submits.push({ input, resolve, reject }))),
    },
    actions: { reportWithdrawn: ({ context }) => void effects.push(`reportWithdrawn ${context.receipt?.amount}`) },
  });
  const actor = createActor(machine, { input: { keyPrefix: 'withdraw-test' } }).start();
  const fill = () => {
    actor.send({ type: 'withdrawal.paymentMethodChosen', id: 1 });
    actor.send({ type: 'withdrawal.quickAmountAdded', amount: 500 });
    actor.send({ type: 'withdrawal.accountNumberChosen', value: '01712345678' });
  };
  /** Loads the form for this player and lets the check on opening pass. */
  const open = async (data: WithdrawalFormData = readyPlayer) => {
    loads[0]?.resolve(data);
    await settle();
    checks.shift()?.resolve(null);
    await settle();
  };
  return { actor, effects, loads, checks, submits, fill, open, submit: () => actor.send({ type: 'withdrawal.submitted' }) };
}

describe('withdrawal machine: opening the page', () => {
  it('loads the form, then runs the server check so a blocked player sees why at once', async () => {
    const run = startWithdrawal();
    expect(run.actor.getSnapshot().value).toBe('loadingForm');
    run.loads[0]?.resolve(readyPlayer);
    await settle();
    expect(run.actor.getSnapshot().value).toBe('checkingEligibility');
    run.checks[0]?.reject({ kind: 'birthdayMissing', message: 'Please set your Date of Birth in your profile before making a withdrawal.' });
    await settle();
    expect(run.actor.getSnapshot().value).toBe('editing');
    expect(run.actor.getSnapshot().context.eligibility).toEqual({ code: 'birthdayMissing', message: 'Please set your Date of Birth in your profile before making a withdrawal.' });
    expect(run.actor.getSnapshot().context.methods).toEqual(readyPlayer.methods);
  });

  it('what the player taps while the check on opening runs is kept; sending waits for the check', async () => {
    const run = startWithdrawal();
    run.loads[0]?.resolve(readyPlayer);
    await settle();
    run.fill();
    run.submit();
    expect(run.actor.getSnapshot().value).toBe('checkingEligibility');
    run.checks[0]?.resolve(null);
    await settle();
    expect(run.actor.getSnapshot().value).toBe('editing');
    expect(run.actor.getSnapshot().context).toMatchObject({ paymentId: 1, amount: '500', accountNumber: '01712345678' });
  });

  it('open turnover blocks the form: the amount left is shown, and nothing can be changed or sent (issue 22)', async () => {
    const run = startWithdrawal();
    run.loads[0]?.resolve(readyPlayer);
    await settle();
    run.checks[0]?.reject({ kind: 'turnoverOpen', turnoverLeft: 45.5 });
    await settle();
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.context.eligibility).toEqual({ code: 'turnoverOpen', turnoverLeft: 45.5 });
    expect(isFormLocked(snapshot.context)).toBe(true);
    run.fill();
    run.submit();
    expect(run.actor.getSnapshot().value).toBe('editing');
    expect(run.actor.getSnapshot().context).toMatchObject({ amount: '', accountNumber: '', paymentId: null, revision: 0 });
    expect(run.checks).toHaveLength(1);
  });

  it('a failed load shows the error and can be retried', async () => {
    const run = startWithdrawal();
    run.loads[0]?.reject({ kind: 'failed', message: 'Unauthenticated.' });
    await settle();
    expect(run.actor.getSnapshot().value).toBe('loadFailed');
    expect(run.actor.getSnapshot().context.problem).toEqual({ code: 'loadFailed', message: 'Unauthenticated.' });
    run.actor.send({ type: 'withdrawal.reloadRequested' });
    expect(run.actor.getSnapshot().value).toBe('loadingForm');
    expect(run.loads).toHaveLength(2);
  });
});

describe('withdrawal machine: the checks before sending, in the spec’s order (spec 1 §5)', () => {
  it.each([
    ['an unverified phone', { ...readyPlayer, phoneVerified: false }, true, 'phoneNotVerified'],
    ['a pending withdrawal', { ...readyPlayer, hasPendingWithdrawal: true }, true, 'withdrawalPending'],
  ] as const)('%s is refused before anything else', async (_, data, filled, code) => {
    const run = startWithdrawal();
    await run.open(data);
    if (filled) run.fill();
    run.submit();
    expect(run.actor.getSnapshot().value).toBe('editing');
    expect(run.actor.getSnapshot().context.problem).toEqual({ code });
    expect(run.checks).toHaveLength(0);
  });

  it('then amount, account number and payment method, one at a time', async () => {
    const run = startWithdrawal();
    await run.open();
    run.submit();
    expect(run.actor.getSnapshot().context).toMatchObject({ fieldProblem: { code: 'amountRequired' }, problem: null });
    run.actor.send({ type: 'withdrawal.amountChanged', value: '  ' });
    run.submit();
    expect(run.actor.getSnapshot().context.fieldProblem).toEqual({ code: 'amountRequired' });
    run.actor.send({ type: 'withdrawal.amountChanged', value: '700' });
    expect(run.actor.getSnapshot().context.fieldProblem).toBeNull();
    run.submit();
    expect(run.actor.getSnapshot().context.fieldProblem).toEqual({ code: 'accountNumberRequired' });
    // Closing the Error dialog does not hide a field's problem.
    run.actor.send({ type: 'withdrawal.problemDismissed' });
    expect(run.actor.getSnapshot().context.fieldProblem).toEqual({ code: 'accountNumberRequired' });
    run.actor.send({ type: 'withdrawal.accountNumberChosen', value: '01712345678' });
    run.submit();
    expect(run.actor.getSnapshot().context.fieldProblem).toEqual({ code: 'paymentMethodRequired' });
    run.actor.send({ type: 'withdrawal.paymentMethodChosen', id: 1 });
    run.submit();
    expect(run.actor.getSnapshot().value).toBe('checkingBeforeSubmit');
    expect(run.actor.getSnapshot().context).toMatchObject({ fieldProblem: null, problem: null });
    expect(run.submits).toHaveLength(0);
  });

  it('quick-add buttons add their value; the range is not enforced here', async () => {
    const run = startWithdrawal();
    await run.open();
    run.actor.send({ type: 'withdrawal.quickAmountAdded', amount: 500 });
    run.actor.send({ type: 'withdrawal.quickAmountAdded', amount: 25000 });
    expect(run.actor.getSnapshot().context.amount).toBe('25500');
    run.actor.send({ type: 'withdrawal.amountChanged', value: 'abc' });
    run.actor.send({ type: 'withdrawal.quickAmountAdded', amount: 1000 });
    expect(run.actor.getSnapshot().context.amount).toBe('1000');
  });
});

describe('withdrawal machine: sending', () => {
  async function readyToSend() {
    const run = startWithdrawal();
    await run.open();
    run.fill();
    run.submit();
    return run;
  }

  it('the server check passes, then one submit with the form’s key; success reports and finishes', async () => {
    const run = await readyToSend();
    run.checks[0]?.resolve(null);
    await settle();
    expect(run.actor.getSnapshot().value).toBe('submitting');
    run.submit();
    expect(run.submits).toHaveLength(1);
    expect(run.submits[0]?.input).toEqual({ amount: '500', accountNumber: '01712345678', paymentId: 1, idempotencyKey: 'withdraw-test-3' });
    run.submits[0]?.resolve(receipt);
    await settle();
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.effects).toEqual(['reportWithdrawn 500']);
  });

  it('a refusal from the check at submit shows in the dialog and above the form', async () => {
    const run = await readyToSend();
    run.checks[0]?.reject({ kind: 'turnoverOpen', turnoverLeft: null });
    await settle();
    expect(run.actor.getSnapshot().value).toBe('editing');
    expect(run.actor.getSnapshot().context).toMatchObject({ problem: { code: 'turnoverOpen' }, eligibility: { code: 'turnoverOpen' } });
    run.actor.send({ type: 'withdrawal.problemDismissed' });
    expect(run.actor.getSnapshot().context).toMatchObject({ problem: null, amount: '500', accountNumber: '01712345678', paymentId: 1 });
  });

  it('no answer: a retry of the same form skips the check and resends the same key (one withdrawal)', async () => {
    const run = await readyToSend();
    run.checks[0]?.resolve(null);
    await settle();
    run.submits[0]?.reject({ kind: 'noAnswer' });
    await settle();
    expect(run.actor.getSnapshot().context).toMatchObject({ problem: { code: 'submitFailed' }, awaitingReplay: true, amount: '500' });
    run.actor.send({ type: 'withdrawal.problemDismissed' });
    run.submit();
    expect(run.actor.getSnapshot().value).toBe('submitting');
    expect(run.checks).toHaveLength(1);
    expect(run.submits.map((call) => call.input.idempotencyKey)).toEqual(['withdraw-test-3', 'withdraw-test-3']);
  });

  it('the same value again (a field reformatting itself on blur) keeps the dialog, the retry and the key', async () => {
    const run = await readyToSend();
    run.checks[0]?.resolve(null);
    await settle();
    run.submits[0]?.reject({ kind: 'noAnswer' });
    await settle();
    run.actor.send({ type: 'withdrawal.amountChanged', value: '500' });
    run.actor.send({ type: 'withdrawal.accountNumberChosen', value: '01712345678' });
    run.actor.send({ type: 'withdrawal.paymentMethodChosen', id: 1 });
    expect(run.actor.getSnapshot().context).toMatchObject({ problem: { code: 'submitFailed' }, awaitingReplay: true, revision: 3 });
  });

  it('a changed form after no answer is a new request: new key, and the check runs again', async () => {
    const run = await readyToSend();
    run.checks[0]?.resolve(null);
    await settle();
    run.submits[0]?.reject({ kind: 'noAnswer' });
    await settle();
    run.actor.send({ type: 'withdrawal.amountChanged', value: '600' });
    run.submit();
    expect(run.actor.getSnapshot().value).toBe('checkingBeforeSubmit');
    run.checks[1]?.resolve(null);
    await settle();
    expect(run.submits[1]?.input).toMatchObject({ amount: '600', idempotencyKey: 'withdraw-test-4' });
  });

  it('a refusal shows the server’s words (or the fallback) and the next send gets a new key', async () => {
    const run = await readyToSend();
    run.checks[0]?.resolve(null);
    await settle();
    run.submits[0]?.reject({ kind: 'refused', message: 'Insufficient balance. Your balance is ৳0.00.' });
    await settle();
    expect(run.actor.getSnapshot().context).toMatchObject({ problem: { code: 'server', message: 'Insufficient balance. Your balance is ৳0.00.' }, awaitingReplay: false });
    run.submit();
    run.checks[1]?.resolve(null);
    await settle();
    run.submits[1]?.reject({ kind: 'refused', message: null });
    await settle();
    expect(run.actor.getSnapshot().context.problem).toEqual({ code: 'submitFailed' });
    expect(run.submits.map((call) => call.input.idempotencyKey)).toEqual(['withdraw-test-3', 'withdraw-test-4']);
  });
});

describe('withdrawal machine: reading failures', () => {
  it('check failures become problems (spec 1 §8)', () => {
    expect(problemOfCheck({ kind: 'refused', message: 'Please verify your phone number first.' })).toEqual({ code: 'server', message: 'Please verify your phone number first.' });
    expect(problemOfCheck({ kind: 'failed', message: null })).toEqual({ code: 'checkFailed' });
    expect(problemOfCheck({ kind: 'failed', message: 'x' })).toEqual({ code: 'server', message: 'x' });
    expect(problemOfCheck({ kind: 'unknownAnswer' })).toEqual({ code: 'unknownCheckAnswer' });
  });

  it('unexpected rejections are plain failures; a missing actor stops the machine', () => {
    expect(toCheckFailure(new Error('boom'))).toEqual({ kind: 'failed', message: null });
    expect(toSubmitFailure('boom')).toEqual({ kind: 'noAnswer' });
    expect(toSubmitFailure({ kind: 'refused', message: '' })).toEqual({ kind: 'refused', message: null });
    expect(toSubmitFailure({ kind: 'refused', message: 'Insufficient balance.' })).toEqual({ kind: 'refused', message: 'Insufficient balance.' });
  });

  it('reads each kind of check failure back, checking its fields', () => {
    expect(toCheckFailure({ kind: 'birthdayMissing', message: '' })).toEqual({ kind: 'birthdayMissing', message: '' });
    expect(toCheckFailure({ kind: 'birthdayMissing' })).toEqual({ kind: 'failed', message: null });
    expect(toCheckFailure({ kind: 'turnoverOpen', turnoverLeft: 45.5 })).toEqual({ kind: 'turnoverOpen', turnoverLeft: 45.5 });
    expect(toCheckFailure({ kind: 'turnoverOpen', turnoverLeft: '45.5' })).toEqual({ kind: 'turnoverOpen', turnoverLeft: null });
    expect(toCheckFailure({ kind: 'turnoverOpen', turnoverLeft: -1 })).toEqual({ kind: 'turnoverOpen', turnoverLeft: null });
    expect(toCheckFailure({ kind: 'refused', message: 'Not allowed' })).toEqual({ kind: 'refused', message: 'Not allowed' });
    expect(toCheckFailure({ kind: 'unknownAnswer' })).toEqual({ kind: 'unknownAnswer' });
    expect(toCheckFailure({ kind: 'failed', message: '' })).toEqual({ kind: 'failed', message: null });
    expect(toCheckFailure({ kind: 'failed', message: 'Server busy' })).toEqual({ kind: 'failed', message: 'Server busy' });
    expect(() => toCheckFailure(new NotProvidedError('withdrawal', 'actor', 'checkWithdrawal'))).toThrow(NotProvidedError);
    expect(() => toSubmitFailure(new NotProvidedError('withdrawal', 'actor', 'submitWithdrawal'))).toThrow(NotProvidedError);
  });

  it('the key is the form’s prefix and revision', () => {
    expect(idempotencyKeyOf({ keyPrefix: 'withdraw-abc', revision: 2 })).toBe('withdraw-abc-2');
  });

  it('without provided actors the machine fails loudly', async () => {
    const actor = createActor(withdrawalMachine, { input: { keyPrefix: 'withdraw-test' } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await settle();
    expect(errors[0]).toBeInstanceOf(NotProvidedError);
  });
});

describe('withdrawal: Bangla digits (issue 22 §4)', () => {
  it('an account number in Bangla digits is kept in ASCII digits', async () => {
    const run = startWithdrawal();
    await run.open();
    run.actor.send({ type: 'withdrawal.accountNumberChosen', value: '০১৭১২৩৪৫৬৭৮' });
    expect(run.actor.getSnapshot().context.accountNumber).toBe('01712345678');
  });
});
