import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { promotionsMachine, type PromotionCategory, type PromotionDetail, type PromotionSummary, type PromotionsFailure } from '../../machines/promotions';
import { ApiError } from '../api/errors';
import { inspectFlow } from './flowRecorder';

/** Loaded on first use: the API client stays out of the entry chunk. */
const loadApi = () => Promise.all([import('./api'), import('../api/promotions')]);

type PromotionsApi = typeof import('../api/promotions');
type Client = typeof import('./api').apiClient;

/** What a failed promotions call means: the server's words when it gave some; the page then says its own. */
export function promotionsFailureOf(error: unknown): PromotionsFailure {
  return { kind: 'failed', message: error instanceof ApiError ? error.serverMessage : null };
}

async function withApi<T>(call: (api: PromotionsApi, client: Client) => Promise<T>): Promise<T> {
  try {
    const [{ apiClient }, api] = await loadApi();
    return await call(api, apiClient);
  } catch (error) {
    throw promotionsFailureOf(error);
  }
}

/** The promotions machine with its two calls (the same for guests and players). */
export const promotionsMachineWithApi = promotionsMachine.provide({
  actors: {
    fetchPromotions: fromPromise<PromotionSummary[], { category: PromotionCategory | null }>(({ input, signal }) =>
      withApi((api, client) => api.fetchPromotions(client, input.category, signal)),
    ),
    fetchPromotion: fromPromise<PromotionDetail, { id: number }>(({ input, signal }) => withApi((api, client) => api.fetchPromotion(client, input.id, signal))),
  },
});

/** The /promotions page's machine: one per visit, reported to /flows and to test coverage. */
export function usePromotionsMachine() {
  return useMachine(promotionsMachineWithApi, { inspect: inspectFlow('promotions') });
}

export type PromotionsSnapshot = ReturnType<typeof usePromotionsMachine>[0];
export type PromotionsSend = ReturnType<typeof usePromotionsMachine>[1];
