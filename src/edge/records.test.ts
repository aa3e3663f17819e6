import { createActor, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { recordsMachineFor } from './records';
import { failedOrErrorWords } from '../../machines/lib/failures';
import { describeFailure } from '../api/errors';

/** The edge's reading of a failed call: its description, then the machine's classifier (machines/lib/failures.ts). */
const recordsFailureFrom = (error: unknown) => failedOrErrorWords(describeFailure(error));

const client = vi.hoisted(() => ({ name: 'client' }));

type RecordsApi = typeof import('../api/records');

const api = vi.hoisted(() => ({
  fetchTransactions: vi.fn<RecordsApi['fetchTransactions']>(),
  fetchTurnovers: vi.fn<RecordsApi['fetchTurnovers']>(),
}));
vi.mock('../api/records', () => api);
vi.mock('./api', () => ({ apiClient: client }));

const now = Date.parse('2026-11-22T08:00:00.000Z');

const turnover = { kind: 'turnover', id: 1, status: 'active', requiredTurnover: 1000, remainingTurnover: 1000, createdAt: '2026-11-22T06:00:00.000Z', promotionName: null } as const;

describe('record list failures (spec 2 §8: only logged)', () => {
  it('keep the server’s words when it gave some', () => {
    expect(recordsFailureFrom(new ApiError('Unauthenticated.', 401))).toEqual({ kind: 'failed', message: 'Unauthenticated.' });
    expect(recordsFailureFrom('x')).toEqual({ kind: 'failed', message: null });
  });
});

describe('the record filters machine with its list call', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    localStorage.clear();
  });

  it('turnover: asks with the player’s remote_id and the tab’s status; a tab change reloads', async () => {
    api.fetchTurnovers.mockResolvedValueOnce({ rows: [turnover] }).mockResolvedValueOnce({ message: 'none' });
    const actor = createActor(recordsMachineFor('R-1'), { input: { list: 'turnover', now } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('showingRecords'));
    expect(api.fetchTurnovers).toHaveBeenCalledWith(client, 'R-1', { list: 'turnover', status: 'active' }, expect.any(AbortSignal));
    actor.send({ type: 'records.filterChanged', filters: { list: 'turnover', tab: 'completed' }, now });
    await waitFor(actor, (snapshot) => snapshot.matches('showingNoData'));
    expect(api.fetchTurnovers).toHaveBeenLastCalledWith(client, 'R-1', { list: 'turnover', status: 'complete' }, expect.any(AbortSignal));
    expect(api.fetchTransactions).not.toHaveBeenCalled();
  });

  it('transactions: the stored remote_id when the session has none; a failure is logged and the list says it failed', async () => {
    localStorage.setItem('remote_id', 'R-9');
    api.fetchTransactions.mockRejectedValue(new ApiError('Server Error', 500));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(recordsMachineFor(null), { input: { list: 'transactions', now } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('showingLoadFailure'));
    expect(api.fetchTransactions).toHaveBeenCalledWith(client, 'R-9', expect.objectContaining({ list: 'transactions', statusCode: null, typeCode: -1 }), expect.any(AbortSignal));
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Records: /));
    logged.mockRestore();
  });
});
