import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { extraPhonesMachine, type ExtraPhone } from '../../machines/extraPhones';
import { requestFailure } from '../../machines/lib/failures';
import { callApi, logged } from './call';
import { inspectFlow } from './flowRecorder';
import { profileApi } from './verification';

/** GET get/other/phone as the machine's actor; a failure is logged here, and the page says the list could not be loaded, with Try again. */
export const loadExtraPhonesActor = fromPromise<ExtraPhone[], void>(({ signal }) =>
  callApi(profileApi, logged('The extra phones could not be loaded.', requestFailure), (api, client) => api.fetchExtraPhones(client, signal)),
);

export const extraPhonesMachineLive = extraPhonesMachine.provide({ actors: { loadExtraPhones: loadExtraPhonesActor } });

/** The profile's extra phones: one machine per visit, reported to /flows and to test coverage. */
export function useExtraPhonesMachine() {
  return useMachine(extraPhonesMachineLive, { inspect: inspectFlow('extraPhones') });
}
