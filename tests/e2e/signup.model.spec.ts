import type { Locator, Page } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { LoginFailure } from '../../machines/login';
import type { SessionCredentials } from '../../machines/session';
import { signupMachine, type SignupContext, type SignupCurrency, type SignupFailure, type SignupInput, type SignupTextField } from '../../machines/signup';
import { signupFlow } from '../../machines/signup.flow';
import { loginProblemText, signupProblemText } from '../../src/features/signup/problemText';
import { generatePaths } from '../flows/paths';
import { pathsCoveringTheirTransitions } from './flows/coveringPaths';
import { driveFlowPath, planBrowserPaths, type BrowserFlowMapping } from './flows/driver';
import { captchaActorMapping } from './flows/captchaActor';
import { loginAnswerFor } from './loginAnswers';
import { createAnswerFor } from './signupAnswers';
import { expect, layoutsOfPaths, pauseClock, test } from './support';

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
const field = (page: Page, name: SignupTextField) => page.getByRole('textbox', { name: name === 'captcha' ? 'Captcha' : labels[name], exact: true });
const CAPTCHA_HINT = 'Enter the 4 digits shown in the picture';
const currencySelect = (page: Page) => page.getByRole('combobox', { name: 'Currency' });
const signupButton = (page: Page) => page.getByTestId('signup-form').getByRole('button', { name: 'Sign up' });

/** Types a value; typing the value already there still reaches the machine (an empty value first). */
async function retype(locator: Locator, value: string) {
  if ((await locator.inputValue()) === value) await locator.fill('');
  await locator.fill(value);
}

/** The player's side of the sign-up form; the mapping follows the path on the model to know what the form must show. */
function signupInTheBrowser(): BrowserFlowMapping {
  let expected: AnyMachineSnapshot = getInitialSnapshot(signupMachine, {});
  const follow = (event: EventObject) => {
    expected = getNextSnapshot(signupMachine, expected, event as never);
  };
  const context = () => expected.context as SignupContext;
  /** The page clock is paused while a path holds the captcha call (as in signupSteps.model.spec.ts); other states let it run. */
  let clockPaused = false;
  const letClockRun = async (page: Page) => {
    if (!clockPaused) return;
    clockPaused = false;
    await page.clock.resume();
  };

  async function showsTheForm(page: Page) {
    for (const name of Object.keys(labels) as AlwaysShownField[]) {
      await expect(field(page, name)).toHaveValue(context()[name]);
      // Mantine ties the error to its field (aria-describedby): what a screen reader announces with it.
      await expect(field(page, name)).toHaveAccessibleDescription(signupProblemText(context().errors[name]) ?? '');
    }
    if (!context().captchaRequired) await expect(field(page, 'captcha')).toHaveCount(0);
    else {
      await expect(field(page, 'captcha')).toHaveValue(context().captcha);
      await expect(field(page, 'captcha')).toHaveAccessibleDescription([signupProblemText(context().errors.captcha), CAPTCHA_HINT].filter((text) => text).join(' '));
    }
    await expect(currencySelect(page)).toHaveValue(context().currency);
    const formProblem = signupProblemText(context().formProblem);
    if (formProblem === null) await expect(page.getByTestId('signup-error')).toHaveCount(0);
    else await expect(page.getByTestId('signup-error')).toHaveText(formProblem);
  }

  return {
    async start(page, path) {
      clockPaused = false;
      expected = getInitialSnapshot(signupMachine, path.input as SignupInput);
      await page.route('**/api/balance', (route) => route.fulfill({ json: { balance: 0 } }));
      await page.goto('/signup');
      await expect(page.getByRole('heading', { name: 'Sign up', level: 1 })).toBeVisible();
    },
    states: {
      async editing(page, calls) {
        await showsTheForm(page);
        await expect(page.getByRole('button', { name: 'New captcha' })).toHaveCount(0);
        await expect(signupButton(page)).toBeEnabled();
        await expect(page.getByTestId('signup-login-failed')).toHaveCount(0);
        expect(calls.count('createPlayer')).toBe(0);
      },
      async editingWithCaptcha(page, calls) {
        await letClockRun(page);
        await showsTheForm(page);
        const captcha = context().captchaImage;
        if (captcha) await expect(page.getByRole('img', { name: 'Captcha picture with 4 digits' })).toHaveAttribute('src', captcha.image);
        else await expect(page.getByTestId('captcha-image')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'New captcha' })).toBeEnabled();
        await expect(signupButton(page)).toBeEnabled();
        expect(calls.count('createPlayer')).toBe(0);
      },
      async loadingCaptcha(page, calls) {
        if (!clockPaused) {
          await pauseClock(page);
          clockPaused = true;
        }
        await expect.poll(() => calls.count('fetchCaptcha')).toBe(1);
        await expect(signupButton(page)).toBeDisabled();
        await expect(page.getByRole('button', { name: 'New captcha' })).toBeDisabled();
        await showsTheForm(page);
      },
      async creatingPlayer(page, calls) {
        await letClockRun(page);
        await expect.poll(() => calls.count('createPlayer')).toBe(1);
        await expect(signupButton(page)).toHaveAttribute('data-loading', 'true');
        await showsTheForm(page);
        // A second press while the call is in flight sends nothing.
        await field(page, 'confirmPassword').press('Enter');
        expect(calls.count('createPlayer')).toBe(1);
      },
      async loggingIn(page, calls) {
        await expect.poll(() => calls.count('logIn')).toBe(1);
        await expect(signupButton(page)).toHaveAttribute('data-loading', 'true');
        expect(calls.count('createPlayer')).toBe(0);
      },
      async loginFailed(page, calls) {
        const problem = context().loginProblem;
        await expect(page.getByTestId('signup-login-failed')).toContainText('Your account was created, but logging in failed');
        if (problem) await expect(page.getByTestId('signup-login-failed')).toContainText(loginProblemText(problem));
        await expect(page.getByTestId('signup-login-failed').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
        await expect(signupButton(page)).toBeDisabled();
        expect(calls.count('logIn')).toBe(0);
      },
      async signedUp(page) {
        const credentials = context().credentials as SessionCredentials;
        await expect(page).toHaveURL((url) => url.pathname === '/');
        const stored = await page.evaluate(() => ({
          token: localStorage.getItem('token'),
          remoteId: localStorage.getItem('remote_id'),
          username: localStorage.getItem('username'),
          exchangeToken: localStorage.getItem('exchangeToken'),
          popup: localStorage.getItem('popup'),
          regPopup: localStorage.getItem('regPopup'),
        }));
        expect(stored).toEqual({ ...credentials, popup: '1', regPopup: '1' });
      },
    },
    events: {
      async 'signup.fieldChanged'(page, event) {
        const { field: name, value } = event as EventObject & { field: SignupTextField | 'currency'; value: string };
        if (name === 'currency') await currencySelect(page).selectOption(value as SignupCurrency);
        else await retype(field(page, name), value);
        follow(event);
      },
      async 'signup.submitted'(page, event) {
        await signupButton(page).click();
        follow(event);
      },
      async 'signup.captchaRefreshed'(page, event) {
        await page.getByRole('button', { name: 'New captcha' }).click();
        follow(event);
      },
      async 'signup.loginRetried'(page, event) {
        await page.getByRole('button', { name: 'Try logging in again' }).click();
        follow(event);
      },
    },
    actors: {
      fetchCaptcha: captchaActorMapping(follow),
      createPlayer: {
        url: '**/api/v1/create-players',
        done: (output) => {
          follow({ type: 'xstate.done.actor.createPlayer', output } as EventObject);
          return { status: 201, json: { message: 'Player created successfully', username: context().username.trim().toLowerCase(), remote_id: 'remote-new', referral_code: 'ABCDE00001' } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.createPlayer', error } as EventObject);
          return createAnswerFor(error as SignupFailure);
        },
      },
      logIn: {
        url: '**/api/login',
        done: (output) => {
          follow({ type: 'xstate.done.actor.logIn', output } as EventObject);
          const credentials = output as SessionCredentials;
          return { status: 200, json: { token: credentials.token, remote_id: credentials.remoteId, username: credentials.username, exchange: [{ token: credentials.exchangeToken }], message: 'Login successful' } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.logIn', error } as EventObject);
          return loginAnswerFor(error as LoginFailure);
        },
      },
    },
  };
}

const paths = generatePaths(signupFlow);
// Every generated path replays on the model (tests/flows); the browser drives the few that together take every transition they take.
const { chosen } = await pathsCoveringTheirTransitions(signupFlow, paths);
const { drivable, leftOut } = planBrowserPaths(signupFlow, chosen, signupInTheBrowser());

test.describe('sign-up flow through the UI (model paths)', () => {
  test('the driven paths take every transition of the generated paths', () => {
    expect(leftOut).toEqual([]);
    expect(drivable.length).toBe(chosen.length);
  });

  const layoutOf = layoutsOfPaths(drivable);
  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, { tag: layoutOf(path) }, async ({ page }) => {
      await driveFlowPath(page, signupFlow, path, signupInTheBrowser());
    });
  }
});
