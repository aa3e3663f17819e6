import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { EXCHANGE_SUMMARY_POLL_MS, exchangeHeaderMachine, toExchangeHeaderFailure, type ExchangeSummary } from './exchangeHeader';
import { NotProvidedError } from './lib/unprovided';

type Pending = { resolve: (value: ExchangeSummary) => void; reject: (error: unknown) => void; signal: AbortSignal };

function start(hidden = false) {
  const calls: Pending[] = [];
  const reported: unknown[] = [];
  const machine = exchangeHeaderMachine.provide({
    actors: { fetchSummary: fromPromise(({ signal }) => new Promise<ExchangeSummary>((resolve, reject) => calls.push({ resolve, reject, signal }))) },
    actions: { reportSummaryFailure: (_, failure) => void reported.push(failure) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { hidden }, clock }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const context = () => actor.getSnapshot().context;
  return { actor, calls, reported, clock, settle, context };
}

const figures = { bets: 1, balance: 4500, exposure: 500 };

describe('exchangeHeader machine (spec 1 §2.10 header, §9)', () => {
  it('asks for Bets, Main balance and Exposure every 10 s while visible, not while hidden', async () => {
    const { actor, calls, clock, settle, context } = start();
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(figures);
    await settle();
    expect(context().summary).toEqual(figures);
    clock.increment(EXCHANGE_SUMMARY_POLL_MS);
    expect(calls).toHaveLength(2);
    actor.send({ type: 'page.hidden' });
    expect(calls[1]?.signal.aborted).toBe(true);
    clock.increment(5 * EXCHANGE_SUMMARY_POLL_MS);
    expect(calls).toHaveLength(2);
    actor.send({ type: 'page.shown' });
    expect(calls).toHaveLength(3);
  });

  it('opened in a background tab, waits for the page to show', () => {
    const { actor, calls } = start(true);
    expect(actor.getSnapshot().matches({ summary: 'paused' })).toBe(true);
    expect(calls).toHaveLength(0);
    actor.send({ type: 'page.shown' });
    expect(calls).toHaveLength(1);
  });

  it('the refresh control asks at once (a call under way gives way) and stays in refreshingSummary until the answer', async () => {
    const { actor, calls, settle, context } = start();
    actor.send({ type: 'exchangeHeader.refreshRequested' });
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().matches({ summary: { active: 'refreshingSummary' } })).toBe(true);
    actor.send({ type: 'exchangeHeader.refreshRequested' });
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(calls).toHaveLength(3);
    calls[2]?.resolve({ bets: 2, balance: 4000, exposure: 1000 });
    await settle();
    expect(actor.getSnapshot().matches({ summary: { active: 'awaitingNextPoll' } })).toBe(true);
    expect(context().summary).toEqual({ bets: 2, balance: 4000, exposure: 1000 });
  });

  it('a failure is logged and keeps the last figures', async () => {
    const { actor, calls, reported, settle, context } = start();
    calls[0]?.resolve(figures);
    await settle();
    actor.send({ type: 'exchangeHeader.refreshRequested' });
    calls[1]?.reject({ kind: 'failed', message: 'Network error' });
    await settle();
    expect(context()).toMatchObject({ summary: figures, failed: true });
    expect(reported).toEqual([{ kind: 'failed', message: 'Network error' }]);
  });

  it('a matched bet shows its message and its balance and exposure at once, then asks again', async () => {
    const { actor, calls, settle, context } = start();
    calls[0]?.resolve(figures);
    await settle();
    actor.send({ type: 'exchangeHeader.betMatched', message: 'Bet matched.', balance: 4000, exposure: 1000 });
    expect(context()).toMatchObject({ message: 'Bet matched.', messageCount: 1, summary: { bets: 1, balance: 4000, exposure: 1000 } });
    expect(calls).toHaveLength(2);
    actor.send({ type: 'exchangeHeader.betMatched', message: 'Bet matched again.', balance: 3500, exposure: 1500 });
    expect(context()).toMatchObject({ message: 'Bet matched again.', messageCount: 2 });
    actor.send({ type: 'exchangeHeader.messageClosed' });
    expect(context().message).toBeNull();
    expect(actor.getSnapshot().matches({ messageBox: 'closed' })).toBe(true);
  });

  it('a missing actor stops loudly', () => {
    expect(() => toExchangeHeaderFailure(new NotProvidedError('exchangeHeader', 'actor', 'fetchSummary'))).toThrow(NotProvidedError);
  });
});
