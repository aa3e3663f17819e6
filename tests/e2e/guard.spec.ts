import { expect, logInInBrowser, onlyOn, test } from './support';

// Tests whose steps do not depend on the layout run once, on the layout their tag names (half on each).

test('a visitor opening a login-only route is sent to /login', { tag: onlyOn.desktop }, async ({ page }) => {
  await page.goto('/deposit');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
});

test('a logged-in player stays on the login-only route', { tag: onlyOn.mobile }, async ({ page }) => {
  await logInInBrowser(page);
  await page.goto('/exchange-account');
  await expect(page).toHaveURL(/\/exchange-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange account' })).toBeVisible();
});

test('the guard also works for in-app navigation after logging out', async ({ page }, testInfo) => {
  await logInInBrowser(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await page.goto('/player/logout');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), username: localStorage.getItem('username') }));
  expect(stored).toEqual({ token: null, username: null });
  // Logged out, the toolbar or header offers Login; a login-only page is refused again.
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await page.evaluate(() => {
    history.pushState({}, '', '/inbox');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/login$/);
  testInfo.annotations.push({ type: 'layout', description: testInfo.project.name });
});

test('/promotions is login-only on mobile and open on desktop', async ({ page }, testInfo) => {
  await page.goto('/promotions');
  if (testInfo.project.name === 'mobile') await expect(page).toHaveURL(/\/login$/);
  else await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
});
