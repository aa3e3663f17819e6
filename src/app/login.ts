import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { loginMachine, type LoginFailure, type LoginRequest } from '../../machines/login';
import type { SessionCredentials } from '../../machines/session';
import { ApiError } from '../api/errors';
import { inspectFlow } from './flowRecorder';
import { goTo } from './navigation';
import { Session } from './session';

/** The first text of a 422 field error, if any. */
function firstFieldError(error: ApiError, field: string): string | null {
  return error.fieldErrors[field]?.find((text) => text !== '') ?? null;
}

/**
 * What the login form shows for a failed call (spec 1 §8): 401 and 429 give the server's message
 * (or "Invalid credentials" when there is none), 422 its field errors, and no answer, a timeout or
 * server trouble the network error.
 */
export function loginFailureOf(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return { kind: 'network' };
  if (error.kind !== 'http' || error.status === null || error.status >= 500) return { kind: 'network' };
  if (error.status === 422) {
    const username = firstFieldError(error, 'username');
    const password = firstFieldError(error, 'password');
    if (username !== null || password !== null) return { kind: 'invalidFields', username, password };
  }
  return { kind: 'rejected', message: error.serverMessage };
}

/** The login machine with its call to the server; what happens on success is provided per page. */
/** The login call as an actor: the login form's, and the automatic login after a sign-up. */
export const logInActor = fromPromise<SessionCredentials, LoginRequest>(async ({ input, signal }) => {
  try {
    // Loaded on first use, like the balance call: the API client stays out of the entry chunk.
    const [{ apiClient }, { logIn }] = await Promise.all([import('./api'), import('../api/login')]);
    return await logIn(apiClient, input, signal);
  } catch (error) {
    throw loginFailureOf(error);
  }
});

export const loginMachineLive = loginMachine.provide({ actors: { logIn: logInActor } });

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
