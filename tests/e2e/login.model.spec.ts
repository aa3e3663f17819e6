import type { Page } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { loginMachine, type LoginContext, type LoginFailure, type LoginInput } from '../../machines/login';
import { loginFlow } from '../../machines/login.flow';
import type { SessionCredentials } from '../../machines/session';
import { problemText } from '../../src/features/login/problemText';
import { formatTaka } from '../../src/format/money';
import { generatePaths } from '../flows/paths';
import { pathsCoveringTheirTransitions } from './flows/coveringPaths';
import { driveFlowPath, MissingMappingError, planBrowserPaths, type ApiAnswer, type BrowserFlowMapping } from './flows/driver';
import { expect, layoutsOfPaths, onlyOn, seriousAccessibilityViolations, test, watchForErrors } from './support';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 768;
const usernameField = (page: Page) => page.getByRole('textbox', { name: 'Username', exact: true });
const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });
const loginButton = (page: Page) => page.getByTestId('login-form').getByRole('button', { name: 'Login' });

/** What the server answers for each failure the machine knows (server/README.md, POST /api/login). */
function answerFor(failure: LoginFailure): ApiAnswer {
  switch (failure.kind) {
    case 'network':
      return { abort: 'failed' };
    case 'rejected':
      if (failure.message === null) return { status: 401, json: {} };
      return failure.message.startsWith('Too many') ? { status: 429, json: { message: failure.message, retry_after: 900 } } : { status: 401, json: { message: failure.message } };
    case 'invalidFields': {
      const errors = Object.fromEntries(Object.entries({ username: failure.username, password: failure.password }).filter(([, text]) => text !== null).map(([field, text]) => [field, [text]]));
      return { status: 422, json: { message: failure.username ?? failure.password, errors } };
    }
  }
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

  async function showsTheForm(page: Page) {
    await expect(usernameField(page)).toHaveValue(context().username);
    await expect(passwordField(page)).toHaveValue(context().password);
    for (const [field, locator] of [['username', usernameField(page)], ['password', passwordField(page)]] as const) {
      const text = problemText(context().errors[field]);
      // Mantine ties the error to its field (aria-describedby): what a screen reader announces with it.
      await expect(locator).toHaveAccessibleDescription(text ?? '');
    }
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
        await (field === 'username' ? usernameField(page) : passwordField(page)).fill(value);
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
          return answerFor(error as LoginFailure);
        },
      },
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

  test('the page links home, to /forgot-password and to /signup', { tag: onlyOn.mobile }, async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByTestId('login-form').locator('..').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});
