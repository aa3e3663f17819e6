import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { verificationMachine, type CodeCheck, type CodeRequest, type NumberToAdd, type VerificationInput } from '../../machines/verification';
import type { ProfileUser } from '../api/profile';
import { inspectFlow } from './flowRecorder';
import { requestFailureOf } from './forgotPassword';
import { Session } from './session';
import { storageKeys } from './storage';

/** Loaded on first use: the API client and its parsers stay out of the entry chunk. */
export const loadProfileApi = () => Promise.all([import('./api'), import('../api/profile')]);

export const remoteIdOf = (remoteId: string | null) => remoteId ?? localStorage.getItem(storageKeys.remoteId) ?? '';

/**
 * Reads a failed call for the machine (spec 2 §8): the server's words, else a plain failure. Phone
 * failures are only logged (the pop-up shows e-mail problems only), so they are logged here.
 */
function failureOf(error: unknown, channel: CodeRequest['channel'], what: string) {
  const failure = requestFailureOf(error);
  if (channel !== 'email') console.warn(`The ${channel} verification could not ${what}.`, failure);
  return failure;
}

export const addNumberActor = fromPromise<void, NumberToAdd>(async ({ input, signal }) => {
  try {
    const [{ apiClient }, api] = await loadProfileApi();
    await api.addNumber(apiClient, input.phone, signal);
  } catch (error) {
    throw failureOf(error, 'extraPhone', 'add the number');
  }
});

export const sendCodeActor = fromPromise<void, CodeRequest>(async ({ input, signal }) => {
  try {
    const [{ apiClient }, api] = await loadProfileApi();
    if (input.channel === 'email') await api.sendVerificationCode(apiClient, { email: input.contact }, signal);
    else if (input.channel === 'phone') await api.sendVerificationCode(apiClient, { phone: input.contact }, signal);
    else await api.sendExtraCode(apiClient, input.contact, signal);
  } catch (error) {
    throw failureOf(error, input.channel, 'send the code');
  }
});

export const verifyCodeActor = fromPromise<void, CodeCheck>(async ({ input, signal }) => {
  try {
    const [{ apiClient }, api] = await loadProfileApi();
    if (input.channel === 'email') await api.verifyEmail(apiClient, input.code, signal);
    else if (input.channel === 'phone') await api.verifyPhone(apiClient, input.code, signal);
    else await api.verifyExtraPhone(apiClient, input.code, signal);
  } catch (error) {
    throw failureOf(error, input.channel, 'check the code');
  }
});

/** The verification machine with its three calls; `onVerified` reloads what shows the mark and closes the pop-up. */
export function verificationMachineFor(onVerified: () => void) {
  return verificationMachine.provide({
    actors: { addNumber: addNumberActor, sendCode: sendCodeActor, verifyCode: verifyCodeActor },
    actions: { reportVerified: () => onVerified() },
  });
}

export type { ProfileUser } from '../api/profile';

/** One verification pop-up's machine: one per opening, reported to /flows and to test coverage. `onVerified` must be stable. */
export function useVerificationMachine(input: VerificationInput, onVerified: () => void) {
  const machine = useMemo(() => verificationMachineFor(onVerified), [onVerified]);
  return useMachine(machine, { input, inspect: inspectFlow('verification') });
}

export type ProfileUserState = { user: ProfileUser | null; failed: boolean; reload: () => void };

/**
 * The player of the profile (GET user/show): the verified marks, the birthday and the security
 * level come from it. Reloaded after a verification or a saved birthday; a failure is only logged.
 */
export function useProfileUser(): ProfileUserState {
  const remoteId = Session.useSelector((snapshot) => snapshot.context.credentials?.remoteId ?? null);
  const [user, setUser] = useState<ProfileUser | null>(null);
  const [failed, setFailed] = useState(false);
  const running = useRef<AbortController | null>(null);
  const load = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    void loadProfileApi()
      .then(([{ apiClient }, api]) => api.fetchUser(apiClient, remoteIdOf(remoteId), controller.signal))
      .then(
        (loaded) => {
          setUser(loaded);
          setFailed(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('The profile could not be loaded.', error);
          setFailed(true);
        },
      );
  }, [remoteId]);
  useEffect(() => {
    load();
    return () => running.current?.abort();
  }, [load]);
  return { user, failed, reload: load };
}
