import { createActor, fromCallback, fromPromise } from 'xstate';
import { NotProvidedError } from './lib/unprovided';
import { deadlineOf, loadErrorOf, paymentRequestMachine, secondsLeft, type PaymentRequestDetails, type PaymentRequestEvent, type PaymentRequestInput } from './paymentRequest';

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
  let clocks = 0;
  const machine = paymentRequestMachine.provide({
    actors: {
      findLatestRequest: fromPromise<PaymentRequestDetails | null, void>(() => new Promise((resolve, reject) => finds.push({ resolve, reject }))),
      clock: fromCallback<PaymentRequestEvent>(() => {
        clocks += 1;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const tick = (now: number) => actor.send({ type: 'paymentRequest.clockTicked', now });
  return { actor, finds, tick, clocks: () => clocks };
}

describe('payment request machine (spec 1 §2.14)', () => {
  it('counts down 30 minutes from the request’s created_at, and says when the time is up', () => {
    const run = startPaymentRequest({ request, now: madeAt + 5_000 });
    expect(run.actor.getSnapshot().value).toBe('countingDown');
    expect(run.clocks()).toBe(1);
    expect(secondsLeft(run.actor.getSnapshot().context)).toBe(30 * 60 - 5);
    run.tick(madeAt + 10 * 60_000 + 500);
    expect(secondsLeft(run.actor.getSnapshot().context)).toBe(20 * 60);
    run.tick(deadlineOf(request) - 1);
    expect(run.actor.getSnapshot().value).toBe('countingDown');
    expect(secondsLeft(run.actor.getSnapshot().context)).toBe(1);
    run.tick(deadlineOf(request));
    expect(run.actor.getSnapshot().value).toBe('timeUp');
  });

  it('a reload keeps the time left: it depends on created_at, not on when the page opened', () => {
    const run = startPaymentRequest({ request, now: madeAt + 12 * 60_000 });
    expect(secondsLeft(run.actor.getSnapshot().context)).toBe(18 * 60);
    expect(startPaymentRequest({ request, now: madeAt + 40 * 60_000 }).actor.getSnapshot().value).toBe('timeUp');
  });

  it('without state it shows the newest pending withdrawal, or says there is none', async () => {
    const found = startPaymentRequest({ request: null, now: madeAt + 60_000 });
    expect(found.actor.getSnapshot().value).toBe('loadingLatestRequest');
    found.finds[0]?.resolve(request);
    await settle();
    expect(found.actor.getSnapshot().value).toBe('countingDown');
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
