import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { exchangeTokenOf, remoteIdOf, sessionMachine, type BalanceFailure, type SessionCredentials } from '../../machines/session';
import { ApiError } from '../api/errors';
import { goTo } from './navigation';
import { forgetCredentials, writeBalance, writeCredentials, writePopupFlags } from './storage';

/** The session machine with its side effects: browser storage, the balance call and navigation. */
export const sessionMachineLive = sessionMachine.provide({
  actors: {
    fetchBalance: fromPromise<number, SessionCredentials>(async ({ signal }) => {
      try {
        // Loaded on first use: the API client and its parsers stay out of the entry chunk.
        const [{ apiClient }, { fetchBalance }] = await Promise.all([import('./api'), import('../api/balance')]);
        return await fetchBalance(apiClient, signal);
      } catch (error) {
        const failure: BalanceFailure =
          error instanceof ApiError && error.isUnauthorized
            ? { kind: 'unauthorized' }
            : { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
        throw failure;
      }
    }),
  },
  actions: {
    storeSession: ({ context }) => {
      if (context.credentials) writeCredentials(context.credentials);
      writePopupFlags(context);
    },
    storeBalance: ({ context }) => writeBalance(context.balance),
    storePopupFlags: ({ context }) => writePopupFlags(context),
    endServerSession: ({ context }) => {
      const token = context.credentials?.token;
      if (!token) return;
      void Promise.all([import('./api'), import('../api/session')])
        .then(([{ apiClient }, { endSession }]) => endSession(apiClient, token))
        .catch((error: unknown) => console.warn('Logout on the server failed; the token expires by itself.', error));
    },
    forgetSession: () => forgetCredentials(),
    clearAllStorage: () => localStorage.clear(),
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
