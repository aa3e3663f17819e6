import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatTaka } from '../../src/format/money';
import { createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { fillPayment, paymentSubmitButton as submitButton, phoneSelect, trxField } from './makePayment';
import { expect, runOps, seriousAccessibilityViolations, test, watchForErrors } from './support';

// What needs the real server, on both layouts. What the pages do with an answer (the checks of Next,
// the tips, receipts refused on the page, phones that fail to load, the countdown, the copy buttons,
// the submission faults about the page) runs against the fake API in
// tests/components/depositPage.browser.test.tsx (issue 23; the old test → new test list is there).

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 768;
const depositForm = (page: Page) => page.getByTestId('deposit-form');
const nextButton = (page: Page) => depositForm(page).getByRole('button', { name: isDesktop(page) ? 'Deposit' : 'Next', exact: true });
const amountField = (page: Page) => depositForm(page).getByRole('textbox', { name: 'Amount' });
const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Error' });

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

  // One journey for what needs the server (issue 23: the checks of what the page does with an answer
  // moved to tests/components/depositPage.browser.test.tsx): the server stores the deposit but the
  // page hears a 500, the retry under the same Idempotency-Key makes exactly one pending deposit,
  // which blocks another; approved, it is credited.
  test('a deposit with a PNG receipt: a 500 after the server stored it and a retry make exactly one, pending, which blocks another; approved, it is credited', async ({ page, request }) => {
    // Three page loads and three operator calls: more than one check's 30 s on a busy machine.
    test.setTimeout(60_000);
    const errors = watchForErrors(page);
    const player = await createTestPlayer(request, { verifiedPhone: true });
    await openMakePayment(page, player);
    await expect(page.getByTestId('payment-countdown')).toHaveText(/^(10:00|9:5\d)$/);
    await expect(page.getByTestId('payment-amount')).toHaveText(formatTaka(1000));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const trx = uniqueTrx('TRXOK0');
    await fillPayment(page, player, trx);
    expect(errors).toEqual([]);
    const keys: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/submit-deposit')) keys.push(sent.headers()['idempotency-key'] ?? '');
    });
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
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{16}-\d+$/);
    expect(keys[1]).toBe(keys[0]);
    const deposits = await pendingDepositsOf(request, player);
    expect(deposits).toHaveLength(1);
    const [pending] = deposits;
    expect(pending).toMatchObject({ amount: '1000.00' });

    // A pending deposit blocks another one.
    await page.goto('/deposit');
    await chooseDeposit(page);
    await nextButton(page).click();
    await expect(errorDialog(page)).toContainText('You already have a deposit request pending. Please wait for it to be processed before making another deposit.');
    await errorDialog(page).getByRole('button', { name: 'Close' }).click();
    await depositForm(page).getByRole('button', { name: 'Deposit records' }).click();
    await expect(page.getByTestId('deposit-record')).toHaveCount(1);
    await expect(page.getByTestId('deposit-record')).toContainText('Pending');

    // The desktop preselects the first active promotion: its bonus is credited too.
    const approval = (await runOps(request, 'approve', [String(pending?.id)])) as { balance: string; credited: string };
    await page.reload();
    const balance = page.getByTestId(isDesktop(page) ? 'header-balance' : 'mobile-header-balance');
    await expect(balance).toContainText(formatTaka(Number(approval.balance), { fixedDecimals: true }));
    if (!isDesktop(page)) expect(approval.balance).toBe('1000.00');
    const shown = await request.get(`/api/transaction/show?remote_id=${player.remoteId}`, { headers: { Authorization: `Bearer ${player.token}` } });
    const { transactions } = (await shown.json()) as { transactions: { id: number; status: string; action: string }[] };
    expect(transactions).toEqual([expect.objectContaining({ id: pending?.id, action: 'deposit', status: 'success' })]);
    // The one error the page saw: the browser's own line for the 500 of the first submission.
    expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 500 (Internal Server Error)']);
  });
});
