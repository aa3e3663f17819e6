import { request as httpRequest } from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { loginMachine, type LoginContext, type LoginFailure, type LoginInput } from '../../machines/login';
import { loginFlow } from '../../machines/login.flow';
import type { SessionCredentials } from '../../machines/session';
import { problemText, triesLeftText } from '../../src/features/login/problemText';
import { formatTaka } from '../../src/format/money';
import { generatePaths } from '../flows/paths';
import { pathsCoveringTheirTransitions } from './flows/coveringPaths';
import { driveFlowPath, MissingMappingError, planBrowserPaths, type BrowserFlowMapping } from './flows/driver';
import { captchaActorMapping } from './flows/captchaActor';
import { loginAnswerFor } from './loginAnswers';
import { createTestPlayer } from './players';
import { expect, layoutsOfPaths, onlyOn, runOps, seriousAccessibilityViolations, test, watchForErrors } from './support';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 768;
const usernameField = (page: Page) => page.getByRole('textbox', { name: 'Username', exact: true });
const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });
const loginButton = (page: Page) => page.getByTestId('login-form').getByRole('button', { name: 'Login' });
const captchaField = (page: Page) => page.getByRole('textbox', { name: 'Captcha', exact: true });
const captchaHint = 'Enter the 4 digits shown in the picture';

/**
 * POST /api/login from another local address (127.0.0.2: Linux answers the whole 127/8 on loopback), as a
 * player elsewhere would: the server counts failures per address from the TCP peer. Resolves to the status.
 */
function logInFrom(localAddress: string, baseURL: string, body: object): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(new URL('/api/login', baseURL), { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

/** Types a value; typing the value already there still reaches the machine (an empty value first). */
async function retype(locator: Locator, value: string) {
  if ((await locator.inputValue()) === value) await locator.fill('');
  await locator.fill(value);
}

/**
 * The player's side of the login form. Each test gets its own mapping, which follows the path on
 * the model too, so every state assertion also checks what the form shows: the typed values and
 * the problem under each field, word for word.
 */
function loginInTheBrowser(): BrowserFlowMapping {
  let expected: AnyMachineSnapshot = getInitialSnapshot(loginMachine, {});
  const follow = (event: EventObject) => {
    expected = getNextSnapshot(loginMachine, expected, event as never);
  };
  const context = () => expected.context as LoginContext;

  /** The fields with their problems, the tries left, and the captcha exactly when the server asked for one. */
  async function showsTheForm(page: Page) {
    await expect(usernameField(page)).toHaveValue(context().username);
    await expect(passwordField(page)).toHaveValue(context().password);
    for (const [field, locator] of [['username', usernameField(page)], ['password', passwordField(page)]] as const) {
      const text = problemText(context().errors[field]);
      // Mantine ties the error to its field (aria-describedby): what a screen reader announces with it.
      await expect(locator).toHaveAccessibleDescription(text ?? '');
    }
    const triesLeft = triesLeftText(context().triesLeft);
    if (triesLeft === null) await expect(page.getByTestId('login-tries-left')).toHaveCount(0);
    else await expect(page.getByTestId('login-tries-left')).toHaveText(triesLeft);
    if (!context().captchaNeeded) {
      await expect(captchaField(page)).toHaveCount(0);
      return;
    }
    await expect(captchaField(page)).toHaveValue(context().captcha);
    await expect(captchaField(page)).toHaveAccessibleDescription([problemText(context().errors.captcha), captchaHint].filter((text) => text).join(' '));
  }

  async function showsTheCaptchaImage(page: Page) {
    const captcha = context().captchaImage;
    if (captcha) await expect(page.getByRole('img', { name: 'Captcha picture with 4 digits' })).toHaveAttribute('src', captcha.image);
    else await expect(page.getByTestId('captcha-image')).toHaveCount(0);
  }

  return {
    async start(page, path) {
      expected = getInitialSnapshot(loginMachine, path.input as LoginInput);
      // After a login the site asks for the balance; this test is about the form, not the wallet.
      await page.route('**/api/balance', (route) => route.fulfill({ json: { balance: 1200 } }));
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    },
    states: {
      async editing(page, calls) {
        await showsTheForm(page);
        await expect(loginButton(page)).toBeEnabled();
        expect(calls.count('logIn')).toBe(0);
      },
      async loadingCaptcha(page, calls) {
        await expect.poll(() => calls.count('fetchCaptcha')).toBe(1);
        await expect(page.getByRole('status', { name: 'Loading captcha…' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'New captcha' })).toBeDisabled();
        await expect(loginButton(page)).toBeDisabled();
        await showsTheForm(page);
      },
      async editingWithCaptcha(page, calls) {
        await showsTheForm(page);
        await showsTheCaptchaImage(page);
        await expect(page.getByRole('button', { name: 'New captcha' })).toBeEnabled();
        await expect(loginButton(page)).toBeEnabled();
        expect(calls.count('logIn')).toBe(0);
      },
      async submittingCredentials(page, calls) {
        await expect.poll(() => calls.count('logIn')).toBe(1);
        await expect(loginButton(page)).toBeDisabled();
        await expect(loginButton(page)).toHaveAttribute('data-loading', 'true');
        await showsTheForm(page);
        // A second press while the call is in flight sends nothing.
        await passwordField(page).press('Enter');
        expect(calls.count('logIn')).toBe(1);
      },
      async loggedIn(page) {
        const credentials = context().credentials as SessionCredentials;
        await expect(page).toHaveURL((url) => url.pathname === '/');
        await expect(page.getByRole('link', { name: isDesktop(page) ? 'Member Center' : 'My Account' })).toBeVisible();
        const stored = await page.evaluate(() => ({
          token: localStorage.getItem('token'),
          remoteId: localStorage.getItem('remote_id'),
          username: localStorage.getItem('username'),
          exchangeToken: localStorage.getItem('exchangeToken'),
          popup: localStorage.getItem('popup'),
          regPopup: localStorage.getItem('regPopup'),
        }));
        expect(stored).toEqual({ ...credentials, popup: '1', regPopup: '0' });
      },
    },
    events: {
      async 'login.fieldChanged'(page, event) {
        const { field, value } = event as EventObject & { field: 'username' | 'password'; value: string };
        await retype(field === 'username' ? usernameField(page) : passwordField(page), value);
        follow(event);
      },
      async 'login.captchaChanged'(page, event) {
        await retype(captchaField(page), (event as EventObject & { value: string }).value);
        follow(event);
      },
      async 'login.captchaRefreshed'(page, event) {
        await page.getByRole('button', { name: 'New captcha' }).click();
        follow(event);
      },
      async 'login.submitted'(page, event) {
        await loginButton(page).click();
        follow(event);
      },
    },
    actors: {
      logIn: {
        url: '**/api/login',
        done: (output) => {
          follow({ type: 'xstate.done.actor.logIn', output } as EventObject);
          const credentials = output as SessionCredentials;
          return {
            status: 200,
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
          return loginAnswerFor(error as LoginFailure);
        },
      },
      fetchCaptcha: captchaActorMapping(follow),
    },
  };
}

const paths = generatePaths(loginFlow);
// Every generated path replays on the model (tests/flows); the browser drives the few that together take every transition they take.
const { chosen } = await pathsCoveringTheirTransitions(loginFlow, paths);
const { drivable, leftOut } = planBrowserPaths(loginFlow, chosen, loginInTheBrowser());

test.describe('login flow through the UI (model paths)', () => {
  test('the driven paths take every transition of the generated paths', () => {
    expect(leftOut).toEqual([]);
    expect(drivable.length).toBe(chosen.length);
  });

  const layoutOf = layoutsOfPaths(drivable);
  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, { tag: layoutOf(path) }, async ({ page }) => {
      await driveFlowPath(page, loginFlow, path, loginInTheBrowser());
    });
  }
});

test('a missing UI mapping is an error, not a silent pass', () => {
  const mapping = loginInTheBrowser();
  const { editing: _editing, ...withoutEditing } = mapping.states;
  expect(() => planBrowserPaths(loginFlow, paths, { ...mapping, states: withoutEditing })).toThrow(MissingMappingError);
  const { 'login.submitted': _submitted, ...withoutSubmit } = mapping.events;
  expect(() => planBrowserPaths(loginFlow, paths, { ...mapping, events: withoutSubmit })).toThrow(/no UI action for event "login.submitted"/);
});

test.describe('login against the real server', () => {
  test('the demo player logs in, lands home, and sees the balance from POST /api/balance', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/login');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await usernameField(page).fill('demoplayer1');
    await passwordField(page).fill('demo12345');
    const loginAnswer = page.waitForResponse((response) => response.url().endsWith('/api/login') && response.request().method() === 'POST');
    const balanceAnswer = page.waitForResponse((response) => response.url().endsWith('/api/balance') && response.request().method() === 'POST');
    await loginButton(page).click();
    expect((await loginAnswer).status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === '/');

    const balance = await balanceAnswer;
    expect(balance.status()).toBe(200);
    const { balance: amount } = (await balance.json()) as { balance: string | number };
    expect(balance.request().headers()['authorization']).toMatch(/^Bearer .+/);
    if (isDesktop(page)) {
      await expect(page.getByTestId('header-balance')).toHaveText(`Main wallet: ${formatTaka(Number(amount), { fixedDecimals: true })}`);
      await expect(page.getByRole('link', { name: 'Member Center' })).toBeVisible();
    } else {
      const toolbar = page.getByRole('navigation', { name: 'Quick links' });
      for (const name of ['Home', 'Promotions', 'Deposit', 'My Account']) await expect(toolbar.getByRole('link', { name })).toBeVisible();
    }
    await expect.poll(() => page.evaluate(() => localStorage.getItem('balance'))).toBe(String(Number(amount)));
    expect(await page.evaluate(() => localStorage.getItem('username'))).toBe('demoplayer1');
    expect(errors).toEqual([]);
  });

  test('a wrong password shows the server message under the password and keeps what was typed', { tag: onlyOn.desktop }, async ({ page }) => {
    await page.goto('/login');
    await usernameField(page).fill('demoplayer1');
    await passwordField(page).fill('wrong-password');
    await loginButton(page).click();
    await expect(passwordField(page)).toHaveAccessibleDescription('Invalid credentials');
    await expect(usernameField(page)).toHaveValue('demoplayer1');
    await expect(passwordField(page)).toHaveValue('wrong-password');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a wrong password tells the tries left; after 10 failures of the name from elsewhere the form asks for a captcha, and the right one logs in', { tag: onlyOn.mobile }, async ({ page, request, baseURL }) => {
    const player = await createTestPlayer(request);
    await page.goto('/login');
    await usernameField(page).fill(player.username);
    await passwordField(page).fill('wrongpass1');
    await loginButton(page).click();
    await expect(passwordField(page)).toHaveAccessibleDescription('Invalid credentials');
    await expect(page.getByTestId('login-tries-left')).toHaveText('9 tries left before a 15-minute pause.');
    await expect(captchaField(page)).toHaveCount(0);

    // A stranger guesses at the name from another address: nine more failures make ten for the name.
    for (let i = 0; i < 9; i += 1) expect(await logInFrom('127.0.0.2', baseURL ?? '', { username: player.username, password: 'wrongpass1' })).toBe(401);

    // This address is not paused, but the name now needs a captcha: the password is not compared without one.
    await passwordField(page).fill(player.password);
    const captchaAnswer = page.waitForResponse((response) => response.url().endsWith('/api/captcha'));
    await loginButton(page).click();
    await expect(captchaField(page)).toHaveAccessibleDescription(`Please enter the captcha to log in. ${captchaHint}`);
    const { captcha_id: captchaId } = (await (await captchaAnswer).json()) as { captcha_id: string };
    await expect(page.getByRole('img', { name: 'Captcha picture with 4 digits' })).toBeVisible();
    await expect(page.getByTestId('login-tries-left')).toHaveCount(0);

    const { code } = (await runOps(request, 'captcha-peek', [captchaId])) as { code: string };
    await captchaField(page).fill(code);
    const loginAnswer = page.waitForResponse((response) => response.url().endsWith('/api/login') && response.request().method() === 'POST');
    await loginButton(page).click();
    const answer = await loginAnswer;
    expect(answer.request().postDataJSON()).toEqual({ username: player.username, password: player.password, captcha_id: captchaId, captcha: code });
    expect(answer.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('the page links home, to /forgot-password and to /signup', { tag: onlyOn.mobile }, async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByTestId('login-form').locator('..').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});
