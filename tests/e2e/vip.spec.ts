import type { APIRequestContext, Page } from '@playwright/test';
import { balanceOf, createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { expect, runOps, test } from './support';

/**
 * /vip (spec 2 §2 VIP, §5, §8, §9) against the real server, a fresh player: a conversion that changes
 * the VP shown and credits the wallet. The page's layout, the minimum, the refusals and failing calls
 * are component tests in a real browser without the server (tests/components/vip.browser.test.tsx).
 */

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

