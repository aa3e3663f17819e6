import { createActor, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { bettingRecordsMachine, filterOptionsActor, NO_FILTER_OPTIONS } from './bettingRecords';

const client = vi.hoisted(() => ({ name: 'client' }));

type BettingApi = typeof import('../api/bettingRecords');

const api = vi.hoisted(() => ({
  fetchBettingRecords: vi.fn<BettingApi['fetchBettingRecords']>(),
  fetchBettingFilterOptions: vi.fn<BettingApi['fetchBettingFilterOptions']>(),
}));
vi.mock('../api/bettingRecords', () => api);
vi.mock('./api', () => ({ apiClient: client }));

/** 2026-11-22 14:00 in Dhaka. */
const now = Date.parse('2026-11-22T08:00:00.000Z');

const bet = { kind: 'bet', platform: 'JILI', gameType: 'SLOT', gameName: 'Golden Empire', betAmount: 100, winAmount: 0, createdAt: '2026-11-22T06:00:00.000Z' } as const;

describe('the betting records machine with its list call', () => {
  beforeEach(() => vi.resetAllMocks());

  it('asks for Today’s settled bets first, then the chosen filters', async () => {
    api.fetchBettingRecords.mockResolvedValueOnce({ rows: [bet] }).mockResolvedValueOnce({ rows: [] });
    const actor = createActor(bettingRecordsMachine(), { input: { list: 'betting', now } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('showingRecords'));
    expect(api.fetchBettingRecords).toHaveBeenCalledWith(
      client,
      expect.objectContaining({ list: 'betting', tab: 'settled', platform: null, gameType: null, dateCode: 0 }),
      expect.any(AbortSignal),
    );
    actor.send({ type: 'records.filterChanged', filters: { list: 'betting', tab: 'unsettled', platform: 'KA', gameType: 'SLOT', date: 'last7Days' }, now });
    await waitFor(actor, (snapshot) => snapshot.matches('showingNoData'));
    expect(api.fetchBettingRecords).toHaveBeenLastCalledWith(client, expect.objectContaining({ tab: 'unsettled', platform: 'KA', gameType: 'SLOT', dateCode: 7 }), expect.any(AbortSignal));
  });

  it('a failure is logged with the server’s words, and the list says it failed', async () => {
    api.fetchBettingRecords.mockRejectedValue(new ApiError('Unauthenticated.', 401));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(bettingRecordsMachine(), { input: { list: 'betting', now } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('showingLoadFailure'));
    expect(logged).toHaveBeenCalledWith('Betting records: Unauthenticated.');
    logged.mockRestore();
  });

  it('serves no other list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(bettingRecordsMachine(), { input: { list: 'turnover', now } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('showingLoadFailure'));
    expect(api.fetchBettingRecords).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Betting records: Only betting records are served by this page');
    logged.mockRestore();
  });
});

describe('the filter choices', () => {
  beforeEach(() => vi.resetAllMocks());

  it('are the server’s platforms and game types', async () => {
    const options = { platforms: [{ value: 'KA', label: 'KA Gaming' }], gameTypes: [{ value: 'SLOT', label: 'Slots' }] };
    api.fetchBettingFilterOptions.mockResolvedValue(options);
    const actor = createActor(filterOptionsActor).start();
    expect((await waitFor(actor, (snapshot) => snapshot.status === 'done')).output).toEqual(options);
  });

  it('a failure is logged and leaves only All', async () => {
    api.fetchBettingFilterOptions.mockRejectedValue(new ApiError('Server Error', 500));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(filterOptionsActor).start();
    expect((await waitFor(actor, (snapshot) => snapshot.status === 'done')).output).toEqual(NO_FILTER_OPTIONS);
    expect(logged).toHaveBeenCalledWith('Betting records: Server Error');
    logged.mockRestore();
  });
});
