import type { APIRequestContext, Page } from '@playwright/test';
import { createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { expect, onlyOn, runOps, seriousAccessibilityViolations, test, watchForErrors } from './support';
import { placeInPlaySoccerBet } from './exchangeBets';

/**
 * /betting-record (spec 2 §2, §3, §4, §8, §9) against the real server, a fresh player per test who
 * plays real rounds of the demo provider (server/routes/provider): three KA Gaming slot rounds
 * (their results are the server's draw, read from its answers), a crash round settled without a
 * cash-out (always lost), and a Red Tiger slot round left open.
 */

type Game = { code: string; name: string; platform: string };
type Played = { slot: Game; slotStakes: number; slotResult: number; crash: Game; open: Game };

const taka = (amount: number) => `৳${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(amount))}`;
/** Spec 2 §2: a loss in brackets. */
const profitLoss = (amount: number) => (amount < 0 ? `(${taka(amount)})` : taka(amount));
/** Spec 2 §9: game names cut at 15 characters. */
const cut = (name: string) => (Array.from(name).length > 15 ? `${Array.from(name).slice(0, 15).join('')}…` : name);
/** Today in Dhaka, as the groups show it. */
const dhakaToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });
/** Mantine's red.4 (#ff8787, readable on the dark cards): the colour of a loss. */
const LOSS_RED = 'rgb(255, 135, 135)';

async function firstGame(request: APIRequestContext, query: string): Promise<Game> {
  const list = (await (await request.get(`/api/get-games?${query}&per_page=1`)).json()) as { games: Game[] };
  const game = list.games[0];
  expect(game, `a game for ${query}`).toBeTruthy();
  return game as Game;
}

/** POST game-run; the launch token the demo provider's calls carry. */
async function launch(request: APIRequestContext, player: TestPlayer, game: Game): Promise<string> {
  const run = await request.post('/api/game-run', { headers: { Authorization: `Bearer ${player.token}` }, data: { userId: player.remoteId, gameCode: game.code, isMobileLogin: false } });
  expect(run.ok(), await run.text()).toBe(true);
  const token = new URL(((await run.json()) as { url: string }).url, 'http://site.test').searchParams.get('session');
  expect(token, 'a launch token').toBeTruthy();
  return token as string;
}

async function bet(request: APIRequestContext, token: string, roundId: string, stake: string) {
  const placed = await request.post('/provider/v1/bet', { headers: { Authorization: `Bearer ${token}` }, data: { round_id: roundId, stake } });
  expect(placed.status(), await placed.text()).toBe(201);
}

/** Settles a round; its win in taka, as the server drew it. */
async function settle(request: APIRequestContext, token: string, roundId: string): Promise<number> {
  const settled = await request.post('/provider/v1/settle', { headers: { Authorization: `Bearer ${token}` }, data: { round_id: roundId } });
  expect(settled.ok(), await settled.text()).toBe(true);
  return Number(((await settled.json()) as { win: string }).win);
}

async function play(request: APIRequestContext, player: TestPlayer): Promise<Played> {
  await runOps(request, 'adjust', [player.username, '1000', '--reason', 'e2e betting records']);
  const slot = await firstGame(request, 'type=SLOT&system=KA');
  const crash = await firstGame(request, 'type=CRASH');
  const open = await firstGame(request, 'type=SLOT&system=REDTIGER');
  const slotToken = await launch(request, player, slot);
  let won = 0;
  for (const round of [1, 2, 3]) {
    const roundId = `e2e-slot-${player.username}-${round}`;
    await bet(request, slotToken, roundId, '10');
    won += await settle(request, slotToken, roundId);
  }
  const crashToken = await launch(request, player, crash);
  const crashRound = `e2e-crash-${player.username}`;
  await bet(request, crashToken, crashRound, '25');
  // No cash-out: the round is lost.
  expect(await settle(request, crashToken, crashRound)).toBe(0);
  await bet(request, await launch(request, player, open), `e2e-open-${player.username}`, '40');
  return { slot, slotStakes: 30, slotResult: Math.round((won - 30) * 100) / 100, crash, open };
}

const groups = (page: Page) => page.getByTestId('betting-group');
const groupOf = (page: Page, platform: string) => groups(page).filter({ has: page.getByTestId('group-platform').getByText(platform, { exact: true }) });
const noData = (page: Page) => page.getByTestId('records-no-data');

/** The platform's name as the server lists it (get-provider). */
async function platformName(request: APIRequestContext, code: string): Promise<string> {
  const answer = (await (await request.get(`/api/get-provider?system=${encodeURIComponent(JSON.stringify([code]))}`)).json()) as { data: { name: string }[] };
  return answer.data[0]?.name ?? code;
}

async function openRecords(page: Page, player: TestPlayer) {
  await openSiteAs(page, player, '/betting-record');
  await expect(page.getByRole('heading', { level: 1, name: 'Betting Records' })).toBeVisible();
}

async function filterMobile(page: Page, choose: (panel: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Filter' });
  await choose(panel);
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel).toBeHidden();
}

test('mobile: groups by date, platform and game type, the drill-down, the summary, the filters', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  const played = await play(request, player);
  const [slotName, crashName, openName] = await Promise.all([platformName(request, played.slot.platform), platformName(request, played.crash.platform), platformName(request, played.open.platform)]);

  await openRecords(page, player);
  // Settled and Exchange (the exchange's own records).
  await expect(page.getByRole('tab')).toHaveText(['Settled', 'Exchange']);
  await expect(page.getByTestId('betting-date')).toHaveText([dhakaToday()]);
  await expect(groups(page)).toHaveCount(2);
  const slotGroup = groupOf(page, slotName);
  await expect(slotGroup.getByTestId('group-game-type')).toHaveText('Slots');
  await expect(slotGroup.getByTestId('group-turnover')).toHaveText(taka(played.slotStakes));
  await expect(slotGroup.getByTestId('profit-loss')).toHaveText(profitLoss(played.slotResult));
  const crashGroup = groupOf(page, crashName);
  await expect(crashGroup.getByTestId('group-game-type')).toHaveText('Crash');
  await expect(crashGroup.getByTestId('group-turnover')).toHaveText('৳25.00');
  await expect(crashGroup.getByTestId('profit-loss')).toHaveText('(৳25.00)');
  await expect(crashGroup.getByTestId('profit-loss')).toHaveCSS('color', LOSS_RED);

  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('PlatformAll');
  await expect(summary).toContainText('Game TypeAll');
  await expect(summary).toContainText(`Turnover${taka(played.slotStakes + 25)}`);
  await expect(summary.getByTestId('profit-loss')).toHaveText(profitLoss(played.slotResult - 25));

  // The drill-down: the group's single bets.
  await crashGroup.getByRole('button', { name: `Bets of ${crashName}, Crash on ${dhakaToday()}` }).click();
  const details = page.getByRole('dialog', { name: 'Bet Details' });
  await expect(details.getByTestId('bet-row')).toHaveCount(1);
  await expect(details.getByRole('row').nth(1).getByRole('cell')).toHaveText([crashName, cut(played.crash.name), '৳25.00', '(৳25.00)']);
  await details.getByRole('button', { name: 'Close' }).click();
  await slotGroup.getByRole('button', { name: /^Bets of / }).click();
  await expect(details.getByTestId('bet-row')).toHaveCount(3);
  await expect(details.getByTestId('bet-amount')).toHaveText(['৳10.00', '৳10.00', '৳10.00']);
  await expect(details.getByTestId('bet-game')).toHaveText([cut(played.slot.name), cut(played.slot.name), cut(played.slot.name)]);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // A platform the player bet on with no settled bet (the Red Tiger round is still open): No Data.
  await filterMobile(page, async (panel) => {
    await panel.getByRole('group', { name: 'Platform' }).getByRole('button', { name: openName }).click();
  });
  await expect(noData(page)).toHaveText('No Data');
  await expect(summary).toContainText(`Platform${openName}`);
  // Tapping the chosen platform again is All; Crash alone lists the crash group.
  await filterMobile(page, async (panel) => {
    const platform = panel.getByRole('group', { name: 'Platform' });
    await expect(platform.getByRole('button', { name: openName })).toHaveAttribute('aria-pressed', 'true');
    await platform.getByRole('button', { name: openName }).click();
    await expect(platform.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await panel.getByRole('group', { name: 'Game Type' }).getByRole('button', { name: 'Crash' }).click();
  });
  await expect(groups(page)).toHaveCount(1);
  await expect(groupOf(page, crashName)).toBeVisible();
  await expect(summary.getByTestId('profit-loss')).toHaveText('(৳25.00)');
  // Back leaves the filters as they were; Yesterday has nothing.
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('dialog', { name: 'Filter' }).getByRole('button', { name: 'Yesterday' }).click();
  await page.getByRole('dialog', { name: 'Filter' }).getByRole('button', { name: 'Back' }).click();
  await expect(groups(page)).toHaveCount(1);
  await filterMobile(page, async (panel) => {
    await panel.getByRole('group', { name: 'Date' }).getByRole('button', { name: 'Yesterday' }).click();
  });
  await expect(noData(page)).toHaveText('No Data');
  await filterMobile(page, async (panel) => {
    await panel.getByRole('group', { name: 'Date' }).getByRole('button', { name: 'Last 7 days' }).click();
    await panel.getByRole('group', { name: 'Game Type' }).getByRole('button', { name: 'All' }).click();
  });
  await expect(groups(page)).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('desktop: the table, the platform checkboxes, Submit, and the Unsettled tab', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  const played = await play(request, player);
  const [slotName, crashName, openName] = await Promise.all([platformName(request, played.slot.platform), platformName(request, played.crash.platform), platformName(request, played.open.platform)]);

  await openRecords(page, player);
  // The page shows inside the account area (issue 22), whose side menu is a tab list of its own.
  await expect(page.getByRole('tab', { name: /^(Settled|Unsettled)$/ })).toHaveText(['Settled', 'Unsettled']);
  const table = page.getByRole('table', { name: 'Betting records' });
  await expect(table.getByRole('columnheader')).toHaveText(['Platform', 'Game Type', 'Turnover', 'Profit/Loss', 'Settle Date']);
  const row = (platform: string) => table.getByTestId('betting-table-row').filter({ has: page.getByRole('cell', { name: platform, exact: true }) });
  await expect(table.getByTestId('betting-table-row')).toHaveCount(2);
  await expect(row(crashName).getByRole('cell')).toHaveText([crashName, 'Crash', '৳25.00', '(৳25.00)', dhakaToday()]);
  await expect(row(crashName).getByTestId('profit-loss')).toHaveCSS('color', LOSS_RED);
  await expect(row(slotName).getByRole('cell')).toHaveText([slotName, 'Slots', taka(played.slotStakes), profitLoss(played.slotResult), dhakaToday()]);

  // Platform checkboxes: All, the spec's four (spec 2 §2), then the other platforms the player bet on.
  const platforms = page.getByRole('group', { name: 'Platform' });
  for (const name of ['All', 'KA Gaming', 'Sexy', 'Red Tiger', 'Spadegaming', slotName, crashName, openName]) await expect(platforms.getByRole('checkbox', { name, exact: true })).toBeVisible();
  const gameTypes = page.getByRole('group', { name: 'Game Type' });
  for (const name of ['All', 'Slots', 'Live Casino', 'Sports', 'Fishing', 'Crash']) await expect(gameTypes.getByRole('checkbox', { name, exact: true })).toBeVisible();
  await expect(platforms.getByRole('checkbox', { name: 'All' })).toBeChecked();
  await platforms.getByRole('checkbox', { name: openName, exact: true }).check();
  await expect(platforms.getByRole('checkbox', { name: 'All' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(table.getByTestId('records-no-data')).toHaveText('No Data');
  await expect(table.getByRole('columnheader')).toHaveCount(5);
  // Two platforms at once.
  await platforms.getByRole('checkbox', { name: crashName, exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(table.getByTestId('betting-table-row')).toHaveCount(1);
  await expect(row(crashName)).toBeVisible();
  await platforms.getByRole('checkbox', { name: 'All' }).check();
  await page.getByRole('combobox', { name: 'Date' }).selectOption({ label: 'Yesterday' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(noData(page)).toHaveText('No Data');
  await page.getByRole('combobox', { name: 'Date' }).selectOption({ label: 'Today' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(table.getByTestId('betting-table-row')).toHaveCount(2);

  // Unsettled: the open Red Tiger round, no result and no settle date yet.
  await page.getByRole('tab', { name: 'Unsettled' }).click();
  await expect(table.getByTestId('betting-table-row')).toHaveCount(1);
  await expect(row(openName).getByRole('cell')).toHaveText([openName, 'Slots', '৳40.00', '—', '—']);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Settled', exact: true }).click();
  await expect(table.getByTestId('betting-table-row')).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('a player without bets sees No Data', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  await openRecords(page, player);
  await expect(noData(page)).toHaveText('No Data');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});



// The Exchange tab is on the mobile page.
test('mobile: the Exchange tab lists the exchange bet; its details show as a timeline or a table', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  await runOps(request, 'adjust', [player.username, '1000', '--reason', 'e2e exchange']);
  const placed = await placeInPlaySoccerBet(request, player.token);
  await openRecords(page, player);
  await page.getByRole('tab', { name: 'Exchange' }).click();
  const row = page.getByTestId('exchange-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('exchange-event')).toHaveText(placed.event);
  await expect(row).toContainText('Back · ৳150.00');
  await expect(row).toContainText('Processing');
  await row.click();
  const details = page.getByRole('dialog', { name: 'Exchange Record Details' });
  await expect(details.getByTestId('exchange-status')).toHaveText('Processing');
  await expect(details.getByTestId('exchange-details-timeline')).toContainText(`${placed.selection} · Match Odds · BACK @ ${placed.odds}`);
  await details.getByText('Table', { exact: true }).click();
  const table = details.getByTestId('exchange-details-table');
  await expect(table.getByRole('row', { name: /Event Name/ })).toContainText(placed.event);
  await expect(table.getByRole('row', { name: /Potential Liability/ })).toContainText('৳150.00');
  await expect(table.getByRole('row', { name: /Transaction ID/ })).toContainText(/EX[0-9A-F]{12}/);
  await details.getByRole('button', { name: 'Close' }).click();
  // Back on Settled: the exchange bet is not a casino record.
  await page.getByRole('tab', { name: 'Settled' }).click();
  await expect(noData(page)).toHaveText('No Data');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
