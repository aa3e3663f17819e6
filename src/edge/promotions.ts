import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { promotionsMachine, type PromotionCategory, type PromotionDetail, type PromotionSummary } from '../../machines/promotions';
import { failed } from '../../machines/lib/failures';
import type { ApiClient } from '../api/client';
import { callApi } from './call';
import { useFirstScreenInput } from './firstScreenState';
import { inspectFlow } from './flowRecorder';

type PromotionsApi = typeof import('../api/promotions');

/** Loaded on first use: the API client stays out of the entry chunk. A failure is the server's words when it gave some; the page then says its own. */
const inPromotions = <T>(run: (api: PromotionsApi, client: ApiClient) => Promise<T>) => callApi(() => import('../api/promotions'), failed, run);

/** The promotions machine with its two calls (the same for guests and players). */
export const promotionsMachineWithApi = promotionsMachine.provide({
  actors: {
    fetchPromotions: fromPromise<PromotionSummary[], { category: PromotionCategory | null }>(({ input, signal }) =>
      inPromotions((api, client) => api.fetchPromotions(client, input.category, signal)),
    ),
    fetchPromotion: fromPromise<PromotionDetail, { id: number }>(({ input, signal }) => inPromotions((api, client) => api.fetchPromotion(client, input.id, signal))),
  },
});

/** The /promotions page's machine: one per visit (starting from the list the page brought, when the server drew it), reported to /flows and to test coverage. */
export function usePromotionsMachine() {
  const cameWithPage = useFirstScreenInput('promotions');
  return useMachine(promotionsMachineWithApi, { input: { cameWithPage }, inspect: inspectFlow('promotions') });
}

export type PromotionsSnapshot = ReturnType<typeof usePromotionsMachine>[0];
export type PromotionsSend = ReturnType<typeof usePromotionsMachine>[1];
