import type { Page } from '@playwright/test';
import { createTestPlayer, openSiteAs } from './players';
import { expect, onlyOn, test } from './support';

/**
 * Issue 26 §1: the server draws the first screen of /, /login and /signup (server/http/first-screen.ts) and
 * the site's script takes it over in place (src/shell/main.tsx hydrates it). The component layer cannot
 * see this (it renders without the server); these tests load the built site from the real server.
 */
const layoutOf = (page: Page) => ((page.viewportSize()?.width ?? 0) > 768 ? 'desktop' : 'mobile');

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('/login and /signup arrive drawn: the form, in the layout the browser asked for, styled, no splash', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered-layout', layoutOf(page));
    await expect(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
    await expect(page.getByTestId('login-form').getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.locator('.boot-splash')).toHaveCount(0);
    await expect(page.getByTestId('splash')).toHaveCount(0);
    // The site’s styles apply before the first paint (the server inlined them).
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.goto('/signup');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    await page.goto('/register');
    await expect(page.getByRole('textbox', { name: 'Confirm Password' })).toBeVisible();
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  });

  test('/promotions arrives drawn on a desktop from the page’s list: the title, the banner, the strip on ALL, every card', { tag: onlyOn.desktop }, async ({ page, request }) => {
    const listed = ((await (await request.get('/api/promotion')).json()) as { name: string; status?: string | null }[]).filter((promotion) => promotion.status !== 'inactive');
    expect(listed.length).toBeGreaterThan(1);
    await page.goto('/promotions');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered-layout', 'desktop');
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    await expect(page.getByTestId('promotions-banner')).toBeVisible();
    await expect(page.getByTestId('promotion-categories').getByRole('button', { name: 'ALL' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('promotion-title')).toHaveText(listed.map((promotion) => promotion.name));
    await expect(page.getByTestId('splash')).toHaveCount(0);
  });

  test('/promotions on a phone is left to the browser: a visitor there is sent to log in (spec 1 §2.1)', { tag: onlyOn.mobile }, async ({ page }) => {
    await page.goto('/promotions');
    await expect(page.locator('#root')).not.toHaveAttribute('data-rendered-layout', /./);
  });

  test('the home arrives drawn from the page’s own answers: logo, banners, favourites, the first category’s providers, the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered-layout', layoutOf(page));
    await expect(page.getByRole('img', { name: 'TakaPlay' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to TakaPlay' })).toBeVisible();
    await expect(page.getByTestId('main-banners')).toBeVisible();
    await expect(page.getByText('Cricket live exchange').first()).toBeAttached();
    const categories = page.getByTestId('category-bar');
    await expect(categories.getByRole('button', { name: 'Casino' })).toHaveAttribute('aria-pressed', 'true');
    await expect(categories.getByRole('button', { name: 'Evolution games' })).toBeAttached();
    await expect(page.getByTestId('site-footer')).toBeAttached();
    await expect(page.getByTestId('splash')).toHaveCount(0);
  });

  test('/games arrives drawn from the page’s own answers: the title, the providers with the query’s chosen, the first rows of posters', async ({ page, request }) => {
    const all = (await (await request.get('/api/get-games?type=SLOT&system=JILI&sort=displayOrder&per_page=5000')).json()) as { games: { name: string }[] };
    await page.goto('/games?type=SLOT&system=JILI&title=JILI');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered-layout', layoutOf(page));
    await expect(page.getByRole('heading', { name: 'JILI', level: 1 })).toBeVisible();
    await expect(page.getByTestId('provider-filter').getByRole('checkbox', { name: 'JILI', exact: true })).toBeChecked();
    const grid = page.getByTestId('games-grid');
    await expect(grid).toHaveAttribute('data-game-count', String(all.games.length));
    // Two rows of the phone's three columns, or of the desktop's six, in the page's flow.
    const tiles = grid.locator('article');
    await expect(tiles).toHaveCount(Math.min(all.games.length, layoutOf(page) === 'mobile' ? 6 : 12));
    await expect(tiles.first()).toHaveAttribute('aria-label', all.games[0]?.name ?? '');
  });
});

/** The page's errors and warnings, console and uncaught: hydrating the server's screen must give none. */
function consoleProblems(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    // Playwright's own notice (the config blocks service workers) is the only warning allowed.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** The API calls the page makes, as path and query, from now on. */
function apiCalls(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(`${pathname}${search}`);
  });
  return asked;
}

/**
 * Marks the element with this test id as the server drew it, before any of the site's script runs (readyState
 * "interactive" comes before deferred scripts): an element that still carries the mark later was taken over in
 * place, not drawn again.
 */
async function markServerElement(page: Page, testId: string) {
  await page.addInitScript((id) => {
    document.addEventListener('readystatechange', () => {
      const element = document.querySelector(`[data-testid="${id}"]`);
      if (document.readyState !== 'interactive' || !element) return;
      element.setAttribute('data-from-server', 'yes');
      // The ids the server gave its fields (labels and descriptions point at them).
      for (const field of element.querySelectorAll('input[id]')) field.setAttribute('data-server-id', field.id);
    });
  }, testId);
}

/** Each server-drawn page's form, and the button whose press with nothing typed shows the form's own first check. */
const drawnForms = [
  { path: '/login', form: 'login-form', submit: 'Login', problem: 'Username is required' },
  { path: '/signup', form: 'signup-form', submit: 'Sign up', problem: 'Username is required' },
  { path: '/register', form: 'signup-steps-form', submit: 'Next', problem: 'Please fill in all fields' },
  { path: '/forgot-password', form: 'forgot-password-contact', submit: 'Send OTP', problem: 'Please enter your email address.' },
];

for (const { path, form: formId, submit, problem } of drawnForms) {
  test(`the script takes the server’s ${path} over in place: the same elements, no console error or warning, and it works`, async ({ page }) => {
    const messages = consoleProblems(page);
    await markServerElement(page, formId);
    await page.goto(path);
    const form = page.getByTestId(formId);
    await expect(form).toHaveAttribute('data-from-server', 'yes');
    // The machine answers: the form's own first check (spec 1 §3, §5, §2.6, §2.7) with nothing typed.
    await form.getByRole('button', { name: submit, exact: true }).click();
    await expect(form.getByText(problem)).toBeVisible();
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('someone');
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('someone');
    // Hydrated, not drawn again: React kept the server's element (a new one would not carry the mark).
    await expect(form).toHaveAttribute('data-from-server', 'yes');
    // Nor its fields' ids: Mantine's own useId swapped each for a random one in a synchronous render after the
    // take-over, which hydrated the page inside it in one long task (vite.config.ts, stableMantineIds).
    const fieldIds = await form.locator('input[data-server-id]').evaluateAll((fields) => fields.map((field) => [field.id, field.getAttribute('data-server-id')]));
    expect(fieldIds.length).toBeGreaterThan(0);
    for (const [id, serverId] of fieldIds) expect(id).toBe(serverId);
    expect(messages).toEqual([]);
  });
}

// The browser asks for reduced motion here (the config's default): the server drew the moving announcement, and the
// page is still taken over without a mismatch (src/ui/reducedMotion.ts), then stands it still.
test('the script takes the server’s home over in place: the same category bar, the page’s answers and stylesheets not asked again, no console error or warning, and it works', async ({ page }) => {
  const messages = consoleProblems(page);
  const asked = apiCalls(page);
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await markServerElement(page, 'category-bar');
  await page.goto('/');
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  const categories = page.getByTestId('category-bar');
  await expect(categories).toHaveAttribute('data-from-server', 'yes');
  await expect(page.getByTestId('announcement-marquee').locator('[data-still]')).toBeVisible();
  // The machines answer: another category loads its providers from the server.
  await categories.getByRole('button', { name: 'Slot' }).click();
  await expect(categories.getByRole('button', { name: 'Slot' })).toHaveAttribute('aria-pressed', 'true');
  await expect(categories.getByRole('button', { name: 'PG Soft games' })).toBeVisible();
  await expect(categories).toHaveAttribute('data-from-server', 'yes');
  // What the page brought was not asked for again (the home content and the first category's providers).
  expect(asked.filter((path) => /^\/api\/(sliders|promotion|sociallink|payment-methods|general|logo)\b|type=CASINO/.test(path))).toEqual([]);
  expect(asked.some((path) => path.startsWith('/api/get-system?type=SLOT'))).toBe(true);
  // The stylesheets the page brought inline are not fetched and applied a second time when the chunks load.
  const inlined = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
  expect(inlined.length).toBeGreaterThan(1);
  expect(stylesheets.filter((path) => inlined.includes(path))).toEqual([]);
  expect(messages).toEqual([]);
});

test('the script takes the server’s /promotions over in place on a desktop: the same cards, the page’s list not asked again, no console error or warning, and it works', { tag: onlyOn.desktop }, async ({ page }) => {
  const messages = consoleProblems(page);
  const asked = apiCalls(page);
  await markServerElement(page, 'promotions');
  await page.goto('/promotions');
  const promotions = page.getByTestId('promotions');
  await expect(promotions).toHaveAttribute('data-from-server', 'yes');
  const cards = page.getByTestId('promotion-card');
  const drawn = await cards.count();
  expect(drawn).toBeGreaterThan(1);
  // The machine answers: a category asks the server for its promotions, and Details for the full text.
  await page.getByTestId('promotion-categories').getByRole('button', { name: 'Welcome Offer' }).click();
  await expect(page.getByTestId('promotion-categories').getByRole('button', { name: 'Welcome Offer' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => asked.filter((path) => path.startsWith('/api/promotion?category=99'))).toHaveLength(1);
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(promotions).toHaveAttribute('data-from-server', 'yes');
  // The list of ALL came with the page: not asked for again.
  expect(asked.filter((path) => path === '/api/promotion')).toEqual([]);
  expect(messages).toEqual([]);
});

test('the script takes the server’s /games over in place: the same grid, the page’s lists not asked again, no console error or warning, and it works', async ({ page }) => {
  const messages = consoleProblems(page);
  const asked: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/get-')) asked.push(url);
  });
  await markServerElement(page, 'games-grid');
  await page.goto('/games?type=SLOT&system=JILI&title=JILI');
  const grid = page.getByTestId('games-grid');
  await expect(grid).toHaveAttribute('data-from-server', 'yes');
  // Taken over, the grid measures itself and lists its rows as the window scrolls (more than the first two rows).
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => grid.locator('article').count()).toBeGreaterThan(layoutOf(page) === 'mobile' ? 6 : 12);
  expect(asked).toEqual([]);
  // The machine answers: another provider fetches the games of both.
  await page.getByTestId('provider-filter').getByRole('checkbox', { name: 'PG Soft', exact: true }).check();
  await expect.poll(() => asked.at(-1)?.searchParams.get('system')?.split(',').sort()).toEqual(['JILI', 'PG']);
  await expect(grid).toHaveAttribute('data-from-server', 'yes');
  expect(messages).toEqual([]);
});

test('a player’s browser asks for its pages unrendered, and draws them itself', async ({ page, request }) => {
  const player = await createTestPlayer(request);
  await openSiteAs(page, player, '/');
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'tp_render')?.value).toBe('client');
  const login = await (await page.request.get('/login', { headers: { Accept: 'text/html' } })).text();
  expect(login).not.toContain('data-rendered-layout');
  expect(login).toContain('boot-splash');
});
