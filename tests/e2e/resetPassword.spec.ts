import type { APIRequestContext, Page } from '@playwright/test';
import { createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { expect, onlyOn, seriousAccessibilityViolations, test, watchForErrors } from './support';

// The steps do not depend on the layout: each test runs once, on the layout its tag names (half on each).

/**
 * /reset-password (spec 2 §2, §5, §8) against the real server, a fresh player per test: the four
 * checks in the spec's order with their exact words, the server's refusal of a wrong current
 * password, and a change that ends the session and lets the player in with the new password only.
 */

const TOO_WEAK = 'New Password must contain at least one number, one letter, and 8 characters long.';
const CURRENT_MISSING = 'Please enter your current password.';
const CONFIRMATION_MISSING = 'Please confirm your new password.';
const DIFFER = 'Passwords do not match.';
const CHANGED = 'Password changed successfully. Please login with your new password.';
const NEW_PASSWORD = 'newpass123';

const form = (page: Page) => page.getByTestId('reset-password-form');
const field = (page: Page, label: 'Current Password' | 'New Password' | 'Confirm New Password') => form(page).getByLabel(label, { exact: true });
const confirm = (page: Page) => form(page).getByRole('button', { name: 'Confirm', exact: true });
const problems = [TOO_WEAK, CURRENT_MISSING, CONFIRMATION_MISSING, DIFFER];

async function openResetPassword(page: Page, player: TestPlayer) {
  await openSiteAs(page, player, '/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(form(page)).toBeVisible();
}

/** Only `text` of the four check messages is on screen. */
async function expectOnlyProblem(page: Page, text: string) {
  await expect(form(page).getByText(text, { exact: true })).toBeVisible();
  for (const other of problems.filter((problem) => problem !== text)) await expect(form(page).getByText(other, { exact: true })).toHaveCount(0);
}

async function logInThroughApi(request: APIRequestContext, username: string, password: string) {
  return request.post('/api/login', { data: { username, password } });
}

test('the four checks in the spec’s order, each with its exact words; a change of a field clears it', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  await openResetPassword(page, player);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // (1) The new password rule comes first, even with every field empty.
  await confirm(page).click();
  await expectOnlyProblem(page, TOO_WEAK);
  await field(page, 'New Password').fill('short1');
  await expect(form(page).getByText(TOO_WEAK, { exact: true })).toHaveCount(0);
  await confirm(page).click();
  await expectOnlyProblem(page, TOO_WEAK);
  await field(page, 'New Password').fill('onlyletters');
  await confirm(page).click();
  await expectOnlyProblem(page, TOO_WEAK);
  await field(page, 'New Password').fill('with space1');
  await confirm(page).click();
  await expectOnlyProblem(page, TOO_WEAK);

  // (2) Then the current password.
  await field(page, 'New Password').fill(NEW_PASSWORD);
  await confirm(page).click();
  await expectOnlyProblem(page, CURRENT_MISSING);

  // (3) Then the confirmation.
  await field(page, 'Current Password').fill(player.password);
  await confirm(page).click();
  await expectOnlyProblem(page, CONFIRMATION_MISSING);

  // (4) Then the match.
  await field(page, 'Confirm New Password').fill('newpass124');
  await confirm(page).click();
  await expectOnlyProblem(page, DIFFER);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Show/hide toggles reveal what was typed, and hide it again.
  const toggle = form(page).getByRole('button', { name: 'Show or hide Current Password' });
  await expect(field(page, 'Current Password')).toHaveAttribute('type', 'password');
  await toggle.click();
  await expect(field(page, 'Current Password')).toHaveAttribute('type', 'text');
  await expect(field(page, 'Current Password')).toHaveValue(player.password);
  await toggle.click();
  await expect(field(page, 'Current Password')).toHaveAttribute('type', 'password');

  // Nothing reached the server: the old password still logs in.
  expect((await logInThroughApi(request, player.username, player.password)).ok()).toBe(true);
  expect(errors).toEqual([]);
});

test('a wrong current password shows the server’s message and keeps the fields', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  await openResetPassword(page, player);
  await field(page, 'Current Password').fill('wrongpass1');
  await field(page, 'New Password').fill(NEW_PASSWORD);
  await field(page, 'Confirm New Password').fill(NEW_PASSWORD);
  await confirm(page).click();
  await expect(page.getByTestId('reset-password-error')).toHaveText('The current password is incorrect.');
  await expect(field(page, 'Current Password')).toHaveValue('wrongpass1');
  await expect(field(page, 'New Password')).toHaveValue(NEW_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === '/reset-password');
  // The password did not change and the session still works.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(player.token);
  expect((await logInThroughApi(request, player.username, NEW_PASSWORD)).ok()).toBe(false);
  const me = await request.get(`/api/user/show?remote_id=${player.remoteId}`, { headers: { Authorization: `Bearer ${player.token}` } });
  expect(me.ok()).toBe(true);
});

test('a common new password is refused by the server with its message; nothing changes', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  await openResetPassword(page, player);
  await field(page, 'Current Password').fill(player.password);
  await field(page, 'New Password').fill('Password1');
  await field(page, 'Confirm New Password').fill('Password1');
  await confirm(page).click();
  await expect(page.getByTestId('reset-password-error')).toHaveText('This password is too common. Please choose another.');
  await expect(page).toHaveURL((url) => url.pathname === '/reset-password');
  expect((await logInThroughApi(request, player.username, player.password)).ok()).toBe(true);
});

test('a change: the success message, /login 1.5 s later, the old session gone, and only the new password logs in', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  await openResetPassword(page, player);
  await field(page, 'Current Password').fill(player.password);
  await field(page, 'New Password').fill(NEW_PASSWORD);
  await field(page, 'Confirm New Password').fill(NEW_PASSWORD);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/user-pwd'));
  await confirm(page).click();
  expect((await answered).ok()).toBe(true);
  const shownAt = Date.now();
  await expect(page.getByTestId('reset-password-success')).toHaveText(CHANGED);
  await expect(page).toHaveURL((url) => url.pathname === '/reset-password');
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 5_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_300);
  await expect(page.getByTestId('login-form')).toBeVisible();

  // The session is over in the browser and on the server.
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), remoteId: localStorage.getItem('remote_id'), username: localStorage.getItem('username') }));
  expect(stored).toEqual({ token: null, remoteId: null, username: null });
  const oldSession = await request.get(`/api/user/show?remote_id=${player.remoteId}`, { headers: { Authorization: `Bearer ${player.token}` } });
  expect(oldSession.status()).toBe(401);
  expect((await logInThroughApi(request, player.username, player.password)).ok()).toBe(false);

  // Logging in with the new password works.
  const login = page.getByTestId('login-form');
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(player.username);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('username'))).toBe(player.username);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).not.toBeNull();
  expect(token).not.toBe(player.token);
});
