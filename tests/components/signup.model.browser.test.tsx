import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { page, userEvent } from 'vitest/browser';
import type { LoginFailure } from '../../machines/login';
import type { SessionCredentials } from '../../machines/session';
import { signupMachine, type SignupContext, type SignupCurrency, type SignupFailure, type SignupInput, type SignupTextField } from '../../machines/signup';
import { signupFlow } from '../../machines/signup.flow';
import { loginProblemText, signupProblemText } from '../../src/features/signup/problemText';
import { captchaActorMapping } from '../e2e/flows/captchaActor';
import { loginAnswerFor } from '../e2e/loginAnswers';
import { createAnswerFor } from '../e2e/signupAnswers';
import { expectAddress, expectCount, expectText, retype } from './expectations';
import { fakeApi } from './fakeApi';
import { describeCoveringPaths, fakeAnswerOf, type ComponentFlowMapping } from './flowDriver';
import { renderSite, type Layout } from './site';

/**
 * The sign-up form's model paths through the real views in a real browser, the API faked (moved from
 * tests/e2e/signup.model.spec.ts, same checks, each path on the layout its hash picks; the page's
 * timers run on the fake clock only when a path's timer step moves it, so a held captcha call needs no
 * paused clock). The sign-up against the real server stays in tests/e2e/signup.spec.ts.
 */
type AlwaysShownField = Exclude<SignupTextField, 'captcha'>;
const labels: Record<AlwaysShownField, string> = {
  username: 'Username',
  email: 'E-mail',
  phone: 'Phone number',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  name: 'Full name',
  referralCode: 'Referral code',
};
const field = (name: SignupTextField) => page.getByRole('textbox', { name: name === 'captcha' ? 'Captcha' : labels[name], exact: true });
const CAPTCHA_HINT = 'Enter the 4 digits shown in the picture';
const currencySelect = () => page.getByRole('combobox', { name: 'Currency' });
const signupButton = () => page.getByTestId('signup-form').getByRole('button', { name: 'Sign up' });


/** The player's side of the sign-up form; the mapping follows the path on the model to know what the form must show. */
function signupInTheBrowser(layout: Layout): ComponentFlowMapping {
  let expected: AnyMachineSnapshot = getInitialSnapshot(signupMachine, {});
  const follow = (event: EventObject) => {
    expected = getNextSnapshot(signupMachine, expected, event as never);
  };
  const context = () => expected.context as SignupContext;

  async function showsTheForm() {
    for (const name of Object.keys(labels) as AlwaysShownField[]) {
      await expect.element(field(name)).toHaveValue(context()[name]);
      // Mantine ties the error to its field (aria-describedby): what a screen reader announces with it.
      await expect.element(field(name)).toHaveAccessibleDescription(signupProblemText(context().errors[name]) ?? '');
    }
    if (!context().captchaRequired) await expectCount(field('captcha'), 0);
    else {
      await expect.element(field('captcha')).toHaveValue(context().captcha);
      await expect.element(field('captcha')).toHaveAccessibleDescription([signupProblemText(context().errors.captcha), CAPTCHA_HINT].filter((text) => text).join(' '));
    }
    await expect.element(currencySelect()).toHaveValue(context().currency);
    const formProblem = signupProblemText(context().formProblem);
    if (formProblem === null) await expectCount(page.getByTestId('signup-error'), 0);
    else await expectText(page.getByTestId('signup-error'), formProblem);
  }

  const captchaAnswers = captchaActorMapping(follow);
  return {
    async start(path) {
      expected = getInitialSnapshot(signupMachine, path.input as SignupInput);
      fakeApi.on('POST balance', { json: { balance: 0 } });
      await renderSite('/signup', { layout });
      await expect.element(page.getByRole('heading', { name: 'Sign up', level: 1 })).toBeVisible();
    },
    states: {
      async editing(calls) {
        await showsTheForm();
        await expectCount(page.getByRole('button', { name: 'New captcha' }), 0);
        await expect.element(signupButton()).toBeEnabled();
        await expectCount(page.getByTestId('signup-login-failed'), 0);
        expect(calls.count('createPlayer')).toBe(0);
      },
      async editingWithCaptcha(calls) {
        await showsTheForm();
        const captcha = context().captchaImage;
        if (captcha) await expect.element(page.getByRole('img', { name: 'Captcha picture with 4 digits' })).toHaveAttribute('src', captcha.image);
        else await expectCount(page.getByTestId('captcha-image'), 0);
        await expect.element(page.getByRole('button', { name: 'New captcha' })).toBeEnabled();
        await expect.element(signupButton()).toBeEnabled();
        expect(calls.count('createPlayer')).toBe(0);
      },
      async loadingCaptcha(calls) {
        await expect.poll(() => calls.count('fetchCaptcha')).toBe(1);
        await expect.element(signupButton()).toBeDisabled();
        await expect.element(page.getByRole('button', { name: 'New captcha' })).toBeDisabled();
        await showsTheForm();
      },
      async creatingPlayer(calls) {
        await expect.poll(() => calls.count('createPlayer')).toBe(1);
        await expect.element(signupButton()).toHaveAttribute('data-loading', 'true');
        await showsTheForm();
        // A second press while the call is in flight sends nothing.
        (field('confirmPassword').element() as HTMLInputElement).focus();
        await userEvent.keyboard('{Enter}');
        expect(calls.count('createPlayer')).toBe(1);
      },
      async loggingIn(calls) {
        await expect.poll(() => calls.count('logIn')).toBe(1);
        await expect.element(signupButton()).toHaveAttribute('data-loading', 'true');
        expect(calls.count('createPlayer')).toBe(0);
      },
      async loginFailed(calls) {
        const problem = context().loginProblem;
        await expect.element(page.getByTestId('signup-login-failed')).toHaveTextContent('Your account was created, but logging in failed');
        if (problem) await expect.element(page.getByTestId('signup-login-failed')).toHaveTextContent(loginProblemText(problem));
        await expect.element(page.getByTestId('signup-login-failed').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
        await expect.element(signupButton()).toBeDisabled();
        expect(calls.count('logIn')).toBe(0);
      },
      async signedUp() {
        const credentials = context().credentials as SessionCredentials;
        await expectAddress((url) => url.pathname === '/', '/');
        const stored = {
          token: localStorage.getItem('token'),
          remoteId: localStorage.getItem('remote_id'),
          username: localStorage.getItem('username'),
          exchangeToken: localStorage.getItem('exchangeToken'),
          popup: localStorage.getItem('popup'),
          regPopup: localStorage.getItem('regPopup'),
        };
        expect(stored).toEqual({ ...credentials, popup: '1', regPopup: '1' });
      },
    },
    events: {
      async 'signup.fieldChanged'(event) {
        const { field: name, value } = event as EventObject & { field: SignupTextField | 'currency'; value: string };
        if (name === 'currency') await currencySelect().selectOptions(value as SignupCurrency);
        else await retype(field(name), value);
        follow(event);
      },
      async 'signup.submitted'(event) {
        await signupButton().click();
        follow(event);
      },
      async 'signup.captchaRefreshed'(event) {
        await page.getByRole('button', { name: 'New captcha' }).click();
        follow(event);
      },
      async 'signup.loginRetried'(event) {
        await page.getByRole('button', { name: 'Try logging in again' }).click();
        follow(event);
      },
    },
    actors: {
      fetchCaptcha: { route: 'GET captcha', done: (output) => fakeAnswerOf(captchaAnswers.done(output)), error: (error) => fakeAnswerOf(captchaAnswers.error(error)) },
      createPlayer: {
        route: 'POST v1/create-players',
        done: (output) => {
          follow({ type: 'xstate.done.actor.createPlayer', output } as EventObject);
          return { status: 201, json: { message: 'Player created successfully', username: context().username.trim().toLowerCase(), remote_id: 'remote-new', referral_code: 'ABCDE00001' } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.createPlayer', error } as EventObject);
          return fakeAnswerOf(createAnswerFor(error as SignupFailure));
        },
      },
      logIn: {
        route: 'POST login',
        done: (output) => {
          follow({ type: 'xstate.done.actor.logIn', output } as EventObject);
          const credentials = output as SessionCredentials;
          return { json: { token: credentials.token, remote_id: credentials.remoteId, username: credentials.username, exchange: [{ token: credentials.exchangeToken }], message: 'Login successful' } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.logIn', error } as EventObject);
          return fakeAnswerOf(loginAnswerFor(error as LoginFailure));
        },
      },
    },
  };
}

await describeCoveringPaths('sign-up flow through the UI (model paths)', signupFlow, signupInTheBrowser);
