import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { passwordChangeMachine, type PasswordChangeRequest } from '../../machines/passwordChange';
import { requestFailure } from '../../machines/lib/failures';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { goTo } from './navigation';
import { Session } from './session';

/**
 * POST user-pwd as the machine's actor. A failure is read like the forgot-password calls (spec 2 §8):
 * a refusal with the server's own words shows them ("The current password is incorrect."); a refusal
 * without words or server trouble "Failed to change password…"; no answer "An error occurred while…".
 */
export const changePasswordActor = fromPromise<void, PasswordChangeRequest>(({ input, signal }) =>
  // Loaded on first use: the API client and its parsers stay out of the entry chunk.
  callApi(() => import('../api/account'), requestFailure, (api, client) => api.changePassword(client, input, signal)),
);

type SessionRef = ReturnType<typeof Session.useActorRef>;

/**
 * The password-change machine with its call and its two effects: the session ends through the
 * site's session actor (stored token, remote_id, username and exchangeToken forgotten, the same as
 * Log out), then /login. The server has already revoked every token of the player on the change.
 */
export function passwordChangeMachineFor(session: Pick<SessionRef, 'send'>) {
  return passwordChangeMachine.provide({
    actors: { changePassword: changePasswordActor },
    actions: {
      reportPasswordChanged: () => session.send({ type: 'session.passwordChanged' }),
      revokeSession: () => session.send({ type: 'session.loggedOut' }),
      // Logging out goes home first; /login replaces that entry, so Back does not stop there.
      goToLogin: () => goTo('/login', { replace: true }),
    },
  });
}

/** The /reset-password page's machine: one per visit, reported to /flows and to test coverage. */
export function usePasswordChangeMachine() {
  const session = Session.useActorRef();
  const machine = useMemo(() => passwordChangeMachineFor(session), [session]);
  return useMachine(machine, { inspect: inspectFlow('passwordChange') });
}
