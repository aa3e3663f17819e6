import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { OUTCOME_POLL_MS, type TransactionOutcome } from './lib/transactionOutcome';
import { NotProvidedError } from './lib/unprovided';
import { deadlineOf, loadErrorOf, paymentRequestMachine, secondsLeft, type OutcomeQuery, type PaymentRequestDetails, type PaymentRequestEvent, type PaymentRequestInput } from './paymentRequest';

const request: PaymentRequestDetails = {
  amount: 500,
  methodName: 'bKash',
  methodIcon: '/storage/payments/bkash.svg',
  username: 'demoplayer1',
  createdAt: '2026-11-22T08:00:00.000Z',
};
const madeAt = new Date(request.createdAt).getTime();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startPaymentRequest(input: PaymentRequestInput) {
  const finds: { resolve: (value: PaymentRequestDetails | null) => void; reject: (error: unknown) => void }[] = [];
  const checks: { input: OutcomeQuery; resolve: (value: TransactionOutcome) => void; reject: (error: unknown) => void }[] = [];
  let clocks = 0;
  const clock = new SimulatedClock();
  const machine = paymentRequestMachine.provide({
    actors: {
      checkWithdrawal: fromPromise<TransactionOutcome, OutcomeQuery>(({ input: query }) => new Promise((resolve, reject) => checks.push({ input: query, resolve, reject }))),
      findLatestRequest: fromPromise<PaymentRequestDetails | null, void>(() => new Promise((resolve, reject) => finds.push({ resolve, reject }))),
      clock: fromCallback<PaymentRequestEvent>(() => {
        clocks += 1;
      }),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const tick = (now: number) => actor.send({ type: 'paymentRequest.clockTicked', now });
  return { actor, finds, checks, clock, tick, clocks: () => clocks };
}

describe('payment request machine (spec 1 §2.14)', () => {
  it('counts down 30 minutes from the request’s created_at, and says when the time is up', () => {
    const run = startPaymentRequest({ request, now: madeAt + 5_000 });
    expect(run.actor.getSnapshot().matches({ waiting: { countdown: 'countingDown' } })).toBe(true);
    expect(run.clocks()).toBe(1);
    expect(secondsLeft(run.actor.getSnapshot().context)).toBe(30 * 60 - 5);
    run.tick(madeAt + 10 * 60_000 + 500);
    expect(secondsLeft(run.actor.getSnapshot().context)).toBe(20 * 60);
    run.tick(deadlineOf(request) - 1);
    expect(run.actor.getSnapshot().matches({ waiting: { countdown: 'countingDown' } })).toBe(true);
    expect(secondsLeft(run.actor.getSnapshot().context)).toBe(1);
    run.tick(deadlineOf(request));
    expect(run.actor.getSnapshot().matches({ waiting: { countdown: 'timeUp' } })).toBe(true);
  });

  it('a reload keeps the time left: it depends on created_at, not on when the page opened', () => {
    const run = startPaymentRequest({ request, now: madeAt + 12 * 60_000 });
    expect(secondsLeft(run.actor.getSnapshot().context)).toBe(18 * 60);
    expect(startPaymentRequest({ request, now: madeAt + 40 * 60_000 }).actor.getSnapshot().matches({ waiting: { countdown: 'timeUp' } })).toBe(true);
  });

  it('without state it shows the newest pending withdrawal, or says there is none', async () => {
    const found = startPaymentRequest({ request: null, now: madeAt + 60_000 });
    expect(found.actor.getSnapshot().value).toBe('loadingLatestRequest');
    found.finds[0]?.resolve(request);
    await settle();
    expect(found.actor.getSnapshot().matches({ waiting: { countdown: 'countingDown' } })).toBe(true);
    expect(found.actor.getSnapshot().context.request).toEqual(request);

    const none = startPaymentRequest({ request: null, now: madeAt });
    none.finds[0]?.resolve(null);
    await settle();
    expect(none.actor.getSnapshot().value).toBe('noRequest');
  });

  it('a failed look-up shows the error and can be retried', async () => {
    const run = startPaymentRequest({ request: null, now: madeAt });
    run.finds[0]?.reject({ kind: 'failed', message: 'Unauthenticated.' });
    await settle();
    expect(run.actor.getSnapshot().value).toBe('loadFailed');
    expect(run.actor.getSnapshot().context.loadError).toBe('Unauthenticated.');
    run.actor.send({ type: 'paymentRequest.reloadRequested' });
    expect(run.actor.getSnapshot().value).toBe('loadingLatestRequest');
    expect(run.finds).toHaveLength(2);
  });

  it('reads failures as plain messages; a missing actor stops the machine', () => {
    expect(loadErrorOf({ kind: 'failed', message: null })).toBeNull();
    expect(loadErrorOf('boom')).toBeNull();
    expect(() => loadErrorOf(new NotProvidedError('paymentRequest', 'actor', 'findLatestRequest'))).toThrow(NotProvidedError);
  });
});

describe('payment request: the operator’s decision reaches the page (issue 22 §4)', () => {
  const tracked = { ...request, id: 7 };

  it('asks every 5 s while pending, through the countdown, and shows the rejection with its reason', async () => {
    const run = startPaymentRequest({ request: tracked, now: madeAt + 5_000 });
    expect(run.actor.getSnapshot().value).toEqual({ waiting: { countdown: 'countingDown', outcome: 'awaitingCheck' } });
    run.clock.increment(OUTCOME_POLL_MS - 1);
    expect(run.checks).toHaveLength(0);
    run.clock.increment(1);
    expect(run.checks.map((call) => call.input)).toEqual([{ id: 7 }]);
    run.checks[0]?.resolve({ status: 'pending' });
    await settle();
    run.tick(deadlineOf(request));
    run.clock.increment(OUTCOME_POLL_MS);
    expect(run.checks).toHaveLength(2);
    run.checks[1]?.resolve({ status: 'rejected', reason: 'wrong number' });
    await settle();
    expect(run.actor.getSnapshot().value).toBe('rejected');
    expect(run.actor.getSnapshot().context.outcome).toEqual({ status: 'rejected', reason: 'wrong number' });
    run.clock.increment(10 * OUTCOME_POLL_MS);
    expect(run.checks).toHaveLength(2);
  });

  it('shows the approval; a failed check is asked again; no calls while hidden', async () => {
    const run = startPaymentRequest({ request: tracked, now: madeAt + 5_000 });
    run.actor.send({ type: 'page.hidden' });
    run.clock.increment(10 * OUTCOME_POLL_MS);
    expect(run.checks).toHaveLength(0);
    run.actor.send({ type: 'page.shown' });
    run.checks[0]?.reject({ kind: 'failed', message: null });
    await settle();
    run.clock.increment(OUTCOME_POLL_MS);
    run.checks[1]?.resolve({ status: 'approved' });
    await settle();
    expect(run.actor.getSnapshot().value).toBe('approved');
  });

  it('a request without an id (an older history entry) only counts down', () => {
    const run = startPaymentRequest({ request, now: madeAt + 5_000 });
    run.clock.increment(10 * OUTCOME_POLL_MS);
    expect(run.actor.getSnapshot().value).toEqual({ waiting: { countdown: 'countingDown', outcome: 'untracked' } });
    expect(run.checks).toHaveLength(0);
  });
});
