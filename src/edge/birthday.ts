import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { birthdayMachine, type BirthdayInput, type BirthdayUpdate } from '../../machines/birthday';
import { requestFailure } from '../../machines/lib/failures';
import { callApi, logged } from './call';
import { inspectFlow } from './flowRecorder';
import { profileApi, remoteIdOf } from './verification';

/** POST user/profile/update as the machine's actor; whatever failed, the modal says "Failed to update DOFB". */
export const updateBirthdayActor = fromPromise<string, BirthdayUpdate>(({ input, signal }) =>
  callApi(profileApi, logged('The birthday could not be saved.', requestFailure), (api, client) =>
    api.updateBirthday(client, { remoteId: remoteIdOf(input.remoteId || null), dofb: input.dofb }, signal),
  ),
);

/** The birthday machine with its call; `onSaved` reloads the stored user (withdrawal tip, overview). */
export function birthdayMachineFor(onSaved: () => void) {
  return birthdayMachine.provide({
    actors: { updateBirthday: updateBirthdayActor },
    actions: { reportBirthdaySaved: () => onSaved() },
  });
}

/** The profile's birthday: one machine per loaded user, reported to /flows and to test coverage. `onSaved` must be stable. */
export function useBirthdayMachine(input: BirthdayInput, onSaved: () => void) {
  const machine = useMemo(() => birthdayMachineFor(onSaved), [onSaved]);
  return useMachine(machine, { input, inspect: inspectFlow('birthday') });
}
