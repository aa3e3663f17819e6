import type { Page } from '@playwright/test';
import { expect, logInInBrowser, onlyOn, pauseClock, seriousAccessibilityViolations, test, watchForErrors } from './support';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 768;

// The home page's structure (footer, category bar, favourites, the mobile toolbar and side menu, the desktop
// header, banners and contact slider) is checked in tests/components/home.browser.test.tsx, without the server.
// The home's motion (the banner bar, the marquee) is what some of these tests look at: motion as most players have it.
test.use({ reducedMotion: 'no-preference' });

test.describe('home: the first screen from the page itself', () => {
  test('the home page carries its logo, settings and banners, so the banners show without calling the API for them', async ({ page }) => {
    const called: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (['/api/logo', '/api/general', '/api/sliders'].includes(path)) called.push(path);
    });
    const document = await page.goto('/');
    const html = (await document?.text()) ?? '';
    // The first banner's artwork, at its versioned (year-long cached) address.
    expect(html).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/storage\/sliders\/welcome-bonus\.svg\?v=[\w]+">/);
    // The server drew the banners into the page itself (issue 26 §1): they paint before any script. The page asks
    // for no script before it has painted (issue 26 §2): the site's entry and the home page's own chunk
    // (dist/route-preloads.json) are listed for after the first paint, not linked in the HTML.
    const scripts = JSON.parse(/<script type="application\/json" id="site-scripts">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { entry: string; preloads: string[] };
    expect(scripts.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(scripts.preloads).toContainEqual(expect.stringMatching(/^\/assets\/home-page-[\w-]+\.js$/));
    expect(html).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
    await expect(page.locator(`script[type=module][src="${scripts.entry}"]`)).toBeAttached();
    expect(html).not.toContain('class="boot-splash"');
    expect(html).toContain('alt="Welcome bonus 100% up to ৳10,000"');
    await expect(page.getByTestId('main-banners').locator('img[alt="Welcome bonus 100% up to ৳10,000"]')).toBeAttached();
    await expect(page.getByRole('img', { name: 'TakaPlay' }).first()).toBeVisible();
    expect(called).toEqual([]);
  });
});

test.describe('home against the real server', () => {
  // These tests watch the page's own calls: the page is served without its boot data.
  test.use({ extraHTTPHeaders: { 'X-Page-Boot': 'off' } });

  test('the main banners come from GET /api/sliders and rotate every 3 s', { tag: onlyOn.mobile }, async ({ page }) => {
    await page.clock.install();
    const sliders = page.waitForResponse((response) => response.url().includes('/api/sliders'));
    await page.goto('/');
    expect((await sliders).status()).toBe(200);
    const banners = page.getByTestId('main-banners');
    await expect(banners.locator('img[alt="Welcome bonus 100% up to ৳10,000"]')).toBeAttached();
    await expect(banners.locator('img')).toHaveCount(3);
    // The bar fills in the banner's 3 s as a CSS animation, a new one for each banner (no 30 ms render).
    const bar = banners.getByTestId('banner-progress').locator('[data-banner]');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('data-running', 'true');
    await expect(bar).toHaveCSS('animation-duration', '3s');
    await expect(bar).toHaveCSS('animation-timing-function', 'linear');
    await expect(bar).toHaveCSS('animation-play-state', 'running');
    expect(await bar.evaluate((element) => getComputedStyle(element).animationName)).toContain('banner-time');
    // From here on the page's time moves only when the test moves it.
    await pauseClock(page);
    const index = Number(await banners.getAttribute('data-banner-index'));
    const bannerNumber = Number(await bar.getAttribute('data-banner'));
    await bar.evaluate((element) => element.setAttribute('data-seen', 'yes'));
    await page.clock.runFor(3000);
    await expect(banners).toHaveAttribute('data-banner-index', String((index + 1) % 3));
    // The next banner's bar is a new element: its animation starts from empty.
    await expect(bar).toHaveAttribute('data-banner', String(bannerNumber + 1));
    await expect(bar).not.toHaveAttribute('data-seen', 'yes');
    // Only the first banner loads eagerly.
    await expect(banners.locator('img').first()).toHaveAttribute('loading', 'eager');
    await expect(banners.locator('img').nth(1)).toHaveAttribute('loading', 'lazy');
    // The carousel is set up once the page is taken over (Embla starts in a render of its own, vite.config.ts):
    // a banner's tab brings that banner.
    const other = (index + 2) % 3;
    const tab = banners.getByRole('tab', { name: `Go to slide ${other + 1}` });
    await tab.click();
    await expect(banners).toHaveAttribute('data-banner-index', String(other));
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  });

  test('with reduced motion the banners still change every 3 s, without the moving bar, and the announcement stands still', { tag: onlyOn.mobile }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const banners = page.getByTestId('main-banners');
    await expect(banners.locator('img')).toHaveCount(3);
    await expect(page.getByTestId('announcement-marquee').locator('[data-still]')).toBeVisible();
    await expect(page.locator('.mantine-Marquee-root')).toHaveCount(0);
    await expect(banners.getByTestId('banner-progress')).toHaveCount(0);
    await pauseClock(page);
    const index = Number(await banners.getAttribute('data-banner-index'));
    await page.clock.runFor(3000);
    await expect(banners).toHaveAttribute('data-banner-index', String((index + 1) % 3));
    await expect(page.getByTestId('announcement-marquee').locator('[data-still]')).toBeVisible();
  });

  test('the home page has its heading, marquee, sliders and footer, without serious accessibility problems', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to TakaPlay', level: 1 })).toBeVisible();
    const marquee = page.getByTestId('announcement-marquee');
    await expect(marquee).toBeVisible();
    await expect(marquee).toHaveAttribute('data-speed', isDesktop(page) ? '50' : '30');
    if (isDesktop(page)) {
      const origin = new URL(page.url()).origin;
      await expect(marquee.getByText(`Our backup address: ${origin}`).first()).toBeAttached();
    }
    await expect(page.getByRole('region', { name: 'Featured games' })).toBeVisible();
    await expect(page.getByTestId('footer-adults-only')).toHaveText('18+ only. By playing you agree to our terms.');
    await expect(page.getByTestId('footer-payment-methods').getByRole('img', { name: 'bKash' })).toBeAttached();
    await expect(page.getByTestId('footer-social-links').getByRole('link', { name: 'facebook' })).toHaveAttribute('href', 'https://facebook.com/takaplay');
    await expect(page.getByRole('img', { name: 'Gaming licence seal' })).toBeAttached();
    await expect(page.getByTestId('site-logo').getByRole('img')).toHaveAttribute('src', isDesktop(page) ? '/storage/logo/logo.svg' : '/storage/logo/mobile-logo.svg');
    await expect(page.getByRole('button', { name: 'Casino', pressed: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /games$/ }).first()).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a player clicking a favourite goes to the exchange with the exchange token', async ({ page }) => {
    await logInInBrowser(page);
    await page.goto('/');
    const favourites = page.getByTestId(isDesktop(page) ? 'favourites-cricket' : 'favourites-slider');
    // The exchange takes the token from its address and then drops it (history replace): every address is recorded.
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    await favourites.getByRole('button', { name: 'Cricket live exchange' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/exchange' && !url.searchParams.has('token'));
    expect(addresses.map((address) => new URL(address)).some((url) => url.pathname === '/exchange' && url.searchParams.get('token') === 'e2e-exchange')).toBe(true);
  });

  test('the balance refresh button asks for the balance again and spins for 500 ms', async ({ page }) => {
    let balanceCalls = 0;
    await page.clock.install();
    await logInInBrowser(page, 2500);
    await page.route('**/api/balance', (route) => {
      balanceCalls += 1;
      return route.fulfill({ json: { balance: 2500 + balanceCalls } });
    });
    await page.goto('/');
    await expect.poll(() => balanceCalls).toBeGreaterThanOrEqual(1);
    const before = balanceCalls;
    const refresh = page.getByRole('button', { name: 'Refresh balance' });
    // The spinner's 500 ms run on the test's clock, so a slow machine cannot miss it.
    await pauseClock(page);
    await refresh.click();
    await expect(refresh).toHaveAttribute('data-spinning');
    await expect.poll(() => balanceCalls).toBe(before + 1);
    await page.clock.runFor(499);
    await expect(refresh).toHaveAttribute('data-spinning');
    await page.clock.runFor(1);
    await expect(refresh).not.toHaveAttribute('data-spinning');
    if (isDesktop(page)) await expect(page.getByTestId('header-balance')).toContainText(String(2500 + before + 1).replace(/(\d)(\d{3})$/, '$1,$2'));
    else await expect(page.getByTestId('mobile-header-balance')).toContainText(String(2500 + before + 1).replace(/(\d)(\d{3})$/, '$1,$2'));
  });
});
