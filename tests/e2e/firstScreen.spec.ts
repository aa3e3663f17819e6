import type { Page } from '@playwright/test';
import { createTestPlayer, openSiteAs } from './players';
import { expect, test } from './support';

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
});

/** Each server-drawn page's form, and the button whose press with nothing typed shows the form's own first check. */
const drawnForms = [
  { path: '/login', form: 'login-form', submit: 'Login' },
  { path: '/signup', form: 'signup-form', submit: 'Sign up' },
];

for (const { path, form: formId, submit } of drawnForms) {
  test(`the script takes the server’s ${path} over in place: the same elements, no console error or warning, and it works`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      // Playwright's own notice (the config blocks service workers) is the only warning allowed.
      if (message.text() === 'Service Worker registration blocked by Playwright') return;
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    // Marks the server's form before any script of the page runs (readyState "interactive" comes before deferred scripts).
    await page.addInitScript((id) => {
      document.addEventListener('readystatechange', () => {
        const form = document.querySelector(`[data-testid="${id}"]`);
        if (document.readyState === 'interactive' && form) form.setAttribute('data-from-server', 'yes');
      });
    }, formId);
    await page.goto(path);
    const form = page.getByTestId(formId);
    await expect(form).toHaveAttribute('data-from-server', 'yes');
    // The machine answers: the form's own first check (spec 1 §3, §5) under the empty username.
    await form.getByRole('button', { name: submit, exact: true }).click();
    await expect(form.getByText('Username is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('someone');
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('someone');
    // Hydrated, not drawn again: React kept the server's element (a new one would not carry the mark).
    await expect(form).toHaveAttribute('data-from-server', 'yes');
    expect(messages).toEqual([]);
  });
}

test('the script takes the server’s home over in place: the same category bar, the page’s answers not asked again, no console error or warning, and it works', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(`${pathname}${search}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const bar = document.querySelector('[data-testid="category-bar"]');
      if (document.readyState === 'interactive' && bar) bar.setAttribute('data-from-server', 'yes');
    });
  });
  await page.goto('/');
  const categories = page.getByTestId('category-bar');
  await expect(categories).toHaveAttribute('data-from-server', 'yes');
  // The machines answer: another category loads its providers from the server.
  await categories.getByRole('button', { name: 'Slot' }).click();
  await expect(categories.getByRole('button', { name: 'Slot' })).toHaveAttribute('aria-pressed', 'true');
  await expect(categories.getByRole('button', { name: 'PG Soft games' })).toBeVisible();
  await expect(categories).toHaveAttribute('data-from-server', 'yes');
  // What the page brought was not asked for again (the home content and the first category's providers).
  expect(asked.filter((path) => /^\/api\/(sliders|promotion|sociallink|payment-methods|general|logo)\b|type=CASINO/.test(path))).toEqual([]);
  expect(asked.some((path) => path.startsWith('/api/get-system?type=SLOT'))).toBe(true);
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
