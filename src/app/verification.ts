import { useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  VERIFICATION_COUNTDOWN_SECONDS,
  verificationMachine,
  type CodeCheck,
  type CodeRequest,
  type CodeSent,
  type NumberToAdd,
  type RequestFailure,
  type VerificationInput,
  type WrongCode,
} from '../../machines/verification';
import { ApiError } from '../api/errors';
import { requestFailureOf } from './forgotPassword';
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

function wrongCodeOf(error: ApiError): WrongCode | RequestFailure {
  const body = error.body;
  const left = typeof body === 'object' && body !== null && 'tries_left' in body ? body.tries_left : null;
  return typeof left === 'number' && Number.isInteger(left) && left >= 0 ? { kind: 'codeWrong', triesLeft: left } : requestFailureOf(error);
}

export const addNumberActor = fromPromise<void, NumberToAdd>(async ({ input, signal }) => {
  try {
    const [{ apiClient }, api] = await loadProfileApi();
    await api.addNumber(apiClient, input.phone, signal);
  } catch (error) {
    throw failureOf(error, 'extraPhone', 'add the number');
  }
});

/**
 * The seconds of a 429's `retry_after` (the body's, or the Retry-After header's), when the API
 * client passed them on with its error; null when it did not.
 */
export function retryAfterOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const carried = error as { retryAfterSeconds?: unknown; retryAfter?: unknown; retry_after?: unknown };
  for (const value of [carried.retryAfterSeconds, carried.retryAfter, carried.retry_after]) {
    const seconds = typeof value === 'string' ? Number(value) : value;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) return seconds;
  }
  return null;
}

/**
 * Sends the code. A 429 (a code was sent to this address less than 300 s ago) is not a failure for
 * the player: that code is still on its way and valid, so the machine goes to the code step with
 * the seconds the server says are left (all 300 when the client did not pass them on). The 429 of
 * the hourly limit per number (`code: 'too_many_codes'`) sent nothing: a failure, with the server's words.
 */
/** The server's code for its hourly limit of codes to one number or address. */
export const TOO_MANY_CODES = 'too_many_codes';

export const sendCodeActor = fromPromise<CodeSent, CodeRequest>(async ({ input, signal }) => {
  try {
    const [{ apiClient }, api] = await loadProfileApi();
    if (input.channel === 'email') await api.sendVerificationCode(apiClient, { email: input.contact }, signal);
    else if (input.channel === 'phone') await api.sendVerificationCode(apiClient, { phone: input.contact }, signal);
    else await api.sendExtraCode(apiClient, input.contact, signal);
    return { resendInSeconds: VERIFICATION_COUNTDOWN_SECONDS };
  } catch (error) {
    if (error instanceof ApiError && error.status === 429 && error.code !== TOO_MANY_CODES) return { resendInSeconds: retryAfterOf(error) ?? VERIFICATION_COUNTDOWN_SECONDS };
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
    // Issue 22: a wrong code is said under the field with the tries left, decided by the server's code.
    if (error instanceof ApiError && error.code === 'code_wrong') throw wrongCodeOf(error);
    throw failureOf(error, input.channel, 'check the code');
  }
});

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
