import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { BALLS_PER_INNINGS, cricketStateAt } from '../../server/exchange/cricket';
import { IN_PLAY_SETTLING_MS, isBallRunningAt, isSuspendedAt } from '../../server/exchange/markets';
import { SPORT_PLANS, eventById, eventsStartingBetween, phaseAt, type ScheduledEvent } from '../../server/exchange/schedule';
import { expect, followInApp, heldFeedBase, heldFeedDataDir, onlyOn, runOps, skipFeed, test, watchForErrors } from './support';

/**
 * Issue 10's journey, on the test server whose simulated matches stand still until the test moves
 * them (`feed-skip`): open an in-play cricket match from the In-Play page, see its prices move, a ball
 * in the air (Ball Running) and a wicket (Suspend) come and go, place a back and a lay bet, see Bets,
 * Exposure and the balance change, then see a Fancy (Odd/Even) line settle and the bet reach the
 * player's records and Profit & Loss. The test computes the match from the seed as the server does,
 * moves it to the moment each step needs, and checks the screen there: nothing waits for a ball.
 */
test.use({ baseURL: heldFeedBase });

/** The test servers' EXCHANGE_SEED (its default): the test computes the same matches as the server. */
const FEED_SEED = 'takaplay';

/** What the match is doing at a moment of its time. */
type Moment = (time: number) => boolean;

const inPlay = (event: ScheduledEvent): Moment => (time) => phaseAt(event, time) === 'inPlay';
const ballInTheAir = (event: ScheduledEvent): Moment => (time) => isBallRunningAt(FEED_SEED, event, time);
const wicketFalling = (event: ScheduledEvent): Moment => (time) => inPlay(event)(time) && time - event.startsAt >= IN_PLAY_SETTLING_MS && cricketStateAt(FEED_SEED, event, time).wicketBall;
/** Every market takes bets: in play, settled in, no ball in the air, no wicket. */
const open = (event: ScheduledEvent): Moment => (time) => inPlay(event)(time) && !isSuspendedAt(FEED_SEED, event, time) && !isBallRunningAt(FEED_SEED, event, time);
/**
 * Open, inside an innings with 40 balls to go (about 31 minutes of match time): its Odd/Even lines are
 * offered for the overs ahead, and the 30-minute skip that settles one does not end the match (whose
 * Match Odds bets would settle too).
 */
const fancyOpen = (event: ScheduledEvent): Moment => (time) => {
  if (!open(event)(time)) return false;
  const state = cricketStateAt(FEED_SEED, event, time);
  return !state.inBreak && state.ball < BALLS_PER_INNINGS - 40;
};

/** The simulated matches' time now (a skip of 0 only tells it). */
async function feedNow(request: APIRequestContext): Promise<number> {
  const { feed_time: feedTime } = (await runOps(request, 'feed-skip', ['0'], heldFeedDataDir)) as { feed_time: string };
  return Date.parse(feedTime);
}

/** Moves the held matches forward, in whole seconds, to the first moment `wanted` holds (at least a second on). */
async function skipUntil(request: APIRequestContext, event: ScheduledEvent, wanted: Moment, what: string): Promise<void> {
  const now = await feedNow(request);
  for (let seconds = 1; now + seconds * 1000 < event.endsAt; seconds += 1) {
    if (!wanted(now + seconds * 1000)) continue;
    await skipFeed(request, seconds, heldFeedDataDir);
    return;
  }
  throw new Error(`${event.name}: no moment with ${what} before it ends`);
}

/**
 * Moves the held matches to the next cricket match's first ball (its first 30 s in play are suspended):
 * the journey then starts at the same point of a match whatever the time of day the server started at.
 */
async function skipToNextCricketMatch(request: APIRequestContext): Promise<ScheduledEvent> {
  const now = await feedNow(request);
  const [next] = eventsStartingBetween(FEED_SEED, 'cricket', now + 1_000, now + 1_000 + SPORT_PLANS.cricket.everyMs);
  if (!next) throw new Error('no cricket match in the schedule');
  await skipFeed(request, Math.ceil((next.startsAt + IN_PLAY_SETTLING_MS + 1_000 - now) / 1000), heldFeedDataDir);
  return next;
}

type Summary = { bets: number; exposure: number | string; balance: number | string };

const bearer = (player: TestPlayer) => ({ Authorization: `Bearer ${player.token}` });

async function summaryOf(request: APIRequestContext, player: TestPlayer): Promise<Summary> {
  return (await (await request.get('/api/exchange/summary', { headers: bearer(player) })).json()) as Summary;
}

/** The header's way of showing an amount (৳ and South Asian grouping, two decimals). */
function taka(amount: number | string): string {
  const value = Number(amount);
  const digits = Math.abs(value).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${value < 0 ? '-' : ''}৳${digits}`;
}

/** Opens the price's slip, places ৳100 and sees it matched, then closes the slip. The market is open and held still. */
async function placeThroughSlip(page: Page, price: Locator): Promise<void> {
  // Keyboard presses: pointer clicks on these controls were lost now and then in headless Chromium.
  await price.focus();
  await price.press('Enter');
  const slip = page.getByTestId('bet-slip');
  await slip.getByTestId('stake-input').fill('100');
  await slip.getByTestId('place-bet').focus();
  await slip.getByTestId('place-bet').press('Enter');
  await expect(page.getByTestId('bet-matched').filter({ hasText: 'Bet matched.' }).first()).toBeVisible();
  const close = slip.getByRole('button', { name: /^(Cancel|Close)$/ });
  await close.focus();
  await close.press('Enter');
  await expect(slip).toHaveCount(0);
}

/**
 * The Match Odds cell on `side` whose price is the lowest or highest now, rows without a price left out,
 * and `except` (a row index) too. The journey backs the outsider and lays the favourite of the other
 * rows: a lay's liability is the stake times (price − 1), so laying an outsider late in a match can
 * ask for more than the player has.
 */
async function matchOddsCell(page: Page, side: 'back' | 'lay', pick: 'lowest' | 'highest', except?: number): Promise<{ cell: Locator; row: number }> {
  const cells = page.getByTestId('match-odds-row').getByTestId(`${side}-price`);
  const prices = await cells.evaluateAll((elements) => elements.map((element) => Number(element.querySelector('span')?.textContent ?? '')));
  let row = -1;
  prices.forEach((price, index) => {
    if (index === except || !Number.isFinite(price) || price <= 1) return;
    const current = prices[row] ?? Number.NaN;
    if (row < 0 || (pick === 'lowest' ? price < current : price > current)) row = index;
  });
  if (row < 0) row = except === 0 ? 1 : 0;
  return { cell: cells.nth(row), row };
}

/** From the In-Play page: the cricket match that went in play last, opened by its name; the match as the server computes it. */
async function openNewestInPlayCricket(page: Page): Promise<ScheduledEvent> {
  const match = page.getByTestId('sport-cricket').getByTestId('exchange-event').filter({ has: page.getByTestId('badge-inplay') }).last();
  await expect(match).toBeVisible();
  const name = (await match.getByRole('link').innerText()).trim();
  await match.getByRole('link').click();
  await expect(page).toHaveURL(/\/odds-view\?marketId=/);
  await expect(page.getByTestId('odds-loading')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('odds-event-name')).toHaveText(name);
  const event = eventById(FEED_SEED, new URL(page.url()).searchParams.get('eventId') ?? '');
  if (!event) throw new Error(`no simulated match behind ${page.url()}`);
  return event;
}

const menuItem = (page: Page, name: string) => page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name });

// Once, on the phone: the exchange's views of both layouts are driven by exchange.spec.ts, exchangeAccount.spec.ts,
// oddsView.spec.ts and the route sweep; this journey is about the feed, the bets and the money. It is the only
// test on the held server: nothing else moves its matches.
test('an in-play cricket match: prices move, suspend and Ball Running come and go, back and lay bets are matched, a Fancy line settles into the records', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request, { opsDataDir: heldFeedDataDir });
  await runOps(request, 'adjust', [player.username, '5000', '--reason', 'e2e exchange journey'], heldFeedDataDir);

  // In-Play lists the match that has just begun; its name opens the odds view.
  const started = await skipToNextCricketMatch(request);
  await openSiteAs(page, player, '/exchange-inplay');
  const event = await openNewestInPlayCricket(page);
  expect(event.eventId).toBe(started.eventId);
  await expect(page.getByTestId('in-play')).toBeVisible();
  await expect(page.getByTestId('exchange-bets')).toContainText('0');

  // Prices move as the match goes on.
  const matchOdds = page.getByTestId('match-odds');
  await skipUntil(request, event, open(event), 'its markets open');
  const firstPrices = await matchOdds.innerText();
  await skipFeed(request, 60, heldFeedDataDir);
  await expect.poll(async () => (await matchOdds.innerText()) !== firstPrices, { message: 'Match Odds prices moved' }).toBe(true);

  // A ball in the air is Ball Running on the BookMaker rows; a wicket suspends Match Odds. Both clear again.
  const ballRunning = page.getByTestId('bookmaker').getByTestId('row-status').filter({ hasText: 'Ball Running' });
  const suspended = matchOdds.getByText('Suspend', { exact: true });
  await skipUntil(request, event, ballInTheAir(event), 'a ball in the air');
  await expect(ballRunning.first()).toBeVisible();
  await skipUntil(request, event, open(event), 'its markets open');
  await expect(ballRunning).toHaveCount(0);
  await skipUntil(request, event, wicketFalling(event), 'a wicket');
  await expect(suspended.first()).toBeVisible();
  await skipUntil(request, event, fancyOpen(event), 'its markets open and overs to go');
  await expect(suspended).toHaveCount(0);

  // A back and a lay bet on Match Odds: Bets, Exposure and the balance in the header follow.
  const backed = await matchOddsCell(page, 'back', 'highest');
  await placeThroughSlip(page, backed.cell);
  await placeThroughSlip(page, (await matchOddsCell(page, 'lay', 'lowest', backed.row)).cell);
  const afterRunnerBets = await summaryOf(request, player);
  expect(afterRunnerBets.bets).toBe(2);
  expect(Number(afterRunnerBets.exposure)).toBeGreaterThan(0);
  expect(Number(afterRunnerBets.balance)).toBeCloseTo(5000 - Number(afterRunnerBets.exposure), 2);
  await expect(page.getByTestId('exchange-bets')).toContainText('2');
  // Held money reads as a debit, negative and red, in the header as on the Balance Overview.
  await expect(page.getByTestId('exchange-exposure')).toHaveText(taka(-Number(afterRunnerBets.exposure)));
  await expect(page.getByTestId('exchange-exposure')).toHaveAttribute('data-loss', 'true');
  await expect(page.getByTestId('exchange-balance')).toContainText(taka(afterRunnerBets.balance));

  // An Odd/Even line is offered for each over ahead; its bet settles when the over is bowled.
  const fancy = page.getByTestId('fancy');
  await fancy.getByRole('tab', { name: 'Odd/Even' }).click();
  await placeThroughSlip(page, fancy.getByTestId('fancy-row').first().getByTestId('fancy-no'));
  // The match is moved on past the line's over (30 minutes of its time: more than five overs), which settles the bet.
  await skipFeed(request, 1_800, heldFeedDataDir);
  const settledBets = (await (await request.get('/api/exchange/bets?status=settled', { headers: bearer(player) })).json()) as { total: number; data: { status: string; event_name: string }[] };
  expect(settledBets.total).toBe(1);
  const settled = settledBets.data[0];
  expect(settled?.status).toMatch(/^(WON|LOST)$/);

  // The records: the mobile betting records' Exchange tab, then the exchange account's Bets History and Profit & Loss.
  await followInApp(page, '/betting-record');
  await page.getByRole('tab', { name: 'Exchange' }).click();
  await expect(page.getByTestId('exchange-row').filter({ hasText: settled?.status ?? 'WON' }).first()).toBeVisible();
  await followInApp(page, '/exchange-account?section=bets-history&date=all');
  const bets = page.getByTestId('exchange-bet');
  await expect(bets.first()).toContainText(settled?.event_name ?? '');
  await expect(bets.first().getByTestId('exchange-bet-status')).toHaveText(settled?.status ?? 'WON');
  await page.getByRole('link', { name: /Back to the account menu/ }).click();
  await menuItem(page, 'Profit & Loss').click();
  await expect(page.getByTestId('exchange-profit-loss-total')).toContainText(/Total[+-]?৳/);
  await expect(page.getByTestId('exchange-profit-loss-row').first()).toContainText(settled?.event_name ?? '');
  await page.getByText('Yesterday', { exact: true }).click();
  await expect(page).toHaveURL(/section=profit-loss&date=yesterday$/);
  await expect(page.getByTestId('exchange-account-no-data')).toHaveText('No Data');
  // The session init script also runs in the sandboxed stream and score frames, where storage is refused.
  expect(errors.filter((error) => !error.includes('is sandboxed'))).toEqual([]);
});
