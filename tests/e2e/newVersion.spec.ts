import { expect, followInApp, onlyOn, test } from './support';

/**
 * Issue 26 §6: the site was deployed again while a visitor had it open, so the chunk of the next page
 * is gone from the server. The page says a new version is here and offers Reload (not a blank page),
 * and the reload opens the page.
 */
test('a page whose chunk is gone after a deploy says a new version is here, and Reload opens it', { tag: onlyOn.desktop }, async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#main-content')).toBeVisible();
  // The old build's chunk of the forgotten-password page no longer exists on the server.
  const gone = (url: URL) => /\/assets\/forgot-password-[^/]+\.js$/.test(url.pathname);
  await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await followInApp(page, '/forgot-password');
  const notice = page.getByRole('alert').filter({ hasText: 'A new version of TakaPlay is here' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-new-version', 'true');
  await page.unroute(gone);
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
});
