import type { Captcha } from './lib/captcha';
import { defineFlow } from './lib/flow';
import { loginMachine, PASSWORD_MIN_LENGTH, type LoginContext, type LoginFailure } from './login';
import type { SessionCredentials } from './session';

const credentials: SessionCredentials = { token: 'token-1', remoteId: 'remote-1', username: 'demoplayer1', exchangeToken: 'exchange-1' };

const captcha: Captcha = { id: 'captcha-1', image: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' };

const failures: LoginFailure[] = [
  { kind: 'invalidCredentials', message: 'Invalid credentials', triesLeft: 2, captchaNeeded: false },
  { kind: 'invalidCredentials', message: 'Invalid credentials', triesLeft: 0, captchaNeeded: true },
  { kind: 'throttled', message: 'Too many failed login attempts. Please try again in 15 minutes.' },
  { kind: 'captchaRequired', message: 'Please enter the captcha to log in.' },
  { kind: 'captchaWrong', message: 'The captcha is incorrect or has expired.' },
  { kind: 'rejected', message: null },
  { kind: 'invalidFields', username: 'Invalid username (only letters and numbers)', password: null },
  { kind: 'network' },
];

/** What the guards read: each field's first failing check and the captcha's state (problems and tries left are still compared at every step). */
function checks(context: LoginContext): unknown {
  const username = context.username.trim();
  const digits = context.captcha.trim();
  return {
    username: username === '' ? 'missing' : /^[A-Za-z0-9]+$/.test(username) ? 'ok' : 'invalid',
    password: context.password === '' ? 'missing' : context.password.length < PASSWORD_MIN_LENGTH ? 'short' : 'ok',
    captcha: context.captchaNeeded ? { image: context.captchaImage !== null, digits: digits === '' ? 'missing' : /^\d{4}$/.test(digits) ? 'ok' : 'not 4 digits' } : 'not needed',
  };
}

export const loginFlow = defineFlow({
  name: 'login',
  summary: 'The login form: field checks in the spec’s order, the login call, its refusals by code (tries left, pause, captcha), and handing the session over.',
  machine: loginMachine,
  inputs: [{ name: 'an empty login form', input: {} }],
  events: {
    'login.fieldChanged': [
      { type: 'login.fieldChanged', field: 'username', value: 'demo player' },
      { type: 'login.fieldChanged', field: 'username', value: 'demoplayer1' },
      { type: 'login.fieldChanged', field: 'password', value: 'short' },
      { type: 'login.fieldChanged', field: 'password', value: 'demo12345' },
    ],
    'login.captchaChanged': [
      { type: 'login.captchaChanged', value: '12a4' },
      { type: 'login.captchaChanged', value: '4321' },
    ],
  },
  contextKey: checks,
  actorResults: {
    logIn: { done: [credentials], error: failures },
    fetchCaptcha: { done: [captcha], error: [{ kind: 'network' }] },
  },
});
