import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { formatTaka } from '../../src/format/money';
import { createTestPlayer } from './players';
import { expect, onlyOn, runOps, seriousAccessibilityViolations, test, watchForErrors } from './support';

/**
 * The log-in against the real server. The login form's model paths, with the server's answers
 * canned, run in the browser component layer (tests/components/login.model.browser.test.tsx).
 */

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
