import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  messageOfFailure,
  realMoneyOf,
  toConversionFailure,
  vipAmountHint,
  vipConversionMachine,
  VIP_USER_POLL_MS,
  type ConversionAnswer,
  type VipUser,
} from './vipConversion';
import { NotProvidedError } from './lib/unprovided';

type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

function start() {
  const polls: Pending<void, VipUser>[] = [];
  const conversions: Pending<{ vipCoin: number }, ConversionAnswer>[] = [];
  const reported: unknown[] = [];
  const pending = <I, O>(list: Pending<I, O>[]) => ({ input }: { input: I }) => new Promise<O>((resolve, reject) => list.push({ input, resolve, reject }));
  const machine = vipConversionMachine.provide({
    actors: { fetchVipUser: fromPromise(pending(polls)), convertVipCoins: fromPromise(pending(conversions)) },
    actions: { reportPollFailure: (_, failure) => void reported.push(failure) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, polls, conversions, reported, clock, settle };
}

describe('VIP conversion machine (spec 2 §2 VIP, §5, §8)', () => {
  it('polls user/show every second, keeping the last VP when a poll fails (only logged)', async () => {
    const { actor, polls, reported, clock, settle } = start();
    expect(polls).toHaveLength(1);
    polls[0]?.resolve({ username: 'demoplayer1', vipCoin: 420 });
    await settle();
    expect(actor.getSnapshot().context.vipCoin).toBe(420);
    clock.increment(VIP_USER_POLL_MS - 1);
    expect(polls).toHaveLength(1);
    clock.increment(1);
    expect(polls).toHaveLength(2);
    polls[1]?.reject({ kind: 'failed' });
    await settle();
    expect(actor.getSnapshot().context.vipCoin).toBe(420);
    expect(reported).toEqual([{ kind: 'failed' }]);
    clock.increment(VIP_USER_POLL_MS);
    expect(polls).toHaveLength(3);
  });

  it('refuses fewer than 10 VP with "Minimum VP Required: 10", without a call', () => {
    const { actor, conversions } = start();
    actor.send({ type: 'vip.convertRequested' });
    expect(actor.getSnapshot().context.message).toEqual({ code: 'minimumRequired' });
    expect(actor.getSnapshot().value).toEqual({ userPoll: 'loadingUser', conversion: 'showingMessage' });
    actor.send({ type: 'vip.messageDismissed' });
    actor.send({ type: 'vip.amountChanged', value: '9' });
    actor.send({ type: 'vip.convertRequested' });
    expect(actor.getSnapshot().context.message).toEqual({ code: 'minimumRequired' });
    expect(conversions).toHaveLength(0);
  });

  it('converts 10 VP or more, plays the animation, then shows the server’s message and empties the input', async () => {
    const { actor, conversions, settle } = start();
    actor.send({ type: 'vip.amountChanged', value: '10' });
    actor.send({ type: 'vip.convertRequested' });
    actor.send({ type: 'vip.convertRequested' });
    expect(conversions).toHaveLength(1);
    expect(conversions[0]?.input).toEqual({ vipCoin: 10 });
    conversions[0]?.resolve({ message: 'Converted 10.00 VP to ৳10.00.' });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ conversion: 'celebrating' });
    expect(actor.getSnapshot().context.amount).toBe('');
    actor.send({ type: 'vip.animationFinished' });
    expect(actor.getSnapshot().value).toMatchObject({ conversion: 'showingMessage' });
    expect(actor.getSnapshot().context.message).toEqual({ code: 'converted', message: 'Converted 10.00 VP to ৳10.00.' });
    actor.send({ type: 'vip.messageDismissed' });
    expect(actor.getSnapshot().value).toMatchObject({ conversion: 'editing' });
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it.each([
    [{ kind: 'refused', message: 'Not enough VIP points: you have 0.00 VP and asked to convert 150.00 VP.' }, { code: 'server', message: 'Not enough VIP points: you have 0.00 VP and asked to convert 150.00 VP.' }],
    [{ kind: 'refused', message: null }, { code: 'conversionRefused' }],
    [{ kind: 'failed' }, { code: 'conversionFailed' }],
    [new Error('offline'), { code: 'conversionFailed' }],
  ])('shows a failed conversion in the Message dialog: %o', async (failure, message) => {
    const { actor, conversions, settle } = start();
    actor.send({ type: 'vip.amountChanged', value: '150' });
    actor.send({ type: 'vip.convertRequested' });
    conversions[0]?.reject(failure);
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ conversion: 'showingMessage' });
    expect(actor.getSnapshot().context).toMatchObject({ message, amount: '150' });
  });

  it('hints below the minimum once something is typed, and shows real money equal to the VP', () => {
    expect(vipAmountHint('')).toBeNull();
    expect(vipAmountHint('9')).toEqual({ code: 'notEnoughPoints' });
    expect(vipAmountHint('10')).toBeNull();
    expect(realMoneyOf('250')).toBe(250);
    expect(realMoneyOf('')).toBe(0);
  });

  it('reads failures as plain objects, and a missing actor stops loudly', () => {
    expect(toConversionFailure({ kind: 'refused', message: '' })).toEqual({ kind: 'refused', message: null });
    expect(messageOfFailure({ kind: 'refused', message: null })).toEqual({ code: 'conversionRefused' });
    expect(() => toConversionFailure(new NotProvidedError('vipConversion', 'actor', 'convertVipCoins'))).toThrow(NotProvidedError);
  });
});
