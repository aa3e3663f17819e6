import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readKind, readText } from './lib/failures';

/** What a successful login (or the automatic login after sign-up) gives us (spec 1 §3, Login response). */
export type SessionCredentials = {
  token: string;
  remoteId: string;
  username: string;
  /** Token for the external exchange site: `exchange[0].token` of the login response. */
  exchangeToken: string | null;
};

/** What the browser storage held when the site was opened. */
export type StoredSession = SessionCredentials & {
  balance: number | null;
  /** Maintenance pop-up shows unless this is false (spec 1 §4 Pop-ups). */
  popup: boolean;
  /** Welcome pop-up shows unless this is false. */
  regPopup: boolean;
};

/** Why a balance call failed: a plain object so that model-test samples stay distinct. */
export type BalanceFailure = { kind: 'unauthorized' } | { kind: 'failed'; message: string };

/**
 * Reads the balance actor's rejection. The edge rejects with a BalanceFailure; anything else
 * is a failure too, except a missing actor, which must stop the machine loudly.
 */
export const toBalanceFailure = (error: unknown): BalanceFailure =>
  readKind(error, 'unauthorized') ?? readText(error, 'failed') ?? { kind: 'failed', message: error instanceof Error ? error.message : String(error) };

export type SessionInput = { stored: StoredSession | null };

export type SessionContext = {
  credentials: SessionCredentials | null;
  balance: number | null;
  popup: boolean;
  regPopup: boolean;
  /** Last balance failure other than 401, kept so the header can show the balance is stale. */
  balanceFailure: BalanceFailure | null;
};

export type SessionEvent =
  | { type: 'session.loggedIn'; credentials: SessionCredentials }
  | { type: 'session.signedUp'; credentials: SessionCredentials }
  | { type: 'session.loggedOut' }
  /** The password was just changed: the server has revoked this token, and the log-out follows shortly. */
  | { type: 'session.passwordChanged' }
  | { type: 'balance.refreshRequested' }
  /** The server told the balance in another answer (a matched exchange bet): shown at once, no call. */
  | { type: 'balance.reported'; balance: number }
  | { type: 'maintenancePopup.closed' }
  | { type: 'welcomePopup.closed' };

export const BALANCE_REFRESH_MS = 10_000;

const machineId = 'session';

const loggedOutContext = {
  credentials: null,
  balance: null,
  popup: false,
  regPopup: false,
  balanceFailure: null,
} satisfies SessionContext;

/** The player's remote_id, the profile and the money calls' key; '' for a visitor. */
export function remoteIdOf(context: Pick<SessionContext, 'credentials'>): string {
  return context.credentials?.remoteId ?? '';
}

/** The exchange token the exchange site is opened with (spec 1 §2.10); null for a visitor or a player without one. */
export function exchangeTokenOf(context: Pick<SessionContext, 'credentials'>): string | null {
  return context.credentials?.exchangeToken ?? null;
}

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    fetchBalance: unprovidedActor<number, SessionCredentials>(machineId, 'fetchBalance'),
  },
  actions: {
    /** Writes token, remote_id, username, exchangeToken, popup and regPopup to browser storage. */
    storeSession: unprovidedAction(machineId, 'storeSession'),
    storeBalance: unprovidedAction(machineId, 'storeBalance'),
    storePopupFlags: unprovidedAction(machineId, 'storePopupFlags'),
    /** Logout on the server too, so the token stops working (fire and forget: the player is logged out either way). */
    endServerSession: unprovidedAction(machineId, 'endServerSession'),
    /** Logout: removes token, balance, remote_id, username and exchangeToken only. */
    forgetSession: unprovidedAction(machineId, 'forgetSession'),
    /** A 401 from balance clears all local storage (spec 1 §4 Session). */
    clearAllStorage: unprovidedAction(machineId, 'clearAllStorage'),
    goHome: unprovidedAction(machineId, 'goHome'),
    resetToLoggedOut: assign(() => loggedOutContext),
  },
  guards: {
    hasStoredToken: ({ context }) => context.credentials !== null && context.credentials.token !== '',
    isUnauthorized: (_, failure: BalanceFailure) => failure.kind === 'unauthorized',
    isReportedBalance: ({ event }) => event.type === 'balance.reported' && Number.isFinite(event.balance),
  },
  delays: {
    balanceRefreshInterval: BALANCE_REFRESH_MS,
  },
}).createMachine({
  id: machineId,
  description: 'Who is using the site: a visitor, or a logged-in player whose balance is kept fresh.',
  context: ({ input }) =>
    input.stored
      ? {
          credentials: {
            token: input.stored.token,
            remoteId: input.stored.remoteId,
            username: input.stored.username,
            exchangeToken: input.stored.exchangeToken,
          },
          balance: input.stored.balance,
          popup: input.stored.popup,
          regPopup: input.stored.regPopup,
          balanceFailure: null,
        }
      : loggedOutContext,
  initial: 'checkingStoredSession',
  states: {
    checkingStoredSession: {
      description: 'Opening the site: a stored token means the player is still logged in.',
      always: [{ guard: 'hasStoredToken', target: 'loggedIn' }, { target: 'loggedOut', actions: 'resetToLoggedOut' }],
    },
    loggedOut: {
      description: 'A visitor: guest toolbar, and login-only pages send them to /login.',
      on: {
        'session.loggedIn': {
          target: 'loggedIn',
          description: 'Login shows the maintenance pop-up next, not the welcome pop-up.',
          actions: [
            assign(({ event }) => ({
              credentials: event.credentials,
              balance: null,
              popup: true,
              regPopup: false,
              balanceFailure: null,
            })),
            'storeSession',
          ],
        },
        'session.signedUp': {
          target: 'loggedIn',
          description: 'Sign-up logs in automatically and also shows the welcome pop-up.',
          actions: [
            assign(({ event }) => ({
              credentials: event.credentials,
              balance: null,
              popup: true,
              regPopup: true,
              balanceFailure: null,
            })),
            'storeSession',
          ],
        },
      },
    },
    loggedIn: {
      description: 'A logged-in player: bearer token on calls, balance refreshed every 10 s.',
      initial: 'refreshingBalance',
      on: {
        'session.loggedOut': {
          target: 'loggedOut',
          actions: ['endServerSession', 'forgetSession', 'resetToLoggedOut', 'goHome'],
        },
        'session.passwordChanged': {
          target: '.endingAfterPasswordChange',
          description: 'The old token no longer works: stop asking for the balance, or its 401 would send the player home before the success message has shown.',
        },
        'maintenancePopup.closed': {
          actions: [assign({ popup: false }), 'storePopupFlags'],
        },
        'welcomePopup.closed': {
          actions: [assign({ regPopup: false }), 'storePopupFlags'],
        },
      },
      states: {
        refreshingBalance: {
          description: 'Asking the server for the wallet balance.',
          on: {
          'balance.reported': {
            guard: 'isReportedBalance',
            target: 'waitingToRefresh',
            reenter: true,
            description: 'A bet’s answer told the new balance: shown at once (as the exchange’s Main figure), and the call in flight, which may predate the bet, is dropped.',
            actions: [assign(({ event }) => (event.type === 'balance.reported' ? { balance: event.balance, balanceFailure: null } : {})), 'storeBalance'],
          },
          },
          invoke: {
            id: 'fetchBalance',
            src: 'fetchBalance',
            input: ({ context }) => {
              if (!context.credentials) throw new Error('session: refreshing the balance without credentials');
              return context.credentials;
            },
            onDone: {
              target: 'waitingToRefresh',
              actions: [assign(({ event }) => ({ balance: event.output, balanceFailure: null })), 'storeBalance'],
            },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => toBalanceFailure(event.error) },
                target: '#session.loggedOut',
                description: 'The token expired or was revoked: clear everything and go home.',
                actions: ['clearAllStorage', 'resetToLoggedOut', 'goHome'],
              },
              {
                target: 'waitingToRefresh',
                description: 'Network or server trouble: keep the last balance and try again later.',
                actions: assign(({ event }) => ({ balanceFailure: toBalanceFailure(event.error) })),
              },
            ],
          },
        },
        waitingToRefresh: {
          description: 'Showing the balance until the next refresh is due.',
          after: { balanceRefreshInterval: 'refreshingBalance' },
          on: {
            'balance.refreshRequested': 'refreshingBalance',
          'balance.reported': {
            guard: 'isReportedBalance',
            target: 'waitingToRefresh',
            reenter: true,
            description: 'A bet’s answer told the new balance: shown at once, the next refresh 10 s from now.',
            actions: [assign(({ event }) => (event.type === 'balance.reported' ? { balance: event.balance, balanceFailure: null } : {})), 'storeBalance'],
          },
          },
        },
        endingAfterPasswordChange: {
          description: 'The password was changed (spec 2 §8): the success message shows for 1.5 s, then the player is logged out; no balance call with the revoked token.',
        },
      },
    },
  },
});
