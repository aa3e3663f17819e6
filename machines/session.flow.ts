import { defineFlow } from './lib/flow';
import { sessionMachine, type SessionCredentials, type StoredSession } from './session';

const credentials: SessionCredentials = { token: 'token-1', remoteId: 'remote-1', username: 'demoplayer1', exchangeToken: 'exchange-1' };
const storedSession: StoredSession = { ...credentials, balance: 250, popup: false, regPopup: false };

export const sessionFlow = defineFlow({
  name: 'session',
  summary: 'Who is using the site: visitor or logged-in player, with the balance kept fresh and the pop-up flags.',
  machine: sessionMachine,
  inputs: [
    { name: 'a visitor with nothing stored', input: { stored: null } },
    { name: 'a player with a stored session', input: { stored: storedSession } },
  ],
  events: {
    'session.loggedIn': [{ type: 'session.loggedIn', credentials }],
    'session.signedUp': [{ type: 'session.signedUp', credentials }],
    'balance.reported': [{ type: 'balance.reported', balance: 4500 }],
  },
  // The state value says all that matters for paths; contexts are still checked at every step.
  contextKey: () => null,
  actorResults: {
    fetchBalance: {
      done: [1200],
      error: [{ kind: 'unauthorized' }, { kind: 'failed', message: 'Network error, please try again later.' }],
    },
  },
});
