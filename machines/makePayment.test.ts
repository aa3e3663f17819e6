import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { NotProvidedError } from './lib/unprovided';
import { OUTCOME_POLL_MS } from './lib/transactionOutcome';
import { formatRemaining, makePaymentMachine, toSubmitFailure, type DepositSubmission, type MakePaymentInput, type OutcomeQuery, type PaymentDetails, type ReceiptFile, type TransactionOutcome } from './makePayment';

const payment: PaymentDetails = {
  methodName: 'bKash',
  methodIcon: '/storage/payments/bkash.svg',
  amount: 1500,
  accountNumber: '01712345678',
  paymentId: 11,
  promotionId: 3,
  accountType: 'Agent',
  deadline: '2025-05-05T12:10:00.000Z',
};
const receipt: ReceiptFile = { name: 'slip.png', size: 8, data: new Blob([new Uint8Array(8)], { type: 'image/png' }) };

type Held<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

function startPayment(overrides: Partial<MakePaymentInput> = {}) {
  const phoneCalls: Held<{ remoteId: string }, string[]>[] = [];
  const submissions: Held<DepositSubmission, number | null>[] = [];
  const checks: Held<OutcomeQuery, TransactionOutcome>[] = [];
  const copied: string[] = [];
  const clock = new SimulatedClock();
  const held = <I, O>(list: Held<I, O>[]) => fromPromise<O, I>(({ input }) => new Promise<O>((resolve, reject) => list.push({ input, resolve, reject })));
  const machine = makePaymentMachine.provide({
    actors: { loadPhones: held(phoneCalls), submitDeposit: held(submissions), checkDeposit: held(checks) },
    actions: { writeToClipboard: (_, params) => void copied.push(params.value) },
  });
  const input: MakePaymentInput = { payment, remoteId: 'r-1', remainingMs: 600_000, idempotencySeed: 'seed5678abcd', ...overrides };
  const actor = createActor(machine, { input, clock }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, phoneCalls, submissions, checks, copied, clock, settle, send: actor.send.bind(actor) };
}

type Run = ReturnType<typeof startPayment>;

async function withPhones(run: Run, phones = ['01812345678', '01912345678']) {
  run.phoneCalls[0]?.resolve(phones);
  await run.settle();
}

function fill(run: Run) {
  run.send({ type: 'makePayment.transactionIdChanged', value: ' TRX123 ' });
  run.send({ type: 'makePayment.receiptChosen', receipt });
}

const form = (run: Run) => (run.actor.getSnapshot().value as { paying: { form: string } }).paying.form;

describe('make payment: opening', () => {
  it('without a deposit in the history state the page only says so', () => {
    const run = startPayment({ payment: null });
    expect(run.actor.getSnapshot().value).toBe('withoutPayment');
    expect(run.phoneCalls).toHaveLength(0);
  });

  it('loads the player’s phones and chooses the first', async () => {
    const run = startPayment();
    expect(run.phoneCalls.map((call) => call.input)).toEqual([{ remoteId: 'r-1' }]);
    await withPhones(run);
    expect(run.actor.getSnapshot().context).toMatchObject({ phones: ['01812345678', '01912345678'], phone: '01812345678' });
  });

  it('a phone chosen while the list loads is kept', async () => {
    const run = startPayment();
    run.send({ type: 'makePayment.phoneChosen', phone: '01912345678' });
    await withPhones(run);
    expect(run.actor.getSnapshot().context.phone).toBe('01912345678');
  });

  it('a Submit before the phones arrive is refused; the phone problem goes when the first phone is chosen for the player', async () => {
    const run = startPayment();
    fill(run);
    run.send({ type: 'makePayment.submitted' });
    expect(run.actor.getSnapshot().context.errors.phone).toEqual({ code: 'phoneNot11Digits' });
    await withPhones(run);
    expect(run.actor.getSnapshot().context).toMatchObject({ phone: '01812345678', errors: { phone: null, transactionId: null } });
    run.send({ type: 'makePayment.submitted' });
    expect(run.submissions.map((call) => call.input.accountNumber)).toEqual(['01812345678']);
  });

  it('phones that arrive empty leave the phone problem said', async () => {
    const run = startPayment();
    run.send({ type: 'makePayment.submitted' });
    await withPhones(run, []);
    expect(run.actor.getSnapshot().context.errors.phone).toEqual({ code: 'phoneNot11Digits' });
  });

  it('phones that failed to load are said, and Try again loads them again', async () => {
    const run = startPayment();
    run.phoneCalls[0]?.reject({ kind: 'failed' });
    await run.settle();
    expect(run.actor.getSnapshot().matches({ paying: { phones: 'phonesFailed' } })).toBe(true);
    run.send({ type: 'makePayment.phonesReloadRequested' });
    expect(run.phoneCalls).toHaveLength(2);
    run.phoneCalls[1]?.resolve(['01812345678']);
    await run.settle();
    expect(run.actor.getSnapshot().matches({ paying: { phones: 'phonesReady' } })).toBe(true);
    expect(run.actor.getSnapshot().context.phone).toBe('01812345678');
  });

  it('starts with the TRX ID typed earlier for this payment, kept by the edge across back and forward (issue 22)', () => {
    const run = startPayment({ transactionId: 'TRX123ABC' });
    expect(run.actor.getSnapshot().context.transactionId).toBe('TRX123ABC');
    expect(startPayment().actor.getSnapshot().context.transactionId).toBe('');
  });

  it('a missing actor stops the machine loudly', async () => {
    const actor = createActor(makePaymentMachine.provide({ actions: { writeToClipboard: () => {} } }), { input: { payment, remoteId: 'r', remainingMs: 1000, idempotencySeed: 'seed5678abcd' } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors[0]).toBeInstanceOf(NotProvidedError);
    expect(() => toSubmitFailure(new NotProvidedError('m', 'actor', 'a'))).toThrow(NotProvidedError);
  });
});

describe('make payment: the countdown (spec 1 §9: 10 minutes)', () => {
  it('counts down in m:ss to the deadline and then disables Submit', async () => {
    const run = startPayment({ remainingMs: 2500 });
    expect(formatRemaining(run.actor.getSnapshot().context.remainingMs)).toBe('0:03');
    run.clock.increment(1000);
    expect(formatRemaining(run.actor.getSnapshot().context.remainingMs)).toBe('0:02');
    run.clock.increment(1000);
    run.clock.increment(1000);
    expect(run.actor.getSnapshot().matches({ paying: { countdown: 'timeUp' } })).toBe(true);
    expect(formatRemaining(run.actor.getSnapshot().context.remainingMs)).toBe('0:00');
    await withPhones(run);
    fill(run);
    run.send({ type: 'makePayment.submitted' });
    expect(form(run)).toBe('editing');
    expect(run.submissions).toHaveLength(0);
  });

  it('a reload after the deadline starts with the time up; more than 10 minutes is capped', () => {
    expect(startPayment({ remainingMs: -5000 }).actor.getSnapshot().matches({ paying: { countdown: 'timeUp' } })).toBe(true);
    expect(startPayment({ remainingMs: 900_000 }).actor.getSnapshot().context.remainingMs).toBe(600_000);
    expect(formatRemaining(600_000)).toBe('10:00');
    expect(formatRemaining(59_001)).toBe('1:00');
  });
});

describe('make payment: copy buttons (spec 1 §8)', () => {
  it('copies the account number and the amount and says what was copied', () => {
    const run = startPayment();
    run.send({ type: 'makePayment.copyPressed', field: 'accountNumber' });
    expect(run.actor.getSnapshot().context.notice).toEqual({ code: 'copied', field: 'accountNumber', value: '01712345678' });
    run.send({ type: 'makePayment.copyPressed', field: 'amount' });
    expect(run.actor.getSnapshot().context.notice).toEqual({ code: 'copied', field: 'amount', value: '1500' });
    expect(run.copied).toEqual(['01712345678', '1500']);
    run.send({ type: 'makePayment.noticeDismissed' });
    expect(run.actor.getSnapshot().context.notice).toBeNull();
  });

  it('when the browser refuses the write, it says the value was not copied and shows it to type in', () => {
    const run = startPayment();
    run.send({ type: 'makePayment.copyPressed', field: 'amount' });
    run.send({ type: 'makePayment.copyPressed', field: 'accountNumber' });
    run.send({ type: 'makePayment.copyFailed', field: 'accountNumber' });
    expect(run.actor.getSnapshot().context.notice).toEqual({ code: 'copyFailed', field: 'accountNumber', value: '01712345678' });
    expect(run.copied).toEqual(['1500', '01712345678']);
    // Copying again may work: the notice follows the latest press.
    run.send({ type: 'makePayment.copyPressed', field: 'accountNumber' });
    expect(run.actor.getSnapshot().context.notice).toEqual({ code: 'copied', field: 'accountNumber', value: '01712345678' });
  });

  it('with nothing to copy it says so and copies nothing', () => {
    const run = startPayment({ payment: { ...payment, accountNumber: ' ', amount: 0 } });
    run.send({ type: 'makePayment.copyPressed', field: 'accountNumber' });
    expect(run.actor.getSnapshot().context.notice).toEqual({ code: 'nothingToCopy', field: 'accountNumber' });
    run.send({ type: 'makePayment.copyPressed', field: 'amount' });
    expect(run.actor.getSnapshot().context.notice).toEqual({ code: 'nothingToCopy', field: 'amount' });
    expect(run.copied).toEqual([]);
  });
});

describe('make payment: submit (spec 1 §5, Deposit submit)', () => {
  it('the phone must have exactly 11 digits and the TRX ID is required', async () => {
    const run = startPayment();
    await withPhones(run, ['0181234567']);
    run.send({ type: 'makePayment.submitted' });
    expect(run.actor.getSnapshot().context.errors).toEqual({ phone: { code: 'phoneNot11Digits' }, transactionId: { code: 'transactionIdRequired' } });
    run.send({ type: 'makePayment.phoneChosen', phone: '01812345678' });
    run.send({ type: 'makePayment.transactionIdChanged', value: '   ' });
    expect(run.actor.getSnapshot().context.errors).toEqual({ phone: null, transactionId: null });
    run.send({ type: 'makePayment.submitted' });
    expect(run.actor.getSnapshot().context.errors).toEqual({ phone: null, transactionId: { code: 'transactionIdRequired' } });
    expect(run.submissions).toHaveLength(0);
  });

  it('sends the deposit once, with the receipt and an idempotency key, then shows the pending panel', async () => {
    const run = startPayment();
    await withPhones(run);
    fill(run);
    run.send({ type: 'makePayment.submitted' });
    run.send({ type: 'makePayment.submitted' });
    expect(form(run)).toBe('submittingDeposit');
    expect(run.submissions.map((call) => call.input)).toEqual([
      { remoteId: 'r-1', accountNumber: '01812345678', transactionId: 'TRX123', amount: 1500, paymentId: 11, promotionId: 3, receipt, idempotencyKey: 'seed5678abcd-2' },
    ]);
    run.submissions[0]?.resolve(41);
    await run.settle();
    expect(run.actor.getSnapshot().value).toEqual({ submitted: 'awaitingCheck' });
    expect(run.actor.getSnapshot().context.depositId).toBe(41);
  });


  it('a failure keeps every field; a retry of the same form reuses the key, a change makes a new one', async () => {
    const run = startPayment();
    await withPhones(run);
    fill(run);
    run.send({ type: 'makePayment.submitted' });
    run.submissions[0]?.reject({ kind: 'failed' });
    await run.settle();
    expect(run.actor.getSnapshot().context).toMatchObject({ failure: { kind: 'failed' }, phone: '01812345678', transactionId: ' TRX123 ', receipt });
    run.send({ type: 'makePayment.failureDismissed' });
    run.send({ type: 'makePayment.submitted' });
    run.submissions[1]?.reject({ kind: 'rejected', message: 'Please attach your payment receipt (a JPEG, PNG or WebP image).' });
    await run.settle();
    expect(run.actor.getSnapshot().context.failure).toEqual({ kind: 'rejected', message: 'Please attach your payment receipt (a JPEG, PNG or WebP image).' });
    run.send({ type: 'makePayment.receiptCleared' });
    run.send({ type: 'makePayment.receiptChosen', receipt });
    run.send({ type: 'makePayment.submitted' });
    expect(run.submissions.map((call) => call.input.idempotencyKey)).toEqual(['seed5678abcd-2', 'seed5678abcd-2', 'seed5678abcd-4']);
  });

  it('reads failures as plain objects', () => {
    expect(toSubmitFailure({ kind: 'rejected', message: '' })).toEqual({ kind: 'failed' });
    expect(toSubmitFailure(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});

describe('make payment: the pending panel learns the outcome (issue 22 §4)', () => {
  async function submittedRun(id: number | null = 41) {
    const run = startPayment();
    await withPhones(run);
    fill(run);
    run.send({ type: 'makePayment.submitted' });
    run.submissions[0]?.resolve(id);
    await run.settle();
    return run;
  }

  it('asks every 5 s while pending, and moves to the approval', async () => {
    const run = await submittedRun();
    run.clock.increment(OUTCOME_POLL_MS - 1);
    expect(run.checks).toHaveLength(0);
    run.clock.increment(1);
    expect(run.checks.map((call) => call.input)).toEqual([{ remoteId: 'r-1', id: 41 }]);
    run.checks[0]?.resolve({ status: 'pending' });
    await run.settle();
    expect(run.actor.getSnapshot().value).toEqual({ submitted: 'awaitingCheck' });
    run.clock.increment(OUTCOME_POLL_MS);
    expect(run.checks).toHaveLength(2);
    run.checks[1]?.reject({ kind: 'failed' });
    await run.settle();
    run.clock.increment(OUTCOME_POLL_MS);
    run.checks[2]?.resolve({ status: 'approved' });
    await run.settle();
    expect(run.actor.getSnapshot().value).toEqual({ submitted: 'approved' });
    expect(run.actor.getSnapshot().context.outcome).toEqual({ status: 'approved' });
    run.clock.increment(10 * OUTCOME_POLL_MS);
    expect(run.checks).toHaveLength(3);
  });

  it('shows a rejection with the operator’s reason', async () => {
    const run = await submittedRun();
    run.clock.increment(OUTCOME_POLL_MS);
    run.checks[0]?.resolve({ status: 'rejected', reason: 'The receipt does not show the TRX ID' });
    await run.settle();
    expect(run.actor.getSnapshot().value).toEqual({ submitted: 'rejected' });
    expect(run.actor.getSnapshot().context.outcome).toEqual({ status: 'rejected', reason: 'The receipt does not show the TRX ID' });
  });

  it('stops asking while the page is hidden and asks at once on return; stops for good when the page is left', async () => {
    const run = await submittedRun();
    run.send({ type: 'page.hidden' });
    run.clock.increment(10 * OUTCOME_POLL_MS);
    expect(run.checks).toHaveLength(0);
    run.send({ type: 'page.shown' });
    expect(run.checks).toHaveLength(1);
    run.send({ type: 'page.hidden' });
    expect(run.actor.getSnapshot().value).toEqual({ submitted: 'paused' });
    run.send({ type: 'page.shown' });
    expect(run.checks).toHaveLength(2);
    run.actor.stop();
    run.clock.increment(10 * OUTCOME_POLL_MS);
    expect(run.checks).toHaveLength(2);
  });

  it('without the deposit’s id the panel only waits', async () => {
    const run = await submittedRun(null);
    run.clock.increment(10 * OUTCOME_POLL_MS);
    expect(run.actor.getSnapshot().value).toEqual({ submitted: 'untracked' });
    expect(run.checks).toHaveLength(0);
  });
});
