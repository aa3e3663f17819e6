import { createActor, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { promotionsMachineWithApi } from './promotions';
import { failed } from '../../machines/lib/failures';
import { describeFailure } from '../api/errors';

/** The edge's reading of a failed call: its description, then the machine's classifier (machines/lib/failures.ts). */
const promotionsFailureFrom = (error: unknown) => failed(describeFailure(error));

const client = vi.hoisted(() => ({ name: 'client' }));

type PromotionsApi = typeof import('../api/promotions');

const api = vi.hoisted(() => ({
  fetchPromotions: vi.fn<PromotionsApi['fetchPromotions']>(),
  fetchPromotion: vi.fn<PromotionsApi['fetchPromotion']>(),
}));
vi.mock('../api/promotions', () => api);
vi.mock('./api', () => ({ apiClient: client }));

const promotion = { id: 1, name: 'Welcome Offer', description: 'Up to ৳7,777', thumbnail: '', startDate: null, endDate: null, tag: 'New', categories: [99] };

describe('the promotions machine with its calls', () => {
  beforeEach(() => vi.resetAllMocks());

  it('keeps the server’s words of a failure when it gave some', () => {
    expect(promotionsFailureFrom(new ApiError('category must be one of 1, 2.', 422))).toEqual({ kind: 'failed', message: 'category must be one of 1, 2.' });
    expect(promotionsFailureFrom(new ApiError('Internal Server Error', 500))).toEqual({ kind: 'failed', message: null });
    expect(promotionsFailureFrom(new Error('offline'))).toEqual({ kind: 'failed', message: null });
  });

  it('asks for ALL, then the chosen category; Details asks for the promotion', async () => {
    api.fetchPromotions.mockResolvedValue([promotion]);
    api.fetchPromotion.mockResolvedValue({ ...promotion, terms: 'Rules.' });
    const actor = createActor(promotionsMachineWithApi, { input: {} }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('showingPromotions'));
    expect(api.fetchPromotions).toHaveBeenCalledWith(client, null, expect.any(AbortSignal));
    actor.send({ type: 'promotions.categoryChosen', category: 99 });
    await waitFor(actor, (snapshot) => snapshot.matches('showingPromotions'));
    expect(api.fetchPromotions).toHaveBeenLastCalledWith(client, 99, expect.any(AbortSignal));
    actor.send({ type: 'promotions.detailsOpened', id: 1 });
    await waitFor(actor, (snapshot) => snapshot.matches({ showingPromotions: 'showingDetails' }));
    expect(api.fetchPromotion).toHaveBeenCalledWith(client, 1, expect.any(AbortSignal));
    expect(actor.getSnapshot().context.opened?.terms).toBe('Rules.');
  });

  it('a failed list becomes the page’s failure, with the server’s words', async () => {
    api.fetchPromotions.mockRejectedValue(new ApiError('Too many requests, slow down.', 429));
    const actor = createActor(promotionsMachineWithApi, { input: {} }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('listUnavailable'));
    expect(actor.getSnapshot().context.listFailure).toEqual({ kind: 'failed', message: 'Too many requests, slow down.' });
  });
});
