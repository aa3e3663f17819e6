import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { page, userEvent } from 'vitest/browser';
import { loginMachine, type LoginContext, type LoginFailure, type LoginInput } from '../../machines/login';
import { loginFlow } from '../../machines/login.flow';
import type { SessionCredentials } from '../../machines/session';
import { problemText, triesLeftText } from '../../src/features/login/problemText';
import { MissingMappingError, planBrowserPaths } from '../flows/browserPlan';
import { captchaActorMapping } from '../e2e/flows/captchaActor';
import { loginAnswerFor } from '../e2e/loginAnswers';
import { expectAddress, expectCount, expectSomeVisible, expectText, retype } from './expectations';
import { fakeApi } from './fakeApi';
import { describeCoveringPaths, fakeAnswerOf, type ComponentFlowMapping } from './flowDriver';
import { renderSite, type Layout } from './site';

/**
 * The login form's model paths through the real views in a real browser, the API faked (moved from
 * tests/e2e/login.model.spec.ts, same checks, each path on the layout its hash picks). The log-in
 * against the real server (the demo player, the tries left, the captcha after ten failures) stays there.
 */
const usernameField = () => page.getByRole('textbox', { name: 'Username', exact: true });
const passwordField = () => page.getByRole('textbox', { name: 'Password', exact: true });
const loginButton = () => page.getByTestId('login-form').getByRole('button', { name: 'Login' });
const captchaField = () => page.getByRole('textbox', { name: 'Captcha', exact: true });
const captchaHint = 'Enter the 4 digits shown in the picture';


/**
 * The player's side of the login form. Each test gets its own mapping, which follows the path on
 * the model too, so every state assertion also checks what the form shows: the typed values and
 * the problem under each field, word for word.
 */
function loginInTheBrowser(layout: Layout): ComponentFlowMapping {
  let expected: AnyMachineSnapshot = getInitialSnapshot(loginMachine, {});
  const follow = (event: EventObject) => {
    expected = getNextSnapshot(loginMachine, expected, event as never);
  };
  const context = () => expected.context as LoginContext;

  /** The fields with their problems, the tries left, and the captcha exactly when the server asked for one. */
  async function showsTheForm() {
    await expect.element(usernameField()).toHaveValue(context().username);
    await expect.element(passwordField()).toHaveValue(context().password);
    for (const [field, locator] of [['username', usernameField()], ['password', passwordField()]] as const) {
      // Mantine ties the error to its field (aria-describedby): what a screen reader announces with it.
      await expect.element(locator).toHaveAccessibleDescription(problemText(context().errors[field]) ?? '');
    }
    const triesLeft = triesLeftText(context().triesLeft);
    if (triesLeft === null) await expectCount(page.getByTestId('login-tries-left'), 0);
    else await expectText(page.getByTestId('login-tries-left'), triesLeft);
    if (!context().captchaNeeded) {
      await expectCount(captchaField(), 0);
      return;
    }
    await expect.element(captchaField()).toHaveValue(context().captcha);
    await expect.element(captchaField()).toHaveAccessibleDescription([problemText(context().errors.captcha), captchaHint].filter((text) => text).join(' '));
  }

  async function showsTheCaptchaImage() {
    const captcha = context().captchaImage;
    if (captcha) await expect.element(page.getByRole('img', { name: 'Captcha picture with 4 digits' })).toHaveAttribute('src', captcha.image);
    else await expectCount(page.getByTestId('captcha-image'), 0);
  }

  const captchaAnswers = captchaActorMapping(follow);
  return {
    async start(path) {
      expected = getInitialSnapshot(loginMachine, path.input as LoginInput);
      // After a login the site asks for the balance; this test is about the form, not the wallet.
      fakeApi.on('POST balance', { json: { balance: 1200 } });
      await renderSite('/login', { layout });
      await expect.element(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    },
    states: {
      async editing(calls) {
        await showsTheForm();
        await expect.element(loginButton()).toBeEnabled();
        expect(calls.count('logIn')).toBe(0);
      },
      async loadingCaptcha(calls) {
        await expect.poll(() => calls.count('fetchCaptcha')).toBe(1);
        await expect.element(page.getByRole('status', { name: 'Loading captcha…' })).toBeVisible();
        await expect.element(page.getByRole('button', { name: 'New captcha' })).toBeDisabled();
        await expect.element(loginButton()).toBeDisabled();
        await showsTheForm();
      },
      async editingWithCaptcha(calls) {
        await showsTheForm();
        await showsTheCaptchaImage();
        await expect.element(page.getByRole('button', { name: 'New captcha' })).toBeEnabled();
        await expect.element(loginButton()).toBeEnabled();
        expect(calls.count('logIn')).toBe(0);
      },
      async submittingCredentials(calls) {
        await expect.poll(() => calls.count('logIn')).toBe(1);
        await expect.element(loginButton()).toBeDisabled();
        await expect.element(loginButton()).toHaveAttribute('data-loading', 'true');
        await showsTheForm();
        // A second press while the call is in flight sends nothing.
        (passwordField().element() as HTMLInputElement).focus();
        await userEvent.keyboard('{Enter}');
        expect(calls.count('logIn')).toBe(1);
      },
      async loggedIn() {
        const credentials = context().credentials as SessionCredentials;
        await expectAddress((url) => url.pathname === '/', '/');
        await expectSomeVisible(page.getByRole('link', { name: layout === 'desktop' ? 'Member Center' : 'My Account' }));
        const stored = {
          token: localStorage.getItem('token'),
          remoteId: localStorage.getItem('remote_id'),
          username: localStorage.getItem('username'),
          exchangeToken: localStorage.getItem('exchangeToken'),
          popup: localStorage.getItem('popup'),
          regPopup: localStorage.getItem('regPopup'),
        };
        expect(stored).toEqual({ ...credentials, popup: '1', regPopup: '0' });
      },
    },
    events: {
      async 'login.fieldChanged'(event) {
        const { field, value } = event as EventObject & { field: 'username' | 'password'; value: string };
        await retype(field === 'username' ? usernameField() : passwordField(), value);
        follow(event);
      },
      async 'login.captchaChanged'(event) {
        await retype(captchaField(), (event as EventObject & { value: string }).value);
        follow(event);
      },
      async 'login.captchaRefreshed'(event) {
        await page.getByRole('button', { name: 'New captcha' }).click();
        follow(event);
      },
      async 'login.submitted'(event) {
        await loginButton().click();
        follow(event);
      },
    },
    actors: {
      logIn: {
        route: 'POST login',
        done: (output) => {
          follow({ type: 'xstate.done.actor.logIn', output } as EventObject);
          const credentials = output as SessionCredentials;
          return {
            json: {
              token: credentials.token,
              remote_id: credentials.remoteId,
              username: credentials.username,
              exchange: [{ token: credentials.exchangeToken }],
              message: 'Login successful',
            },
          };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.logIn', error } as EventObject);
          return fakeAnswerOf(loginAnswerFor(error as LoginFailure));
        },
      },
      fetchCaptcha: { route: 'GET captcha', done: (output) => fakeAnswerOf(captchaAnswers.done(output)), error: (error) => fakeAnswerOf(captchaAnswers.error(error)) },
    },
  };
}

const paths = await describeCoveringPaths('login flow through the UI (model paths)', loginFlow, loginInTheBrowser);

test('a missing UI mapping is an error, not a silent pass', () => {
  const mapping = loginInTheBrowser('mobile');
  const { editing: _editing, ...withoutEditing } = mapping.states;
  expect(() => planBrowserPaths(loginFlow, paths, { ...mapping, states: withoutEditing })).toThrow(MissingMappingError);
  const { 'login.submitted': _submitted, ...withoutSubmit } = mapping.events;
  expect(() => planBrowserPaths(loginFlow, paths, { ...mapping, events: withoutSubmit })).toThrow(/no UI action for event "login.submitted"/);
});
