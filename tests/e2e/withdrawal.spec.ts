import type { APIRequestContext, Page } from '@playwright/test';
import { balanceOf, createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { expect, onlyOn, runOps, seriousAccessibilityViolations, test, watchForErrors } from './support';

// The steps do not depend on the layout: each test runs once, on the layout its tag names (half on each).
// What the page does with an answer (its own checks, a 500, being offline, Enter again, a double click,
// hostile texts) runs against the fake API in tests/components/withdrawalPage.browser.test.tsx (issue 23).

/**
 * Withdrawal (spec 1 §2.13, §2.14, §5, §7, §8) against the real server, a fresh player per test:
 * the blocked paths with their words, the happy path to /payment-request and the operator's
 * approval, faults that keep what was typed, exactly one withdrawal on a retry, and hostile texts.
 */

const BIRTHDAY = '1990-05-17';
const PENDING_TEXT = 'You already have a withdraw request pending. Please wait for it to be processed before making another withdraw request.';
const TURNOVER_TEXT = 'Please complete your turnover and try again.';
const BIRTHDAY_TEXT = 'Please set your Date of Birth in your profile before making a withdrawal.';

const form = (page: Page) => page.getByTestId('withdrawal-form');
const amountField = (page: Page) => page.getByRole('textbox', { name: 'Amount' });
const submitButton = (page: Page) => form(page).getByRole('button', { name: 'Submit' });
const eligibility = (page: Page) => page.getByTestId('withdrawal-eligibility');
const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Error' });

async function readyPlayer(request: APIRequestContext, funds = '5000'): Promise<TestPlayer> {
  const player = await createTestPlayer(request, { verifiedPhone: true, birthday: BIRTHDAY });
  await runOps(request, 'adjust', [player.username, funds, '--reason', 'e2e']);
  return player;
}

async function openWithdrawal(page: Page, player: TestPlayer) {
  await openSiteAs(page, player, '/withdrawal');
  await expect(form(page)).toBeVisible();
}

async function fillForm(page: Page, player: TestPlayer) {
  await page.getByRole('radio', { name: 'bKash' }).check();
  await page.getByRole('button', { name: '+৳500' }).click();
  await page.getByRole('radio', { name: player.phone }).check();
  await expect(amountField(page)).toHaveValue('500');
}

async function expectFormKept(page: Page, player: TestPlayer) {
  await expect(amountField(page)).toHaveValue('500');
  await expect(page.getByRole('radio', { name: 'bKash' })).toBeChecked();
  await expect(page.getByRole('radio', { name: player.phone })).toBeChecked();
}

type PendingRow = { id: number; action: string; username: string; amount: string; account_number: string };

async function pendingWithdrawalsOf(request: APIRequestContext, player: TestPlayer): Promise<PendingRow[]> {
  const rows = (await runOps(request, 'pending', [])) as PendingRow[];
  return rows.filter((row) => row.username === player.username && row.action === 'withdraw');
}

/** A withdrawal straight through the API (another tab, say), so the player has one pending. */
async function withdrawThroughApi(request: APIRequestContext, player: TestPlayer) {
  const methods = (await (await request.get('/api/payment-methods')).json()) as { id: number; name: string }[];
  const bkash = methods.find((method) => method.name === 'bKash');
  const answer = await request.post('/api/submit-withdraw', {
    headers: { Authorization: `Bearer ${player.token}` },
    data: { remote_id: player.remoteId, account_number: player.phone, amount: '500', payment_id: bkash?.id },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

// A 1×1 PNG: the receipt of a real deposit.
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A deposit made and approved: approval adds a turnover requirement, which blocks withdrawals. */
async function depositAndApprove(request: APIRequestContext, player: TestPlayer) {
  const headers = { Authorization: `Bearer ${player.token}` };
  const channels = (await (await request.get('/api/showpayment-menthod?name=bKash', { headers })).json()) as { data: { id: number }[] };
  const paymentId = channels.data[0]?.id;
  expect(paymentId, 'a bKash channel').toBeTruthy();
  const deposit = await request.post('/api/submit-deposit', {
    headers,
    multipart: {
      remote_id: player.remoteId,
      account_number: player.phone,
      transaction_id: `TRX${player.username.slice(3)}`.toUpperCase(),
      amount: '1000',
      payment_id: String(paymentId),
      promotion_id: '',
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: PNG_1X1 },
    },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);
  const { transaction } = (await deposit.json()) as { transaction: { id: number } };
  await runOps(request, 'approve', [String(transaction.id)]);
}

test.describe('withdrawal: blocked players see why', () => {
  test('an unverified phone: the server check says so at once, and Submit asks to verify first', { tag: onlyOn.mobile }, async ({ page, request }) => {
    const player = await createTestPlayer(request, { birthday: BIRTHDAY });
    await openWithdrawal(page, player);
    await expect(eligibility(page)).toContainText('Please verify your phone number first.');
    await expect(page.getByTestId('withdrawal-note')).toContainText('Before you withdraw, set your birthday and verify your phone number in your profile.');
    await fillForm(page, player);
    await submitButton(page).click();
    await expect(errorDialog(page)).toBeVisible();
    await expect(page.getByTestId('funds-error-message').getByRole('link', { name: 'Please verify your phone number first.' })).toHaveAttribute('href', '/profile');
    await page.getByRole('button', { name: 'Close' }).click();
    await expectFormKept(page, player);
    expect(await pendingWithdrawalsOf(request, player)).toEqual([]);
  });

  test('no birthday: the server’s Date of Birth message links to the profile', { tag: onlyOn.desktop }, async ({ page, request }) => {
    const player = await createTestPlayer(request, { verifiedPhone: true });
    await openWithdrawal(page, player);
    const link = eligibility(page).getByRole('link', { name: BIRTHDAY_TEXT });
    await expect(link).toHaveAttribute('href', '/profile');
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === '/profile');
  });

  test('an open turnover: the turnover left links to /turnover-record, and the form is locked (issue 22)', { tag: onlyOn.mobile }, async ({ page, request }) => {
    const player = await createTestPlayer(request, { verifiedPhone: true, birthday: BIRTHDAY });
    await depositAndApprove(request, player);
    await openWithdrawal(page, player);
    const link = eligibility(page).getByRole('link', { name: TURNOVER_TEXT });
    await expect(link).toHaveAttribute('href', '/turnover-record');
    await expect(link).toContainText(/Turnover left: ৳[\d,]+\.\d\d\./);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await expect(submitButton(page)).toBeDisabled();
    await expect(amountField(page)).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'bKash' })).toBeDisabled();
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === '/turnover-record');
    expect(await pendingWithdrawalsOf(request, player)).toEqual([]);
  });

  test('a pending withdrawal: the message at once, and Submit refuses a second one', { tag: onlyOn.desktop }, async ({ page, request }) => {
    const player = await readyPlayer(request);
    await withdrawThroughApi(request, player);
    await openWithdrawal(page, player);
    await expect(eligibility(page)).toContainText(PENDING_TEXT);
    await fillForm(page, player);
    await submitButton(page).click();
    await expect(page.getByTestId('funds-error-message')).toHaveText(PENDING_TEXT);
    expect(await pendingWithdrawalsOf(request, player)).toHaveLength(1);
  });
});

test.describe('withdrawal: the happy path', () => {
  test('500 taka: "Withdrawal successful!", /payment-request with its countdown, Close, then the operator pays', { tag: onlyOn.desktop }, async ({ page, request }) => {
    const errors = watchForErrors(page);
    const player = await readyPlayer(request);
    await page.clock.install();
    await openWithdrawal(page, player);
    await expect(page.getByTestId('withdrawal-balance')).toHaveText('৳5,000.00');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await fillForm(page, player);
    const submitted = page.waitForRequest((call) => call.url().endsWith('/api/submit-withdraw'));
    await submitButton(page).click();
    const call = await submitted;
    expect(call.postDataJSON()).toMatchObject({ remote_id: player.remoteId, account_number: player.phone, amount: '500' });
    expect(call.headers()['idempotency-key']).toMatch(/^withdraw-[\w-]+$/);

    await expect(page).toHaveURL((url) => url.pathname === '/payment-request');
    await expect(page.getByTestId('withdrawal-success')).toHaveText('Withdrawal successful!');
    await expect(page.getByText('Get Ready! Your Money is on its way. You will get it within')).toBeVisible();
    await expect(page.getByTestId('payment-request-amount')).toHaveText('৳500.00');
    await expect(page.getByTestId('payment-request-player')).toHaveText(player.username);
    await expect(page.getByTestId('payment-request-animation')).toBeVisible();
    // Spec 1 §2.14: the animation shows the player's username too (beside the payment method).
    await expect(page.getByTestId('payment-request-animation-player')).toHaveText(player.username);
    await expect(page.getByTestId('payment-request-countdown')).toHaveText(/^(30:00|29:5\d)$/);
    expect(await balanceOf(request, player)).toBe(4500);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Ten minutes later, and a reload: the time left comes from the request, not from the page.
    await page.clock.fastForward('10:00');
    await expect(page.getByTestId('payment-request-countdown')).toHaveText(/^(20:00|19:[45]\d)$/);
    await page.reload();
    await expect(page.getByTestId('payment-request-countdown')).toHaveText(/^(20:00|19:[45]\d)$/);
    await expect(page.getByTestId('payment-request-amount')).toHaveText('৳500.00');

    // Past the 30 minutes: the time is up and Close stays.
    await page.clock.fastForward('21:00');
    await expect(page.getByTestId('payment-request-time-up')).toBeVisible();
    await page.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/account');

    const [pending] = await pendingWithdrawalsOf(request, player);
    expect(pending).toMatchObject({ amount: '500.00', account_number: player.phone });
    await runOps(request, 'approve', [String(pending?.id)]);
    const shown = await request.get(`/api/transaction/show?remote_id=${player.remoteId}`, { headers: { Authorization: `Bearer ${player.token}` } });
    const { transactions } = (await shown.json()) as { transactions: { id: number; status: string; key: string }[] };
    expect(transactions.find((transaction) => transaction.id === pending?.id)).toMatchObject({ status: 'success', key: '1' });
    expect(await balanceOf(request, player)).toBe(4500);
    expect(errors).toEqual([]);
  });

  test('/payment-request without state shows the newest pending withdrawal, or says there is none', { tag: onlyOn.mobile }, async ({ page, request }) => {
    const player = await readyPlayer(request);
    await openSiteAs(page, player, '/payment-request');
    await expect(page.getByTestId('payment-request-none')).toContainText('You have no withdrawal request on its way.');
    await expect(page.getByRole('link', { name: 'Make a withdrawal' })).toHaveAttribute('href', '/withdrawal');
    await withdrawThroughApi(request, player);
    await page.reload();
    await expect(page.getByTestId('payment-request-amount')).toHaveText('৳500.00');
    await expect(page.getByTestId('payment-request-countdown')).toHaveText(/^(30:00|29:\d\d)$/);
  });
});

test.describe('withdrawal: faults keep what was typed and never make two withdrawals', () => {
  test('a timeout after the server made it: a clear error, the fields kept, and the retry makes exactly one withdrawal', { tag: onlyOn.mobile }, async ({ page, request }) => {
    const player = await readyPlayer(request);
    await openWithdrawal(page, player);
    await fillForm(page, player);
    // The request reaches the server, which makes the withdrawal; the answer never arrives.
    await page.route('**/api/submit-withdraw', async (route) => {
      await route.fetch();
      await route.abort('timedout');
    });
    await submitButton(page).click();
    await expect(errorDialog(page)).toBeVisible();
    await expect(page.getByTestId('funds-error-message')).toHaveText('An error occurred. Please try again.');
    await page.getByRole('button', { name: 'Close' }).click();
    await expectFormKept(page, player);
    expect(await pendingWithdrawalsOf(request, player)).toHaveLength(1);

    await page.unrouteAll({ behavior: 'wait' });
    await submitButton(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/payment-request');
    await expect(page.getByTestId('withdrawal-success')).toHaveText('Withdrawal successful!');
    expect(await pendingWithdrawalsOf(request, player)).toHaveLength(1);
    expect(await balanceOf(request, player)).toBe(4500);
  });
});
