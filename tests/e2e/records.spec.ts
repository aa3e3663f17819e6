import type { APIRequestContext, Page } from '@playwright/test';
import { createTestPlayer, depositThroughApi as deposit, openSiteAs, type TestPlayer } from './players';
import { expect, onlyOn, runOps, test, watchForErrors } from './support';

// Tests whose steps do not depend on the layout run once, on the layout their tag names (half on each).

/**
 * Transaction and turnover records (spec 2 §2, §4, §8, §9) against the real server, a fresh player
 * per test: real deposits (one approved by the operator, one left pending) and the turnover the
 * approval opens.
 */

/** ৳1,000 approved (which opens a ৳1,000 turnover), then ৳750 left pending. */
async function approvedAndPending(request: APIRequestContext, player: TestPlayer) {
  const approved = await deposit(request, player, '1000', 'TRXA');
  await runOps(request, 'approve', [String(approved)]);
  await deposit(request, player, '750', 'TRXP');
}

const rows = (page: Page) => page.getByTestId('transaction-row');
const rowWith = (page: Page, amount: string) => rows(page).filter({ has: page.getByTestId('transaction-amount').getByText(amount, { exact: true }) });
const noData = (page: Page) => page.getByTestId('records-no-data');

async function chooseFilter(page: Page, label: string, option: string) {
  await page.getByTestId('transaction-filters').getByRole('combobox', { name: label }).selectOption({ label: option });
}

async function confirmFilters(page: Page, mobile: boolean) {
  await page.getByTestId('transaction-filters').getByRole('button', { name: mobile ? 'Confirm' : 'Submit' }).click();
}

test('transaction records: Success and Processing deposits, the status filter, Yesterday is No Data', async ({ page, request }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request, { verifiedPhone: true });
  await approvedAndPending(request, player);

  await openSiteAs(page, player, '/transaction-record');
  await expect(rows(page)).toHaveCount(2);
  await expect(rowWith(page, '৳1,000.00').getByTestId('transaction-status')).toHaveText('Success');
  await expect(rowWith(page, '৳750.00').getByTestId('transaction-status')).toHaveText('Processing');

  if (mobile) {
    // One date group (both today); a row opens its pop-up with the details table.
    await expect(page.getByTestId('transaction-group')).toHaveCount(1);
    await page.getByRole('button', { name: 'Details of Deposit ৳1,000.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transaction Record Details' });
    await expect(dialog.getByTestId('transaction-timeline')).toContainText('Information received');
    const details = dialog.getByTestId('transaction-details');
    await expect(details.getByRole('row', { name: /Payment Method/ })).toContainText('bKash');
    await expect(details.getByRole('row', { name: /Amount/ })).toContainText('৳1,000.00');
    await expect(details.getByRole('row', { name: /Type/ })).toContainText('Deposit');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  } else {
    await expect(page.getByTestId('records-showing')).toHaveText('Showing 1 to 2 of 2 entries');
    const perPage = page.getByRole('combobox', { name: 'Records per page' });
    await expect(perPage).toHaveValue('10');
    await expect(perPage.locator('option')).toHaveText(['10', '25', '50', '100']);
    await perPage.selectOption('25');
    await expect(page.getByTestId('records-showing')).toHaveText('Showing 1 to 2 of 2 entries');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  }

  // Status Success narrows the list to the approved deposit.
  await chooseFilter(page, 'Status', 'Success');
  await confirmFilters(page, mobile);
  await expect(rows(page)).toHaveCount(1);
  await expect(rowWith(page, '৳1,000.00')).toBeVisible();
  if (!mobile) await expect(page.getByTestId('records-showing')).toHaveText('Showing 1 to 1 of 1 entries');

  // Pending (mobile) / Processing (desktop) shows the other one.
  await chooseFilter(page, 'Status', mobile ? 'Pending' : 'Processing');
  await confirmFilters(page, mobile);
  await expect(rows(page)).toHaveCount(1);
  await expect(rowWith(page, '৳750.00').getByTestId('transaction-status')).toHaveText('Processing');

  // Both deposits were made today: Yesterday has No Data.
  await chooseFilter(page, 'Status', 'All');
  await chooseFilter(page, 'Date', 'Yesterday');
  await confirmFilters(page, mobile);
  await expect(noData(page)).toHaveText('No Data');
  await expect(rows(page)).toHaveCount(0);

  // Today brings them back.
  await chooseFilter(page, 'Date', 'Today');
  await confirmFilters(page, mobile);
  await expect(rows(page)).toHaveCount(2);

  // Last 7 days (seven days ago to now) has both; the type filter: no withdrawal, two deposits.
  await chooseFilter(page, 'Date', 'Last 7 days');
  await confirmFilters(page, mobile);
  await expect(rows(page)).toHaveCount(2);
  const typeFilter = mobile ? 'Payment Type' : 'Type';
  await chooseFilter(page, typeFilter, 'Withdrawal');
  await confirmFilters(page, mobile);
  await expect(noData(page)).toHaveText('No Data');
  await chooseFilter(page, typeFilter, 'Deposit');
  await confirmFilters(page, mobile);
  await expect(rows(page)).toHaveCount(2);
  // No date limit (All on the phone; the desktop's Date choice).
  await chooseFilter(page, 'Date', mobile ? 'All' : 'Date');
  await confirmFilters(page, mobile);
  await expect(rows(page)).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('transaction records: a new player has No Data', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  await openSiteAs(page, player, '/transaction-record');
  await expect(noData(page)).toHaveText('No Data');
});

test('turnover: the approved deposit’s turnover is Active with its progress; Completed is No Data', async ({ page, request }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request, { verifiedPhone: true });
  await approvedAndPending(request, player);

  await openSiteAs(page, player, '/turnover-record');
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/account');
  const card = page.getByTestId('turnover-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('turnover-title')).toHaveText('Deposit Without any Promotion');
  await expect(card.getByTestId('turnover-label')).toHaveText('Pending');
  await expect(card.getByTestId('turnover-required')).toHaveText('৳1,000.00');
  await expect(card.getByTestId('turnover-remaining')).toHaveText('৳1,000.00');
  // Issue 22: no multiple without a promotion; completion is done / required on both layouts.
  await expect(card.getByTestId('turnover-multiple')).toHaveCount(0);
  await expect(card.getByTestId('turnover-progress')).toHaveText('0%');

  await page.getByRole('tab', { name: mobile ? 'Completed' : 'Complete' }).click();
  await expect(noData(page)).toHaveText('No Data');
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'Active' }).click();
  await expect(card).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('transaction records (desktop): 10 per page by default, Next/Previous and a larger page size', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const player = await createTestPlayer(request, { verifiedPhone: true });
  for (let index = 0; index < 11; index += 1) {
    const id = await deposit(request, player, String(500 + index), `TRX${String.fromCharCode(65 + index)}`);
    await runOps(request, 'approve', [String(id)]);
  }
  await openSiteAs(page, player, '/transaction-record');
  const showing = page.getByTestId('records-showing');
  await expect(showing).toHaveText('Showing 1 to 10 of 11 entries');
  await expect(rows(page)).toHaveCount(10);
  // Newest first: the last deposit (৳510) leads.
  await expect(rows(page).first().getByTestId('transaction-amount')).toHaveText('৳510.00');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(showing).toHaveText('Showing 11 to 11 of 11 entries');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId('transaction-amount')).toHaveText('৳500.00');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(showing).toHaveText('Showing 1 to 10 of 11 entries');
  await page.getByRole('combobox', { name: 'Records per page' }).selectOption('25');
  await expect(showing).toHaveText('Showing 1 to 11 of 11 entries');
  await expect(rows(page)).toHaveCount(11);
});

test('turnover: played off in a demo slot, it moves to Completed at 100%', async ({ page, request }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const player = await createTestPlayer(request, { verifiedPhone: true });
  const id = await deposit(request, player, '1000', 'TRXC');
  await runOps(request, 'approve', [String(id)]);

  // A demo slot at ৳1,000 a spin plays the turnover off (as in fundsJourney.spec.ts).
  await openSiteAs(page, player, '/games?type=SLOT');
  await page.getByTestId('games-grid').locator('article').first().getByRole('button', { name: 'Play Game' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/gamerun');
  const game = page.frameLocator('iframe[title="Game"]');
  await game.getByRole('button', { name: '৳1,000' }).click();
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('status')).toHaveText(/^(You won ৳[\d,.]+ \([\d.]+×\)|No win this time\.)$/, { timeout: 15_000 });

  await page.goto('/turnover-record');
  await expect(noData(page)).toHaveText('No Data');
  await page.getByRole('tab', { name: mobile ? 'Completed' : 'Complete' }).click();
  const card = page.getByTestId('turnover-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('turnover-title')).toHaveText('Deposit');
  await expect(card.getByTestId('turnover-label')).toHaveText('Completed');
  await expect(card.getByTestId('turnover-progress')).toHaveText('100%');
  await expect(card.getByTestId('turnover-remaining')).toHaveText('৳0.00');
});

test('each record list says when its call fails (not a blank page, not No Data), and Try again loads it', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  const lists = [
    { path: '/transaction-record', call: '**/api/transaction/show**' },
    { path: '/turnover-record', call: '**/api/turnovers**' },
    { path: '/betting-record', call: '**/api/betting-record?**' },
  ];
  for (const list of lists) {
    let failing = true;
    await page.route(list.call, (route) => (failing ? route.fulfill({ status: 500, json: { message: 'Server Error' } }) : route.fallback()));
    await openSiteAs(page, player, list.path);
    const failure = page.getByTestId('records-load-failed');
    await expect(failure, list.path).toContainText('The records could not be loaded.');
    await expect(noData(page)).toHaveCount(0);
    failing = false;
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(noData(page), list.path).toHaveText('No Data');
    await expect(failure).toHaveCount(0);
    await page.unroute(list.call);
  }
});
