import type { APIRequestContext, Page } from '@playwright/test';
import { expect, followInApp, runOps, test, watchForErrors } from './support';

/**
 * Issue 6's whole journey on the real server, one player from first visit to a changed password:
 * browse home and games → sign up → welcome pop-up → log out → log in → play a demo game →
 * forget the password and reset it with the code from the outbox → log in with the new one.
 */
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 768;
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

function newPlayer(project: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.slice(-8);
  const digits = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-9);
  return { username: `jr${project.slice(0, 1)}${stamp}`, email: `jr${project}${stamp}@example.com`, phone: `01${digits}`, password: 'journey123' };
}

async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await runOps(request, 'outbox', ['--to', to, '--limit', '1'])) as { text: string }[];
      code = /code is (\d{6})/.exec(messages[0]?.text ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

async function logIn(page: Page, username: string, password: string) {
  await followInApp(page, '/login');
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByTestId('login-form').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

async function expectLoggedIn(page: Page) {
  if (isDesktop(page)) await expect(page.getByRole('link', { name: 'Member Center' })).toBeVisible();
  else await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'My Account' })).toBeVisible();
}

test('a visitor browses, signs up, is welcomed, logs out and in, plays a demo game and resets the password', async ({ page, request }, testInfo) => {
  const errors = watchForErrors(page);
  const player = newPlayer(testInfo.project.name);

  // Home and games as a visitor.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  // Within the site the player follows links: one page load, then the router.
  await followInApp(page, '/games?type=SLOT');
  const grid = page.getByTestId('games-grid');
  await expect(grid).toBeVisible();
  await expect.poll(async () => Number(await grid.getAttribute('data-game-count'))).toBeGreaterThan(100);

  // Sign up with the main form: logged in automatically, welcomed, then told about maintenance.
  await followInApp(page, '/signup');
  await field(page, 'Username').fill(player.username);
  await field(page, 'E-mail').fill(player.email);
  await field(page, 'Phone number').fill(player.phone);
  await field(page, 'Password').fill(player.password);
  await field(page, 'Confirm Password').fill(player.password);
  await page.getByTestId('signup-form').getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const welcome = page.getByRole('dialog', { name: 'Welcome to TakaPlay!' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Home Page' }).click();
  await expect(welcome).toHaveCount(0);
  const maintenance = page.getByRole('dialog', { name: 'Maintenance notice' });
  await expect(maintenance).toContainText('SA Gaming is under maintenance.');
  await maintenance.getByRole('button', { name: 'Close' }).click();
  await expectLoggedIn(page);
  expect(await page.evaluate(() => [localStorage.getItem('popup'), localStorage.getItem('regPopup')])).toEqual(['0', '0']);

  // Log out (desktop: the header's link, a full page load of /player/logout; mobile: the same address).
  if (isDesktop(page)) await page.getByRole('link', { name: 'Log out' }).click();
  else await page.goto('/player/logout');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Log in again and launch a demo game: it runs in /gamerun.
  await logIn(page, player.username, player.password);
  await expectLoggedIn(page);
  await followInApp(page, '/games?type=SLOT');
  await grid.locator('article').first().getByRole('button', { name: 'Play Game' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/gamerun');
  await expect(page.frameLocator('iframe[title="Game"]').getByRole('button', { name: 'Spin' })).toBeVisible({ timeout: 15_000 });

  // Forgot the password: a code by e-mail from the outbox, a new password, back to /login.
  if (isDesktop(page)) {
    await followInApp(page, '/');
    await page.getByRole('link', { name: 'Log out' }).click();
  } else await page.goto('/player/logout');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await followInApp(page, '/forgot-password');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('E-mail').fill(player.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByTestId('forgot-password-sent')).toHaveText('OTP sent successfully. Please check your email.');
  await page.getByLabel('Enter 6 Digit OTP').fill(await latestCode(request, player.email));
  const newPassword = 'renewed456';
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('forgot-password-success')).toHaveText('Password changed successfully. Please login with your new password.');
  await expect(page).toHaveURL((url) => url.pathname === '/login', { timeout: 5_000 });

  // The old password no longer works (asked outside the page: a refused call logs a console error there); the new one does.
  expect((await request.post('/api/login', { data: { username: player.username, password: player.password } })).status()).toBe(401);
  await logIn(page, player.username, newPassword);
  await expectLoggedIn(page);
  expect(errors).toEqual([]);
});
