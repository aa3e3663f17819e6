import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { birthdayMachine, type BirthdayInput, type BirthdayUpdate } from '../../machines/birthday';
import { inspectFlow } from './flowRecorder';
import { requestFailureOf } from './forgotPassword';
import { loadProfileApi, remoteIdOf } from './verification';

/** POST user/profile/update as the machine's actor; whatever failed, the modal says "Failed to update DOFB". */
export const updateBirthdayActor = fromPromise<string, BirthdayUpdate>(async ({ input, signal }) => {
  try {
    const [{ apiClient }, api] = await loadProfileApi();
    return await api.updateBirthday(apiClient, { remoteId: remoteIdOf(input.remoteId || null), dofb: input.dofb }, signal);
  } catch (error) {
    const failure = requestFailureOf(error);
    console.warn('The birthday could not be saved.', failure);
    throw failure;
  }
});

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
