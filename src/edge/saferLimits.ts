import { useMachine } from '@xstate/react';
import { bodyField, firstFieldErrors, type CallFailure } from '../../machines/lib/failures';
import { LIMIT_PERIODS, saferLimitsMachine, type LimitFields, type LimitPeriod, type LimitsAnswer, type LimitsFailure, type LimitsSaved } from '../../machines/saferLimits';
import { apiActor } from './call';
import { inspectFlow } from './flowRecorder';

const saferApi = () => import('../api/saferLimits');

/** The clock an answer is stamped with: the machine's clock for Confirm starts here (views never read it). */
const clock = () => Date.now();

/** A refusal of the editor by its code (never its words): the field of `limit_amount_invalid`, the time of `limit_not_confirmable`. */
export function limitsFailure(failure: CallFailure): LimitsFailure {
  const message = failure.serverMessage;
  switch (failure.code) {
    case 'limit_amount_invalid': {
      const named = bodyField(failure, 'field');
      const field = LIMIT_PERIODS.find((period) => period === named) ?? LIMIT_PERIODS.find((period) => period in firstFieldErrors(failure)) ?? 'day';
      return { kind: 'amountInvalid', field, message };
    }
    case 'limit_not_confirmable': {
      const at = bodyField(failure, 'confirmable_at');
      return { kind: 'notConfirmable', confirmableAt: typeof at === 'string' ? at : null, message };
    }
    case 'limit_change_missing':
      return { kind: 'changeMissing', message };
    default:
      return { kind: 'failed', message };
  }
}

const loadLimits = apiActor<LimitsAnswer, void, typeof import('../api/saferLimits')>(saferApi, limitsFailure, ({ api, client, signal }) => api.fetchLimits(client, clock, signal));

export const saferLimitsActors = {
  loadLimits,
  saveLimits: apiActor<LimitsSaved, LimitFields, typeof import('../api/saferLimits')>(saferApi, limitsFailure, ({ api, client, input, signal }) => api.saveLimits(client, input, clock, signal)),
  confirmLimit: apiActor<LimitsAnswer, { period: LimitPeriod }, typeof import('../api/saferLimits')>(saferApi, limitsFailure, ({ api, client, input, signal }) =>
    api.confirmLimit(client, input.period, clock, signal),
  ),
  cancelLimitChange: apiActor<LimitsAnswer, { period: LimitPeriod }, typeof import('../api/saferLimits')>(saferApi, limitsFailure, ({ api, client, input, signal }) =>
    api.cancelLimitChange(client, input.period, clock, signal),
  ),
};

export const saferLimitsMachineLive = saferLimitsMachine.provide({ actors: saferLimitsActors });

/** The limits editor of /safer-gambling: one per visit, reported to /flows and to test coverage. */
export function useSaferLimitsMachine() {
  return useMachine(saferLimitsMachineLive, { inspect: inspectFlow('saferLimits') });
}

export type SaferLimitsSnapshot = ReturnType<typeof useSaferLimitsMachine>[0];
export type SaferLimitsSend = ReturnType<typeof useSaferLimitsMachine>[1];
