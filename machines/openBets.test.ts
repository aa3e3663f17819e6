import { createActor, fromPromise } from 'xstate';
import type { ExchangeBetRow } from './exchangeAccount';
import { NotProvidedError } from './lib/unprovided';
import { bet as sampleBet } from './openBets.flow';
import { listedOpenBets, openBetsMachine, toOpenBetsFailure, type OpenBetsListing } from './openBets';

type Pending = { resolve: (value: OpenBetsListing) => void; reject: (error: unknown) => void; signal: AbortSignal };

const bet = (overrides: Partial<ExchangeBetRow>): ExchangeBetRow => ({ ...sampleBet, transactionId: 'EX-1', ...overrides });

function start(eventId: string | null = '40000101') {
  const calls: Pending[] = [];
  const reported: unknown[] = [];
  const machine = openBetsMachine.provide({
    actors: { fetchOpenBets: fromPromise(({ signal }) => new Promise<OpenBetsListing>((resolve, reject) => calls.push({ resolve, reject, signal }))) },
    actions: { reportOpenBetsFailure: (_, failure) => void reported.push(failure) },
  });
  const actor = createActor(machine, { input: { eventId } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, reported, settle, context: () => actor.getSnapshot().context };
}

describe('openBets machine (issue 22: the desktop odds view’s open bets)', () => {
  it('asks for the open bets once when it starts, with no poll', async () => {
    const { actor, calls, settle, context } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(context().loaded).toBe(false);
    calls[0]?.resolve({ bets: [bet({})], more: false });
    await settle();
    expect(actor.getSnapshot().value).toBe('showing');
    expect(context()).toMatchObject({ loaded: true, failed: false, more: false });
    expect(context().bets).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('asks again after a matched bet and on the header’s refresh; a call under way gives way', async () => {
    const { actor, calls, settle, context } = start();
    calls[0]?.resolve({ bets: [], more: false });
    await settle();
    actor.send({ type: 'openBets.betMatched' });
    expect(calls).toHaveLength(2);
    actor.send({ type: 'openBets.refreshRequested' });
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(calls).toHaveLength(3);
    calls[2]?.resolve({ bets: [bet({ transactionId: 'EX-2' })], more: true });
    await settle();
    expect(context().bets.map((row) => row.transactionId)).toEqual(['EX-2']);
    expect(context().more).toBe(true);
  });

  it('a failure is logged, keeps the last list and offers a retry', async () => {
    const { actor, calls, reported, settle, context } = start();
    calls[0]?.resolve({ bets: [bet({})], more: false });
    await settle();
    actor.send({ type: 'openBets.retryRequested' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'openBets.refreshRequested' });
    calls[1]?.reject({ kind: 'failed', message: 'Network error' });
    await settle();
    expect(context()).toMatchObject({ failed: true, loaded: true });
    expect(context().bets).toHaveLength(1);
    expect(reported).toEqual([{ kind: 'failed', message: 'Network error' }]);
    actor.send({ type: 'openBets.retryRequested' });
    expect(calls).toHaveLength(3);
    calls[2]?.resolve({ bets: [], more: false });
    await settle();
    expect(context().failed).toBe(false);
  });

  it('lists the odds view event’s open bets, or all of them without an event', () => {
    const bets = [bet({ transactionId: 'EX-1' }), bet({ transactionId: 'EX-2', eventId: '10000201' }), bet({ transactionId: 'EX-3', status: 'WON' })];
    expect(listedOpenBets({ eventId: '40000101', bets }).map((row) => row.transactionId)).toEqual(['EX-1']);
    expect(listedOpenBets({ eventId: null, bets }).map((row) => row.transactionId)).toEqual(['EX-1', 'EX-2']);
  });

  it('a missing actor fails loudly', () => {
    expect(() => toOpenBetsFailure(new NotProvidedError('openBets', 'actor', 'fetchOpenBets'))).toThrow(NotProvidedError);
    expect(toOpenBetsFailure(new Error(''))).toEqual({ kind: 'failed', message: null });
  });
});
