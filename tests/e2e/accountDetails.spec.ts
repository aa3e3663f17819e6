import type { Locator, Page } from '@playwright/test';
import { createTestPlayer, depositThroughApi, openSiteAs } from './players';
import { expect, followInApp, onlyOn, runOps, test, watchForErrors } from './support';

/**
 * Account area details (issue 22, part 5) against the real server, a fresh player per test: the
 * desktop top navigation's VIP and Referral, and the records, keep the account side menu; labels are
 * not cut where there is room (Bangla, on a phone); the exchange's Bets count in Bangla digits.
 * Screenshots were used while building; these are the cheap checks that stay.
 */

/** Elements whose text is wider than their box (cut, with or without "…"). */
async function cutLabels(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((elements) =>
    elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => `${element.textContent?.trim()} (${element.scrollWidth} > ${element.clientWidth})`),
  );
}

const sideMenuTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Account sections' }).getByRole('tab', { name, exact: true });

test(`desktop top navigation: VIP, Referral and the records open inside the account area with its side menu ${onlyOn.desktop}`, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  await openSiteAs(page, player, '/');
  const topNav = page.getByRole('navigation', { name: 'Main navigation' });

  await topNav.getByRole('link', { name: 'VIP', exact: true }).click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(sideMenuTab(page, 'VIP')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('member-section-vip')).toBeVisible();

  await topNav.getByRole('link', { name: 'Referral', exact: true }).click();
  await expect(page).toHaveURL(/\/referral$/);
  await expect(sideMenuTab(page, 'Referral Program')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('member-section-referralProgram')).toBeVisible();

  for (const [address, tab, section] of [
    ['/turnover-record', 'Turnover', 'turnover'],
    ['/transaction-record', 'Transaction Records', 'transactionRecords'],
    ['/betting-record', 'Betting Records', 'bettingRecords'],
  ] as const) {
    await followInApp(page, address);
    await expect(sideMenuTab(page, tab)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId(`member-section-${section}`)).toBeVisible();
  }
  // Another tab of the side menu still switches in place.
  await sideMenuTab(page, 'Overview').click();
  await expect(sideMenuTab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});

test(`phone, Bangla: badges and the bottom bar are not cut, the turnover reads done ÷ required, the exchange Bets count in Bangla digits ${onlyOn.mobile}`, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request, { verifiedPhone: true });
  await runOps(request, 'approve', [String(await depositThroughApi(request, player, '1000', 'TRXD'))]);
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await openSiteAs(page, player, '/turnover-record');

  const card = page.getByTestId('turnover-card');
  await expect(card.getByTestId('turnover-label')).toHaveText('অপেক্ষমাণ');
  await expect(card.getByTestId('turnover-progress')).toHaveText('০%');
  await expect(card.getByTestId('turnover-multiple')).toHaveCount(0);
  expect(await cutLabels(page.locator('.mantine-Badge-label'))).toEqual([]);

  // The bottom bar's "আমার অ্যাকাউন্ট" on one line: its height is one line's.
  const myAccount = page.getByRole('link', { name: 'আমার অ্যাকাউন্ট' }).last();
  const lines = await myAccount.locator('p').evaluate((text) => Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight)));
  expect(lines).toBe(1);

  await followInApp(page, '/transaction-record');
  await expect(page.getByTestId('transaction-status').first()).toBeVisible();
  expect(await cutLabels(page.locator('.mantine-Badge-label'))).toEqual([]);

  await followInApp(page, '/exchange');
  await expect(page.getByTestId('exchange-bets')).toContainText('০');
  await expect(page.getByTestId('exchange-bets')).not.toContainText('0');
  expect(errors).toEqual([]);
});
