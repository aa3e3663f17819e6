import { expect, test } from './support';
import { desktopUserAgent } from '../playwright.config';

// Spec 1 §2.1: the layout is chosen by user agent, and a window of 768 px or less is mobile.
test.describe('layout switch at 768 px', () => {
  test.use({ userAgent: desktopUserAgent, isMobile: false, hasTouch: false });

  test('769 px wide is desktop, 768 px is mobile, and resizing switches live', async ({ page }) => {
    await page.setViewportSize({ width: 769, height: 800 });
    await page.goto('/');
    await expect(page.locator('[data-layout="desktop"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    await page.setViewportSize({ width: 768, height: 800 });
    await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();

    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.locator('[data-layout="desktop"]')).toBeVisible();
  });

  test('a page opened at 768 px starts in the mobile layout', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto('/');
    await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
  });
});

test.describe('phone user agent', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36' });

  test('gets the mobile layout even on a wide window', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
  });
});
