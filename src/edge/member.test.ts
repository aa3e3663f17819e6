import { createActor, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { memberAreaMachineFor, } from './member';
import { failedOrErrorWords } from '../../machines/lib/failures';
import { describeFailure } from '../api/errors';

/** The edge's reading of a failed call: its description, then the machine's classifier (machines/lib/failures.ts). */
const memberFailureFrom = (error: unknown) => failedOrErrorWords(describeFailure(error));

const client = vi.hoisted(() => ({ name: 'client' }));
type MemberApi = typeof import('../api/member');
const api = vi.hoisted(() => ({
  fetchAccountOverview: vi.fn<MemberApi['fetchAccountOverview']>(),
  fetchVipRecords: vi.fn<MemberApi['fetchVipRecords']>(),
}));
vi.mock('../api/member', () => api);
vi.mock('./api', () => ({ apiClient: client }));

const overview = {
  username: 'demoplayer1',
  vipCoin: 12,
  createdAt: '2026-01-05T04:00:00.000Z',
  lastLogin: null,
  lastDeposit: null,
  lastWithdrawal: null,
  vip: { level: 'normal', experience: 0, nextLevel: 'elite1', nextLevelExperience: 10000, progress: 0 },
  profile: { name: '', phone: '', email: '', phoneVerified: false, emailVerified: false, dofb: null },
} as const;

describe('member area calls', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    localStorage.clear();
  });

  it('keeps the server’s words of a failure', () => {
    expect(memberFailureFrom(new ApiError('Unauthenticated.', 401))).toEqual({ kind: 'failed', message: 'Unauthenticated.' });
    expect(memberFailureFrom(new Error('offline'))).toEqual({ kind: 'failed', message: 'offline' });
    expect(memberFailureFrom('x')).toEqual({ kind: 'failed', message: null });
  });

  it('asks for the overview and the records with the player’s remote_id (or the stored one)', async () => {
    api.fetchAccountOverview.mockResolvedValue({ ...overview, vip: { ...overview.vip }, profile: { ...overview.profile } });
    api.fetchVipRecords.mockResolvedValue({ rows: [], lastPage: 1 });
    const actor = createActor(memberAreaMachineFor('R-1')).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ overview: 'showingOverview' }));
    expect(api.fetchAccountOverview).toHaveBeenCalledWith(client, 'R-1', expect.any(AbortSignal));
    actor.send({ type: 'vip.recordsOpened', kind: 'used' });
    await waitFor(actor, (snapshot) => snapshot.matches({ records: 'showingRecords' }));
    expect(api.fetchVipRecords).toHaveBeenCalledWith(client, 'R-1', { kind: 'used', page: 1 }, expect.any(AbortSignal));
    localStorage.setItem('remote_id', 'R-stored');
    createActor(memberAreaMachineFor(null)).start();
    await vi.waitFor(() => expect(api.fetchAccountOverview).toHaveBeenLastCalledWith(client, 'R-stored', expect.any(AbortSignal)));
  });

  it('a failed call is logged and the machine shows the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.fetchAccountOverview.mockRejectedValue(new ApiError('Server error', 500));
    const actor = createActor(memberAreaMachineFor('R-1')).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ overview: 'overviewFailed' }));
    expect(warn).toHaveBeenCalledWith('Member area: Server error');
    api.fetchVipRecords.mockRejectedValue(new Error('offline'));
    actor.send({ type: 'vip.recordsOpened', kind: 'received' });
    await waitFor(actor, (snapshot) => snapshot.matches({ records: 'recordsFailed' }));
    expect(warn).toHaveBeenLastCalledWith('Member area: offline');
  });
});
