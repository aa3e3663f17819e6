import type { APIRequestContext, Page } from '@playwright/test';
import { formatTaka } from '../../src/format/money';
import { fillPayment, paymentSubmitButton } from './makePayment';
import { balanceOf, createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { expect, runOps, test, watchForErrors } from './support';

/**
 * Issue 7's whole money loop on the real server, one player, mobile and desktop: deposit with a
 * receipt → Pending → the operator approves (npm run ops) → balance and transaction record → the
 * turnover blocks a withdrawal → a demo game completes it → withdraw → /payment-request → the
 * operator pays out. Every amount is checked against the server's books, which must reconcile.
 */
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 768;
/** Money the operator credits first, so that a losing spin cannot leave less than a withdrawal's ৳500. */
const STARTING_FUNDS = 5000;
const DEPOSIT = 1000;
const STAKE = 1000;

type FundsRow = { id: number; action: string; status: string; key: string; amount: string };
type PendingRow = { id: number; action: string; username: string; amount: string };
type Turnover = { status: 'active' | 'complete'; required_turnover: string; remaining_turnover: string };

const bearer = (player: TestPlayer) => ({ Authorization: `Bearer ${player.token}` });

async function transactionsOf(request: APIRequestContext, player: TestPlayer): Promise<FundsRow[]> {
  const answer = await request.get(`/api/transaction/show?remote_id=${player.remoteId}`, { headers: bearer(player) });
  return ((await answer.json()) as { transactions: FundsRow[] }).transactions;
}

async function turnoversOf(request: APIRequestContext, player: TestPlayer): Promise<Turnover[]> {
  const answer = await request.get(`/api/turnovers?remote_id=${player.remoteId}`, { headers: bearer(player) });
  return ((await answer.json()) as { turnover: Turnover[] }).turnover;
}

async function pendingOf(request: APIRequestContext, player: TestPlayer, action: 'deposit' | 'withdraw'): Promise<PendingRow> {
  const rows = (await runOps(request, 'pending', [])) as PendingRow[];
  const mine = rows.filter((row) => row.username === player.username && row.action === action);
  expect(mine).toHaveLength(1);
  return mine[0] as PendingRow;
}

const headerBalance = (page: Page) => page.getByTestId(isDesktop(page) ? 'header-balance' : 'mobile-header-balance');

test('a player deposits, is approved, plays off the turnover, withdraws and is paid out', async ({ page, request }) => {
  const errors = watchForErrors(page);
  // The only refusal the page may meet is the withdraw check's 400 while the turnover is open (spec 1 §8).
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  const player = await createTestPlayer(request, { verifiedPhone: true, birthday: '1991-02-03' });
  await runOps(request, 'adjust', [player.username, String(STARTING_FUNDS), '--reason', 'e2e starting funds']);

  // Deposit ৳1,000 by bKash CashOut, without a promotion (its turnover is then the deposit × 1).
  await openSiteAs(page, player, '/deposit');
  const depositForm = page.getByTestId('deposit-form');
  await depositForm.getByRole('combobox', { name: 'Promotion' }).selectOption({ label: 'No promotion' });
  await depositForm.getByRole('radio', { name: 'bKash' }).click();
  await depositForm.getByRole('radio', { name: 'CashOut' }).click();
  await depositForm.getByRole('textbox', { name: 'Amount' }).fill(String(DEPOSIT));
  await depositForm.getByRole('button', { name: isDesktop(page) ? 'Deposit' : 'Next', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/make-payment');
  await expect(page.getByRole('heading', { name: 'bKash Payment', level: 1 })).toBeVisible();
  await fillPayment(page, player, `JRN${player.username.slice(3).toUpperCase()}`);
  await paymentSubmitButton(page).click();
  const pendingPanel = page.getByTestId('payment-pending');
  await expect(pendingPanel).toContainText('Thank You! Our are verifying your transaction, Please hold on.');
  await expect(pendingPanel).toContainText('Pending...');

  // The operator approves: the balance and the transaction record show it.
  const deposit = await pendingOf(request, player, 'deposit');
  expect(deposit.amount).toBe('1000.00');
  await runOps(request, 'approve', [String(deposit.id)]);
  const afterDeposit = STARTING_FUNDS + DEPOSIT;
  await page.goto('/');
  await expect(headerBalance(page)).toContainText(formatTaka(afterDeposit, { fixedDecimals: true }));
  expect(await transactionsOf(request, player)).toEqual([expect.objectContaining({ id: deposit.id, action: 'deposit', status: 'success' })]);
  expect(await turnoversOf(request, player)).toEqual([expect.objectContaining({ status: 'active', required_turnover: '1000.00', remaining_turnover: '1000.00' })]);

  // The open turnover blocks a withdrawal, with the link to the turnover record.
  await page.goto('/withdrawal');
  const eligibility = page.getByTestId('withdrawal-eligibility');
  await expect(eligibility.getByRole('link', { name: 'Please complete your turnover and try again.' })).toHaveAttribute('href', '/turnover-record');

  // A demo slot at ৳1,000 a spin plays the turnover off.
  await page.goto('/games?type=SLOT');
  await page.getByTestId('games-grid').locator('article').first().getByRole('button', { name: 'Play Game' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/gamerun');
  const game = page.frameLocator('iframe[title="Game"]');
  await game.getByRole('button', { name: '৳1,000' }).click();
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('status')).toHaveText(/^(You won ৳[\d,.]+ \([\d.]+×\)|No win this time\.)$/, { timeout: 15_000 });
  expect(await turnoversOf(request, player)).toEqual([expect.objectContaining({ status: 'complete', remaining_turnover: '0.00' })]);
  const afterGame = await balanceOf(request, player);
  expect(afterGame).toBeGreaterThanOrEqual(afterDeposit - STAKE);

  // Withdraw ৳500 to the player's own phone: "Withdrawal successful!", then /payment-request.
  await page.goto('/withdrawal');
  const withdrawalForm = page.getByTestId('withdrawal-form');
  await expect(withdrawalForm).toBeVisible();
  await expect(page.getByTestId('withdrawal-balance')).toHaveText(formatTaka(afterGame, { fixedDecimals: true }));
  await withdrawalForm.getByRole('radio', { name: 'bKash' }).check();
  await withdrawalForm.getByRole('button', { name: '+৳500' }).click();
  await withdrawalForm.getByRole('radio', { name: player.phone }).check();
  await withdrawalForm.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/payment-request');
  await expect(page.getByTestId('withdrawal-success')).toHaveText('Withdrawal successful!');
  await expect(page.getByTestId('payment-request-amount')).toHaveText('৳500.00');
  await expect(page.getByTestId('payment-request-player')).toHaveText(player.username);
  expect(await balanceOf(request, player)).toBe(afterGame - 500);

  // The operator pays out: the request is marked paid and the held money stays gone.
  const withdrawal = await pendingOf(request, player, 'withdraw');
  await runOps(request, 'approve', [String(withdrawal.id)]);
  const rows = await transactionsOf(request, player);
  expect(rows.find((row) => row.id === withdrawal.id)).toMatchObject({ action: 'withdraw', status: 'success', key: '1' });
  expect(await balanceOf(request, player)).toBe(afterGame - 500);
  expect(await runOps(request, 'reconcile', [])).toEqual({ differences: [] });
  expect(refused).toEqual(['400 /api/userwithdrawcheck']);
  expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
});
