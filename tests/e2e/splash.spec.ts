import type { Page, Route } from '@playwright/test';
import { drawnByBrowser, expect, onlyOn, seriousAccessibilityViolations, test, watchForErrors } from './support';

// The steps do not depend on the layout: each test runs once, on the layout its tag names (half on each).

/** Holds a call until the test releases it, so the splash can be looked at. */
async function hold(page: Page, url: string) {
  const held: Route[] = [];
  await page.route(url, (route) => void held.push(route));
  return {
    async release() {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

// The splash waits for GET logo and general: the page is served without its boot data, so the calls happen.
test.use({ extraHTTPHeaders: { 'X-Page-Boot': 'off' } });
// The splash covers a page the browser draws itself: the server draws the home's first screen for a visitor in
// English (tests/e2e/firstScreen.spec.ts), so these tests open it as a browser that keeps the cookie asking not to.
test.beforeEach(async ({ page }) => drawnByBrowser(page));

test('the splash shows until the logo and title load; then the title and favicon follow the server', { tag: onlyOn.mobile }, async ({ page }) => {
  const errors = watchForErrors(page);
  const general = await hold(page, '**/api/general');
  const logoAnswer = page.waitForResponse((response) => response.url().endsWith('/api/logo'));
  // Time stands still, so the splash's give-up timer cannot end it while the test looks at it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto('/');
  await expect(page.getByTestId('splash')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading TakaPlay…' })).toBeVisible();
  await logoAnswer;
  // The logo arrived first: the animated loader image shows while the title is still loading.
  await expect(page.getByTestId('splash-image')).toHaveAttribute('src', /\/storage\/logo\/loader-logo\.svg$/);
  await expect(page.getByTestId('splash')).toBeVisible();
  const generalAnswer = page.waitForResponse((response) => response.url().endsWith('/api/general'));
  await general.release();
  await page.clock.resume();
  const { site_title: siteTitle } = (await (await generalAnswer).json()) as { site_title: string };
  await expect(page.getByTestId('splash')).toHaveCount(0);
  // The home page carries its own name in front of the site title ("Home | TakaPlay").
  await expect(page).toHaveTitle(`Home | ${siteTitle}`);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/storage\/logo\/favicon\.svg$/);
  expect(await page.evaluate(() => localStorage.getItem('whatsapp'))).toBe('+8801700000000');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the title follows site_title from general settings', { tag: onlyOn.desktop }, async ({ page }) => {
  await page.route('**/api/general', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), site_title: 'Taka Test' } });
  });
  await page.goto('/');
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await expect(page).toHaveTitle('Home | Taka Test');
  // Pages set their titles later on; the site title stays.
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveTitle('Login | Taka Test');
});

test('three loading dots show when the loader image fails', { tag: onlyOn.mobile }, async ({ page }) => {
  await page.route('**/storage/logo/loader-logo.svg', (route) => route.fulfill({ status: 404, body: 'not found' }));
  const general = await hold(page, '**/api/general');
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto('/');
  await expect(page.getByTestId('splash-dots')).toBeVisible();
  await expect(page.getByTestId('splash-image')).toHaveCount(0);
  await general.release();
  await page.clock.resume();
  await expect(page.getByTestId('splash')).toHaveCount(0);
});

test('a server that never answers does not keep the site hidden', { tag: onlyOn.desktop }, async ({ page }) => {
  await page.route('**/api/logo', () => undefined);
  await page.route('**/api/general', () => undefined);
  await page.goto('/');
  await expect(page.getByTestId('splash')).toBeVisible();
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 8_000 });
  await expect(page.locator('#main-content h1').first()).toBeVisible();
});
