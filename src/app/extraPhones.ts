import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { extraPhonesMachine, type ExtraPhone } from '../../machines/extraPhones';
import { inspectFlow } from './flowRecorder';
import { requestFailureOf } from './forgotPassword';
import { loadProfileApi } from './verification';

/** GET get/other/phone as the machine's actor; a failure is logged here, and the page says the list could not be loaded, with Try again. */
export const loadExtraPhonesActor = fromPromise<ExtraPhone[], void>(async ({ signal }) => {
  try {
    const [{ apiClient }, api] = await loadProfileApi();
    return await api.fetchExtraPhones(apiClient, signal);
  } catch (error) {
    const failure = requestFailureOf(error);
    console.warn('The extra phones could not be loaded.', failure);
    throw failure;
  }
});

export const extraPhonesMachineLive = extraPhonesMachine.provide({ actors: { loadExtraPhones: loadExtraPhonesActor } });

/** The profile's extra phones: one machine per visit, reported to /flows and to test coverage. */
export function useExtraPhonesMachine() {
  return useMachine(extraPhonesMachineLive, { inspect: inspectFlow('extraPhones') });
}
