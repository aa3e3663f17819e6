import type { APIRequestContext, Page } from '@playwright/test';
import { balanceOf, createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { expect, onlyOn, runOps, seriousAccessibilityViolations, test, watchForErrors } from './support';

// Tests whose steps do not depend on the layout run once, on the layout their tag names (half on each).

/**
 * /vip (spec 2 §2 VIP, §5, §8, §9) against the real server, a fresh player per test: the hint and
 * the "Minimum VP Required: 10" dialog below the minimum, a conversion that changes the VP shown
 * and credits the wallet, and the server's refusals shown as plain text.
 */

const HINT = 'Not enough points. Points must follow minimum VP required to convert.';

const points = (page: Page) => page.getByTestId('vip-points');
const vpInput = (page: Page) => page.getByRole('textbox', { name: 'VP', exact: true });
const realMoney = (page: Page) => page.getByTestId('vip-real-money');
const convert = (page: Page) => page.getByRole('button', { name: 'Convert to Real Money' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Message' });

/**
 * Gives the player VP the way the site earns them: 1 VP per ৳100 staked in a game of the demo
 * provider (server/routes/provider). The stake is funded by an operator adjustment first.
 */
async function earnVipPoints(request: APIRequestContext, player: TestPlayer, vp: number) {
  const stake = vp * 100;
  await runOps(request, 'adjust', [player.username, String(stake), '--reason', 'e2e VIP points']);
  const headers = { Authorization: `Bearer ${player.token}` };
  const list = (await (await request.get('/api/get-games?type=SLOT&per_page=20')).json()) as { games: { code: string }[] };
  let launchToken: string | null = null;
  for (const game of list.games) {
    const run = await request.post('/api/game-run', { headers, data: { userId: player.remoteId, gameCode: game.code, isMobileLogin: false } });
    if (!run.ok()) continue;
    launchToken = new URL(((await run.json()) as { url: string }).url, 'http://site.test').searchParams.get('session');
    if (launchToken) break;
  }
  expect(launchToken, 'a slot game to stake in').toBeTruthy();
  for (let left = stake; left > 0; left -= 5000) {
    const bet = await request.post('/provider/v1/bet', {
      headers: { Authorization: `Bearer ${launchToken}` },
      data: { round_id: `e2e-vip-${player.username}-${left}`, stake: String(Math.min(left, 5000)) },
    });
    expect(bet.status(), await bet.text()).toBe(201);
  }
}

async function openVip(page: Page, player: TestPlayer) {
  await openSiteAs(page, player, '/vip');
  await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
}

test('the layout: the level, the VP from user/show, and the records', async ({ page, request }, testInfo) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  await openVip(page, player);
  await expect(points(page)).toHaveText('0');
  if (testInfo.project.name === 'mobile') {
    // The real level from the server (a new player is Normal), as on the desktop: not a fixed name.
    await expect(page.getByTestId('vip-level')).toHaveText('Normal');
    for (const link of ['VIP Details', 'VIP History', 'VP Records']) await expect(page.getByRole('button', { name: link })).toBeVisible();
    await page.getByRole('button', { name: 'VP Records' }).click();
    await expect(page.getByRole('table', { name: 'VP Received' }).getByRole('columnheader')).toHaveText(['No', 'VIP Points', 'Source', 'Time']);
    await expect(page.getByRole('table', { name: 'VP Received' })).toContainText('No Data');
    // VP Received and VP Used share the panel: a switch picks one.
    await page.getByText('VP Used', { exact: true }).click();
    await expect(page.getByRole('table', { name: 'VP Used' }).getByRole('columnheader')).toHaveText(['No', 'VIP Points', 'Amount', 'Time']);
    await expect(page.getByRole('table', { name: 'VP Used' })).toContainText('No Data');
  } else {
    await expect(page.getByTestId('vip-level')).toHaveText('Normal');
    await expect(page.getByTestId('vip-next-level')).toHaveText('Next level: Elite I');
    await page.getByRole('button', { name: 'View VIP Details' }).click();
    await expect(page.getByRole('dialog', { name: 'VIP Details' })).toContainText('Convert at least 10 VP to real money');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'VP Received' }).click();
    await expect(page.getByRole('table', { name: 'VP Received' }).getByRole('columnheader')).toHaveText(['No', 'VIP Points', 'Source', 'Time']);
    await expect(page.getByRole('table', { name: 'VP Received' })).toContainText('No Data');
    await page.getByRole('tab', { name: 'VP Used' }).click();
    await expect(page.getByRole('table', { name: 'VP Used' }).getByRole('columnheader')).toHaveText(['No', 'VIP Points', 'Amount', 'Time']);
    await expect(page.getByRole('table', { name: 'VP Used' })).toContainText('No Data');
    await page.getByRole('tab', { name: 'VIP History' }).click();
    await expect(page.getByRole('table', { name: 'VIP History' }).getByRole('columnheader')).toHaveText(['Year', 'Month', 'VIP Level', 'Experience Acquired']);
    await expect(page.getByRole('table', { name: 'VIP History' })).toContainText('No Data');
    await page.getByRole('tab', { name: 'My VIP' }).click();
  }
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('below 10 VP: the hint under the input, and Convert shows "Minimum VP Required: 10" without a call', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  await openVip(page, player);
  let conversions = 0;
  page.on('request', (sent) => {
    if (sent.url().includes('/api/convert-vipcoin')) conversions += 1;
  });
  await expect(page.getByText(HINT, { exact: true })).toHaveCount(0);
  await convert(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByTestId('vip-message')).toHaveText('Minimum VP Required: 10');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toBeHidden();

  await vpInput(page).fill('9');
  await expect(page.getByText(HINT, { exact: true })).toBeVisible();
  await expect(realMoney(page)).toHaveValue('৳9');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await convert(page).click();
  await expect(dialog(page).getByTestId('vip-message')).toHaveText('Minimum VP Required: 10');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(vpInput(page)).toHaveValue('9');

  // Digits only: letters and signs are not taken.
  await vpInput(page).fill('');
  await vpInput(page).pressSequentially('1a-0');
  await expect(vpInput(page)).toHaveValue('10');
  await expect(page.getByText(HINT, { exact: true })).toHaveCount(0);
  expect(conversions).toBe(0);
});

test('a conversion: the animation, the server’s message, fewer VP shown, the wallet credited and VP Used', async ({ page, request }, testInfo) => {
  const player = await createTestPlayer(request);
  await earnVipPoints(request, player, 50);
  await openVip(page, player);
  await expect(points(page)).toHaveText('50');
  const balanceBefore = await balanceOf(request, player);

  await vpInput(page).fill('20');
  await expect(realMoney(page)).toHaveValue('৳20');
  await convert(page).click();
  await expect(page.getByTestId('vip-success-animation')).toBeVisible();
  await expect(dialog(page).getByTestId('vip-message')).toHaveText('Converted 20.00 VP to ৳20.00.');
  await expect(page.getByTestId('vip-success-animation')).toBeHidden();
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(vpInput(page)).toHaveValue('');
  await expect(points(page)).toHaveText('30');
  expect(await balanceOf(request, player)).toBe(balanceBefore + 20);
  // The header's wallet shows the credit at once, without waiting for its 10 s refresh.
  await expect.poll(() => page.evaluate(() => Number(localStorage.getItem('balance')))).toBe(balanceBefore + 20);

  // VP Used lists the conversion (desktop sub-tab; the phone's VP Records panel).
  if (testInfo.project.name === 'desktop') {
    await page.getByRole('tab', { name: 'VP Used' }).click();
  } else {
    await page.getByRole('button', { name: 'VP Records' }).click();
    await page.getByText('VP Used', { exact: true }).click();
  }
  await expect(page.getByRole('table', { name: 'VP Used' }).getByTestId('vip-record-row').getByRole('cell')).toHaveText(['1', '20', '৳20.00', /^\d{4}-\d{2}-\d{2} /]);

  // The page asks every second: VP earned elsewhere show up without a reload.
  await earnVipPoints(request, player, 10);
  await expect(points(page)).toHaveText('40', { timeout: 5_000 });
});

test('refusals: the server’s words as plain text, and the fallbacks', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  await openVip(page, player);
  await expect(points(page)).toHaveText('0');
  await vpInput(page).fill('20');
  await convert(page).click();
  await expect(dialog(page).getByTestId('vip-message')).toHaveText('Not enough VIP points: you have 0.00 VP and asked to convert 20.00 VP.');
  await expect(page.getByTestId('vip-success-animation')).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(vpInput(page)).toHaveValue('20');

  // Whatever the server says is text, never markup.
  const hostile = '<img src=x onerror="window.vipPwned=1"><b>Blocked</b>';
  await page.route('**/api/convert-vipcoin**', (route) => route.fulfill({ status: 422, json: { success: false, message: hostile } }));
  await convert(page).click();
  await expect(dialog(page).getByTestId('vip-message')).toHaveText(hostile);
  await expect(dialog(page).locator('img, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { vipPwned?: number }).vipPwned)).toBeUndefined();
  await dialog(page).getByRole('button', { name: 'OK' }).click();

  // Refused without words: "An error occurred"; no usable answer: "An error occurred while converting coins".
  await page.unroute('**/api/convert-vipcoin**');
  await page.route('**/api/convert-vipcoin**', (route) => route.fulfill({ status: 200, json: { success: false } }));
  await convert(page).click();
  await expect(dialog(page).getByTestId('vip-message')).toHaveText('An error occurred');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await page.unroute('**/api/convert-vipcoin**');
  await page.route('**/api/convert-vipcoin**', (route) => route.fulfill({ status: 500, json: { message: 'Internal server error' } }));
  await convert(page).click();
  await expect(dialog(page).getByTestId('vip-message')).toHaveText('An error occurred while converting coins');
});

test('a VIP record table whose call fails says so, not No Data; Try again loads it', async ({ page, request }, testInfo) => {
  const player = await createTestPlayer(request);
  let failing = true;
  await page.route('**/api/vip/records?**', (route) => (failing ? route.fulfill({ status: 500, json: { message: 'Server Error' } }) : route.fallback()));
  await openVip(page, player);
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'VP Records' }).click();
  else await page.getByRole('tab', { name: 'VP Received' }).click();
  const table = page.getByRole('table', { name: 'VP Received' });
  await expect(table.getByTestId('vip-records-failed')).toContainText('The records could not be loaded.');
  await expect(table).not.toContainText('No Data');
  failing = false;
  await table.getByRole('button', { name: 'Try again' }).click();
  await expect(table).toContainText('No Data');
});

test('a player with 10,000 VP of experience sees Elite I, on the phone as on the desktop', async ({ page, request }, testInfo) => {
  const player = await createTestPlayer(request);
  await earnVipPoints(request, player, 10_000);
  await openVip(page, player);
  await expect(points(page)).toHaveText('10,000');
  await expect(page.getByTestId('vip-level')).toHaveText('Elite I');
  if (testInfo.project.name === 'desktop') await expect(page.getByTestId('vip-next-level')).toHaveText('Top level reached');
});

test('a level that could not be loaded is said, with Try again', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  let failing = true;
  await page.route('**/api/account/overview**', (route) => (failing ? route.fulfill({ status: 500, json: { message: 'Server Error' } }) : route.fallback()));
  await openVip(page, player);
  const failure = page.getByTestId('vip-level-failed');
  await expect(failure).toContainText('Your VIP level could not be loaded.');
  await expect(page.getByTestId('vip-level')).toHaveCount(0);
  failing = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('vip-level')).toHaveText('Normal');
});
