import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { signupFailure, signupMachine, type SignupRequest } from '../../machines/signup';
import { callApi } from './call';
import { fetchCaptchaActor } from './captcha';
import { inspectFlow } from './flowRecorder';
import { logInActor } from './login';
import { goTo } from './navigation';
import { Session } from './session';

/** Where /referral_code keeps a captured code (spec 1 §3): the form starts from it. */
export const REFERRAL_CODE_KEY = 'referral_code';

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
    // Loaded on first use: the API client and its parsers stay out of the entry chunk.
    createPlayer: fromPromise<void, SignupRequest>(({ input, signal }) =>
      callApi(() => import('../api/signup'), signupFailure, (api, client) => api.createPlayer(client, input, signal)),
    ),
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
