import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { expect, onlyOn, test, watchForErrors } from './support';

// Issue 24's journeys on the real server. The 24 hours an increase waits, the confirmation after them,
// the reality check's timer and the self-exclusion's end run on a simulated clock in the machine tests,
// the component tests (tests/components/saferLimits.model.browser.test.tsx, accountBreak.model…) and the
// server's tests (server/routes/safer/*.test.ts); here the real server refuses what the page says.

/** A real 1×1 PNG: the server checks the receipt by its bytes. */
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const dayLimitField = (page: Page) => page.getByRole('textbox', { name: 'Limit for 24 hours (৳)' });
const depositForm = (page: Page) => page.getByTestId('deposit-form');
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 768;

type Channel = { id: number; min: string; max: string };

/** A deposit the server is asked for directly, on a channel that takes the amount, as the make-payment page sends it. */
async function submitDeposit(request: APIRequestContext, player: TestPlayer, amount: string) {
  const { data: channels } = (await (await request.get('/api/showpayment-menthod?name=bKash', { headers: { Authorization: `Bearer ${player.token}` } })).json()) as { data: Channel[] };
  const channel = channels.find((row) => Number(row.min) <= Number(amount) && Number(amount) <= Number(row.max))?.id;
  expect(channel, 'a deposit channel that takes the amount').toBeDefined();
  return request.post('/api/submit-deposit', {
    headers: { Authorization: `Bearer ${player.token}` },
    multipart: {
      amount,
      account_number: '01711111111',
      transaction_id: `SG${randomBytes(4).toString('hex').toUpperCase()}`,
      payment_id: String(channel),
      promotion_id: '',
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: onePixelPng },
    },
  });
}

test('a deposit limit: set, a deposit over it is refused by the page and the server; raised, the old limit holds until the player confirms after 24 hours', async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request, { verifiedPhone: true });
  await openSiteAs(page, player, '/safer-gambling');
  await dayLimitField(page).fill('1000');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByTestId('limits-notice')).toContainText('These limits apply now: 24 hours.');

  await page.goto('/deposit');
  await expect(depositForm(page)).toContainText('You can deposit up to ৳1,000');
  await depositForm(page).getByRole('radio', { name: 'bKash' }).click();
  await depositForm(page).getByRole('radio', { name: 'CashOut' }).click();
  await depositForm(page).getByRole('textbox', { name: 'Amount' }).fill('1500');
  await depositForm(page).getByRole('button', { name: isDesktop(page) ? 'Deposit' : 'Next', exact: true }).click();
  await expect(page.getByText('This deposit is over your deposit limit. You can deposit up to ৳1,000')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/deposit');

  const refused = await submitDeposit(request, player, '1500');
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({ code: 'deposit_limit_reached', left: '1000.00', period: 'day', field: 'amount' });

  // Raised: the change waits 24 hours for the player's confirmation, and the old limit holds.
  await page.goto('/safer-gambling');
  await expect(dayLimitField(page)).toHaveValue('1000');
  await dayLimitField(page).fill('5000');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByTestId('limits-notice')).toContainText('These changes wait 24 hours for your confirmation: 24 hours.');
  await expect(page.getByTestId('limit-pending-day')).toContainText('Change to ৳5,000 requested.');
  await expect(page.getByTestId('limit-pending-when-day')).toContainText('Can be confirmed after');
  await expect(page.getByTestId('limit-pending-day').getByRole('button', { name: 'Confirm' })).toBeDisabled();
  const early = await request.post('/api/safer-gambling/limits/confirm', { headers: { Authorization: `Bearer ${player.token}` }, data: { period: 'day' } });
  expect(early.status()).toBe(409);
  expect(await early.json()).toMatchObject({ code: 'limit_not_confirmable' });
  const stillRefused = await submitDeposit(request, player, '1500');
  expect(await stillRefused.json()).toMatchObject({ code: 'deposit_limit_reached', left: '1000.00' });
  expect(errors).toEqual([]);
});

test('a time-out: confirmed with the password, the player is logged out; logged in again, the account shows the break and refuses a game and a bet', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  await openSiteAs(page, player, '/safer-gambling');
  const timeOut = page.getByTestId('time-out-section');
  await timeOut.getByRole('button', { name: 'Take a time-out' }).click();
  await timeOut.getByRole('radio', { name: '24 hours' }).click();
  await timeOut.getByRole('button', { name: 'Continue' }).click();
  await expect(timeOut).toContainText('You will not be able to deposit, play or bet until');
  await timeOut.getByRole('button', { name: 'Continue' }).click();
  await timeOut.getByLabel('Your password').fill(player.password);
  await timeOut.getByRole('button', { name: 'Start my time-out' }).click();
  const started = page.getByRole('dialog', { name: 'You are logged out' });
  await expect(started).toContainText('Your time-out has started; it ends');
  await started.getByRole('button', { name: 'OK' }).click();
  const oldToken = await request.get('/api/user/show', { headers: { Authorization: `Bearer ${player.token}` } });
  expect(oldToken.status()).toBe(401);

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(player.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(player.password);
  await page.getByTestId('login-form').getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL((url) => url.pathname === '/login');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  await page.goto('/account');
  await expect(page.getByText('Your account is on a time-out until')).toBeVisible();

  await page.goto('/games?type=SLOT&system=JILI&title=JILI');
  await page.getByTestId('games-grid').locator('article').first().getByRole('button', { name: 'Play Game' }).click();
  await expect(page.getByText(/Your account is on a time-out until .*You can still see your balance and history and withdraw\./)).toBeVisible();
  await expect(page).not.toHaveURL((url) => url.pathname === '/gamerun');

  const bet = await request.post('/api/exchange/bets', {
    headers: { Authorization: `Bearer ${token}` },
    data: { market: 'match_odds', event_id: '12345678', market_id: '1.1', selection_id: 1, side: 'back', odds: 2, stake: 150, accept_better_odds: true },
  });
  expect(bet.status()).toBe(403);
  expect(await bet.json()).toMatchObject({ code: 'account_on_break', break_kind: 'time_out' });
  const balance = await request.post('/api/balance', { headers: { Authorization: `Bearer ${token}` } });
  expect(balance.ok()).toBe(true);
});
