import { defineFlow } from './lib/flow';
import { loginMachine, type LoginFailure } from './login';
import type { SessionCredentials } from './session';

const credentials: SessionCredentials = { token: 'token-1', remoteId: 'remote-1', username: 'demoplayer1', exchangeToken: 'exchange-1' };

const failures: LoginFailure[] = [
  { kind: 'rejected', message: 'Invalid credentials' },
  { kind: 'rejected', message: 'Too many failed login attempts. Please try again in 15 minutes.' },
  { kind: 'rejected', message: null },
  { kind: 'invalidFields', username: 'Invalid username (only letters and numbers)', password: null },
  { kind: 'network' },
];

export const loginFlow = defineFlow({
  name: 'login',
  summary: 'The login form: field checks in the spec’s order, the login call, its errors, and handing the session over.',
  machine: loginMachine,
  inputs: [{ name: 'an empty login form', input: {} }],
  events: {
    'login.fieldChanged': [
      { type: 'login.fieldChanged', field: 'username', value: 'demo player' },
      { type: 'login.fieldChanged', field: 'username', value: 'demoplayer1' },
      { type: 'login.fieldChanged', field: 'password', value: 'short' },
      { type: 'login.fieldChanged', field: 'password', value: 'demo12345' },
    ],
  },
  actorResults: {
    logIn: { done: [credentials], error: failures },
  },
});
