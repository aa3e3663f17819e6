import { createActor, waitFor } from 'xstate';
import type { ExchangeEvent } from '../../machines/inplayList';
import { ApiError } from '../api/errors';
import * as exchangeEvents from '../api/exchangeEvents';
import { exchangeDataClient as client } from './exchangeData';
import { inplayListLogic, IN_PLAY_CHECK_CONCURRENCY } from './inplayList';
import { failedAnyWords } from '../../machines/lib/failures';
import { describeFailure } from '../api/errors';

/** The edge's reading of a failed call: its description, then the machine's classifier (machines/lib/failures.ts). */
const inplayFailureFrom = (error: unknown) => failedAnyWords(describeFailure(error));

// The feed's calls, mocked whole (every function a vi.fn), and the client they are given.
vi.mock('../api/exchangeEvents');
vi.mock('./exchangeData', () => ({ exchangeDataClient: { name: 'exchange data client' } }));
const api = vi.mocked(exchangeEvents);

const event = (id: string, overrides: Partial<ExchangeEvent> = {}): ExchangeEvent => ({
  eventId: id,
  marketId: `1.${id}`,
  name: `Event ${id}`,
  fancy: false,
  bookmaker: false,
  sport: 'cricket',
  openDate: '2026-11-24T04:00:00.000Z',
  status: 'IN_PLAY',
  result: null,
  score: null,
  ...overrides,
});

describe('in-play failures', () => {
  it('failures keep the server’s words when there are some', () => {
    expect(inplayFailureFrom(new ApiError('The sports data service did not answer.', 502))).toEqual({ kind: 'failed', message: 'The sports data service did not answer.' });
    expect(inplayFailureFrom('odd')).toEqual({ kind: 'failed', message: null });
  });
});

describe('the inplayList machine with its calls', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('lists the three sports, then checks the match odds of every event a few at a time (spec 1 §7)', async () => {
    // Whatever the listing says of an event (upcoming, closed, no times), its match odds decide.
    const listed: Record<string, ExchangeEvent[]> = {
      cricket: [event('1', { sport: 'cricket' }), event('4', { sport: 'cricket', openDate: '2026-11-25T06:00:00.000Z', status: 'OPEN' })],
      soccer: [event('2', { sport: 'soccer', status: 'CLOSED', result: 'Home' })],
      tennis: [event('3', { sport: 'tennis' }), event('5', { sport: 'tennis', openDate: null, status: null })],
    };
    api.fetchSportEvents.mockImplementation(async (_client, sport) => listed[sport] ?? []);
    api.mapLimited.mockImplementation(async (items, _limit, task) => Promise.all(items.map(task)));
    api.fetchMarketPrices.mockImplementation(async (_client, marketId) => {
      if (marketId === '1.3') throw new ApiError('Bad Gateway', 502);
      return { inplay: marketId === '1.1' || marketId === '1.4', status: 'OPEN', runners: [] };
    });
    const actor = createActor(inplayListLogic, { input: { hidden: false } }).start();
    const done = await waitFor(actor, (snapshot) => snapshot.context.loaded);
    expect(api.fetchSportEvents.mock.calls.map((call) => [call[0], call[1]])).toEqual([
      [client, 'cricket'],
      [client, 'soccer'],
      [client, 'tennis'],
    ]);
    expect(api.mapLimited.mock.calls[0]?.[1]).toBe(IN_PLAY_CHECK_CONCURRENCY);
    expect(api.fetchMarketPrices.mock.calls.map((call) => call[1])).toEqual(['1.1', '1.4', '1.2', '1.3', '1.5']);
    expect(done.context.events.map((item) => item.sport)).toEqual(['cricket', 'cricket', 'soccer', 'tennis', 'tennis']);
    // A market that does not answer counts as not in play; the others still show.
    expect(done.context.inPlayMarketIds).toEqual(['1.1', '1.4']);
    expect(done.context.failed).toBe(false);
    actor.stop();
  });

  it('a sport that does not answer fails the load (logged, with a retry)', async () => {
    api.fetchSportEvents.mockRejectedValue(new ApiError('The sports data service did not answer.', 502));
    const actor = createActor(inplayListLogic, { input: { hidden: false } }).start();
    const done = await waitFor(actor, (snapshot) => snapshot.context.failed);
    expect(done.context.loaded).toBe(false);
    expect(console.error).toHaveBeenCalledWith('Exchange events: The sports data service did not answer.');
    actor.stop();
  });
});
