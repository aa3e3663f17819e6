import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { popupsMachine, type MaintenanceCheckFailure, type MaintenancePlatform, type PopupsInput } from '../../machines/popups';
import { failedWords } from '../../machines/lib/failures';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { goTo } from './navigation';
import { Session } from './session';

/** The pop-ups machine with the provider call; closing is reported to the site's session, which stores the flags. */
export const popupsMachineLive = popupsMachine.provide({
  actors: {
    // Loaded on first use: the API client stays out of the entry chunk. A failure is logged with its words.
    fetchPlatformsInMaintenance: fromPromise<MaintenancePlatform[], void>(({ signal }) =>
      callApi(() => import('../api/site'), failedWords, (site, client) => site.fetchPlatformsInMaintenance(client, signal)),
    ),
  },
  actions: {
    goHome: () => goTo('/'),
    goToDeposit: () => goTo('/deposit'),
    logCheckFailure: (_, failure: MaintenanceCheckFailure) => console.warn(`Maintenance check failed: ${failure.message}`),
  },
});

/** Runs the pop-ups for one logged-in session, starting from the flags it had when it began. */
export function usePopupsMachine(input: PopupsInput) {
  const session = Session.useActorRef();
  const machine = useMemo(
    () =>
      popupsMachineLive.provide({
        actions: {
          reportWelcomeClosed: () => session.send({ type: 'welcomePopup.closed' }),
          reportMaintenanceClosed: () => session.send({ type: 'maintenancePopup.closed' }),
        },
      }),
    [session],
  );
  return useMachine(machine, { input, inspect: inspectFlow('popups') });
}
