import { defineChecklist } from '../../../machines/lib/flow';
import { sessionMachine, type SessionContext, type SessionCredentials } from '../../../machines/session';
import { formatTaka } from '../../../src/format/money';
import { quoted, ui } from './ui';

const welcomeTitle = () => quoted('popup.welcome.title', { site: ui('site.name') });

/** A logged-in player's header: the balance (or none yet), and the welcome pop-up right after a sign-up. */
function playerShows(context: SessionContext): string {
  const balance = context.balance === null ? 'no balance yet' : `the balance ${formatTaka(context.balance, { fixedDecimals: true })}`;
  const stale = context.balanceFailure ? ' (the last one known, as the refresh failed)' : '';
  const welcome = context.regPopup ? `; the pop-up ${welcomeTitle()} shows` : '';
  return `The header shows ${context.credentials?.username ?? 'the player'}’s account with ${balance}${stale} and ${quoted('header.refreshBalance')}${welcome}`;
}

const logIn = (credentials: SessionCredentials) => `Log in as ${credentials.username} on /login`;

export const sessionChecklist = defineChecklist(sessionMachine, {
  subject: 'Session',
  open: 'Open the home page /',
  preconditions: {
    'a visitor with nothing stored': 'Logged out, nothing stored in the browser (a fresh private window); the player demoplayer1 exists',
    'a player with a stored session': 'The browser still holds demoplayer1’s session from an earlier visit (balance ৳250 then)',
  },
  events: {
    'session.loggedIn': (event) => logIn(event.credentials),
    'session.signedUp': (event) => `Sign up as ${event.credentials.username} on /signup`,
    'session.loggedOut': () => `Tap ${quoted('nav.logout')}`,
    'session.passwordChanged': () => 'Change the password on /profile',
    'maintenancePopup.closed': () => `Close the ${quoted('popup.maintenance.title')} pop-up`,
    'welcomePopup.closed': () => `Close the ${welcomeTitle()} pop-up`,
    'balance.reported': (event) => `Have an exchange bet matched, so that the server reports the balance (${formatTaka(event.balance, { fixedDecimals: true })})`,
    'balance.refreshRequested': () => `Tap ${quoted('header.refreshBalance')}`,
  },
  actors: {
    fetchBalance: {
      done: (balance: number) => ({ action: 'Wait for the balance', precondition: `The player’s wallet holds ${formatTaka(balance, { fixedDecimals: true })}` }),
      error: (failure: { kind: string }) =>
        failure.kind === 'unauthorized'
          ? { action: 'Wait for the balance', precondition: 'Where the balance is refused, the session has ended on the server (log out on another device first)', situation: 'session ended on the server' }
          : { action: 'Wait for the balance', precondition: 'Where the balance fails, the connection is down (switch offline first)', situation: 'balance fails' },
    },
  },
  delays: { balanceRefreshInterval: 'Wait 10 seconds' },
  states: {
    checkingStoredSession: null,
    loggedOut: `The header shows ${quoted('nav.login')} and ${quoted('nav.signup')}; /deposit sends to /login`,
    // While the balance call runs the header shows the last balance known (none right after a log-in).
    'loggedIn.refreshingBalance': playerShows,
    'loggedIn.waitingToRefresh': playerShows,
    'loggedIn.endingAfterPasswordChange': 'The password-changed message shows; 1.5 seconds later the player is logged out',
  },
});
