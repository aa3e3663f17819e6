import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { NotProvidedError } from './lib/unprovided';
import { isPinned, MULTI_MARKETS_POLL_MS, multiMarketsMachine, toMultiMarketsFailure, type MarketPrices, type PinnedMarket } from './multiMarkets';

type Pending = { input: { marketIds: readonly string[] }; resolve: (value: Record<string, MarketPrices>) => void; reject: (error: unknown) => void };

const cricket: PinnedMarket = { marketId: '1.40000001', eventId: '40000001', sport: 'cricket', name: 'Bangladesh v India' };
const soccer: PinnedMarket = { marketId: '1.10000002', eventId: '10000002', sport: 'soccer', name: 'Arsenal v Chelsea' };
const prices = (price: number): MarketPrices => ({ inplay: true, status: 'OPEN', runners: [{ name: 'Home', back: { price, size: 100 }, lay: { price: price + 0.02, size: 50 } }] });

function start(pins: PinnedMarket[] = []) {
  const calls: Pending[] = [];
  const saved: (readonly PinnedMarket[])[] = [];
  const reported: unknown[] = [];
  const machine = multiMarketsMachine.provide({
    actors: { fetchPrices: fromPromise(({ input }) => new Promise<Record<string, MarketPrices>>((resolve, reject) => calls.push({ input, resolve, reject }))) },
    actions: { savePins: (_, value) => void saved.push(value), reportPricesFailure: (_, failure) => void reported.push(failure) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { pins }, clock }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const context = () => actor.getSnapshot().context;
  return { actor, calls, saved, reported, clock, settle, context };
}

describe('multiMarkets machine (spec 1 §2.10 Multi Markets)', () => {
  it('pins and unpins, handing each new list to the edge to keep', () => {
    const { actor, saved, context } = start([cricket]);
    actor.send({ type: 'multiMarkets.pinToggled', market: soccer });
    expect(context().pins).toEqual([cricket, soccer]);
    actor.send({ type: 'multiMarkets.pinToggled', market: cricket });
    expect(context().pins).toEqual([soccer]);
    expect(isPinned(context(), soccer.marketId)).toBe(true);
    actor.send({ type: 'multiMarkets.unpinned', marketId: soccer.marketId });
    expect(context().pins).toEqual([]);
    expect(saved).toEqual([[cricket, soccer], [soccer], []]);
  });

  it('no calls until the page opens; then polls 2 s after each answer, never overlapping, until it closes or hides', async () => {
    const { actor, calls, clock, settle, context } = start([cricket, soccer]);
    clock.increment(10 * MULTI_MARKETS_POLL_MS);
    expect(calls).toHaveLength(0);
    actor.send({ type: 'multiMarkets.viewOpened', hidden: false });
    expect(calls[0]?.input).toEqual({ marketIds: [cricket.marketId, soccer.marketId] });
    clock.increment(10 * MULTI_MARKETS_POLL_MS);
    expect(calls).toHaveLength(1);
    calls[0]?.resolve({ [cricket.marketId]: prices(1.5), [soccer.marketId]: prices(2) });
    await settle();
    expect(context().prices[cricket.marketId]).toEqual(prices(1.5));
    clock.increment(MULTI_MARKETS_POLL_MS);
    expect(calls).toHaveLength(2);
    // Only one market answered: the other keeps its last prices.
    calls[1]?.resolve({ [cricket.marketId]: prices(1.6) });
    await settle();
    expect(context().prices).toEqual({ [cricket.marketId]: prices(1.6), [soccer.marketId]: prices(2) });
    actor.send({ type: 'page.hidden' });
    clock.increment(10 * MULTI_MARKETS_POLL_MS);
    expect(calls).toHaveLength(2);
    actor.send({ type: 'page.shown' });
    expect(calls).toHaveLength(3);
    actor.send({ type: 'multiMarkets.viewClosed' });
    clock.increment(10 * MULTI_MARKETS_POLL_MS);
    expect(calls).toHaveLength(3);
  });

  it('opened in a background tab, waits; nothing pinned, nothing asked', () => {
    const { actor, calls, clock, context } = start();
    actor.send({ type: 'multiMarkets.viewOpened', hidden: true });
    expect(actor.getSnapshot().matches({ prices: 'paused' })).toBe(true);
    actor.send({ type: 'page.shown' });
    expect(context().loaded).toBe(true);
    clock.increment(MULTI_MARKETS_POLL_MS);
    expect(calls).toHaveLength(0);
    actor.send({ type: 'multiMarkets.pinToggled', market: cricket });
    clock.increment(MULTI_MARKETS_POLL_MS);
    expect(calls).toHaveLength(1);
  });

  it('an unpinned market leaves the prices at once; a failed poll is logged and keeps the last prices', async () => {
    const { actor, calls, reported, clock, settle, context } = start([cricket, soccer]);
    actor.send({ type: 'multiMarkets.viewOpened', hidden: false });
    calls[0]?.resolve({ [cricket.marketId]: prices(1.5), [soccer.marketId]: prices(2) });
    await settle();
    actor.send({ type: 'multiMarkets.unpinned', marketId: soccer.marketId });
    expect(Object.keys(context().prices)).toEqual([cricket.marketId]);
    clock.increment(MULTI_MARKETS_POLL_MS);
    calls[1]?.reject({ kind: 'failed', message: 'Network error' });
    await settle();
    expect(context()).toMatchObject({ failed: true, prices: { [cricket.marketId]: prices(1.5) } });
    expect(reported).toEqual([{ kind: 'failed', message: 'Network error' }]);
  });

  it('a missing actor stops loudly', () => {
    expect(() => toMultiMarketsFailure(new NotProvidedError('multiMarkets', 'actor', 'fetchPrices'))).toThrow(NotProvidedError);
  });
});
