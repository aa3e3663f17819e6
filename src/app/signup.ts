import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { signupMachine, type SignupFailure, type SignupRequest } from '../../machines/signup';
import { ApiError } from '../api/errors';
import { fetchCaptchaActor } from './captcha';
import { inspectFlow } from './flowRecorder';
import { logInActor } from './login';
import { goTo } from './navigation';
import { Session } from './session';

/** Where /referral_code keeps a captured code (spec 1 §3): the form starts from it. */
export const REFERRAL_CODE_KEY = 'referral_code';

/**
 * What the sign-up form shows for a failed create-players call (spec 1 §8): 422 field errors under
 * their fields, else the server's message, else "Submission failed"; no answer, a timeout or an
 * answer we cannot read, the network error.
 */
export function signupFailureOf(error: unknown): SignupFailure {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === null) return { kind: 'network' };
  const message = error.status >= 500 ? null : error.serverMessage;
  const errors = Object.fromEntries(
    Object.entries(error.fieldErrors).flatMap(([field, texts]) => {
      const first = texts.find((text) => text !== '');
      return first === undefined ? [] : [[field, first]];
    }),
  );
  if (error.status === 422 && Object.keys(errors).length > 0) {
    return error.code === null ? { kind: 'invalidFields', message, errors } : { kind: 'invalidFields', message, errors, code: error.code };
  }
  return { kind: 'rejected', message };
}

/** The referral code captured earlier, if any (storage may be unavailable: then none). */
export function storedReferralCode(): string | null {
  try {
    return localStorage.getItem(REFERRAL_CODE_KEY);
  } catch {
    return null;
  }
}

/** The sign-up machine with its calls: create-players, GET captcha when the server asks for one, then the automatic login. */
export const signupMachineLive = signupMachine.provide({
  actors: {
    fetchCaptcha: fetchCaptchaActor,
    createPlayer: fromPromise<void, SignupRequest>(async ({ input, signal }) => {
      try {
        // Loaded on first use: the API client and its parsers stay out of the entry chunk.
        const [{ apiClient }, { createPlayer }] = await Promise.all([import('./api'), import('../api/signup')]);
        await createPlayer(apiClient, input, signal);
      } catch (error) {
        throw signupFailureOf(error);
      }
    }),
    logIn: logInActor,
  },
});

/**
 * The sign-up form's machine for a page: the new session goes to the site's session actor
 * (`session.signedUp`: popup=1, regPopup=1) and the player goes home (spec 1 §4).
 */
export function useSignupMachine() {
  const session = Session.useActorRef();
  const machine = useMemo(
    () =>
      signupMachineLive.provide({
        actions: {
          reportSignedUp: ({ context }) => {
            if (!context.credentials) return;
            session.send({ type: 'session.signedUp', credentials: context.credentials });
            goTo('/');
          },
        },
      }),
    [session],
  );
  const referralCode = useMemo(() => storedReferralCode(), []);
  return useMachine(machine, { input: { referralCode }, inspect: inspectFlow('signup') });
}
