import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createTestPlayer, depositThroughApi, openSiteAs, type TestPlayer } from './players';
import { expect, onlyOn, runOps, seriousAccessibilityViolations, test, watchForErrors, watchForSpin } from './support';

/**
 * /account (spec 2 §2 Member menu) and the VIP records against the real server, a fresh player per
 * test: the phone member menu (links, contacts, wallet refresh and hide, log out), the desktop
 * account area (tabs that keep the route, the overview after a real approved deposit), and the VIP
 * tables after real bets and a real conversion.
 */

/** VP the way the site earns them (as in vip.spec.ts): 1 VP per ৳100 staked, one ৳5,000 bet per 50 VP. */
async function earnVipPoints(request: APIRequestContext, player: TestPlayer, bets: number): Promise<string> {
  const stake = bets * 5000;
  await runOps(request, 'adjust', [player.username, String(stake), '--reason', 'e2e VIP points']);
  const headers = { Authorization: `Bearer ${player.token}` };
  const list = (await (await request.get('/api/get-games?type=SLOT&per_page=20')).json()) as { games: { code: string; name: string }[] };
  let launchToken: string | null = null;
  let gameName = '';
  for (const game of list.games) {
    const run = await request.post('/api/game-run', { headers, data: { userId: player.remoteId, gameCode: game.code, isMobileLogin: false } });
    if (!run.ok()) continue;
    launchToken = new URL(((await run.json()) as { url: string }).url, 'http://site.test').searchParams.get('session');
    gameName = game.name;
    if (launchToken) break;
  }
  expect(launchToken, 'a slot game to stake in').toBeTruthy();
  for (let bet = 0; bet < bets; bet += 1) {
    const answer = await request.post('/provider/v1/bet', {
      headers: { Authorization: `Bearer ${launchToken}` },
      data: { round_id: `e2e-account-${player.username}-${bet}`, stake: '5000' },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  return gameName;
}

/** Today's date in Dhaka (GMT+6). */
const dhakaToday = () => new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);

const memberMenu = (page: Page) => page.getByTestId('member-menu');

// The member menu is the phone layout.
test('the member menu: username, VP, wallet refresh and hide, the links and contacts', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  await openSiteAs(page, player, '/account');
  const menu = memberMenu(page);
  await expect(menu.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(menu.getByTestId('member-username')).toHaveText(player.username);
  await expect(menu.getByTestId('member-vip-points')).toHaveText('0');
  const balance = menu.getByTestId('member-balance');
  await expect(balance).toHaveText('৳0.00');

  const links = menu.getByRole('navigation', { name: 'Member menu' }).getByRole('link');
  const expected: [string, string][] = [
    ['Deposit', '/deposit'],
    ['Withdrawal', '/withdrawal'],
    ['Betting Records', '/betting-record'],
    ['Turnover', '/turnover-record'],
    ['Transaction Records', '/transaction-record'],
    ['Personal Info', '/profile'],
    ['Reset Password', '/reset-password'],
    ['Inbox', '/inbox'],
    ['Referral', '/refrrel-program'],
    ['VIP', '/vip'],
    ['Safer gambling', '/safer-gambling'],
  ];
  await expect(links).toHaveText(expected.map(([name]) => name));
  for (const [index, [, href]] of expected.entries()) await expect(links.nth(index)).toHaveAttribute('href', href);
  const contacts = menu.getByTestId('member-contacts').getByRole('link');
  await expect(contacts).toHaveText(['WhatsApp', 'Facebook', 'Telegram', 'Email']);
  await expect(contacts.nth(0)).toHaveAttribute('href', 'https://wa.me/8801700000000');
  await expect(contacts.nth(1)).toHaveAttribute('href', 'https://facebook.com/takaplay');
  await expect(contacts.nth(2)).toHaveAttribute('href', 'https://t.me/takaplay');
  await expect(contacts.nth(3)).toHaveAttribute('href', 'mailto:support@takaplay.example');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Money credited elsewhere shows after a refresh; the icon turns for about 500 ms.
  await runOps(request, 'adjust', [player.username, '250', '--reason', 'e2e account refresh']);
  const refresh = menu.getByTestId('balance-refresh');
  // The turn is watched from inside the page: on a busy machine a look after the click can miss its 500 ms.
  const spun = await watchForSpin(refresh);
  await refresh.click();
  await expect.poll(spun).toBe(true);
  await expect(balance).toHaveText('৳250.00');
  await expect(refresh).not.toHaveAttribute('data-spinning', 'true', { timeout: 2_000 });

  await menu.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance).toHaveText('****');
  await menu.getByRole('button', { name: 'Show balance' }).click();
  await expect(balance).toHaveText('৳250.00');

  // A link goes to its page.
  await links.filter({ hasText: 'Personal Info' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  expect(errors).toEqual([]);
});

// Through the member menu: the phone layout.
test('Log out clears the session, ends it on the server and goes home', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  await openSiteAs(page, player, '/account');
  await expect(memberMenu(page).getByTestId('member-username')).toHaveText(player.username);
  await memberMenu(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('remote_id'), localStorage.getItem('username')])).toEqual([null, null, null]);
  await expect
    .poll(async () => (await request.post('/api/balance', { headers: { Authorization: `Bearer ${player.token}` } })).status())
    .toBe(401);
  await page.goto('/account');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

const SECTIONS: [tab: string, value: string][] = [
  ['Deposit', 'deposit'],
  ['Withdrawal', 'withdrawal'],
  ['Betting Records', 'bettingRecords'],
  ['Wallet', 'wallet'],
  ['Turnover', 'turnover'],
  ['VIP', 'vip'],
  ['Transaction Records', 'transactionRecords'],
  ['Personal Info', 'profile'],
  ['Reset Password', 'resetPassword'],
  ['Inbox', 'inbox'],
  ['Referral Program', 'referralProgram'],
  ['Safer gambling', 'saferGambling'],
];

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Account sections' });

test('the desktop account area switches sections by tab, on the same route', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  const player = await createTestPlayer(request);
  await openSiteAs(page, player, '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(tabs(page).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('member-overview')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  const url = page.url();
  for (const [name, value] of SECTIONS) {
    // The withdrawal section's check is answered before the next tab is chosen (leaving would cancel it).
    const checked = value === 'withdrawal' ? page.waitForResponse((response) => new URL(response.url()).pathname === '/api/userwithdrawcheck') : null;
    await tabs(page).getByRole('tab', { name, exact: true }).click();
    await checked;
    const panel = page.getByTestId(`member-section-${value}`);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading').first()).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('member-overview')).toHaveCount(0);
    expect(page.url()).toBe(url);
  }
  // Only the chosen section is rendered.
  await expect(page.getByTestId('member-wallet-section')).toHaveCount(0);
  await expect(page.getByTestId('member-section-wallet')).toBeHidden();
  await tabs(page).getByRole('tab', { name: 'Wallet' }).click();
  await expect(page.getByTestId('member-wallet-section').getByTestId('member-balance')).toHaveText('৳0.00');
  await tabs(page).getByRole('tab', { name: 'Personal Info' }).click();
  await expect(page.getByTestId('member-section-profile').getByTestId('profile-username')).toHaveText(player.username);
  expect(page.url()).toBe(url);
  // The withdrawal section's check refuses this player (no verified phone, spec 1 §8): the browser logs that 400, nothing else fails.
  expect([...new Set(refused)]).toEqual(['400 /api/userwithdrawcheck']);
  expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
});

async function figure(page: Page, testId: string): Promise<Locator> {
  return page.getByTestId(`${testId}-value`);
}

test('the desktop overview after a real approved deposit: last login, deposit, withdrawal, registration and personal info', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const player = await createTestPlayer(request, { verifiedPhone: true });
  const id = await depositThroughApi(request, player, '1000', 'TRXACC');
  // The operator sees the deposit waiting, then approves it.
  const pending = (await runOps(request, 'pending', [])) as { id: number }[];
  expect(pending.map((row) => row.id)).toContain(id);
  await runOps(request, 'approve', [String(id)]);
  // A second login: the overview's last login is the first one.
  const login = await request.post('/api/login', { data: { username: player.username, password: player.password } });
  expect(login.ok()).toBe(true);
  const second = { ...player, token: ((await login.json()) as { token: string }).token };
  await openSiteAs(page, second, '/account');

  await expect(await figure(page, 'member-last-deposit')).toHaveText(new RegExp(`^৳1,000\\.00 · Success · ${dhakaToday()} \\d{2}:\\d{2}$`));
  await expect(await figure(page, 'member-last-withdrawal')).toHaveText('No Data');
  await expect(await figure(page, 'member-last-login')).toHaveText(new RegExp(`^${dhakaToday()} \\d{2}:\\d{2}$`));
  await expect(await figure(page, 'member-registered')).toHaveText(dhakaToday());
  await expect(await figure(page, 'member-name')).toHaveText(`Player ${player.username.slice(3)}`);
  await expect(await figure(page, 'member-phone')).toHaveText(player.phone);
  await expect(await figure(page, 'member-email')).toHaveText(player.email);
  await expect(await figure(page, 'member-birthday')).toHaveText('Not set');
  await expect(page.getByTestId('member-phone').getByRole('link', { name: 'Verify' })).toHaveCount(0);
  await expect(page.getByTestId('member-birthday').getByRole('link', { name: 'Edit Birthday' })).toHaveAttribute('href', '/profile');
  // New Promotions: the site's promotions, each a link to /promotions.
  const promotions = (await (await request.get('/api/promotion')).json()) as { name: string }[];
  expect(promotions.length).toBeGreaterThan(0);
  const slides = page.getByTestId('member-promotions').getByRole('link');
  await expect(slides).toHaveCount(promotions.length);
  await expect(slides.first()).toHaveAccessibleName(promotions[0]?.name ?? '');
  await expect(slides.first()).toHaveAttribute('href', '/promotions');

  // The header: the tip names only what is missing (the birthday), main wallet, security level with mail and phone.
  await expect(page.getByTestId('member-verify-tip')).toContainText('Before withdrawal: add your birthday.');
  await expect(page.getByTestId('member-verify-tip')).not.toContainText('phone');
  await expect(page.getByTestId('member-area').getByTestId('member-balance').first()).toHaveText('৳1,000.00');
  await expect(page.getByTestId('member-security-level')).toHaveText('Normal');
  await expect(page.getByTestId('member-phone-verify')).toContainText('Verified');
  await expect(page.getByTestId('member-mail-verify').getByRole('link', { name: 'Verify' })).toHaveAttribute('href', '/profile');
  await expect(page.getByTestId('member-side-card').getByTestId('member-username')).toHaveText(player.username);
  await expect(page.getByTestId('member-vip-level')).toHaveText('Normal');
  await expect(page.getByTestId('member-vip-progress-text')).toHaveText('0 / 10,000 VP');

  // With the birthday saved, the tip is gone.
  const saved = await request.post('/api/user/profile/update', { headers: { Authorization: `Bearer ${second.token}` }, data: { remote_id: player.remoteId, dofb: '1990-04-12' } });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(await figure(page, 'member-birthday')).toHaveText('1990-04-12');
  await expect(page.getByTestId('member-verify-tip')).toHaveCount(0);
});

test('the VIP tables after real bets and a real conversion: VP Received (paged), VP Used, VIP History, level and progress', async ({ page, request }, testInfo) => {
  const player = await createTestPlayer(request);
  const gameName = await earnVipPoints(request, player, 11);
  const converted = await request.get('/api/convert-vipcoin?vip_coin=20', { headers: { Authorization: `Bearer ${player.token}` } });
  expect(converted.ok(), await converted.text()).toBe(true);
  const now = new Date(Date.now() + 6 * 3600_000);
  const historyRow = [String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'), 'Normal', '550'];

  await openSiteAs(page, player, '/vip');
  await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
  await expect(page.getByTestId('vip-points')).toHaveText('530');
  const received = page.getByRole('table', { name: 'VP Received' });
  const used = page.getByRole('table', { name: 'VP Used' });
  const history = page.getByRole('table', { name: 'VIP History' });
  const cells = (row: Locator) => row.getByRole('cell');

  if (testInfo.project.name === 'desktop') {
    await expect(page.getByTestId('vip-level')).toHaveText('Normal');
    await expect(page.getByTestId('vip-experience')).toHaveText('VIP experience: 550 / 10,000 VP');
    await expect(page.getByTestId('vip-level-progress').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5.5');
    await page.getByRole('tab', { name: 'VP Received' }).click();
  } else {
    await page.getByRole('button', { name: 'VP Records' }).click();
  }
  const receivedRows = received.getByTestId('vip-record-row');
  await expect(receivedRows).toHaveCount(10);
  await expect(cells(receivedRows.first())).toHaveText(['1', '50', new RegExp(`^${gameName} / `), new RegExp(`^${dhakaToday()} `)]);
  await expect(page.getByTestId('vip-records-page')).toHaveText('Page 1 of 2');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('vip-records-page')).toHaveText('Page 2 of 2');
  await expect(receivedRows).toHaveCount(1);
  await expect(cells(receivedRows.first()).first()).toHaveText('11');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  if (testInfo.project.name === 'desktop') await page.getByRole('tab', { name: 'VP Used' }).click();
  else await page.getByTestId('vip-records-received').locator('..').getByText('VP Used', { exact: true }).click();
  await expect(cells(used.getByTestId('vip-record-row'))).toHaveText(['1', '20', '৳20.00', new RegExp(`^${dhakaToday()} `)]);

  if (testInfo.project.name === 'desktop') await page.getByRole('tab', { name: 'VIP History' }).click();
  else await page.getByRole('button', { name: 'VIP History' }).click();
  await expect(cells(history.getByTestId('vip-record-row'))).toHaveText(historyRow);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  if (testInfo.project.name === 'desktop') {
    // The account area's side navigation shows the same VP and progress.
    await page.goto('/account');
    await expect(page.getByTestId('member-side-card').getByTestId('member-vip-points')).toHaveText('530');
    await expect(page.getByTestId('member-vip-progress-text')).toHaveText('550 / 10,000 VP');
    await expect(page.getByTestId('member-vip-progress').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5.5');
  }
});

test('an empty account: No Data everywhere', async ({ page, request }, testInfo) => {
  const player = await createTestPlayer(request);
  await openSiteAs(page, player, '/vip');
  if (testInfo.project.name === 'desktop') {
    for (const tab of ['VP Received', 'VP Used', 'VIP History']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('table', { name: tab })).toContainText('No Data');
    }
    await page.goto('/account');
    for (const testId of ['member-last-login', 'member-last-deposit', 'member-last-withdrawal']) await expect(await figure(page, testId)).toHaveText('No Data');
  } else {
    await page.getByRole('button', { name: 'VIP History' }).click();
    await expect(page.getByRole('table', { name: 'VIP History' })).toContainText('No Data');
  }
});
