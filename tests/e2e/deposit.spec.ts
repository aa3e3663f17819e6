import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatTaka } from '../../src/format/money';
import { createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { expect, onlyOn, runOps, seriousAccessibilityViolations, test, watchForErrors } from './support';

// Tests whose steps do not depend on the layout run once, on the layout their tag names (half on each).

/** A real 1×1 PNG: the server checks the receipt by its bytes. */
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 768;
const depositForm = (page: Page) => page.getByTestId('deposit-form');
const nextButton = (page: Page) => depositForm(page).getByRole('button', { name: isDesktop(page) ? 'Deposit' : 'Next', exact: true });
const amountField = (page: Page) => depositForm(page).getByRole('textbox', { name: 'Amount' });
const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Error' });
const phoneSelect = (page: Page) => page.getByRole('combobox', { name: 'Your phone number' });
const trxField = (page: Page) => page.getByRole('textbox', { name: 'Reference No./Trans ID' });
const submitButton = (page: Page) => page.getByTestId('payment-form').getByRole('button', { name: 'Submit' });

type PendingRow = { id: number; action: string; username: string; amount: string };

async function pendingDepositsOf(request: APIRequestContext, player: TestPlayer): Promise<PendingRow[]> {
  const rows = (await runOps(request, 'pending', [])) as PendingRow[];
  return rows.filter((row) => row.username === player.username && row.action === 'deposit');
}

/** Chooses bKash, CashOut and an amount on /deposit (mobile page or desktop funds tab). */
async function chooseDeposit(page: Page, amount = '1000') {
  await depositForm(page).getByRole('radio', { name: 'bKash' }).click();
  await depositForm(page).getByRole('radio', { name: 'CashOut' }).click();
  await amountField(page).fill(amount);
}

/** A verified player goes from /deposit to /make-payment for ৳1,000 via bKash CashOut. */
async function openMakePayment(page: Page, player: TestPlayer) {
  await openSiteAs(page, player, '/deposit');
  await chooseDeposit(page);
  await nextButton(page).click();
  await expect(page).toHaveURL((url) => url.pathname === '/make-payment');
  await expect(page.getByRole('heading', { name: 'bKash Payment', level: 1 })).toBeVisible();
  await expect(phoneSelect(page)).toHaveValue(player.phone);
}

/** TRX IDs are unique per method on the server, and both projects share it. */
const uniqueTrx = (prefix: string) => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;

async function fillPayment(page: Page, trx: string) {
  await trxField(page).fill(trx);
  await page.getByTestId('receipt-drop').locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByTestId('receipt-name')).toHaveText('Chosen: receipt.png');
}

async function expectFieldsKept(page: Page, player: TestPlayer, trx: string) {
  await expect(phoneSelect(page)).toHaveValue(player.phone);
  await expect(trxField(page)).toHaveValue(trx);
  await expect(page.getByTestId('receipt-name')).toHaveText('Chosen: receipt.png');
}

async function expectPendingPanel(page: Page) {
  const panel = page.getByTestId('payment-pending');
  await expect(panel).toContainText('Submission successful!');
  await expect(panel).toContainText('Thank You! Our are verifying your transaction, Please hold on.');
  await expect(panel).toContainText('Pending...');
}

test.describe('deposit against the real server', () => {
  test('an unverified phone: the message links the profile', async ({ page, request }) => {
    const errors = watchForErrors(page);
    const player = await createTestPlayer(request);
    await openSiteAs(page, player, '/deposit');
    await expect(depositForm(page).getByRole('radio', { name: 'bKash' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (isDesktop(page)) {
      // Spec 1 §4: the desktop button is disabled and the amount read-only until a method and channel are chosen.
      await expect(nextButton(page)).toBeDisabled();
      await expect(amountField(page)).toHaveAttribute('readonly', '');
    }
    await chooseDeposit(page);
    await nextButton(page).click();
    const link = errorDialog(page).getByRole('link', { name: 'Please verify your phone number first.' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === '/profile');
    expect(errors).toEqual([]);
  });

  // The desktop opens the amount only once a method and channel are chosen.
  test('the checks of Next come in the spec’s order: amount, method, channel (mobile)', { tag: onlyOn.mobile }, async ({ page, request }) => {
    const player = await createTestPlayer(request, { verifiedPhone: true });
    await openSiteAs(page, player, '/deposit');
    await expect(depositForm(page).getByRole('radio', { name: 'bKash' })).toBeVisible();
    await nextButton(page).click();
    await expect(errorDialog(page)).toContainText('Please fill in your amount.');
    await errorDialog(page).getByRole('button', { name: 'Close' }).click();
    await depositForm(page).getByRole('button', { name: '+500', exact: true }).click();
    await depositForm(page).getByRole('button', { name: '+1,000', exact: true }).click();
    await expect(amountField(page)).toHaveValue('1500');
    await nextButton(page).click();
    await expect(errorDialog(page)).toContainText('Please select a valid payment method.');
    await errorDialog(page).getByRole('button', { name: 'Close' }).click();
    await depositForm(page).getByRole('radio', { name: 'bKash' }).click();
    await expect(depositForm(page).getByRole('radio', { name: 'Send Money' })).toBeVisible();
    await nextButton(page).click();
    await expect(errorDialog(page)).toContainText('Please select a Deposit channel.');
    // The bonus is shown rounded as +N%, mobile wallets carry the +2% tag, and the records panel says No Data.
    await errorDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(depositForm(page).getByRole('combobox', { name: 'Promotion' }).locator('option').nth(1)).toHaveText(/ \+\d+%$/);
    await expect(page.getByTestId('deposit-method-bKash')).toContainText('+2%');
    await depositForm(page).getByRole('button', { name: 'Deposit records' }).click();
    await expect(page.getByTestId('deposit-records')).toContainText('No Data');
    await expect(page.getByTestId('deposit-records').getByRole('link', { name: 'More' })).toHaveAttribute('href', '/transaction-record');
  });

  test('the payment type tab shows its methods, and the tips panel says the spec’s four tips', { tag: onlyOn.mobile }, async ({ page, request }) => {
    const player = await createTestPlayer(request, { verifiedPhone: true });
    await openSiteAs(page, player, '/deposit');
    const types = page.getByRole('radiogroup', { name: 'Payment type' });
    await expect(depositForm(page).getByRole('radio', { name: 'bKash' })).toBeVisible();
    await expect(depositForm(page).getByRole('radio', { name: 'USDT' })).toHaveCount(0);
    await types.getByText('Crypto', { exact: true }).click();
    await expect(depositForm(page).getByRole('radio', { name: 'USDT' })).toBeVisible();
    await expect(depositForm(page).getByRole('radio', { name: 'bKash' })).toHaveCount(0);
    await types.getByText('Bank', { exact: true }).click();
    await expect(page.getByTestId('deposit-method-Bank')).toBeVisible();
    const tips = page.getByRole('region', { name: 'Deposit tips' });
    await expect(tips.getByRole('listitem')).toHaveText([
      'Verify your phone number before you deposit.',
      'Input the correct reference number.',
      'Process only the selected amount.',
      'Attach the successful slip.',
    ]);
  });

  test('a receipt that is not an image is refused on the page, and nothing is chosen', { tag: onlyOn.desktop }, async ({ page, request }) => {
    const player = await createTestPlayer(request, { verifiedPhone: true });
    await openMakePayment(page, player);
    await page.getByTestId('receipt-drop').locator('input[type=file]').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not an image') });
    await expect(page.getByText('Please choose an image file.')).toBeVisible();
    await expect(page.getByTestId('receipt-name')).toBeHidden();
  });

  test('phones that fail to load: Next does not claim the phone is unverified, and /make-payment says so with Try again', { tag: onlyOn.mobile }, async ({ page, request }) => {
    const player = await createTestPlayer(request, { verifiedPhone: true });
    // The first two phone lists fail: the one of /deposit and the one of /make-payment.
    let failuresLeft = 2;
    await page.route('**/api/get/other/phone**', (route) => (failuresLeft-- > 0 ? route.abort('failed') : route.fallback()));
    await openSiteAs(page, player, '/deposit');
    await chooseDeposit(page);
    await nextButton(page).click();
    // Unknown is not unverified: the server checks the phone again when the deposit is submitted.
    await expect(page).toHaveURL((url) => url.pathname === '/make-payment');
    await expect(page.getByTestId('phones-failed')).toContainText('Your phone numbers could not be loaded.');
    await expect(phoneSelect(page)).toHaveValue('');
    await page.getByTestId('phones-failed').getByRole('button', { name: 'Try again' }).click();
    await expect(phoneSelect(page)).toHaveValue(player.phone);
    await expect(page.getByTestId('phones-failed')).toBeHidden();
  });

  test('a pending deposit blocks another one', { tag: onlyOn.desktop }, async ({ page, request }) => {
    const player = await createTestPlayer(request, { verifiedPhone: true });
    await openMakePayment(page, player);
    const trx = uniqueTrx('TRXPEN');
    await fillPayment(page, trx);
    await submitButton(page).click();
    await expectPendingPanel(page);

    await page.goto('/deposit');
    await chooseDeposit(page);
    await nextButton(page).click();
    await expect(errorDialog(page)).toContainText('You already have a deposit request pending. Please wait for it to be processed before making another deposit.');
    await errorDialog(page).getByRole('button', { name: 'Close' }).click();
    await depositForm(page).getByRole('button', { name: 'Deposit records' }).click();
    await expect(page.getByTestId('deposit-record')).toHaveCount(1);
    await expect(page.getByTestId('deposit-record')).toContainText('Pending');
  });

  test('a deposit with a PNG receipt is pending, then approved and credited', async ({ page, request }) => {
    const errors = watchForErrors(page);
    const player = await createTestPlayer(request, { verifiedPhone: true });
    await openMakePayment(page, player);
    await expect(page.getByTestId('payment-countdown')).toHaveText(/^(10:00|9:5\d)$/);
    await expect(page.getByTestId('payment-amount')).toHaveText(formatTaka(1000));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const trx = uniqueTrx('TRXOK0');
    await fillPayment(page, trx);
    const submitted = page.waitForRequest((sent) => sent.url().endsWith('/api/submit-deposit'));
    await submitButton(page).click();
    expect((await submitted).headers()['idempotency-key']).toMatch(/^[0-9a-f]{16}-\d+$/);
    await expectPendingPanel(page);

    const [pending] = await pendingDepositsOf(request, player);
    expect(pending).toMatchObject({ amount: '1000.00' });
    // The desktop preselects the first active promotion: its bonus is credited too.
    const approval = (await runOps(request, 'approve', [String(pending?.id)])) as { balance: string; credited: string };
    await page.reload();
    const balance = page.getByTestId(isDesktop(page) ? 'header-balance' : 'mobile-header-balance');
    await expect(balance).toContainText(formatTaka(Number(approval.balance), { fixedDecimals: true }));
    if (!isDesktop(page)) expect(approval.balance).toBe('1000.00');
    const shown = await request.get(`/api/transaction/show?remote_id=${player.remoteId}`, { headers: { Authorization: `Bearer ${player.token}` } });
    const { transactions } = (await shown.json()) as { transactions: { id: number; status: string; action: string }[] };
    expect(transactions).toEqual([expect.objectContaining({ id: pending?.id, action: 'deposit', status: 'success' })]);
    expect(errors).toEqual([]);
  });

  test('a reload keeps the remaining time; when it is up, Submit is disabled and /deposit is linked', { tag: onlyOn.mobile }, async ({ page, request }) => {
    const player = await createTestPlayer(request, { verifiedPhone: true });
    await page.clock.install();
    await openMakePayment(page, player);
    await page.clock.runFor(125_000);
    await expect(page.getByTestId('payment-countdown')).toHaveText(/^7:5\d$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'bKash Payment', level: 1 })).toBeVisible();
    // The page's clock runs on while it reloads: a busy machine may take a few seconds more (7:4x).
    await expect(page.getByTestId('payment-countdown')).toHaveText(/^7:[45]\d$/);
    await page.clock.runFor(8 * 60_000);
    await expect(page.getByTestId('payment-countdown')).toHaveText('0:00');
    await expect(page.getByTestId('payment-time-up')).toContainText('The time to pay is up.');
    await expect(submitButton(page)).toBeDisabled();
    await page.getByTestId('payment-time-up').getByRole('link', { name: 'Back to deposit' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/deposit');
  });

  test('the copy buttons copy and say what they copied; with nothing to copy they say so', { tag: onlyOn.desktop }, async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const player = await createTestPlayer(request, { verifiedPhone: true });
    await openMakePayment(page, player);
    const accountNumber = (await page.getByTestId('payment-accountNumber').textContent()) ?? '';
    expect(accountNumber).toMatch(/^\d{11}$/);
    await page.getByRole('button', { name: 'Copy account number' }).click();
    await expect(page.getByTestId('copy-notice')).toContainText(`Account number copied: ${accountNumber}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accountNumber);
    await page.getByRole('button', { name: 'Copy amount' }).click();
    await expect(page.getByTestId('copy-notice')).toContainText('Amount copied: 1000');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1000');
    await page.getByTestId('copy-notice').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('copy-notice')).toBeHidden();

    // The same page opened with an empty account number and amount (history state edited, then reloaded).
    await page.evaluate(() => {
      const state = window.history.state as { payment: Record<string, unknown> };
      window.history.replaceState({ ...state, payment: { ...state.payment, accountNumber: '', amount: 0 } }, '');
    });
    await page.reload();
    await page.getByRole('button', { name: 'Copy account number' }).click();
    await expect(page.getByTestId('copy-notice')).toContainText('No account number to copy!');
    await page.getByRole('button', { name: 'Copy amount' }).click();
    await expect(page.getByTestId('copy-notice')).toContainText('No Amount to copy!');
  });

  test('opened without a deposit, the page says so and links /deposit', { tag: onlyOn.mobile }, async ({ page, request }) => {
    const player = await createTestPlayer(request);
    await openSiteAs(page, player, '/make-payment');
    await expect(page.getByRole('heading', { name: 'No payment to confirm', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Back to deposit' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/deposit');
  });
});

test.describe('deposit submission faults: the error is clear, every field stays, a retry makes exactly one deposit', () => {
  test('the server creates the deposit but the answer is a 500', { tag: onlyOn.desktop }, async ({ page, request }) => {
    const player = await createTestPlayer(request, { verifiedPhone: true });
    await openMakePayment(page, player);
    const trx = uniqueTrx('TRXFAI');
    await fillPayment(page, trx);
    // The request reaches the server (which stores the deposit under its Idempotency-Key); the page sees a 500.
    await page.route('**/api/submit-deposit', async (route) => {
      await route.fetch();
      await route.fulfill({ status: 500, json: { message: 'Internal server error' } });
    });
    await submitButton(page).click();
    await expect(errorDialog(page)).toContainText('An error occurred. Please try again.');
    await errorDialog(page).getByRole('button', { name: 'Close' }).click();
    await expectFieldsKept(page, player, trx);
    await page.unroute('**/api/submit-deposit');
    await submitButton(page).click();
    await expectPendingPanel(page);
    expect(await pendingDepositsOf(request, player)).toHaveLength(1);
  });

  test('the answer never comes (timeout)', { tag: onlyOn.mobile }, async ({ page, request }) => {
    const player = await createTestPlayer(request, { verifiedPhone: true });
    await page.clock.install();
    await openMakePayment(page, player);
    const trx = uniqueTrx('TRXTIM');
    await fillPayment(page, trx);
    let forwarded = 0;
    // Reaches the server, but the page never hears back: the client gives up after 15 s.
    await page.route('**/api/submit-deposit', async (route) => {
      forwarded += 1;
      await route.fetch();
    });
    await submitButton(page).click();
    await expect.poll(() => forwarded).toBe(1);
    await expect(submitButton(page)).toHaveAttribute('data-loading', 'true');
    await page.clock.runFor(16_000);
    await expect(errorDialog(page)).toContainText('An error occurred. Please try again.');
    await errorDialog(page).getByRole('button', { name: 'Close' }).click();
    await expectFieldsKept(page, player, trx);
    await page.unroute('**/api/submit-deposit');
    await submitButton(page).click();
    await expectPendingPanel(page);
    expect(await pendingDepositsOf(request, player)).toHaveLength(1);
  });

  test('the player is offline', { tag: onlyOn.desktop }, async ({ page, request, context }) => {
    const player = await createTestPlayer(request, { verifiedPhone: true });
    await openMakePayment(page, player);
    const trx = uniqueTrx('TRXOFF');
    await fillPayment(page, trx);
    await context.setOffline(true);
    await submitButton(page).click();
    await expect(errorDialog(page)).toContainText('An error occurred. Please try again.');
    await errorDialog(page).getByRole('button', { name: 'Close' }).click();
    await expectFieldsKept(page, player, trx);
    expect(await pendingDepositsOf(request, player)).toHaveLength(0);
    await context.setOffline(false);
    await submitButton(page).click();
    await expectPendingPanel(page);
    expect(await pendingDepositsOf(request, player)).toHaveLength(1);
  });

  test('a hostile server message shows as text and runs nothing', { tag: onlyOn.mobile }, async ({ page, request }) => {
    const player = await createTestPlayer(request, { verifiedPhone: true });
    await openMakePayment(page, player);
    const trx = uniqueTrx('TRXXSS');
    await fillPayment(page, trx);
    await page.route('**/api/submit-deposit', (route) =>
      route.fulfill({ status: 422, json: { success: false, message: '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>Bad slip' } }),
    );
    await submitButton(page).click();
    const message = page.getByTestId('funds-error-message');
    await expect(message).toHaveText('Submission failed: Bad slip');
    await expect(message.locator('img, script')).toHaveCount(0);
    expect(await page.evaluate(() => Reflect.has(window, '__xss'))).toBe(false);
    await expectFieldsKept(page, player, trx);
  });

  test('a refusal shows the server’s words and a changed form gets a new Idempotency-Key', { tag: onlyOn.desktop }, async ({ page, request }) => {
    const player = await createTestPlayer(request, { verifiedPhone: true });
    await openMakePayment(page, player);
    const trx = uniqueTrx('TRXNOS');
    await trxField(page).fill(trx);
    const keys: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/submit-deposit')) keys.push(sent.headers()['idempotency-key'] ?? '');
    });
    await submitButton(page).click();
    await expect(errorDialog(page)).toContainText('Submission failed: Please attach your payment receipt (a JPEG, PNG or WebP image).');
    await errorDialog(page).getByRole('button', { name: 'Close' }).click();
    // A file chosen and reset is gone again; then the real receipt.
    await fillPayment(page, trx);
    // By keyboard: on a phone the fixed quick links can cover the button until the page scrolls.
    await page.getByRole('button', { name: 'Reset' }).press('Enter');
    await expect(page.getByTestId('receipt-name')).toBeHidden();
    await fillPayment(page, trx);
    await submitButton(page).click();
    await expectPendingPanel(page);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
