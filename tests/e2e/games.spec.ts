import type { Page } from '@playwright/test';
import { expect, onlyOn, seriousAccessibilityViolations, test, watchForErrors } from './support';

// Tests whose steps do not depend on the layout run once, on the layout their tag names (half on each).

/** Games on the REAL server (seeded: 29 providers, 2,037 games): list, filter, sort, search, launch. */

const grid = (page: Page) => page.getByTestId('games-grid');
const gameCount = async (page: Page) => Number(await grid(page).getAttribute('data-game-count'));
const tileNames = (page: Page) => grid(page).locator('article').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label') ?? ''));


async function logInThroughTheForm(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('demoplayer1');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo12345');
  await page.getByTestId('login-form').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

test.describe('games against the real server', () => {
  test('a visitor lists SLOT games, toggles a provider, sorts A-Z, searches, and Play Game asks to log in', async ({ page, request }) => {
    const errors = watchForErrors(page);
    const systems = (await (await request.get('/api/get-system?type=SLOT')).json()) as { systems: string[] };
    const all = (await (await request.get('/api/get-games?type=SLOT&per_page=5000')).json()) as { pagination: { total: number } };

    const gamesCalls: URL[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/get-games')) gamesCalls.push(new URL(sent.url()));
    });
    await page.goto('/games?type=SLOT&title=Slots');
    await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
    const filter = page.getByTestId('provider-filter');
    for (const platform of systems.systems.slice(0, 3)) await expect(filter.getByRole('checkbox').and(page.locator(`[value="${platform}"]`))).toBeVisible();
    await expect.poll(() => gameCount(page)).toBe(all.pagination.total);
    // The first list came with the page (its boot data: get-system, get-provider, get-games for this
    // address), so the page made none of the three calls on a slow network.
    expect(gamesCalls).toHaveLength(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // One provider: the list is refetched with it.
    const jili = (await (await request.get('/api/get-games?type=SLOT&system=JILI&per_page=5000')).json()) as { pagination: { total: number } };
    await filter.getByRole('checkbox', { name: 'JILI', exact: true }).check();
    await expect.poll(() => gameCount(page)).toBe(jili.pagination.total);
    expect(gamesCalls.at(-1)?.searchParams.get('system')).toBe('JILI');

    // A-Z: the server sorts; the first tiles are in name order.
    await page.getByText('A-Z', { exact: true }).click();
    await expect.poll(() => gamesCalls.at(-1)?.searchParams.get('sort')).toBe('aZ');
    await expect.poll(async () => {
      const names = await tileNames(page);
      return names.length > 3 && names.every((name, index) => index === 0 || names[index - 1]!.localeCompare(name, 'en', { sensitivity: 'base' }) <= 0);
    }).toBe(true);

    // Search filters locally, ignoring case, without a call.
    const callsBefore = gamesCalls.length;
    const firstName = (await tileNames(page))[0] ?? '';
    const word = firstName.split(' ')[0]!.toLowerCase();
    await page.getByRole('textbox', { name: 'Search Games' }).fill(word);
    await expect.poll(async () => (await tileNames(page)).every((name) => name.toLowerCase().includes(word))).toBe(true);
    expect(await gameCount(page)).toBeLessThan(jili.pagination.total);
    expect(gamesCalls.length).toBe(callsBefore);

    await grid(page).locator('article').first().getByRole('button', { name: 'Play Game' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(errors).toEqual([]);
  });

  test('the demo player launches a game, plays it in /gamerun, and closes it back to the list', { tag: onlyOn.mobile }, async ({ page }) => {
    await logInThroughTheForm(page);
    await page.goto('/games?type=SLOT&system=JILI&title=JILI');
    const firstTile = grid(page).locator('article').first();
    await expect(firstTile).toBeVisible();
    // Read before the launch: on /gamerun the list may already be gone.
    const name = (await firstTile.getAttribute('aria-label')) ?? '';
    expect(name).not.toBe('');
    const launched = page.waitForResponse((response) => response.url().endsWith('/api/game-run'));
    await firstTile.getByRole('button', { name: 'Play Game' }).click();
    const answer = await launched;
    expect(answer.status()).toBe(200);
    const body = answer.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ gameType: 'SLOT', platform: 'JILI', externalURL: new URL(page.url()).origin, isMobileLogin: (page.viewportSize()?.width ?? 0) <= 768 });
    expect(typeof body.gameCode).toBe('string');
    expect(typeof body.userId).toBe('string');

    await expect(page).toHaveURL((url) => url.pathname === '/gamerun');
    // The bar and the frame are titled with the game's name (issue 22).
    await expect(page.getByTestId('gamerun-title')).toHaveText(name);
    const frame = page.frameLocator('iframe[title="Game"]');
    // The demo game's page loads in the frame, its script runs and shows the player's balance from the provider API.
    await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible({ timeout: 15_000 });
    await expect(frame.locator('#balance')).toContainText('৳', { timeout: 15_000 });
    expect(await page.evaluate(() => (history.state as { iframeUrl?: string }).iframeUrl)).toMatch(/^\/demo-game\/\?session=/);

    // A reload keeps the game (the url is in the history entry).
    await page.reload();
    await expect(page.locator('iframe[title="Game"]')).toHaveAttribute('src', /\/demo-game\/\?session=/);

    await page.getByRole('button', { name: /Close game/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/games' && url.searchParams.get('system') === 'JILI');
  });

  test('/gamerun without a game says so and links to the games', { tag: onlyOn.desktop }, async ({ page }) => {
    await logInThroughTheForm(page);
    await page.goto('/gamerun');
    await expect(page.getByTestId('gamerun-empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to games' })).toHaveAttribute('href', '/games');
  });

  test('a player on the sports link is launched into SBO Sports', { tag: onlyOn.mobile }, async ({ page }) => {
    await logInThroughTheForm(page);
    const launched = page.waitForResponse((response) => response.url().endsWith('/api/game-run'));
    await page.goto('/player/playGame?t=sport&v=CRICKET');
    expect((await launched).request().postDataJSON()).toMatchObject({ gameType: 'SPORTS', platform: 'SBO' });
    await expect(page).toHaveURL((url) => url.pathname === '/gamerun');
    await expect(page.locator('iframe[title="Game"]')).toBeVisible();
  });

  test('a category page lists its type with every provider', { tag: onlyOn.desktop }, async ({ page, request }) => {
    const all = (await (await request.get('/api/get-games?type=CRASH&per_page=5000')).json()) as { pagination: { total: number } };
    await page.goto('/crash');
    await expect(page.getByRole('heading', { name: 'Crash', level: 1 })).toBeVisible();
    await expect.poll(() => gameCount(page)).toBe(all.pagination.total);
  });

  test('with all 2,037 games the page keeps under 1,500 nodes and scrolls to the last game', async ({ page }) => {
    // No single type has 2,000 seeded games: the page's call is answered with every type's games
    // (so the page makes it: without boot data).
    await page.setExtraHTTPHeaders({ 'X-Page-Boot': 'off' });
    await page.route('**/api/get-games*', async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.delete('type');
      url.searchParams.set('per_page', '5000');
      await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
    });
    await page.goto('/games');
    await expect.poll(() => gameCount(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2000);
    const total = await gameCount(page);
    const columns = Number(await grid(page).getAttribute('data-columns'));
    expect(columns).toBe((page.viewportSize()?.width ?? 0) <= 768 ? 3 : 6);
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(1500);

    const lastName = await page.evaluate(async (count) => {
      const answer = await fetch(`/api/get-games?per_page=5000&system=`);
      const body = (await answer.json()) as { games: { name: string }[] };
      return body.games.length === count ? (body.games.at(-1)?.name ?? '') : '';
    }, total);
    expect(lastName).not.toBe('');
    // Each scroll to the bottom lets the virtual grid render further rows: scroll until the last game shows.
    const lastGame = grid(page).locator(`article[aria-label="${lastName.replace(/"/g, '\\"')}"]`);
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return lastGame.isVisible();
      })
      .toBe(true);
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(1500);
  });
});
