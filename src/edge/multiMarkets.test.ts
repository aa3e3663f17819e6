import { createActor, waitFor } from 'xstate';
import type { PinnedMarket } from '../../machines/multiMarkets';
import { ApiError } from '../api/errors';
import * as exchangeEvents from '../api/exchangeEvents';
import { MULTI_MARKETS_STORAGE_KEY, multiMarketsMachineFor, readPins, writePins } from './multiMarkets';

// The feed's calls, mocked whole (every function a vi.fn), and the client the edge gives them.
vi.mock('../api/exchangeEvents');
vi.mock('./exchangeData', () => ({ exchangeDataClient: { name: 'exchange data client' } }));
const api = vi.mocked(exchangeEvents);

const cricket: PinnedMarket = { marketId: '1.40000001', eventId: '40000001', sport: 'cricket', name: 'Bangladesh v India' };
const soccer: PinnedMarket = { marketId: '1.10000002', eventId: '10000002', sport: 'soccer', name: 'Arsenal v Chelsea' };

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('Multi Markets storage', () => {
  it('keeps the pins across reloads; anything unreadable counts as none', () => {
    const storage = memoryStorage();
    expect(readPins(storage)).toEqual([]);
    writePins([cricket], storage);
    expect(readPins(storage)).toEqual([cricket]);
    storage.setItem(MULTI_MARKETS_STORAGE_KEY, '{broken');
    expect(readPins(storage)).toEqual([]);
    storage.setItem(MULTI_MARKETS_STORAGE_KEY, JSON.stringify([cricket, { marketId: 1 }, { ...soccer, sport: 'golf' }]));
    expect(readPins(storage)).toEqual([cricket]);
  });
});

describe('the Multi Markets machine with its calls', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.mapLimited.mockImplementation(async (items, _limit, task) => Promise.all(items.map(task)));
  });

  it('saves each pin change and asks for the pinned markets’ prices; one market failing keeps the others', async () => {
    const storage = memoryStorage();
    const prices = { inplay: true, status: 'OPEN', runners: [] };
    api.fetchMarketPrices.mockImplementation(async (_client, marketId) => {
      if (marketId === soccer.marketId) throw new ApiError('Bad Gateway', 502);
      return prices;
    });
    const actor = createActor(multiMarketsMachineFor(storage), { input: { pins: [cricket] } }).start();
    actor.send({ type: 'multiMarkets.pinToggled', market: soccer });
    expect(readPins(storage)).toEqual([cricket, soccer]);
    actor.send({ type: 'multiMarkets.viewOpened', hidden: false });
    const done = await waitFor(actor, (snapshot) => snapshot.context.loaded);
    expect(done.context.prices).toEqual({ [cricket.marketId]: prices });
    expect(done.context.failed).toBe(false);
    actor.stop();
  });

  it('no market answering is a failure (logged)', async () => {
    api.fetchMarketPrices.mockRejectedValue(new ApiError('The sports data service did not answer.', 502));
    const actor = createActor(multiMarketsMachineFor(memoryStorage()), { input: { pins: [cricket] } }).start();
    actor.send({ type: 'multiMarkets.viewOpened', hidden: false });
    const done = await waitFor(actor, (snapshot) => snapshot.context.loaded);
    expect(done.context.failed).toBe(true);
    expect(console.error).toHaveBeenCalledWith('Multi Markets: The sports data service did not answer.');
    actor.stop();
  });
});
