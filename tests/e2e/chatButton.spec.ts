import type { Page } from '@playwright/test';
import { expect, logInInBrowser, onlyOn, seriousAccessibilityViolations, test, waitForSiteLive, watchForErrors } from './support';

// Tests whose steps do not depend on the layout run once, on the layout their tag names (half on each).

const chatButton = (page: Page) => page.getByRole('button', { name: 'Chat with support' });

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await waitForSiteLive(page);
}

async function dragBy(page: Page, dx: number, dy: number) {
  const box = await chatButton(page).boundingBox();
  if (!box) throw new Error('the chat button is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 8 });
  await page.mouse.up();
  return box;
}

test.describe('floating chat button (spec 1 §2.15)', () => {
  test('a visitor’s click opens WhatsApp from the general settings', { tag: onlyOn.desktop }, async ({ page }) => {
    const errors = watchForErrors(page);
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    await openHome(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const popup = page.waitForEvent('popup');
    await chatButton(page).click();
    expect((await popup).url()).toBe('https://wa.me/8801700000000');
    expect(errors).toEqual([]);
  });

  test('a player’s click opens our support chat', { tag: onlyOn.mobile }, async ({ page }) => {
    await logInInBrowser(page);
    await openHome(page);
    await chatButton(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/chat');
  });

  test('a drag of 50 px moves it without opening support', { tag: onlyOn.desktop }, async ({ page }) => {
    await logInInBrowser(page);
    await openHome(page);
    const before = await dragBy(page, -50, -50);
    const after = await chatButton(page).boundingBox();
    // Within a pixel or two: the pointer moves in whole pixels.
    expect(Math.abs((after?.x ?? 0) - (before.x - 50))).toBeLessThanOrEqual(2);
    expect(Math.abs((after?.y ?? 0) - (before.y - 50))).toBeLessThanOrEqual(2);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('a move under 10 px is still a click', { tag: onlyOn.mobile }, async ({ page }) => {
    await logInInBrowser(page);
    await openHome(page);
    await dragBy(page, 4, 5);
    await expect(page).toHaveURL((url) => url.pathname === '/chat');
  });

  test('it stays inside the window and never covers the mobile bottom toolbar', async ({ page }, testInfo) => {
    await logInInBrowser(page);
    await openHome(page);
    await dragBy(page, 2000, 2000);
    const box = await chatButton(page).boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('no layout');
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    const toolbar = testInfo.project.name === 'mobile' ? await page.getByRole('navigation', { name: 'Quick links' }).boundingBox() : null;
    expect(box.y + box.height).toBeLessThanOrEqual(toolbar ? toolbar.y : viewport.height);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test.describe('scroll-to-top button (spec 1 §2.15)', () => {
  test('appears after 300 px of scroll and takes the page back to the top', async ({ page }) => {
    await openHome(page);
    // Make room to scroll, whatever the home page holds today.
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    const scrollTop = page.getByRole('button', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo(0, 200));
    // The scroll event is handled and rendered before the second frame after it: then the button is still absent.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(scrollTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(scrollTop).toBeVisible();
    await scrollTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(scrollTop).toHaveCount(0);
  });
});
