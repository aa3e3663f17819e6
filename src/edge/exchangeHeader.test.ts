import { createActor, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { exchangeHeaderLogic, } from './exchangeHeader';
import { failedAnyWords } from '../../machines/lib/failures';
import { describeFailure } from '../api/errors';

/** The edge's reading of a failed call: its description, then the machine's classifier (machines/lib/failures.ts). */
const summaryFailureFrom = (error: unknown) => failedAnyWords(describeFailure(error));

const client = vi.hoisted(() => ({ name: 'client' }));
type SummaryApi = typeof import('../api/exchangeSummary');
const api = vi.hoisted(() => ({ fetchExchangeSummary: vi.fn<SummaryApi['fetchExchangeSummary']>() }));
vi.mock('../api/exchangeSummary', () => api);
vi.mock('./api', () => ({ apiClient: client }));

describe('the exchange header with its call', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the server’s figures', async () => {
    api.fetchExchangeSummary.mockResolvedValue({ bets: 2, balance: 4000, exposure: 1000 });
    const actor = createActor(exchangeHeaderLogic, { input: { hidden: false } }).start();
    const done = await waitFor(actor, (snapshot) => snapshot.context.summary !== null);
    expect(done.context.summary).toEqual({ bets: 2, balance: 4000, exposure: 1000 });
    expect(api.fetchExchangeSummary.mock.calls[0]?.[0]).toBe(client);
    actor.stop();
  });

  it('a failure is only logged', async () => {
    api.fetchExchangeSummary.mockRejectedValue(new ApiError('Unauthenticated.', 401));
    const actor = createActor(exchangeHeaderLogic, { input: { hidden: false } }).start();
    await waitFor(actor, (snapshot) => snapshot.context.failed);
    expect(console.error).toHaveBeenCalledWith('Exchange summary: Unauthenticated.');
    expect(summaryFailureFrom(new Error('boom'))).toEqual({ kind: 'failed', message: 'boom' });
    actor.stop();
  });
});
