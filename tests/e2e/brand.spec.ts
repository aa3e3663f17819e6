import type { Page } from '@playwright/test';
import { expect, followInApp, test, watchForErrors } from './support';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 768;

/**
 * Issue 22, brand and artwork: no placeholder text anywhere a player looks. One page load per layout;
 * the games and (on the desktop, where visitors may see them) promotions pages are reached inside the app.
 */

const PLACEHOLDER = /\b(logo|mobile logo|main \d|features|favourite \d|features \d|promotion \d|lorem)\b/i;

/** The page's visible text and every image's alt text, with the words a player must not see. */
async function placeholdersShown(page: Page): Promise<string[]> {
  const { text, alts } = await page.evaluate(() => ({
    text: document.body.innerText,
    alts: [...document.querySelectorAll('img')].map((img) => img.alt),
  }));
  const lines = [...text.split('\n'), ...alts].map((line) => line.trim()).filter(Boolean);
  return lines.filter((line) => PLACEHOLDER.test(line) || /^game$/i.test(line));
}

/** Images on screen that fell back to the client's default poster, or did not load. */
async function brokenImagesInView(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && img.loading !== 'lazy';
      })
      .filter((img) => img.src.includes('/images/default-poster.svg') || (img.complete && img.naturalWidth === 0))
      .map((img) => img.src),
  );
}

test('home, games and promotions show the TakaPlay brand and artwork, never placeholder words', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  const logo = page.getByTestId('site-logo').locator('img');
  await expect(logo).toHaveAttribute('src', /\/storage\/logo\/(mobile-)?logo\.svg$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('main-banners')).toBeVisible();
  await expect(page.getByTestId('main-banners').locator('img[alt="Welcome bonus 100% up to ৳10,000"]')).toBeAttached();
  expect(await placeholdersShown(page)).toEqual([]);
  expect(await brokenImagesInView(page)).toEqual([]);

  await followInApp(page, '/games');
  const tiles = page.locator('article[data-game-code]');
  await expect(tiles.first()).toBeVisible();
  // The first screen's posters load eagerly: every one is its game's own picture, none the fallback.
  await expect.poll(() => tiles.locator('img').evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).loading === 'eager' && !(img as HTMLImageElement).complete).length)).toBe(0);
  expect(await tiles.first().locator('img').getAttribute('src')).toMatch(/^\/storage\/games\/[\w-]+\.svg\?v=\w+$/);
  expect(await placeholdersShown(page)).toEqual([]);
  expect(await brokenImagesInView(page)).toEqual([]);

  // Promotions are open to visitors on the desktop (a phone asks to log in first, spec 1 §2).
  if (isDesktop(page)) {
    await followInApp(page, '/promotions');
    await expect(page.getByRole('heading', { name: 'Welcome Offer: ৳7,777 Sports Bonus' })).toBeVisible();
    expect(await placeholdersShown(page)).toEqual([]);
    expect(await brokenImagesInView(page)).toEqual([]);
  }
  expect(errors).toEqual([]);
});
