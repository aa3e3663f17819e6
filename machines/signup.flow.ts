import { defineFlow } from './lib/flow';
import type { LoginFailure } from './login';
import type { SessionCredentials } from './session';
import { signupMachine, type Captcha, type SignupContext, type SignupFailure } from './signup';

const captchaPicture: Captcha = { id: 'captcha-1', image: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' };

const credentials: SessionCredentials = { token: 'token-new', remoteId: 'remote-new', username: 'newplayer01', exchangeToken: 'exchange-new' };

const createFailures: SignupFailure[] = [
  { kind: 'invalidFields', message: 'The username has already been taken.', errors: { username: 'The username has already been taken.', phone: 'The phone has already been taken.' } },
  { kind: 'invalidFields', message: 'The selected referral code is invalid.', errors: { referral_code: 'The selected referral code is invalid.' } },
  { kind: 'invalidFields', message: 'This password is too common. Please choose another.', errors: { password: 'This password is too common. Please choose another.' }, code: 'password_common' },
  { kind: 'invalidFields', message: 'The captcha is required.', errors: { captcha: 'The captcha is required.' }, code: 'captcha_required' },
  { kind: 'invalidFields', message: 'The captcha is incorrect or has expired.', errors: { captcha: 'The captcha is incorrect or has expired.' }, code: 'captcha_invalid' },
  { kind: 'rejected', message: 'Too many sign-ups from your network. Please try again in 60 minutes.' },
  { kind: 'rejected', message: null },
  { kind: 'network' },
];

const loginFailures: LoginFailure[] = [{ kind: 'rejected', message: 'Too many failed login attempts. Please try again in 15 minutes.' }, { kind: 'network' }];

/** The first check the form would fail, and where its captcha stands: all that matters for paths (contexts are still compared at every step). */
function firstFailingCheck(context: SignupContext): string {
  const fields = firstFailingFieldCheck(context);
  if (!context.captchaRequired) return fields;
  const code = context.captcha.trim();
  const captcha = context.captchaImage === null ? 'no picture' : code === '' ? 'missing' : /^\d{4}$/.test(code) ? 'typed' : 'not 4 digits';
  return `${fields}; captcha ${captcha}`;
}

function firstFailingFieldCheck(context: SignupContext): string {
  const username = context.username.trim();
  if (username === '') return 'username missing';
  if (!/^[A-Za-z0-9]+$/.test(username)) return 'username not letters and digits';
  if (username.length < 8 || username.length > 16) return 'username wrong length';
  const email = context.email.trim();
  if (email === '') return 'email missing';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return 'email not an address';
  const phone = context.phone.trim();
  if (phone === '') return 'phone missing';
  if (!/^\d{10,15}$/.test(phone)) return 'phone not 10-15 digits';
  if (context.password === '') return 'password missing';
  if (context.password.length < 8) return 'password too short';
  if (!/^[A-Za-z0-9]+$/.test(context.password)) return 'password not letters and digits';
  if (context.confirmPassword === '') return 'confirmation missing';
  if (context.confirmPassword !== context.password) return 'confirmation differs';
  return 'ready';
}

export const signupFlow = defineFlow({
  name: 'signup',
  summary: 'The sign-up form: field checks in the spec’s order, creating the player, the automatic login and handing the session over.',
  machine: signupMachine,
  inputs: [{ name: 'a visitor on /signup', input: {} }],
  events: {
    'signup.fieldChanged': [
      { type: 'signup.fieldChanged', field: 'username', value: 'new player' },
      { type: 'signup.fieldChanged', field: 'username', value: 'short1' },
      { type: 'signup.fieldChanged', field: 'username', value: 'newplayer01' },
      { type: 'signup.fieldChanged', field: 'email', value: 'not-an-email' },
      { type: 'signup.fieldChanged', field: 'email', value: 'new@example.com' },
      { type: 'signup.fieldChanged', field: 'phone', value: '12345' },
      { type: 'signup.fieldChanged', field: 'phone', value: '01712345678' },
      { type: 'signup.fieldChanged', field: 'password', value: 'abc123' },
      { type: 'signup.fieldChanged', field: 'password', value: 'abc12345!' },
      { type: 'signup.fieldChanged', field: 'password', value: 'abc12345' },
      { type: 'signup.fieldChanged', field: 'confirmPassword', value: 'abc12346' },
      { type: 'signup.fieldChanged', field: 'confirmPassword', value: 'abc12345' },
      { type: 'signup.fieldChanged', field: 'name', value: 'New Player' },
      { type: 'signup.fieldChanged', field: 'referralCode', value: 'ABCDE12345' },
      { type: 'signup.fieldChanged', field: 'currency', value: 'INR' },
      { type: 'signup.fieldChanged', field: 'captcha', value: '12a4' },
      { type: 'signup.fieldChanged', field: 'captcha', value: '1234' },
    ],
  },
  contextKey: (context) => firstFailingCheck(context),
  actorResults: {
    fetchCaptcha: { done: [captchaPicture], error: [{ kind: 'network' }] },
    createPlayer: { done: [undefined], error: createFailures },
    logIn: { done: [credentials], error: loginFailures },
  },
});
