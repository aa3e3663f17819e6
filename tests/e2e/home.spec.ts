import type { Page } from '@playwright/test';
import { expect, logInInBrowser, onlyOn, pauseClock, seriousAccessibilityViolations, test, watchForErrors } from './support';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 768;
const quickLinks = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });


test.describe('home: the first screen from the page itself', () => {
  test('the home page carries its logo, settings and banners, so the banners show without calling the API for them', async ({ page }) => {
    const called: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (['/api/logo', '/api/general', '/api/sliders'].includes(path)) called.push(path);
    });
    const document = await page.goto('/');
    const html = (await document?.text()) ?? '';
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/storage/sliders/main-1.svg">');
    // The home page's own chunk is preloaded with the page (dist/route-preloads.json), and a splash paints before any script.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-[\w-]+\.js">/);
    expect(html).toContain('class="boot-splash"');
    await expect(page.getByTestId('main-banners').locator('img[alt="Main 1"]')).toBeAttached();
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
    await expect(banners.locator('img[alt="Main 1"]')).toBeAttached();
    await expect(banners.locator('img')).toHaveCount(3);
    const progress = banners.getByRole('progressbar', { name: 'Time until the next banner' });
    await expect(progress).toBeVisible();
    // From here on the page's time moves only when the test moves it.
    await pauseClock(page);
    const before = Number(await progress.getAttribute('aria-valuenow'));
    await page.clock.runFor(30);
    const after = Number(await progress.getAttribute('aria-valuenow'));
    // One 30 ms tick is 1 % of the 3000 ms (unless the banner just changed and the bar restarted).
    expect(after === before + 1 || after <= 1).toBe(true);
    // Read after the tick: a banner that changed on it would otherwise count twice.
    const index = Number(await banners.getAttribute('data-banner-index'));
    await page.clock.runFor(3000);
    await expect(banners).toHaveAttribute('data-banner-index', String((index + 1) % 3));
    // Only the first banner loads eagerly.
    await expect(banners.locator('img').first()).toHaveAttribute('loading', 'eager');
    await expect(banners.locator('img').nth(1)).toHaveAttribute('loading', 'lazy');
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

  test('the footer text folds to 200 px with Show More / Show Less', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    const showMore = footer.getByRole('button', { name: 'Show More' });
    if (isDesktop(page)) {
      // The desktop SEO text folds at 970 px: this text is shorter, so there is nothing to unfold.
      await expect(footer.getByText(/We care about fair and safe play/)).toBeVisible();
      await expect(showMore).toHaveCount(0);
      return;
    }
    await showMore.scrollIntoViewIfNeeded();
    await expect(showMore).toBeVisible();
    const folded = await page.getByTestId('footer-marketing').evaluate((element) => element.querySelector('.mantine-Spoiler-content')?.getBoundingClientRect().height ?? 0);
    expect(folded).toBeLessThanOrEqual(200);
    await showMore.click();
    await expect(footer.getByRole('button', { name: 'Show Less' })).toBeVisible();
    await footer.getByRole('button', { name: 'Show Less' }).click();
    await expect(showMore).toBeVisible();
  });

  test('the category bar lists a category’s providers and a provider opens /games with its query', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('category-bar');
    const systems = page.waitForResponse((response) => response.url().includes('/api/get-system?type=SLOT'));
    await bar.getByRole('button', { name: 'Slot' }).click();
    await systems;
    await expect(bar.getByRole('button', { name: 'Slot', pressed: true })).toBeVisible();
    const provider = bar.getByRole('button', { name: /games$/ }).first();
    await expect(provider).toBeVisible();
    const name = ((await provider.getAttribute('aria-label')) ?? '').replace(/ games$/, '');
    await provider.click();
    await expect(page).toHaveURL((url) => url.pathname === '/games' && url.searchParams.get('type') === 'SLOT' && url.searchParams.get('title') === name && (url.searchParams.get('system') ?? '') !== '');
  });

  test('a visitor clicking a favourite goes to /login', async ({ page }) => {
    await page.goto('/');
    const favourites = page.getByTestId(isDesktop(page) ? 'favourites-cricket' : 'favourites-slider');
    await favourites.getByRole('button', { name: 'Favourite 1' }).click();
    await expect(page).toHaveURL(/\/login$/);
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
    await favourites.getByRole('button', { name: 'Favourite 1' }).click();
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

test.describe('mobile header, toolbar and side menu', { tag: onlyOn.mobile }, () => {
  test('a visitor’s toolbar has the language choice, Login and Sign up; a player’s has Home, Promotions, Deposit, My Account', async ({ page }) => {
    await page.goto('/');
    await expect(quickLinks(page).getByRole('button', { name: /Choose language/ })).toBeVisible();
    await expect(quickLinks(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(quickLinks(page).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/chat');
    await expect(page.getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/page/site/component/appDownload.jsp');

    await logInInBrowser(page);
    await page.goto('/');
    for (const name of ['Home', 'Promotions', 'Deposit', 'My Account']) await expect(quickLinks(page).getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /Choose language/ })).toBeVisible();
    await expect(page.getByTestId('mobile-header-balance')).toHaveText('৳1,500.00');
  });

  test('the side menu opens with Sports, switches category after the slide and opens a provider’s games', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const categories = menu.getByRole('navigation', { name: 'Game categories' });
    for (const name of ['Home', 'Sports', 'Casino', 'Slot', 'Table', 'Poker', 'Crash', 'Fishing', 'Lottery']) await expect(categories.getByText(name, { exact: true })).toBeVisible();
    // Sports is the first category: its sub-menu.
    const content = menu.getByTestId('side-menu-content');
    await expect(content.getByRole('link', { name: 'Exchange' })).toHaveAttribute('href', '/exchange');
    for (const name of ['I-Sports', 'E1Sports', 'Horsebook', 'Virtual', 'Kabaddi', 'Fantasy', 'SBO Sports']) await expect(content.getByRole('button', { name })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Referral Program' })).toHaveAttribute('href', '/refrrel-program');
    await expect(menu.getByRole('link', { name: 'Affiliate login' })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: '24/7 LiveChat' })).toHaveAttribute('href', '/chat');

    await categories.getByRole('button', { name: 'Fishing' }).click();
    const provider = menu.getByTestId('side-menu-content').getByRole('button', { name: /games$/ }).first();
    await expect(provider).toBeVisible();
    const name = ((await provider.getAttribute('aria-label')) ?? '').replace(/ games$/, '');
    await provider.click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/games' && url.searchParams.get('type') === 'FISHING' && url.searchParams.get('title') === name);
  });

  test('a visitor choosing a sportsbook is sent to /login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'SBO Sports' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

// The Sports dropdown, announcement banners and contact slider are the desktop layout.
test.describe('desktop header and home', { tag: onlyOn.desktop }, () => {
  test('the Sports dropdown has an Exchange tile with Play Now', async ({ page }) => {
    await page.goto('/');
    const sports = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sports' });
    await expect(sports).toHaveAttribute('href', '/player/playGame?t=sport&v=CRICKET');
    await sports.hover();
    const playNow = page.getByRole('link', { name: 'Play Now' });
    await expect(playNow).toBeVisible();
    await expect(playNow).toHaveAttribute('href', '/exchange');
    await expect(page.getByRole('button', { name: 'SBO Sports' })).toBeVisible();
  });

  test('seven announcement banners, two favourites carousels and a contact slider that opens and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('announcement-banner')).toHaveCount(7);
    await expect(page.getByRole('region', { name: 'Cricket favourites' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Soccer favourites' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Open the contact panel' });
    await toggle.click();
    const panel = page.getByTestId('contact-slider-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/8801700000000');
    await expect(panel.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', 'mailto:support@takaplay.example');
    await page.getByRole('button', { name: 'Close the contact panel' }).click();
    await expect(panel).toBeHidden();
  });

  test('scrolling over 300 px activates the compact header', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(page.getByTestId('site-footer')).toBeAttached();
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });
});
