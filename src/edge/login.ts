import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { loginFailure, loginMachine, type LoginRequest } from '../../machines/login';
import type { SessionCredentials } from '../../machines/session';
import { callApi } from './call';
import { fetchCaptchaActor } from './captcha';
import { inspectFlow } from './flowRecorder';
import { goTo } from './navigation';
import { Session } from './session';

/** The login call as an actor: the login form's, and the automatic login after a sign-up. */
export const logInActor = fromPromise<SessionCredentials, LoginRequest>(({ input, signal }) =>
  // Loaded on first use, like the balance call: the API client stays out of the entry chunk.
  callApi(() => import('../api/login'), loginFailure, (api, client) => api.logIn(client, input, signal)),
);

export const loginMachineLive = loginMachine.provide({ actors: { logIn: logInActor, fetchCaptcha: fetchCaptchaActor } });

/**
 * The login form's machine for a page: a successful login is handed to the site's session actor
 * (which stores it) and the player goes home (spec 1 §7).
 */
export function useLoginMachine() {
  const session = Session.useActorRef();
  const machine = useMemo(
    () =>
      loginMachineLive.provide({
        actions: {
          reportLoggedIn: ({ context }) => {
            if (!context.credentials) return;
            session.send({ type: 'session.loggedIn', credentials: context.credentials });
            goTo('/');
          },
        },
      }),
    [session],
  );
  return useMachine(machine, { input: {}, inspect: inspectFlow('login') });
}
