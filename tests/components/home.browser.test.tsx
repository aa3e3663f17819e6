import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { expectAddress, expectCount, expectHidden, expectSomeVisible, expectText } from './expectations';
import { fakeApi } from './fakeApi';
import { layouts, renderSite } from './site';

/**
 * The home page's structure in a real browser with the API faked (moved from tests/e2e/home.spec.ts,
 * same checks; structural only: sections, counts, links, roles, not artwork or captions). The first
 * screen from the server's page, the banners' rotation, the accessibility check, the exchange hand-over
 * and the balance refresh stay in tests/e2e/home.spec.ts.
 */
const quickLinks = () => page.getByRole('navigation', { name: 'Quick links' });

describe.each(layouts)('home on a %s', (layout) => {
  test('the footer text folds to 200 px with Show More / Show Less', async () => {
    await renderSite('/', { layout });
    const footer = page.getByTestId('site-footer');
    const showMore = footer.getByRole('button', { name: 'Show More' });
    if (layout === 'desktop') {
      // The desktop SEO text folds at 970 px: this text is shorter, so there is nothing to unfold.
      await expect.element(footer.getByText(/We care about fair and safe play/)).toBeVisible();
      await expectCount(showMore, 0);
      return;
    }
    await expect.element(showMore).toBeInTheDocument();
    showMore.element().scrollIntoView();
    await expect.element(showMore).toBeVisible();
    const folded = page.getByTestId('footer-marketing').element().querySelector('.mantine-Spoiler-content')?.getBoundingClientRect().height ?? 0;
    expect(folded).toBeLessThanOrEqual(200);
    await showMore.click();
    await expect.element(footer.getByRole('button', { name: 'Show Less' })).toBeVisible();
    await footer.getByRole('button', { name: 'Show Less' }).click();
    await expect.element(showMore).toBeVisible();
  });

  test('the category bar lists a category’s providers and a provider opens /games with its query', async () => {
    await renderSite('/', { layout });
    const bar = page.getByTestId('category-bar');
    await bar.getByRole('button', { name: 'Slot' }).click();
    await expect.poll(() => fakeApi.calls.some((call) => call.path === 'get-system' && call.query.get('type') === 'SLOT')).toBe(true);
    await expect.element(bar.getByRole('button', { name: 'Slot', pressed: true })).toBeVisible();
    const provider = bar.getByRole('button', { name: /games$/ }).first();
    await expect.element(provider).toBeVisible();
    const name = (provider.element().getAttribute('aria-label') ?? '').replace(/ games$/, '');
    await provider.click();
    await expectAddress((url) => url.pathname === '/games' && url.searchParams.get('type') === 'SLOT' && url.searchParams.get('title') === name && (url.searchParams.get('system') ?? '') !== '', `/games?type=SLOT&title=${name}`);
  });

  test('a visitor clicking a favourite goes to /login', async () => {
    await renderSite('/', { layout });
    const favourites = page.getByTestId(layout === 'desktop' ? 'favourites-cricket' : 'favourites-slider');
    await favourites.getByRole('button', { name: 'Cricket live exchange' }).click();
    await expectAddress((url) => url.pathname === '/login', '/login');
  });
});

describe('mobile header, toolbar and side menu', () => {
  test('a visitor’s toolbar has the language choice, Login and Sign up; a player’s has Home, Promotions, Deposit, My Account', async () => {
    await renderSite('/', { layout: 'mobile' });
    await expect.element(quickLinks().getByRole('button', { name: /Choose language/ })).toBeVisible();
    await expect.element(quickLinks().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect.element(quickLinks().getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect.element(page.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/chat');
    await expect.element(page.getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/page/site/component/appDownload.jsp');

    await cleanup();
    fakeApi.on('POST balance', { json: { balance: 1500 } });
    await renderSite('/', { layout: 'mobile', player: true });
    for (const name of ['Home', 'Promotions', 'Deposit', 'My Account']) await expect.element(quickLinks().getByRole('link', { name })).toBeVisible();
    await expect.element(page.getByRole('banner').getByRole('button', { name: /Choose language/ })).toBeVisible();
    await expectText(page.getByTestId('mobile-header-balance'), '৳1,500.00');
  });

  test('the side menu opens with Sports, switches category after the slide and opens a provider’s games', async () => {
    await renderSite('/', { layout: 'mobile' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(menu).toBeVisible();
    const categories = menu.getByRole('navigation', { name: 'Game categories' });
    for (const name of ['Home', 'Sports', 'Casino', 'Slot', 'Table', 'Poker', 'Crash', 'Fishing', 'Lottery']) await expect.element(categories.getByText(name, { exact: true })).toBeVisible();
    // Sports is the first category: its sub-menu.
    const content = menu.getByTestId('side-menu-content');
    await expect.element(content.getByRole('link', { name: 'Exchange' })).toHaveAttribute('href', '/exchange');
    for (const name of ['I-Sports', 'E1Sports', 'Horsebook', 'Virtual', 'Kabaddi', 'Fantasy', 'SBO Sports']) await expect.element(content.getByRole('button', { name })).toBeVisible();
    await expect.element(menu.getByRole('link', { name: 'Referral Program' })).toHaveAttribute('href', '/refrrel-program');
    await expect.element(menu.getByRole('link', { name: 'Affiliate login' })).toHaveAttribute('target', '_blank');
    await expect.element(menu.getByRole('link', { name: '24/7 LiveChat' })).toHaveAttribute('href', '/chat');

    await categories.getByRole('button', { name: 'Fishing' }).click();
    const provider = menu.getByTestId('side-menu-content').getByRole('button', { name: /games$/ }).first();
    await expect.element(provider).toBeVisible();
    const name = (provider.element().getAttribute('aria-label') ?? '').replace(/ games$/, '');
    await provider.click();
    await expectHidden(menu);
    await expectAddress((url) => url.pathname === '/games' && url.searchParams.get('type') === 'FISHING' && url.searchParams.get('title') === name, `/games?type=FISHING&title=${name}`);
  });

  test('a visitor choosing a sportsbook is sent to /login', async () => {
    await renderSite('/', { layout: 'mobile' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'SBO Sports' }).click();
    await expectAddress((url) => url.pathname === '/login', '/login');
  });
});

// The Sports dropdown, announcement banners and contact slider are the desktop layout.
describe('desktop header and home', () => {
  test('the Sports dropdown has an Exchange tile with Play Now', async () => {
    await renderSite('/', { layout: 'desktop' });
    const sports = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sports' });
    await expect.element(sports).toHaveAttribute('href', '/player/playGame?t=sport&v=CRICKET');
    await sports.hover();
    const playNow = page.getByRole('link', { name: 'Play Now' });
    await expect.element(playNow).toBeVisible();
    await expect.element(playNow).toHaveAttribute('href', '/exchange');
    await expectSomeVisible(page.getByRole('button', { name: 'SBO Sports' }));
  });

  test('seven announcement banners, two favourites carousels and a contact slider that opens and closes', async () => {
    await renderSite('/', { layout: 'desktop' });
    await expectCount(page.getByTestId('announcement-banner'), 7);
    await expect.element(page.getByRole('region', { name: 'Cricket favourites' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Soccer favourites' })).toBeVisible();
    await page.getByRole('button', { name: 'Open the contact panel' }).click();
    const panel = page.getByTestId('contact-slider-panel');
    await expect.element(panel).toBeVisible();
    await expect.element(panel.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/8801700000000');
    await expect.element(panel.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', 'mailto:support@takaplay.example');
    await page.getByRole('button', { name: 'Close the contact panel' }).click();
    await expectHidden(panel);
  });

  test('scrolling over 300 px activates the compact header', async () => {
    await renderSite('/', { layout: 'desktop' });
    const header = page.getByRole('banner');
    await expect.element(page.getByTestId('site-footer')).toBeInTheDocument();
    await expect.element(header).not.toHaveAttribute('data-scrolled');
    window.scrollBy(0, 600);
    await expect.element(header).toHaveAttribute('data-scrolled', 'true');
  });
});
