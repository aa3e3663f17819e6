import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { balanceOf, createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { expect, runOps, seriousAccessibilityViolations, test, watchForErrors } from './support';

/**
 * /refrrel-program (spec 2 §2 Referral, §8, §9) against the real server, a fresh referrer per test:
 * the QR code of the link, Copy Link (and copying by hand), Share unsupported, then a friend who signs
 * up with the code and plays real demo-provider rounds: the figures change and Claim All pays once.
 */

type Figures = { referral_code: string };

async function referralCodeOf(request: APIRequestContext, player: TestPlayer): Promise<string> {
  const answer = await request.get('/api/referral', { headers: { Authorization: `Bearer ${player.token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as Figures).referral_code;
}

/** A friend signs up through the real sign-up call with the referral code, then logs in. */
async function signUpWithCode(request: APIRequestContext, code: string): Promise<TestPlayer> {
  const suffix = randomBytes(4).toString('hex');
  const username = `ref${suffix}`;
  const password = 'pass12345';
  const phone = `018${String(parseInt(suffix, 16) % 100_000_000).padStart(8, '0')}`;
  const email = `${username}@players.example`;
  const created = await request.post('/api/v1/create-players', {
    data: { username, password, confirmPassword: password, name: `Friend ${suffix}`, phone, email, referral_code: code.toLowerCase(), currency: 'BDT', status: 'active' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const login = await request.post('/api/login', { data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const session = (await login.json()) as { token: string; remote_id: string };
  return { username, password, phone, email, token: session.token, remoteId: String(session.remote_id), exchangeToken: '' };
}

/** Real demo-provider rounds of ৳1,000 each on a slot, funded by an operator adjustment. */
async function playRounds(request: APIRequestContext, player: TestPlayer, rounds: number) {
  await runOps(request, 'adjust', [player.username, String(rounds * 1000), '--reason', 'e2e referral turnover']);
  const headers = { Authorization: `Bearer ${player.token}` };
  const list = (await (await request.get('/api/get-games?type=SLOT&per_page=1')).json()) as { games: { code: string }[] };
  const game = list.games[0];
  expect(game, 'a slot game').toBeTruthy();
  const run = await request.post('/api/game-run', { headers, data: { userId: player.remoteId, gameCode: game?.code, isMobileLogin: false } });
  expect(run.ok(), await run.text()).toBe(true);
  const token = new URL(((await run.json()) as { url: string }).url, 'http://site.test').searchParams.get('session');
  for (let round = 1; round <= rounds; round += 1) {
    const roundId = `ref-${player.username}-${round}`;
    const placed = await request.post('/provider/v1/bet', { headers: { Authorization: `Bearer ${token}` }, data: { round_id: roundId, stake: '1000' } });
    expect(placed.status(), await placed.text()).toBe(201);
    const settled = await request.post('/provider/v1/settle', { headers: { Authorization: `Bearer ${token}` }, data: { round_id: roundId } });
    expect(settled.ok(), await settled.text()).toBe(true);
  }
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1024) <= 768;
const notice = (page: Page) => page.getByTestId('referral-notice');

/** On a phone the code lives in the My Referral tab, reached by "Refer a friend now". */
async function showMyReferral(page: Page) {
  if (!isMobile(page)) return;
  await expect(page.getByText('Send an invitation')).toBeVisible();
  await page.getByRole('button', { name: 'Refer a friend now' }).click();
  await expect(page.getByRole('tab', { name: 'My Referral' })).toHaveAttribute('aria-selected', 'true');
}

async function copyLink(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Copy Link' }).click();
  } else {
    await page.getByTestId('referral-share-menu').click();
    await page.getByRole('menuitem', { name: 'Copy Link' }).click();
  }
}

test('the code, its QR link, Copy Link (or by hand) and Share', async ({ page, context, request, baseURL }) => {
  const errors = watchForErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // Chromium here has no Web Share API; make that certain on every machine.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  const referrer = await createTestPlayer(request);
  const code = await referralCodeOf(request, referrer);
  await openSiteAs(page, referrer, '/refrrel-program');
  await showMyReferral(page);
  const origin = new URL(page.url()).origin;
  const link = `${origin}/referral_code?referral_code=${code}`;

  await expect(page.getByTestId('referral-code')).toHaveText(code);
  const qr = page.getByTestId('referral-qr');
  await expect(qr).toHaveAttribute('data-link', link);
  await expect(qr).toHaveAttribute('data-size', '128');
  await expect(qr).toHaveAttribute('data-level', 'L');
  const svg = qr.getByRole('img', { name: 'QR code of your referral link' });
  await expect(svg).toHaveAttribute('width', '128');

  await copyLink(page);
  await expect(notice(page)).toHaveText('Referral link copied to clipboard!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A clipboard that refuses: the link is offered selected in a text field.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await copyLink(page);
  const manual = page.getByRole('dialog', { name: 'Copy your referral link' });
  await expect(manual.getByRole('textbox', { name: 'Referral link' })).toHaveValue(link);
  const selected = () => page.evaluate(() => (document.activeElement instanceof HTMLInputElement ? document.activeElement.value.slice(document.activeElement.selectionStart ?? 0, document.activeElement.selectionEnd ?? 0) : ''));
  await expect.poll(selected).toBe(link);
  await manual.getByRole('button', { name: 'Close' }).first().click();
  await expect(manual).toBeHidden();

  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(notice(page)).toHaveText('Sharing is not supported on this device.');
  } else {
    await page.getByTestId('referral-share-menu').click();
    const encoded = encodeURIComponent(link);
    await expect(page.getByRole('menuitem', { name: 'Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    await expect(page.getByRole('menuitem', { name: 'Telegram' })).toHaveAttribute('href', new RegExp(`^https://t\\.me/share/url\\?url=${encoded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    for (const name of ['Line', 'Mail', 'Skype', 'Whatsapp']) await expect(page.getByRole('menuitem', { name })).toHaveAttribute('href', new RegExp(encoded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.keyboard.press('Escape');
    // The Cash Reward Ratio board: three tabs of the §9 rates, cycled by arrows with wrap-around.
    const ratio = page.getByTestId('referral-ratio');
    const rates = async () => [1, 2, 3].map(async (tier) => ratio.getByTestId(`referral-rate-${tier}`).textContent());
    await expect(ratio.getByTestId('referral-ratio-tab')).toHaveText('Tab 1');
    expect(await Promise.all(await rates())).toEqual(['0.1%', '0.05%', '0.01%']);
    await ratio.getByRole('button', { name: 'Previous tab' }).click();
    await expect(ratio.getByTestId('referral-ratio-tab')).toHaveText('Tab 3');
    expect(await Promise.all(await rates())).toEqual(['0.2%', '0.07%', '0.03%']);
    await ratio.getByRole('button', { name: 'Next tab' }).click();
    await ratio.getByRole('button', { name: 'Next tab' }).click();
    await expect(ratio.getByTestId('referral-ratio-tab')).toHaveText('Tab 2');
    expect(await Promise.all(await rates())).toEqual(['0.15%', '0.06%', '0.02%']);
  }
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a friend signs up with the code and plays: the figures change, Claim All pays once, the history shows it', async ({ page, request }) => {
  const errors = watchForErrors(page);
  const referrer = await createTestPlayer(request);
  const code = await referralCodeOf(request, referrer);
  await openSiteAs(page, referrer, '/refrrel-program');
  await showMyReferral(page);
  await expect(page.getByTestId('referral-cash-rewards')).toHaveText('৳0.00');
  await expect(page.getByTestId('referral-active-downlines')).toHaveText('0');
  await expect(page.getByTestId('referral-claim')).toBeDisabled();
  if (!isMobile(page)) {
    await page.getByRole('tab', { name: 'Cash Reward History' }).click();
    await expect(page.getByTestId('referral-history')).toContainText('No Data');
    await page.getByRole('tab', { name: 'Referral Program Intro' }).click();
  }

  // Tier 1 plays ৳2,000 and its own friend (tier 2) ৳1,000: ৳3,000 in tab 1 → 0.1 % of 2,000 + 0.05 % of 1,000 = ৳2.50.
  const friend = await signUpWithCode(request, code);
  const friendCode = await referralCodeOf(request, friend);
  const friendOfFriend = await signUpWithCode(request, friendCode);
  await playRounds(request, friend, 2);
  await playRounds(request, friendOfFriend, 1);

  await page.reload();
  await showMyReferral(page);
  await expect(page.getByTestId('referral-active-downlines')).toHaveText('2');
  await expect(page.getByTestId('referral-turnover')).toHaveText('৳3,000.00');
  await expect(page.getByTestId('referral-cash-rewards')).toHaveText('৳2.50');
  await expect(page.getByTestId('referral-lifetime')).toHaveText('৳0.00');
  if (!isMobile(page)) await expect(page.getByTestId('referral-downlines')).toHaveText('2');

  const before = await balanceOf(request, referrer);
  const claims: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/referral/claim') claims.push(sent.headers()['idempotency-key'] ?? '');
  });
  await page.getByTestId('referral-claim').click();
  await expect(notice(page)).toHaveText('Claimed ৳2.50 in cash rewards.');
  await expect(page.getByTestId('referral-cash-rewards')).toHaveText('৳0.00');
  await expect(page.getByTestId('referral-lifetime')).toHaveText('৳2.50');
  await expect(page.getByTestId('referral-claim')).toBeDisabled();
  expect(claims).toHaveLength(1);
  expect(claims[0]).toMatch(/^referral-/);
  expect(await balanceOf(request, referrer)).toBeCloseTo(before + 2.5, 2);

  // A second claim finds nothing left: the wallet is credited once.
  const again = await request.post('/api/referral/claim', { headers: { Authorization: `Bearer ${referrer.token}` } });
  expect(again.status()).toBe(422);
  expect(await balanceOf(request, referrer)).toBeCloseTo(before + 2.5, 2);
  expect(await runOps(request, 'reconcile', [])).toEqual({ differences: [] });

  if (!isMobile(page)) {
    await page.getByRole('tab', { name: 'Cash Reward History' }).click();
    const history = page.getByTestId('referral-history');
    for (const column of ['Date', 'Turnover', 'Cash Reward', 'Status', 'Details']) await expect(history.getByRole('columnheader', { name: column })).toBeVisible();
    const row = history.getByRole('row').nth(1);
    await expect(row).toContainText('৳3,000.00');
    await expect(row).toContainText('৳2.50');
    await expect(row).toContainText('Claimed');
  } else {
    const rows = (await (await request.get('/api/referral/rewards?page=1', { headers: { Authorization: `Bearer ${referrer.token}` } })).json()) as { data: { cash_reward: string }[] };
    expect(rows.data.map((row) => row.cash_reward)).toEqual(['2.50']);
  }
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('figures that could not be loaded are said until Try again loads them; the history table says so too, not "Loading…"', async ({ page, request }) => {
  const player = await createTestPlayer(request);
  const code = await referralCodeOf(request, player);
  let failing = true;
  let asked = 0;
  await page.route('**/api/referral', (route) => {
    asked += 1;
    return failing ? route.fulfill({ status: 500, json: { message: 'Server Error' } }) : route.fallback();
  });
  await openSiteAs(page, player, '/refrrel-program');
  const failure = page.getByTestId('referral-load-failed');
  await expect(failure).toContainText('The referral figures could not be loaded.');
  await expect(failure).toContainText('Server Error');
  // Said for as long as it lasts: no close button that would leave only a bare button behind.
  await expect(failure.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(notice(page)).toHaveCount(0);
  if (!isMobile(page)) {
    await page.getByRole('tab', { name: 'Cash Reward History' }).click();
    const table = page.getByRole('table', { name: 'Cash Reward History' });
    await expect(table.getByTestId('referral-history-failed')).toContainText('The Cash Reward History could not be loaded.');
    await expect(table).not.toContainText('Loading…');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    failing = false;
    await table.getByRole('button', { name: 'Try again' }).click();
    await expect(table).toContainText('No Data');
    await expect(failure).toHaveCount(0);
    await page.getByRole('tab', { name: 'Referral Program Intro' }).click();
  } else {
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    failing = false;
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(failure).toHaveCount(0);
    await showMyReferral(page);
  }
  await expect(page.getByTestId('referral-code')).toHaveText(code);
  expect(asked).toBeGreaterThanOrEqual(2);
});
