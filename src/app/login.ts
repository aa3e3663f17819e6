import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { loginMachine, type LoginFailure, type LoginRequest } from '../../machines/login';
import type { SessionCredentials } from '../../machines/session';
import { ApiError } from '../api/errors';
import { fetchCaptchaActor } from './captcha';
import { inspectFlow } from './flowRecorder';
import { goTo } from './navigation';
import { Session } from './session';

/** The first text of a 422 field error, if any. */
function firstFieldError(error: ApiError, field: string): string | null {
  return error.fieldErrors[field]?.find((text) => text !== '') ?? null;
}

/** A field of the answer's body beside its message (`tries_left`, `needs_captcha`). */
function bodyField(error: ApiError, name: string): unknown {
  return typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>)[name] : undefined;
}

/**
 * What the login form shows for a failed call (spec 1 §8), decided by the answer's `code`
 * (server/README.md, POST /api/login): `invalid_credentials` with the tries left and whether the next
 * try needs a captcha, `throttled`, `captcha_required`, `captcha_wrong`; any other refusal its message
 * (or "Invalid credentials" when there is none), 422 its field errors, and no answer, a timeout or
 * server trouble the network error.
 */
export function loginFailureOf(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return { kind: 'network' };
  if (error.kind !== 'http' || error.status === null || error.status >= 500) return { kind: 'network' };
  const message = error.serverMessage;
  switch (error.code) {
    case 'invalid_credentials': {
      const tries = bodyField(error, 'tries_left');
      const triesLeft = typeof tries === 'number' && Number.isInteger(tries) && tries >= 0 ? tries : null;
      return { kind: 'invalidCredentials', message, triesLeft, captchaNeeded: bodyField(error, 'needs_captcha') === true };
    }
    case 'throttled':
      return { kind: 'throttled', message };
    case 'captcha_required':
      return { kind: 'captchaRequired', message };
    case 'captcha_wrong':
      return { kind: 'captchaWrong', message };
  }
  if (error.status === 429) return { kind: 'throttled', message };
  if (error.status === 422) {
    const username = firstFieldError(error, 'username');
    const password = firstFieldError(error, 'password');
    if (username !== null || password !== null) return { kind: 'invalidFields', username, password };
  }
  return { kind: 'rejected', message };
}

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
