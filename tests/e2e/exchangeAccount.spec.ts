import type { Page } from '@playwright/test';
import { createTestPlayer, openSiteAs } from './players';
import { expect, logInInBrowser, onlyOn, runOps, seriousAccessibilityViolations, test, watchForErrors } from './support';
import { placeInPlaySoccerBet } from './exchangeBets';

// Tests whose steps do not depend on the layout run once, on the layout their tag names (half on each).

/**
 * /exchange-account (spec 1 §2.10) and /exchange-redirect against the real server, a fresh player
 * per test with a real exchange bet placed through the API. A settled bet in Bets History and
 * Profit & Loss is the exchange journey's (exchangeJourney.spec.ts), on the server whose matches it moves.
 */

/** Mantine's red.4: the colour of a loss. */
const LOSS_RED = 'rgb(255, 135, 135)';

const menuItem = (page: Page, name: string) => page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name });

async function openAccount(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange account' })).toBeVisible();
}

test('the menu, My Profile, Balance Overview, My Bets and Activity Log with a real bet; the section survives a reload and back', async ({ page, request }, testInfo) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  await runOps(request, 'adjust', [player.username, '1000', '--reason', 'e2e exchange account']);
  const placed = await placeInPlaySoccerBet(request, player.token);

  await openSiteAs(page, player, '/exchange-account');
  await openAccount(page);
  // A short player-facing id (issue 22), never the raw remote id.
  await expect(page.getByTestId('exchange-account-id')).toContainText(/TP\d{6}/);
  await expect(page.getByTestId('exchange-account-id')).not.toContainText(player.remoteId);
  await expect(page.getByTestId('exchange-time-zone')).toContainText('GMT+6 (Asia/Dhaka)');
  const items = page.getByRole('navigation', { name: 'Account menu' }).getByRole('link');
  await expect(items).toHaveCount(6);
  for (const [index, name] of ['My Profile', 'Balance Overview', 'My Bets', 'Bets History', 'Profit & Loss', 'Activity Log'].entries()) await expect(items.nth(index)).toHaveAccessibleName(name);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await menuItem(page, 'My Profile').click();
  await expect(page).toHaveURL(/\/exchange-account\?section=my-profile$/);
  const profile = page.getByTestId('exchange-profile');
  await expect(profile).toContainText(player.username);
  await expect(profile).toContainText('BDT');
  await expect(profile).toContainText('GMT+6 (Asia/Dhaka)');
  await page.getByRole('link', { name: /Back to the account menu/ }).click();
  await expect(page).toHaveURL(/\/exchange-account$/);

  await menuItem(page, 'Balance Overview').click();
  await expect(page.getByTestId('exchange-main-balance')).toContainText('৳850.00');
  await expect(page.getByTestId('exchange-section-balance').getByTestId('exchange-exposure')).toContainText('-৳150.00');
  await expect(page.getByTestId('exchange-section-balance').getByTestId('exchange-exposure').locator('[data-loss="true"]')).toHaveCSS('color', LOSS_RED);
  await expect(page.getByTestId('exchange-total')).toContainText('৳1,000.00');
  const movement = page.getByTestId('exchange-movement');
  await expect(movement).toHaveCount(1);
  await expect(movement).toContainText('Exposure held');
  await expect(movement).toContainText('-৳150.00');
  await expect(movement).toContainText(placed.event);
  // Back in the browser: the menu.
  await page.goBack();
  await expect(page).toHaveURL(/\/exchange-account$/);
  await expect(menuItem(page, 'My Bets')).toBeVisible();

  await menuItem(page, 'My Bets').click();
  await expect(page).toHaveURL(/section=my-bets$/);
  const bet = page.getByTestId('exchange-bet');
  await expect(bet).toHaveCount(1);
  await expect(bet).toContainText(placed.event);
  await expect(bet).toContainText(`${placed.selection} · Back`);
  await expect(bet.getByTestId('exchange-bet-status')).toHaveText('Processing');
  await expect(bet).toContainText('৳150.00');
  await page.reload();
  await openAccount(page);
  await expect(page.getByRole('heading', { level: 2, name: 'My Bets' })).toBeVisible();
  await expect(page.getByTestId('exchange-bet')).toHaveCount(1);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  if (testInfo.project.name === 'mobile') {
    // Usable at 360 px: nothing wider than the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }

  // Bets History and Profit & Loss: the open bet is in neither, whatever the period.
  await page.goto('/exchange-account?section=bets-history');
  await expect(page.getByRole('heading', { level: 2, name: 'Bets History' })).toBeVisible();
  await expect(page.getByTestId('exchange-account-no-data')).toHaveText('No Data');
  await page.getByText('All', { exact: true }).click();
  await expect(page).toHaveURL(/section=bets-history&date=all$/);
  await expect(page.getByTestId('exchange-account-no-data')).toHaveText('No Data');
  await page.goto('/exchange-account?section=profit-loss&date=last-7-days');
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  await expect(page.getByTestId('exchange-account-no-data')).toHaveText('No Data');

  await page.goto('/exchange-account?section=activity-log');
  const session = page.getByTestId('exchange-activity');
  await expect(session.first()).toContainText('Active');
  await expect(session.first()).toContainText('This device');
  expect(errors).toEqual([]);
});

test('a section that cannot be loaded says so, and Try again loads it', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  let failing = true;
  await page.route('**/api/exchange/activity*', (route) => (failing ? route.fulfill({ status: 500, json: { message: 'Server error' } }) : route.continue()));
  await openSiteAs(page, player, '/exchange-account?section=activity-log');
  await expect(page.getByTestId('exchange-account-failed')).toContainText('This page could not be loaded.');
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('exchange-activity').first()).toContainText('Active');
});

test('a paged list: the pager asks the server for the chosen page', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  // 21 sessions would take 21 real logins (each a scrypt hash): the answers are shaped here; the server's paging has its own tests.
  const session = (id: number) => ({ id, logged_in_at: '2026-11-22T08:00:00.000Z', last_seen_at: '2026-11-22T08:10:00.000Z', status: 'ended', ended_at: null, current: false });
  const asked: string[] = [];
  await page.route('**/api/exchange/activity*', (route) => {
    const pageNumber = new URL(route.request().url()).searchParams.get('page') ?? '';
    asked.push(pageNumber);
    const rows = pageNumber === '2' ? [{ ...session(1), status: 'active', current: true }] : Array.from({ length: 20 }, (_, index) => session(21 - index));
    return route.fulfill({ json: { data: rows, current_page: Number(pageNumber), last_page: 2, total: 21 } });
  });
  await openSiteAs(page, player, '/exchange-account?section=activity-log');
  const sessions = page.getByTestId('exchange-activity');
  await expect(sessions).toHaveCount(20);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: '2', exact: true }).click();
  await expect(sessions).toHaveCount(1);
  await expect(sessions).toContainText('This device');
  expect(asked).toEqual(['1', '2']);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('the exchange redirect goes to our own exchange when no external site is configured', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  await openSiteAs(page, player, '/exchange-redirect');
  await expect(page).toHaveURL(/\/exchange$/);
  // The redirect replaced its history entry.
  await page.goBack();
  await expect(page).not.toHaveURL(/exchange-redirect/);
});

test('the exchange redirect without a stored exchange token says so and links to login', { tag: onlyOn.desktop }, async ({ page }) => {
  await logInInBrowser(page);
  await page.addInitScript(() => localStorage.removeItem('exchangeToken'));
  await page.goto('/exchange-redirect');
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
  await expect(page.getByText('Your exchange session was not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
