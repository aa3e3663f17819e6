import { expect, onlyOn, test, watchForErrors } from './support';

// The steps do not depend on the layout: each test runs once, on the layout its tag names (half on each).

test('/referral_code?referral_code=ABC123 keeps the code and opens /signup', { tag: onlyOn.mobile }, async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/referral_code?referral_code=ABC123');
  await expect(page).toHaveURL((url) => url.pathname === '/signup');
  expect(await page.evaluate(() => localStorage.getItem('referral_code'))).toBe('ABC123');
  expect(errors).toEqual([]);
  // Replaced, not pushed: Back does not capture again.
  await page.goBack();
  expect(page.url()).not.toContain('/referral_code');
});

test('/affiliate_code?affiliate_code=AFF9 keeps the affiliate code and opens /signup', { tag: onlyOn.desktop }, async ({ page }) => {
  await page.goto('/affiliate_code?affiliate_code=AFF9');
  await expect(page).toHaveURL((url) => url.pathname === '/signup');
  expect(await page.evaluate(() => localStorage.getItem('affiliate_code'))).toBe('AFF9');
});

test('/affiliate_code without a value says so, word for word, and links to sign-up', { tag: onlyOn.mobile }, async ({ page }) => {
  await page.goto('/affiliate_code');
  await expect(page.getByRole('alert')).toHaveText(/^No affiliate_code found in the URL/);
  await page.getByRole('alert').getByRole('link', { name: 'Go to sign up' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/signup');
  expect(await page.evaluate(() => localStorage.getItem('affiliate_code'))).toBeNull();
});
