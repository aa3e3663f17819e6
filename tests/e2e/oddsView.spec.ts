import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { balanceOf, createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { expect, onlyOn, runOps, skipFeed, test, watchForErrors } from './support';

// The steps do not depend on the layout: each test runs once, on the layout its tag names (half on each).

/**
 * The odds view and the bet slip (spec 1 §2.10, §4, §7, §9) against the real server and its
 * simulated feed, where one cricket match is always in play; a fresh funded player per test.
 */

type ListedEvent = { EventId: string; MarketId: string; Event: string; InPlay?: boolean; OpenDate: string };

/** The cricket match in play that started last: the feed may be moved on (skipFeed), and an older one could end. */
async function inPlayCricket(request: APIRequestContext): Promise<ListedEvent> {
  const events = (await (await request.get('/exchange-data/sports-events/cricket')).json()) as ListedEvent[];
  for (const event of events.toSorted((a, b) => Date.parse(b.OpenDate) - Date.parse(a.OpenDate))) {
    const odds = (await (await request.get(`/exchange-data/match-odds/${event.MarketId}`)).json()) as { inplay?: boolean; status?: string }[];
    if (odds[0]?.inplay && odds[0].status !== 'CLOSED') return event;
  }
  throw new Error('no in-play cricket match in the simulated feed');
}

async function fundedPlayer(request: APIRequestContext): Promise<TestPlayer> {
  const player = await createTestPlayer(request);
  await runOps(request, 'adjust', [player.username, '5000', '--reason', 'e2e exchange funds']);
  return player;
}

const oddsViewPath = (event: ListedEvent) => `/odds-view?marketId=${event.MarketId}&eventId=${event.EventId}&sport=cricket&from=${encodeURIComponent('/exchange-inplay')}`;

async function openOddsView(page: Page, player: TestPlayer, event: ListedEvent) {
  await openSiteAs(page, player, oddsViewPath(event));
  await expect(page.getByTestId('match-odds')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('odds-loading')).toHaveCount(0);
}

/**
 * Waits for the first Match Odds row to take bets. A wicket suspends the market for a whole ball
 * (about 47 s), the start of play for 30 s: the feed is moved past it instead of waiting it out.
 */
async function marketOpen(page: Page, request: APIRequestContext) {
  const row = page.getByTestId('match-odds-row').first();
  const open = async () => (await row.locator('[class*="overlay"]').count()) === 0 && (await row.getByTestId('back-price').isEnabled()) && (await row.getByTestId('lay-price').isEnabled());
  await expect
    .poll(
      async () => {
        if (await open()) return true;
        await skipFeed(request, 60);
        return false;
      },
      { message: 'the Match Odds market opened', intervals: [1_000] },
    )
    .toBe(true);
}

/**
 * Presses a control with the keyboard (focus, then Enter), as a keyboard user would. Pointer clicks on
 * the slip's controls were lost now and then in headless Chromium: the click arrived at no element of
 * the page at all (no pointerdown even at the window), while a real tap or key press always works.
 */
async function press(target: Locator) {
  await target.focus();
  await target.press('Enter');
}

const summaryOf = async (request: APIRequestContext, player: TestPlayer) =>
  (await (await request.get('/api/exchange/summary', { headers: { Authorization: `Bearer ${player.token}` } })).json()) as { bets: number; exposure: string; balance: string };

test('Match Odds prices show; a back bet is matched and the balance goes down by the held exposure', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const event = await inPlayCricket(request);
  const player = await fundedPlayer(request);
  const before = await balanceOf(request, player);
  await openOddsView(page, player, event);

  await expect(page.getByTestId('in-play')).toBeVisible();
  await expect(page.getByTestId('odds-stream')).toHaveAttribute('title', /Live stream of/);
  await expect(page.getByTestId('odds-back')).toHaveAttribute('href', '/exchange-inplay');
  const rows = page.getByTestId('match-odds-row');
  await expect(rows).toHaveCount(2);

  // The feed suspends markets on wickets and moves prices every second: the market is opened (the feed
  // moved past a suspension), then the bet tried again after a refusal.
  let matched = false;
  for (let attempt = 0; attempt < 10 && !matched; attempt += 1) {
    await marketOpen(page, request);
    await press(rows.first().getByTestId('back-price'));
    const slip = page.getByTestId('bet-slip');
    await expect(slip).toBeVisible();
    await press(slip.getByRole('button', { name: '100', exact: true }));
    await expect(page.getByTestId('slip-preview')).toContainText('৳100.00');
    await press(slip.getByTestId('place-bet'));
    const answer = page.getByTestId('bet-matched').or(page.getByTestId('bet-refused'));
    await expect(answer).toBeVisible();
    if (await page.getByTestId('bet-matched').isVisible()) matched = true;
    else await press(slip.getByRole('button', { name: 'Cancel' }));
  }
  expect(matched, 'a bet matched within 10 tries of an open market').toBe(true);
  await expect(page.getByTestId('bet-matched')).toContainText('Bet matched.');
  // Issue 22: the site header's balance and the exchange's Main figure agree at once (no 10 s poll between them).
  const main = await page.getByTestId('exchange-balance').textContent();
  await expect(page.getByTestId('mobile-header-balance')).toHaveText(main ?? '', { timeout: 1_000 });
  const summary = await summaryOf(request, player);
  expect(summary.bets).toBe(1);
  expect(Number(summary.exposure)).toBe(100);
  expect(Number(summary.balance)).toBeCloseTo(before - 100, 2);
  // The session init script of openSiteAs also runs inside the sandboxed stream and score frames, where storage is
  // refused; a refused try (409: price moved, suspended) is logged by the browser itself.
  expect(errors.filter((error) => !error.includes('is sandboxed') && !error.includes('status of 409'))).toEqual([]);
});

test('a refusal keeps the slip: a stake below the minimum, and a moved price offered to take', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const event = await inPlayCricket(request);
  const player = await fundedPlayer(request);
  await openOddsView(page, player, event);
  const row = page.getByTestId('match-odds-row').first();
  await marketOpen(page, request);
  await press(row.getByTestId('lay-price'));
  const slip = page.getByTestId('bet-slip');
  // The slip follows the price on screen (issue 22), and a new price starts the slip afresh: the feed is held
  // still from here, so neither the refusal below nor the made-up price after it is replaced by a poll.
  await page.route('**/exchange-data/**', (route) => route.abort());
  await slip.getByTestId('stake-input').fill('50');
  await press(slip.getByTestId('place-bet'));
  await expect(slip.getByTestId('stake-limits')).toHaveText('Stake must be between ৳100 and ৳50,000.');
  await expect(slip).toBeVisible();

  await page.route('**/api/exchange/bets', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'The price has moved to 9.8. Please check the odds and try again.', code: 'price_moved', price: 9.8 }) }),
  );
  const keys: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/exchange/bets')) keys.push(sent.headers()['idempotency-key'] ?? '');
  });
  await slip.getByTestId('stake-input').fill('200');
  await press(slip.getByTestId('place-bet'));
  await expect(slip.getByTestId('bet-refused')).toContainText('The price has moved to 9.8.');
  await press(slip.getByTestId('take-new-price'));
  await expect(slip.getByTestId('slip-odds')).toHaveText('9.8');
  await expect(slip.getByTestId('stake-input')).toHaveValue('200');
  await press(slip.getByTestId('place-bet'));
  await expect(slip.getByTestId('bet-refused')).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe('');
  expect(keys[1]).not.toBe(keys[0]);
  expect((await summaryOf(request, player)).bets).toBe(0);
});

test('no match-odds call while the page is hidden, one at once on return, and calls never overlap', { tag: onlyOn.mobile }, async ({ page, request }) => {
  // The cadence itself (300 ms after each answer, the back-off) is checked exactly on the machine with a
  // simulated clock (machines/oddsView.test.ts); here, that the page wires it up. The page's calls are
  // counted inside the page as they are made and settle, and its clock is moved on by the test.
  const event = await inPlayCricket(request);
  const player = await createTestPlayer(request);
  await page.addInitScript(() => {
    const counts = { started: 0, inFlight: 0, maxInFlight: 0 };
    Object.assign(window, { oddsCallCounts: counts });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/exchange-data/match-odds/')) return original(input, init);
      counts.started += 1;
      counts.inFlight += 1;
      counts.maxInFlight = Math.max(counts.maxInFlight, counts.inFlight);
      return original(input, init).finally(() => (counts.inFlight -= 1));
    };
  });
  type Counts = { started: number; inFlight: number; maxInFlight: number };
  const calls = () => page.evaluate(() => (window as unknown as { oddsCallCounts: Counts }).oddsCallCounts);
  const pollsAfter = async (count: number) =>
    expect
      .poll(async () => {
        await page.clock.runFor(300);
        return (await calls()).started;
      })
      .toBeGreaterThan(count);
  await page.clock.install();
  await openOddsView(page, player, event);
  await pollsAfter(3);

  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  await expect.poll(async () => (await calls()).inFlight).toBe(0);
  const whileHidden = (await calls()).started;
  await page.clock.runFor(10_000);
  expect((await calls()).started, 'no match-odds call while hidden').toBe(whileHidden);

  await setHidden(false);
  // At once: without the page's clock moving on.
  await expect.poll(async () => (await calls()).started).toBeGreaterThan(whileHidden);
  await pollsAfter(whileHidden + 3);
  expect((await calls()).maxInFlight, 'match-odds calls never overlap').toBe(1);
});

test('a link without its market shows a clear message with a way to the in-play list', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  await openSiteAs(page, player, '/odds-view?eventId=1&sport=cricket');
  await expect(page.getByTestId('odds-view-invalid')).toContainText('This match could not be opened.');
  await expect(page.getByRole('link', { name: 'See in-play matches' })).toHaveAttribute('href', '/exchange-inplay');
});
