import { createActor, fromPromise } from 'xstate';
import { depositDraftOf, depositMachine, isAmountOpen, isMobileWallet, paymentDetailsOf, paymentTypeOf, paymentTypesOf, shownPaymentType, type DepositChannel, type DepositData, type DepositDraft, type DepositInput, type WalletNumber, type WalletRequest } from './deposit';
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
const verified: DepositData = { promotions, methods, mainPhoneVerified: true, extraPhonesVerified: [], deposits: [], amountRange: { min: 100, max: 25_000 }, allowance: null, limitPrompt: false };

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

describe('deposit machine: the deposit limits (issue 24)', () => {
  const limited: DepositData = { ...verified, allowance: { left: 500, period: 'day', resetsAt: '2026-11-27T06:00:00.000Z' } };

  it('an amount over the allowance is refused after every other check, with what is left and when more comes', async () => {
    const run = await readyForm(limited);
    run.send({ type: 'deposit.amountChanged', value: '৬০০' });
    run.send({ type: 'deposit.nextPressed' });
    // The earlier checks come first: no method yet.
    expect(run.actor.getSnapshot().context.problem).toEqual({ code: 'methodRequired' });
    await chooseBkashCashOut(run);
    run.send({ type: 'deposit.nextPressed' });
    expect(run.actor.getSnapshot().context.problem).toEqual({ code: 'overAllowance', left: 500, resetsAt: '2026-11-27T06:00:00.000Z' });
    expect(run.walletCalls).toHaveLength(0);
  });

  it('an amount within the allowance goes on; without a limit nothing is checked', async () => {
    for (const data of [limited, verified]) {
      const run = await readyForm(data);
      await chooseBkashCashOut(run);
      run.send({ type: 'deposit.amountChanged', value: data === limited ? '500' : '90000' });
      run.send({ type: 'deposit.nextPressed' });
      expect(run.walletCalls).toHaveLength(1);
    }
  });

  it('"Not now" closes the limit prompt and tells the server; it never blocks Next', async () => {
    const dismissed: unknown[] = [];
    const run = startDeposit();
    run.actor.stop();
    const machine = depositMachine.provide({
      actors: { loadDepositData: fromPromise<DepositData, { remoteId: string }>(async () => ({ ...verified, limitPrompt: true })), loadChannels: fromPromise(async () => channels), getWalletNumber: fromPromise(async () => ({ accountNumber: '1', deadline: '' })) },
      actions: { openMakePayment: () => {}, dismissLimitPrompt: () => void dismissed.push('dismissed') },
    });
    const actor = createActor(machine, { input: { remoteId: 'r-1' } }).start();
    await run.settle();
    expect(actor.getSnapshot().context.limitPrompt).toBe(true);
    actor.send({ type: 'deposit.limitPromptDismissed' });
    expect(actor.getSnapshot().context.limitPrompt).toBe(false);
    expect(dismissed).toEqual(['dismissed']);
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

describe('deposit machine: Back from /make-payment keeps the form (issue 22 §4)', () => {
  const deadline = '2025-05-05T12:10:00.000Z';
  const deadlineMs = Date.parse(deadline);
  const draft: DepositDraft = { promotionId: 4, methodName: 'bKash', channelId: 12, amount: '১৫০০', expiresAt: deadline };
  const withDraft = (saved: DepositDraft, now = deadlineMs - 60_000, preselectFirstPromotion = false): DepositInput => ({ remoteId: 'r-1', preselectFirstPromotion, draft: saved, now });

  it('Next saves the form with the payment’s deadline', async () => {
    const run = await readyForm(verified, { remoteId: 'r-1', preselectFirstPromotion: true });
    await chooseBkashCashOut(run);
    run.send({ type: 'deposit.amountChanged', value: '১৫০০' });
    run.send({ type: 'deposit.nextPressed' });
    expect(depositDraftOf(run.actor.getSnapshot().context)).toBeNull();
    run.walletCalls[0]?.resolve({ accountNumber: '01712345678', deadline });
    await run.settle();
    expect(depositDraftOf(run.actor.getSnapshot().context)).toEqual({ promotionId: 3, methodName: 'bKash', channelId: 11, amount: '১৫০০', expiresAt: deadline });
  });

  it('restores the promotion, the method (its channels loaded again), the channel and the amount as typed', async () => {
    const run = await readyForm(verified, withDraft(draft));
    expect(run.actor.getSnapshot().value).toEqual({ enteringDeposit: 'loadingChannels' });
    expect(run.channelCalls.map((call) => call.input)).toEqual([{ name: 'bKash' }]);
    run.channelCalls[0]?.resolve(channels);
    await run.settle();
    expect(run.actor.getSnapshot().value).toEqual({ enteringDeposit: 'choosing' });
    expect(run.actor.getSnapshot().context).toMatchObject({ promotionId: 4, methodName: 'bKash', channelId: 12, amount: '১৫০০', draft: null, draftChannelId: null });
    expect(isAmountOpen(run.actor.getSnapshot().context)).toBe(true);
  });

  it('is restored until the last millisecond before the deadline, not at it', async () => {
    const lastMoment = await readyForm(verified, withDraft(draft, deadlineMs - 1));
    expect(lastMoment.actor.getSnapshot().context).toMatchObject({ methodName: 'bKash', amount: '১৫০০' });
    const atDeadline = await readyForm(verified, withDraft(draft, deadlineMs));
    expect(atDeadline.actor.getSnapshot().value).toEqual({ enteringDeposit: 'choosing' });
    expect(atDeadline.actor.getSnapshot().context).toMatchObject({ promotionId: null, methodName: null, channelId: null, amount: '', draft: null });
    expect(atDeadline.channelCalls).toHaveLength(0);
  });

  it('a method no longer offered is dropped quietly with its channel; the amount stays', async () => {
    const run = await readyForm(verified, withDraft({ ...draft, methodName: 'Rocket' }));
    expect(run.actor.getSnapshot().value).toEqual({ enteringDeposit: 'choosing' });
    expect(run.actor.getSnapshot().context).toMatchObject({ promotionId: 4, methodName: null, channelId: null, amount: '১৫০০', problem: null });
    expect(run.channelCalls).toHaveLength(0);
  });

  it('a promotion no longer offered is dropped quietly (the desktop preselects the first again)', async () => {
    const mobile = await readyForm(verified, withDraft({ ...draft, promotionId: 99 }));
    expect(mobile.actor.getSnapshot().context.promotionId).toBeNull();
    const desktop = await readyForm(verified, withDraft({ ...draft, promotionId: 99 }, deadlineMs - 60_000, true));
    expect(desktop.actor.getSnapshot().context.promotionId).toBe(3);
    const noneChosen = await readyForm(verified, withDraft({ ...draft, promotionId: null }, deadlineMs - 60_000, true));
    expect(noneChosen.actor.getSnapshot().context.promotionId).toBeNull();
  });

  it('a channel no longer offered is dropped quietly; so is the saved channel once another method is chosen', async () => {
    const gone = await readyForm(verified, withDraft({ ...draft, channelId: 13 }));
    gone.channelCalls[0]?.resolve(channels);
    await gone.settle();
    expect(gone.actor.getSnapshot().context).toMatchObject({ methodName: 'bKash', channels, channelId: null, draftChannelId: null });

    const switched = await readyForm({ ...verified, methods: [...methods, { id: 2, name: 'Nagad', icon: '' }] }, withDraft(draft));
    switched.send({ type: 'deposit.methodChosen', name: 'Nagad' });
    switched.channelCalls.at(-1)?.resolve([{ id: 12, accountType: 'Personal', min: null, max: null }]);
    await switched.settle();
    expect(switched.actor.getSnapshot().context).toMatchObject({ methodName: 'Nagad', channelId: null });
  });

  it('channels that fail to load leave the channel to choose', async () => {
    const run = await readyForm(verified, withDraft(draft));
    run.channelCalls[0]?.reject({ kind: 'failed', message: 'offline' });
    await run.settle();
    expect(run.actor.getSnapshot().context).toMatchObject({ methodName: 'bKash', channels: [], channelId: null, draftChannelId: null, amount: '১৫০০' });
  });

  it('a failed load keeps the amount and drops what the empty lists no longer offer', async () => {
    const run = startDeposit(withDraft(draft));
    run.loads[0]?.reject({ kind: 'failed', message: 'offline' });
    await run.settle();
    expect(run.actor.getSnapshot().context).toMatchObject({ promotionId: null, methodName: null, channelId: null, amount: '১৫০০' });
  });
});

describe('deposit selectors: payment type tabs and the rebate tag (spec 1 §2.11, §9)', () => {
  it.each([
    ['bKash', 'eWallet', true],
    ['NAGAD', 'eWallet', true],
    ['Rocket', 'eWallet', true],
    ['upay', 'eWallet', true],
    ['USDT TRC20', 'crypto', false],
    ['btc', 'crypto', false],
    ['Crypto Pay', 'crypto', false],
    ['City Bank', 'bank', false],
  ] as const)('%s is listed under %s; rebate tag %s', (name, type, rebate) => {
    expect(paymentTypeOf({ name })).toBe(type);
    expect(isMobileWallet(name)).toBe(rebate);
  });

  it('lists only the tabs that have a method, in the order e-wallet, bank, crypto', () => {
    expect(paymentTypesOf([{ name: 'USDT' }, { name: 'City Bank' }, { name: 'bKash' }])).toEqual(['eWallet', 'bank', 'crypto']);
    expect(paymentTypesOf([{ name: 'USDT' }, { name: 'City Bank' }])).toEqual(['bank', 'crypto']);
    expect(paymentTypesOf([])).toEqual([]);
  });

  it('shows the chosen method’s tab, else the first tab with a method, else e-wallet', () => {
    const listed = [{ name: 'bKash' }, { name: 'USDT' }];
    expect(shownPaymentType(listed, 'USDT')).toBe('crypto');
    expect(shownPaymentType(listed, null)).toBe('eWallet');
    expect(shownPaymentType([{ name: 'City Bank' }], 'gone')).toBe('bank');
    expect(shownPaymentType([], null)).toBe('eWallet');
  });
});
