import { createActor, fromPromise } from 'xstate';
import { depositMachine, isAmountOpen, paymentDetailsOf, type DepositChannel, type DepositData, type DepositInput, type WalletNumber, type WalletRequest } from './deposit';
import { NotProvidedError } from './lib/unprovided';

const methods = [{ id: 1, name: 'bKash', icon: '/storage/payments/bkash.svg' }];
const promotions = [
  { id: 3, name: 'Welcome bonus', bonusPercent: 100 },
  { id: 4, name: 'Reload', bonusPercent: 10 },
];
const channels: DepositChannel[] = [
  { id: 11, accountType: 'Agent', min: 500, max: 25000 },
  { id: 12, accountType: 'Personal', min: 500, max: 10000 },
];
const verified: DepositData = { promotions, methods, mainPhoneVerified: true, extraPhonesVerified: [], deposits: [] };

type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

/** Runs the deposit machine with calls the test settles by hand and recorded navigation. */
function startDeposit(input: DepositInput = { remoteId: 'r-1' }) {
  const loads: Pending<{ remoteId: string }, DepositData>[] = [];
  const channelCalls: Pending<{ name: string }, DepositChannel[]>[] = [];
  const walletCalls: Pending<WalletRequest, WalletNumber>[] = [];
  const opened: unknown[] = [];
  const held = <I, O>(list: Pending<I, O>[]) => fromPromise<O, I>(({ input: given }) => new Promise<O>((resolve, reject) => list.push({ input: given, resolve, reject })));
  const machine = depositMachine.provide({
    actors: { loadDepositData: held(loads), loadChannels: held(channelCalls), getWalletNumber: held(walletCalls) },
    actions: { openMakePayment: ({ context }) => void opened.push(paymentDetailsOf(context)) },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const send = actor.send.bind(actor);
  return { actor, loads, channelCalls, walletCalls, opened, settle, send };
}

async function readyForm(data: DepositData = verified, input?: DepositInput) {
  const run = startDeposit(input);
  run.loads[0]?.resolve(data);
  await run.settle();
  return run;
}

async function chooseBkashCashOut(run: Awaited<ReturnType<typeof readyForm>>) {
  run.send({ type: 'deposit.methodChosen', name: 'bKash' });
  expect(run.actor.getSnapshot().matches({ enteringDeposit: 'loadingChannels' })).toBe(true);
  run.channelCalls.at(-1)?.resolve(channels);
  await run.settle();
  run.send({ type: 'deposit.channelChosen', channelId: 11 });
}

describe('deposit machine: loading', () => {
  it('loads once with the player’s remote id, then shows the form', async () => {
    const run = await readyForm();
    expect(run.loads.map((load) => load.input)).toEqual([{ remoteId: 'r-1' }]);
    expect(run.actor.getSnapshot().value).toEqual({ enteringDeposit: 'choosing' });
    expect(run.actor.getSnapshot().context).toMatchObject({ promotions, methods, promotionId: null });
  });

  it('the desktop preselects the first active promotion', async () => {
    const run = await readyForm(verified, { remoteId: 'r-1', preselectFirstPromotion: true });
    expect(run.actor.getSnapshot().context.promotionId).toBe(3);
  });

  it('a failed load shows empty lists (only logged, spec 1 §7)', async () => {
    const run = startDeposit();
    run.loads[0]?.reject({ kind: 'failed', message: 'offline' });
    await run.settle();
    expect(run.actor.getSnapshot().value).toEqual({ enteringDeposit: 'choosing' });
    expect(run.actor.getSnapshot().context).toMatchObject({ methods: [], promotions: [], deposits: [] });
  });

  it('a missing actor stops the machine loudly', async () => {
    const actor = createActor(depositMachine, { input: { remoteId: 'r-1' } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors[0]).toBeInstanceOf(NotProvidedError);
  });
});

describe('deposit machine: Next checks in the spec’s order (spec 1 §5)', () => {
  it.each([
    ['an unverified phone comes first, even with an empty form', { ...verified, mainPhoneVerified: false, extraPhonesVerified: [false] }, 'phoneNotVerified'],
    ['then a pending deposit (a verified extra phone is enough)', { ...verified, mainPhoneVerified: false, extraPhonesVerified: [false, true], deposits: [{ id: 1, amount: 500, status: 'pending' as const, pending: true, createdAt: '', methodName: 'bKash' }] }, 'depositPending'],
    ['then the amount', verified, 'amountRequired'],
    // A failed phones load is only logged (spec 1 §7): the player is not told to verify a phone that may be verified.
    ['phones that failed to load are not called unverified', { ...verified, mainPhoneVerified: null }, 'amountRequired'],
  ])('%s', async (_, data, code) => {
    const run = await readyForm(data);
    run.send({ type: 'deposit.nextPressed' });
    expect(run.actor.getSnapshot().context.problem).toEqual({ code });
    expect(run.walletCalls).toHaveLength(0);
  });

  it('a finished (approved) deposit does not block', async () => {
    const run = await readyForm({ ...verified, deposits: [{ id: 1, amount: 500, status: 'success', pending: false, createdAt: '', methodName: 'bKash' }] });
    run.send({ type: 'deposit.amountChanged', value: '700' });
    run.send({ type: 'deposit.nextPressed' });
    expect(run.actor.getSnapshot().context.problem).toEqual({ code: 'methodRequired' });
  });

  it('then the method, then the channel; a new method clears the channel', async () => {
    const run = await readyForm();
    run.send({ type: 'deposit.amountChanged', value: '1000' });
    run.send({ type: 'deposit.nextPressed' });
    expect(run.actor.getSnapshot().context.problem).toEqual({ code: 'methodRequired' });
    run.send({ type: 'deposit.problemDismissed' });
    expect(run.actor.getSnapshot().context.problem).toBeNull();
    run.send({ type: 'deposit.methodChosen', name: 'bKash' });
    run.channelCalls[0]?.resolve(channels);
    await run.settle();
    run.send({ type: 'deposit.nextPressed' });
    expect(run.actor.getSnapshot().context.problem).toEqual({ code: 'channelRequired' });
    expect(run.channelCalls.map((call) => call.input)).toEqual([{ name: 'bKash' }]);
  });

  it('Next waits while the channels load', async () => {
    const run = await readyForm();
    run.send({ type: 'deposit.amountChanged', value: '1000' });
    run.send({ type: 'deposit.methodChosen', name: 'bKash' });
    run.send({ type: 'deposit.nextPressed' });
    expect(run.actor.getSnapshot().value).toEqual({ enteringDeposit: 'loadingChannels' });
  });
});

describe('deposit machine: amount', () => {
  it('quick-add buttons add their value to the amount; the range is not enforced', async () => {
    const run = await readyForm();
    run.send({ type: 'deposit.amountAdded', value: 500 });
    run.send({ type: 'deposit.amountAdded', value: 1000 });
    expect(run.actor.getSnapshot().context.amount).toBe('1500');
    run.send({ type: 'deposit.amountChanged', value: '99999' });
    run.send({ type: 'deposit.amountAdded', value: 100 });
    expect(run.actor.getSnapshot().context.amount).toBe('100099');
    run.send({ type: 'deposit.amountChanged', value: 'abc' });
    run.send({ type: 'deposit.amountAdded', value: 100 });
    expect(run.actor.getSnapshot().context.amount).toBe('100');
  });

  it('the desktop opens the amount once a method and a channel are chosen (spec 1 §4)', async () => {
    const run = await readyForm();
    expect(isAmountOpen(run.actor.getSnapshot().context)).toBe(false);
    await chooseBkashCashOut(run);
    expect(isAmountOpen(run.actor.getSnapshot().context)).toBe(true);
  });
});

describe('deposit machine: to /make-payment', () => {
  it('asks for the wallet number and opens /make-payment with the payment details', async () => {
    const run = await readyForm(verified, { remoteId: 'r-1', preselectFirstPromotion: true });
    await chooseBkashCashOut(run);
    run.send({ type: 'deposit.amountChanged', value: ' 1500 ' });
    run.send({ type: 'deposit.nextPressed' });
    expect(run.actor.getSnapshot().value).toBe('gettingWalletNumber');
    expect(run.walletCalls.map((call) => call.input)).toEqual([{ name: 'bKash', accountType: 'Agent', amount: '1500' }]);
    run.walletCalls[0]?.resolve({ accountNumber: '01712345678', deadline: '2025-05-05T12:10:00.000Z' });
    await run.settle();
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.opened).toEqual([
      { methodName: 'bKash', methodIcon: '/storage/payments/bkash.svg', amount: 1500, accountNumber: '01712345678', paymentId: 11, promotionId: 3, accountType: 'Agent', deadline: '2025-05-05T12:10:00.000Z' },
    ]);
  });

  it('a failed wallet call says "An error occurred" and keeps the form', async () => {
    const run = await readyForm();
    await chooseBkashCashOut(run);
    run.send({ type: 'deposit.amountChanged', value: '1500' });
    run.send({ type: 'deposit.nextPressed' });
    run.walletCalls[0]?.reject({ kind: 'failed', message: 'No wallet found for this payment method and channel.' });
    await run.settle();
    expect(run.actor.getSnapshot().value).toEqual({ enteringDeposit: 'choosing' });
    expect(run.actor.getSnapshot().context).toMatchObject({ problem: { code: 'navigationFailed' }, amount: '1500', channelId: 11, methodName: 'bKash' });
    expect(run.opened).toEqual([]);
  });
});
