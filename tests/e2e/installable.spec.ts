import type { Page } from '@playwright/test';
import { expect, followInApp, onlyOn, test, waitForSiteLive, watchForErrors } from './support';

/**
 * Issue 26 §4: TakaPlay as an installable web app. The manifest with our icons, the service worker
 * (src/serviceWorker/worker.js) that keeps the built files for repeat visits and never an API answer,
 * and the offline page. The other browser tests block service workers (playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

type ManifestIcon = { src: string; sizes: string; type: string; purpose: string };

/** A PNG's width and height, read from its header (the IHDR chunk right after the signature). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** The path of every request the page's caches hold, whatever the cache. */
function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test('the manifest names the app, where it starts and its icons, each a PNG of the size it says', { tag: onlyOn.desktop }, async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href ?? '');
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as { name: string; start_url: string; scope: string; display: string; background_color: string; icons: ManifestIcon[] };
  expect(manifest).toMatchObject({ name: 'TakaPlay', short_name: 'TakaPlay', start_url: '/', scope: '/', display: 'standalone', theme_color: '#141826' });

  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  // What a phone needs to install it: 192 and 512 px icons, and one it may cut to its own shape.
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of pngs) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await image.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }

  // The worker itself is checked again on every visit (no-cache): a new build's worker is found at once.
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('text/javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).not.toContain('__BUILD_VERSION__');
});

test('the service worker keeps the built files and no API answer, serves them on the next visit, and shows the offline page without a connection', { tag: onlyOn.desktop }, async ({ page, context }) => {
  const errors = watchForErrors(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('#main-content')).toBeVisible();
  // Registered once the page has loaded; in control of it once active (it claims the open pages).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  // A page is asked for while the worker starts (navigation preload), not once it has started.
  expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.navigationPreload.getState()))).toMatchObject({ enabled: true });

  const entry = new URL((await page.locator('script[type="module"]').getAttribute('src')) ?? '', page.url()).pathname;
  // The home page brought its own answers (issue 26 §1); the games page, opened in the site, calls the API.
  await waitForSiteLive(page);
  await followInApp(page, '/games');
  await expect(page.getByTestId('games-grid')).toBeVisible();
  await expect.poll(() => apiCalls.length).toBeGreaterThan(0);
  const kept = await keptPaths(page);
  expect(kept).toContain(entry);
  expect(kept).toContain('/offline.html');
  // None of the API's answers is kept.
  expect(kept.filter((path) => !path.startsWith('/assets/') && path !== '/offline.html')).toEqual([]);

  // The next visit reads the entry from the worker, not the network.
  const entryAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === entry);
  await page.reload();
  expect((await entryAnswer).fromServiceWorker()).toBe(true);
  await expect(page.locator('#main-content')).toBeVisible();

  // No connection: a page opened then is the offline page, in both languages, at the address asked for.
  await context.setOffline(true);
  await page.goto('/games');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'আপনি অফলাইনে আছেন' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/games');

  // Back online, Try again opens the page that was asked for.
  await context.setOffline(false);
  await page.getByRole('link', { name: /Try again/ }).click();
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/games');
  // The only errors the page may have seen: the browser's own line for a request it could not make offline
  // (whatever the home page still had under way then). How many depends on timing, none included: a clean
  // run on the headless shell saw none, as the worker answered the navigation itself.
  const offlineLine = 'console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED';
  expect(errors.filter((line) => line !== offlineLine)).toEqual([]);
});
