import type { Page } from '@playwright/test';
import { createTestPlayer, openSiteAs } from './players';
import { expect, followInApp, onlyOn, runOps, test, watchForErrors } from './support';

/**
 * Issue 22: every game type opens the demo provider's game of its kind, and a bet in each moves the
 * balance. One player, one page load: the games list is followed in the app, each game opened from its
 * tile, played once and closed back to the list. Then, on the Bangla site, a game opens in Bangla.
 */
const kinds = [
  { type: 'SLOT', search: '', kind: 'slot', play: 'Spin' },
  { type: 'LIVE', search: 'Roulette', kind: 'roulette', play: 'Spin' },
  { type: 'TABLE', search: 'Teen Patti', kind: 'baccarat', play: 'Deal' },
  { type: 'CRASH', search: '', kind: 'crash', play: 'Bet' },
  { type: 'FISHING', search: '', kind: 'shooter', play: 'Fire' },
  { type: 'LOTTERY', search: '', kind: 'lottery', play: 'Buy ticket and draw' },
] as const;

async function openFirstGame(page: Page, type: string, search: string): Promise<string> {
  await followInApp(page, `/games?type=${type}`);
  const grid = page.getByTestId('games-grid');
  await expect(grid.locator('article').first()).toBeVisible();
  if (search) {
    await page.getByRole('textbox', { name: 'Search Games' }).fill(search);
    await expect.poll(async () => (await grid.locator('article').first().getAttribute('aria-label')) ?? '').toContain(search);
  }
  const tile = grid.locator('article').first();
  const name = (await tile.getAttribute('aria-label')) ?? '';
  await tile.getByRole('button', { name: 'Play Game' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/gamerun');
  return name;
}

test('a game of each type plays its own game, and a bet in each moves the balance', { tag: onlyOn.mobile }, async ({ page, request }) => {
  test.setTimeout(60_000);
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  await runOps(request, 'adjust', [player.username, '5000', '--reason', 'e2e game types']);
  await openSiteAs(page, player, '/games');

  for (const { type, search, kind, play } of kinds) {
    const name = await openFirstGame(page, type, search);
    // The bar names the game; the frame plays the game of its kind.
    await expect(page.getByTestId('gamerun-title')).toHaveText(name);
    const frame = page.frameLocator('iframe');
    await expect(frame.locator(`body[data-kind="${kind}"]`)).toBeAttached({ timeout: 15_000 });
    await expect(frame.locator('h1')).toHaveText(name);
    const balance = frame.getByTestId('game-balance');
    await expect(balance).toContainText('৳');
    const before = await balance.textContent();
    if (kind === 'baccarat') await frame.getByRole('button', { name: /^Tie/ }).click(); // a tie bet never pays back exactly the stake
    await frame.getByRole('button', { name: play, exact: true }).click();
    if (kind === 'crash') {
      const cashOut = frame.getByRole('button', { name: /^Cash out/ });
      await cashOut.click({ timeout: 5000 }).catch(() => undefined); // a round may crash at 1.00× before any cash-out
    }
    // The round settles: a result line, the play button back, and the balance moved (no game pays exactly the stake back).
    await expect(frame.getByRole('status')).not.toHaveText('', { timeout: 15_000 });
    await expect(frame.getByRole('button', { name: play, exact: true })).toBeEnabled({ timeout: 15_000 });
    await expect(balance).not.toHaveText(before ?? '');
    // The Rules panel states the game's return to player.
    await frame.getByRole('button', { name: 'Rules' }).click();
    await expect(frame.getByRole('dialog')).toContainText('%');
    await frame.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /Close game/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/games');
  }

  // On the Bangla site the launch carries the language (lang=bn): the game's words, ৳ and digits are Bangla.
  await page.getByTestId('language-picker').first().click();
  await page.getByRole('dialog', { name: 'Choose your language' }).getByRole('button', { name: 'বাংলা' }).click();
  await followInApp(page, '/games?type=SLOT');
  await page.getByTestId('games-grid').locator('article').first().getByRole('button', { name: 'গেম খেলুন' }).click();
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('html[lang="bn"] body[data-kind="slot"]')).toBeAttached({ timeout: 15_000 });
  await expect(frame.getByRole('button', { name: 'স্পিন', exact: true })).toBeEnabled();
  await expect(frame.getByText('ব্যালেন্স', { exact: true })).toBeVisible();
  await expect(frame.getByTestId('game-balance')).toHaveText(/^৳[০-৯,]+\.[০-৯]{2}$/);
  expect(errors).toEqual([]);
});
