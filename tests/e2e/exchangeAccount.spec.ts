import type { APIRequestContext, Page } from '@playwright/test';
import { createTestPlayer, openSiteAs } from './players';
import { expect, fastFeedBase, fastFeedDataDir, logInInBrowser, onlyOn, runOps, seriousAccessibilityViolations, skipFeed, test, watchForErrors } from './support';
import { placeInPlaySoccerBet } from './exchangeBets';

// Tests whose steps do not depend on the layout run once, on the layout their tag names (half on each).

/**
 * /exchange-account (spec 1 §2.10) and /exchange-redirect against the real server, a fresh player
 * per test with a real exchange bet placed through the API. Settled bets come from the second
 * server whose matches run 30 times faster: a Ball by Ball line there settles within seconds.
 */

type FancyLine = { id: string; title: string; type: number; no: number; no_rate: number; suspended: number | boolean; ball_running: number | boolean };

/** Mantine's red.4: the colour of a loss. */
const LOSS_RED = 'rgb(255, 135, 135)';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });


const fastBase = fastFeedBase;
const fastOps = (request: APIRequestContext, command: string, args: string[]) => runOps(request, command, args, fastFeedDataDir);

/**
 * On the fast server: a player with ৳1,000 who bets No on a Ball by Ball line of the cricket match in
 * play; the feed is moved past the ball, which settles the bet.
 */
async function settledFancyBet(request: APIRequestContext): Promise<{ token: string; remoteId: string; username: string; exchangeToken: string; event: string }> {
  const username = `e2ex${Math.random().toString(16).slice(2, 10)}`;
  await fastOps(request, 'create-player', [username, 'pass12345']);
  await fastOps(request, 'adjust', [username, '1000', '--reason', 'e2e exchange account']);
  const login = await request.post(`${fastBase}/api/login`, { data: { username, password: 'pass12345' } });
  expect(login.ok(), await login.text()).toBe(true);
  const session = (await login.json()) as { token: string; remote_id: string; exchange: { token: string }[] };
  type ListedEvent = { EventId: string; Event: string; InPlay: boolean };
  // The match the bet is on; until it is placed, every match in play is tried, newest first (an older
  // match can be in a break or near its end, with no ball line open).
  let chosen: ListedEvent | null = null;
  let bowled = false;
  const settledBet = async () => {
    if (chosen) {
      const settled = (await (await request.get(`${fastBase}/api/exchange/bets?status=settled`, { headers: bearer(session.token) })).json()) as { total: number };
      if (settled.total > 0) return true;
      // The ball is bowled now instead of in a moment: its line has a result, and the skip settles it.
      if (!bowled) await skipFeed(request, 120, fastFeedDataDir);
      bowled = true;
      return false;
    }
    const events = (await (await request.get(`${fastBase}/exchange-data/sports-events/cricket`)).json()) as ListedEvent[];
    for (const event of events.filter((candidate) => candidate.InPlay).reverse()) {
      const answer = (await (await request.get(`${fastBase}/exchange-data/event/${event.EventId}`)).json()) as { data: { items: Record<string, { fancy2?: Record<string, FancyLine> | FancyLine[] }> } };
      const lines = Object.values(answer.data.items[event.EventId]?.fancy2 ?? {});
      const line = lines.find((candidate) => candidate.type === 6 && !candidate.suspended && !candidate.ball_running);
      if (!line) continue;
      const bet = await request.post(`${fastBase}/api/exchange/bets`, {
        headers: bearer(session.token),
        data: { market: 'fancy', event_id: event.EventId, market_id: line.id, side: 'no', odds: line.no_rate, run: line.no, stake: 100 },
      });
      if (bet.status() !== 201) continue;
      chosen = event;
      return false;
    }
    // No ball line open (a break between innings, a ball running): the match moves on to the next ball.
    await skipFeed(request, 60, fastFeedDataDir);
    return false;
  };
  // A function, not the variable: TypeScript does not follow assignments made inside settledBet.
  const chosenOf = (): ListedEvent | null => chosen;
  const settled = await expect
    .poll(settledBet, { intervals: [500] })
    .toBe(true)
    .then(() => true, () => false);
  const chosenEvent = chosenOf();
  if (settled && chosenEvent) return { token: session.token, remoteId: String(session.remote_id), username, exchangeToken: session.exchange[0]?.token ?? '', event: chosenEvent.Event };
  throw new Error(`no Ball by Ball bet settled (${chosenEvent ? `one placed on ${chosenEvent.Event}` : 'no match in play had an open ball line'})`);
}

const menuItem = (page: Page, name: string) => page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name });

async function openAccount(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange account' })).toBeVisible();
}

test('the menu, My Profile, Balance Overview, My Bets and Activity Log with a real bet; the section survives a reload and back', async ({ page, request }, testInfo) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  await runOps(request, 'adjust', [player.username, '1000', '--reason', 'e2e exchange account']);
  const placed = await placeInPlaySoccerBet(request, player.token);

  await openSiteAs(page, player, '/exchange-account');
  await openAccount(page);
  // A short player-facing id (issue 22), never the raw remote id.
  await expect(page.getByTestId('exchange-account-id')).toContainText(/TP\d{6}/);
  await expect(page.getByTestId('exchange-account-id')).not.toContainText(player.remoteId);
  await expect(page.getByTestId('exchange-time-zone')).toContainText('GMT+6 (Asia/Dhaka)');
  const items = page.getByRole('navigation', { name: 'Account menu' }).getByRole('link');
  await expect(items).toHaveCount(6);
  for (const [index, name] of ['My Profile', 'Balance Overview', 'My Bets', 'Bets History', 'Profit & Loss', 'Activity Log'].entries()) await expect(items.nth(index)).toHaveAccessibleName(name);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await menuItem(page, 'My Profile').click();
  await expect(page).toHaveURL(/\/exchange-account\?section=my-profile$/);
  const profile = page.getByTestId('exchange-profile');
  await expect(profile).toContainText(player.username);
  await expect(profile).toContainText('BDT');
  await expect(profile).toContainText('GMT+6 (Asia/Dhaka)');
  await page.getByRole('link', { name: /Back to the account menu/ }).click();
  await expect(page).toHaveURL(/\/exchange-account$/);

  await menuItem(page, 'Balance Overview').click();
  await expect(page.getByTestId('exchange-main-balance')).toContainText('৳850.00');
  await expect(page.getByTestId('exchange-section-balance').getByTestId('exchange-exposure')).toContainText('-৳150.00');
  await expect(page.getByTestId('exchange-section-balance').getByTestId('exchange-exposure').locator('[data-loss="true"]')).toHaveCSS('color', LOSS_RED);
  await expect(page.getByTestId('exchange-total')).toContainText('৳1,000.00');
  const movement = page.getByTestId('exchange-movement');
  await expect(movement).toHaveCount(1);
  await expect(movement).toContainText('Exposure held');
  await expect(movement).toContainText('-৳150.00');
  await expect(movement).toContainText(placed.event);
  // Back in the browser: the menu.
  await page.goBack();
  await expect(page).toHaveURL(/\/exchange-account$/);
  await expect(menuItem(page, 'My Bets')).toBeVisible();

  await menuItem(page, 'My Bets').click();
  await expect(page).toHaveURL(/section=my-bets$/);
  const bet = page.getByTestId('exchange-bet');
  await expect(bet).toHaveCount(1);
  await expect(bet).toContainText(placed.event);
  await expect(bet).toContainText(`${placed.selection} · Back`);
  await expect(bet.getByTestId('exchange-bet-status')).toHaveText('Processing');
  await expect(bet).toContainText('৳150.00');
  await page.reload();
  await openAccount(page);
  await expect(page.getByRole('heading', { level: 2, name: 'My Bets' })).toBeVisible();
  await expect(page.getByTestId('exchange-bet')).toHaveCount(1);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  if (testInfo.project.name === 'mobile') {
    // Usable at 360 px: nothing wider than the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }

  // Bets History and Profit & Loss: the open bet is in neither, whatever the period.
  await page.goto('/exchange-account?section=bets-history');
  await expect(page.getByRole('heading', { level: 2, name: 'Bets History' })).toBeVisible();
  await expect(page.getByTestId('exchange-account-no-data')).toHaveText('No Data');
  await page.getByText('All', { exact: true }).click();
  await expect(page).toHaveURL(/section=bets-history&date=all$/);
  await expect(page.getByTestId('exchange-account-no-data')).toHaveText('No Data');
  await page.goto('/exchange-account?section=profit-loss&date=last-7-days');
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  await expect(page.getByTestId('exchange-account-no-data')).toHaveText('No Data');

  await page.goto('/exchange-account?section=activity-log');
  const session = page.getByTestId('exchange-activity');
  await expect(session.first()).toContainText('Active');
  await expect(session.first()).toContainText('This device');
  expect(errors).toEqual([]);
});

test('a section that cannot be loaded says so, and Try again loads it', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  let failing = true;
  await page.route('**/api/exchange/activity*', (route) => (failing ? route.fulfill({ status: 500, json: { message: 'Server error' } }) : route.continue()));
  await openSiteAs(page, player, '/exchange-account?section=activity-log');
  await expect(page.getByTestId('exchange-account-failed')).toContainText('This page could not be loaded.');
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('exchange-activity').first()).toContainText('Active');
});

test('a paged list: the pager asks the server for the chosen page', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  // 21 sessions would take 21 real logins (each a scrypt hash): the answers are shaped here; the server's paging has its own tests.
  const session = (id: number) => ({ id, logged_in_at: '2026-11-22T08:00:00.000Z', last_seen_at: '2026-11-22T08:10:00.000Z', status: 'ended', ended_at: null, current: false });
  const asked: string[] = [];
  await page.route('**/api/exchange/activity*', (route) => {
    const pageNumber = new URL(route.request().url()).searchParams.get('page') ?? '';
    asked.push(pageNumber);
    const rows = pageNumber === '2' ? [{ ...session(1), status: 'active', current: true }] : Array.from({ length: 20 }, (_, index) => session(21 - index));
    return route.fulfill({ json: { data: rows, current_page: Number(pageNumber), last_page: 2, total: 21 } });
  });
  await openSiteAs(page, player, '/exchange-account?section=activity-log');
  const sessions = page.getByTestId('exchange-activity');
  await expect(sessions).toHaveCount(20);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: '2', exact: true }).click();
  await expect(sessions).toHaveCount(1);
  await expect(sessions).toContainText('This device');
  expect(asked).toEqual(['1', '2']);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('Bets History and Profit & Loss list a settled bet, by period', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const settled = await settledFancyBet(request);
  // The fast server serves the same site: the page is opened there.
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, { token: settled.token, remote_id: settled.remoteId, username: settled.username, exchangeToken: settled.exchangeToken, popup: '0', regPopup: '0' });
  await page.goto(`${fastBase}/exchange-account?section=bets-history`);
  await openAccount(page);
  const bets = page.getByTestId('exchange-bet');
  await expect(bets.first()).toContainText(settled.event);
  await expect(bets.first().getByTestId('exchange-bet-status')).toHaveText(/^(WON|LOST)$/);
  await page.getByRole('link', { name: /Back to the account menu/ }).click();
  await menuItem(page, 'Profit & Loss').click();
  const total = page.getByTestId('exchange-profit-loss-total');
  await expect(total).toContainText(/Total[+-]?৳/);
  await expect(page.getByTestId('exchange-profit-loss-row').first()).toContainText(settled.event);
  await page.getByText('Yesterday', { exact: true }).click();
  await expect(page).toHaveURL(/section=profit-loss&date=yesterday$/);
  await expect(page.getByTestId('exchange-account-no-data')).toHaveText('No Data');
});

test('the exchange redirect goes to our own exchange when no external site is configured', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  await openSiteAs(page, player, '/exchange-redirect');
  await expect(page).toHaveURL(/\/exchange$/);
  // The redirect replaced its history entry.
  await page.goBack();
  await expect(page).not.toHaveURL(/exchange-redirect/);
});

test('the exchange redirect without a stored exchange token says so and links to login', { tag: onlyOn.desktop }, async ({ page }) => {
  await logInInBrowser(page);
  await page.addInitScript(() => localStorage.removeItem('exchangeToken'));
  await page.goto('/exchange-redirect');
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
  await expect(page.getByText('Your exchange session was not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
