import { demoStorage, expect, onlyOn, test } from './support';

// The steps do not depend on the layout: each test runs once, on the layout its tag names (half on each).

async function storeSession(page: import('@playwright/test').Page) {
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem('e2e-seeded')) {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      sessionStorage.setItem('e2e-seeded', '1');
    }
  }, { ...demoStorage, referral_code: 'FRIEND123' });
}

test('the balance is refreshed every 10 s while logged in', { tag: onlyOn.mobile }, async ({ page }) => {
  await page.clock.install();
  let calls = 0;
  await page.route('**/api/balance', (route) => {
    calls += 1;
    return route.fulfill({ json: { balance: 1000 + calls } });
  });
  await storeSession(page);
  await page.goto('/account');
  await expect.poll(() => calls).toBe(1);
  // The next 10 s starts when the page has the first answer, not when the request left: wait for it
  // before moving the clock, or a slow answer lands after the jump and schedules its timer later.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('balance'))).toBe('1001');
  await page.clock.runFor(9_000);
  expect(calls).toBe(1);
  await page.clock.runFor(1_500);
  await expect.poll(() => calls).toBe(2);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('balance'))).toBe('1002');
});

test('a 401 from balance clears all storage and goes home', { tag: onlyOn.desktop }, async ({ page }) => {
  // The 401 comes once the page has stored the site's support settings (spec 1 §3: whatsapp,
  // liveChat, intercom, tawkId, from GET general), so "all storage" includes what the page itself wrote.
  await page.route('**/api/balance', async (route) => {
    await expect.poll(() => page.evaluate(() => localStorage.getItem('whatsapp'))).not.toBeNull();
    await route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } });
  });
  await storeSession(page);
  await page.goto('/account');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
});

test('logging out keeps keys that are not the session', { tag: onlyOn.mobile }, async ({ page }) => {
  await page.route('**/api/balance', (route) => route.fulfill({ json: { balance: 10 } }));
  await storeSession(page);
  await page.goto('/player/logout');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), referral: localStorage.getItem('referral_code') }));
  expect(stored).toEqual({ token: null, referral: 'FRIEND123' });
});
