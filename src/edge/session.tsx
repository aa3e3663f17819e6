import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { unauthorizedOr } from '../../machines/lib/failures';
import { exchangeTokenOf, remoteIdOf, sessionMachine, type SessionCredentials } from '../../machines/session';
import { callApi, tryApi } from './call';
import { goTo } from './navigation';
import { forgetCredentials, writeBalance, writeCredentials, writePopupFlags } from './storage';
import { syncRenderCookie } from './renderCookie';

/** The session machine with its side effects: browser storage, the balance call and navigation. */
export const sessionMachineLive = sessionMachine.provide({
  actors: {
    // Loaded on first use: the API client and its parsers stay out of the entry chunk.
    fetchBalance: fromPromise<number, SessionCredentials>(({ signal }) =>
      callApi(() => import('../api/balance'), unauthorizedOr, ({ fetchBalance }, client) => fetchBalance(client, signal)),
    ),
  },
  actions: {
    storeSession: ({ context }) => {
      if (context.credentials) writeCredentials(context.credentials);
      writePopupFlags(context);
      syncRenderCookie();
    },
    storeBalance: ({ context }) => writeBalance(context.balance),
    storePopupFlags: ({ context }) => writePopupFlags(context),
    endServerSession: ({ context }) => {
      const token = context.credentials?.token;
      if (!token) return;
      void tryApi(() => import('../api/session'), (failure) => failure, (api, client) => api.endSession(client, token)).then((outcome) => {
        if (!outcome.ok) console.warn('Logout on the server failed; the token expires by itself.', outcome.failure);
      });
    },
    forgetSession: () => {
      forgetCredentials();
      syncRenderCookie();
    },
    clearAllStorage: () => {
      localStorage.clear();
      syncRenderCookie();
    },
    goHome: () => goTo('/'),
  },
});

/** One session actor for the whole site; views read it with these hooks and send it events. */
export const Session = createActorContext(sessionMachineLive);

export function useIsLoggedIn(): boolean {
  return Session.useSelector((snapshot) => snapshot.matches('loggedIn'));
}

export function useSessionSummary() {
  return Session.useSelector((snapshot) => ({
    username: snapshot.context.credentials?.username ?? null,
    balance: snapshot.context.balance,
  }), (a, b) => a.username === b.username && a.balance === b.balance);
}

/** The player's remote_id from the session ('' for a visitor): views never read storage. */
export function useRemoteId(): string {
  return Session.useSelector((snapshot) => remoteIdOf(snapshot.context));
}

/** The session's exchange token (null when there is none). */
export function useExchangeToken(): string | null {
  return Session.useSelector((snapshot) => exchangeTokenOf(snapshot.context));
}
