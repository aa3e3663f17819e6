import { useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  VERIFICATION_COUNTDOWN_SECONDS,
  codeCheckFailure,
  verificationMachine,
  type CodeCheck,
  type CodeRequest,
  type CodeSent,
  type NumberToAdd,
  type VerificationInput,
} from '../../machines/verification';
import { requestFailure, retryAfter, type CallFailure } from '../../machines/lib/failures';
import { callApi, tryApi } from './call';
import { storageKeys } from './storage';

/** Loaded on first use: the API client and its parsers stay out of the entry chunk. */
export const profileApi = () => import('../api/profile');

export const remoteIdOf = (remoteId: string | null) => remoteId ?? localStorage.getItem(storageKeys.remoteId) ?? '';

/**
 * A failed call for the machine (spec 2 §8): the server's words, else a plain failure. Phone
 * failures are only logged (the pop-up shows e-mail problems only), so they are logged here.
 */
function reported<TFailure extends { kind: string }>(channel: CodeRequest['channel'], what: string, classify: (failure: CallFailure) => TFailure) {
  return (failure: CallFailure): TFailure => {
    const outcome = classify(failure);
    if (channel !== 'email' && outcome.kind !== 'codeWrong') console.warn(`The ${channel} verification could not ${what}.`, outcome);
    return outcome;
  };
}

export const addNumberActor = fromPromise<void, NumberToAdd>(({ input, signal }) =>
  callApi(profileApi, reported('extraPhone', 'add the number', requestFailure), (api, client) => api.addNumber(client, input.phone, signal)),
);

/**
 * Sends the code. A 429 (a code was sent to this address less than 300 s ago) is not a failure for
 * the player: that code is still on its way and valid, so the machine goes to the code step with
 * the seconds the server says are left (all 300 when the client did not pass them on). The 429 of
 * the hourly limit per number (`code: 'too_many_codes'`) sent nothing: a failure, with the server's words.
 */
/** The server's code for its hourly limit of codes to one number or address. */
export const TOO_MANY_CODES = 'too_many_codes';

export const sendCodeActor = fromPromise<CodeSent, CodeRequest>(async ({ input, signal }) => {
  const sent = await tryApi(profileApi, (failure) => failure, async (api, apiClient) => {
    if (input.channel === 'email') await api.sendVerificationCode(apiClient, { email: input.contact }, signal);
    else if (input.channel === 'phone') await api.sendVerificationCode(apiClient, { phone: input.contact }, signal);
    else await api.sendExtraCode(apiClient, input.contact, signal);
  });
  if (sent.ok) return { resendInSeconds: VERIFICATION_COUNTDOWN_SECONDS };
  if (sent.failure.status === 429 && sent.failure.code !== TOO_MANY_CODES) return { resendInSeconds: retryAfter(sent.failure) ?? VERIFICATION_COUNTDOWN_SECONDS };
  throw reported(input.channel, 'send the code', requestFailure)(sent.failure);
});

// Issue 22: a wrong code is said under the field with the tries left, decided by the server's code.
export const verifyCodeActor = fromPromise<void, CodeCheck>(({ input, signal }) =>
  callApi(profileApi, reported(input.channel, 'check the code', codeCheckFailure), async (api, apiClient) => {
    if (input.channel === 'email') await api.verifyEmail(apiClient, input.code, signal);
    else if (input.channel === 'phone') await api.verifyPhone(apiClient, input.code, signal);
    else await api.verifyExtraPhone(apiClient, input.code, signal);
  }),
);

/** The verification machine with its three calls; `onVerified` (told what was verified) reloads what shows the mark and closes the pop-up. */
export function verificationMachineFor(onVerified: (verified: VerificationInput) => void) {
  return verificationMachine.provide({
    actors: { addNumber: addNumberActor, sendCode: sendCodeActor, verifyCode: verifyCodeActor },
    actions: { reportVerified: ({ context }) => onVerified({ target: context.channel, contact: context.contact }) },
  });
}

export type { ProfileUser } from '../../machines/profile';

export type VerificationActor = ActorRefFrom<typeof verificationMachine>;
export type VerificationSnapshot = SnapshotFrom<typeof verificationMachine>;

/** What a pop-up renders: its machine's snapshot. */
export function useVerificationSnapshot(actor: VerificationActor): VerificationSnapshot {
  return useSelector(actor, (snapshot) => snapshot);
}

/** The seconds left before a new code while the countdown runs (in place of the Verify button), else null. */
export function useVerificationCountdown(actor: VerificationActor): number | null {
  return useSelector(actor, (snapshot) => (snapshot.matches({ codeSent: { resend: 'countingDown' } }) ? snapshot.context.secondsLeft : null));
}
