import type { APIRequestContext, Page } from '@playwright/test';
import { createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { expect, onlyOn, runOps, seriousAccessibilityViolations, test, watchForErrors } from './support';

// Tests whose steps do not depend on the layout run once, on the layout their tag names (half on each).

/**
 * The inbox (spec 2 §2 Inbox, §4, §7, §9) against the real server, a fresh player per test; the
 * messages are put in the player's inbox by the operator command `send-inbox`.
 */

type SentMessage = { id: number; title: string; message: string; created_at: string };
type ServerMessage = { id: number; title: string; message: string; is_read: boolean; created_at: string };

const WELCOME = { title: 'Welcome to TakaPlay', message: 'Your account is ready. Claim your welcome bonus today before it ends.' };
const DEPOSIT = { title: 'Deposit received', message: 'We received your deposit of 500 taka. Good luck!' };
const WEEKEND = { title: 'Weekend cashback', message: 'Ten percent cashback on every slot game this weekend only.' };

async function send(request: APIRequestContext, player: TestPlayer, text: { title: string; message: string }): Promise<SentMessage> {
  return (await runOps(request, 'send-inbox', [player.username, '--title', text.title, '--message', text.message])) as SentMessage;
}

/** YYYY-MM-DD HH:mm in Bangladesh time (GMT+6 all year, no daylight saving). */
const dhakaTime = (iso: string) => new Date(Date.parse(iso) + 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const bearer = (player: TestPlayer) => ({ Authorization: `Bearer ${player.token}` });

/** The player's first inbox page as the server has it. */
async function serverInbox(request: APIRequestContext, player: TestPlayer): Promise<ServerMessage[]> {
  const answer = await request.get(`/api/inbox?remote_id=${player.remoteId}&page=1`, { headers: bearer(player) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { data: ServerMessage[] } }).data.data;
}

async function isReadOnServer(request: APIRequestContext, player: TestPlayer, id: number): Promise<boolean> {
  const answer = await request.get(`/api/inbox/${id}`, { headers: bearer(player) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: ServerMessage }).data.is_read;
}

const rows = (page: Page) => page.getByTestId('inbox-message');
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });
const unreadCount = (page: Page) => page.getByTestId('inbox-unread-count');

async function openInbox(page: Page, player: TestPlayer) {
  await openSiteAs(page, player, '/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
}

test('the list: subject, the first 5 words, the date in Dhaka time and unread marks; opening shows the full text and marks it read', async ({ page, request }, testInfo) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  const deposit = await send(request, player, DEPOSIT);
  const welcome = await send(request, player, WELCOME);
  const readAnswer = await request.patch(`/api/inbox/${deposit.id}/read`, { headers: bearer(player) });
  expect(readAnswer.ok()).toBe(true);

  await openInbox(page, player);
  await expect(rows(page)).toHaveCount(2);
  // Newest first.
  await expect(rows(page).first()).toContainText(WELCOME.title);
  const welcomeRow = row(page, WELCOME.title);
  await expect(welcomeRow).toContainText('Your account is ready. Claim');
  await expect(welcomeRow).not.toContainText('welcome bonus');
  await expect(welcomeRow).toContainText(dhakaTime(welcome.created_at));
  await expect(welcomeRow).toHaveAttribute('data-unread', 'true');
  await expect(welcomeRow.getByText('New', { exact: true })).toBeVisible();
  const depositRow = row(page, DEPOSIT.title);
  await expect(depositRow).toContainText('We received your deposit of');
  await expect(depositRow).not.toHaveAttribute('data-unread');
  await expect(depositRow.getByText('New', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Notification/ })).toBeVisible();
  await expect(unreadCount(page)).toHaveText('1');
  if (testInfo.project.name === 'desktop') {
    for (const name of ['Subject', 'Content', 'Received Date']) await expect(page.getByRole('columnheader', { name })).toBeVisible();
  } else {
    await expect(page.getByRole('columnheader')).toHaveCount(0);
  }
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await welcomeRow.getByRole('button', { name: WELCOME.title }).click();
  const dialog = page.getByRole('dialog', { name: WELCOME.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('inbox-message-text')).toHaveText(WELCOME.message);
  await expect(dialog).toContainText(`Received ${dhakaTime(welcome.created_at)}`);
  await expect.poll(() => isReadOnServer(request, player, welcome.id)).toBe(true);
  await expect(welcomeRow).not.toHaveAttribute('data-unread');
  await expect(unreadCount(page)).toHaveText('0');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test('edit mode: tick two, Mark read, Delete one (gone after a reload), Select all, Exit', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  const weekend = await send(request, player, WEEKEND);
  const deposit = await send(request, player, DEPOSIT);
  const welcome = await send(request, player, WELCOME);
  await openInbox(page, player);
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit' }).click();
  const markRead = page.getByRole('button', { name: 'Mark read' });
  const remove = page.getByRole('button', { name: 'Delete' });
  // Nothing ticked yet: nothing to mark or delete.
  await expect(markRead).toBeDisabled();
  await expect(remove).toBeDisabled();
  await page.getByRole('checkbox', { name: `Select ${WELCOME.title}` }).check();
  await page.getByRole('checkbox', { name: `Select ${DEPOSIT.title}` }).check();
  await expect(markRead).toBeEnabled();
  await markRead.click();
  await expect(row(page, WELCOME.title)).not.toHaveAttribute('data-unread');
  await expect(row(page, DEPOSIT.title)).not.toHaveAttribute('data-unread');
  await expect(row(page, WEEKEND.title)).toHaveAttribute('data-unread', 'true');
  await expect(unreadCount(page)).toHaveText('1');
  // Marked rows are unticked.
  await expect(page.getByRole('checkbox', { name: `Select ${WELCOME.title}` })).not.toBeChecked();
  await expect.poll(async () => (await serverInbox(request, player)).map((message) => [message.id, message.is_read])).toEqual([
    [welcome.id, true],
    [deposit.id, true],
    [weekend.id, false],
  ]);

  await page.getByRole('checkbox', { name: `Select ${DEPOSIT.title}` }).check();
  await remove.click();
  await expect(row(page, DEPOSIT.title)).toHaveCount(0);
  await expect(rows(page)).toHaveCount(2);
  await expect.poll(async () => (await serverInbox(request, player)).map((message) => message.id)).toEqual([welcome.id, weekend.id]);

  const selectAll = page.getByRole('checkbox', { name: 'Select all' });
  await selectAll.check();
  await expect(page.getByRole('checkbox', { name: `Select ${WELCOME.title}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Select ${WEEKEND.title}` })).toBeChecked();
  await selectAll.uncheck();
  await expect(page.getByRole('checkbox', { name: `Select ${WEEKEND.title}` })).not.toBeChecked();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await expect(row(page, DEPOSIT.title)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a new message arrives with the 10 s poll; none is asked while the tab is hidden, and the list is asked at once on return', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  await send(request, player, WELCOME);
  let listCalls = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/inbox') listCalls += 1;
  });
  await page.clock.install();
  await openInbox(page, player);
  // The next 10 s start when the page has the first answer: wait for it before moving the clock.
  await expect(rows(page)).toHaveCount(1);
  expect(listCalls).toBe(1);

  await send(request, player, DEPOSIT);
  await page.clock.runFor(9_000);
  expect(listCalls).toBe(1);
  await page.clock.runFor(1_500);
  await expect.poll(() => listCalls).toBe(2);
  await expect(row(page, DEPOSIT.title)).toHaveAttribute('data-unread', 'true');
  await expect(rows(page)).toHaveCount(2);
  await expect(unreadCount(page)).toHaveText('2');

  // Another tab in front: the page is hidden.
  await setPageHidden(page, true);
  await send(request, player, WEEKEND);
  await page.clock.runFor(35_000);
  expect(listCalls).toBe(2);
  await expect(rows(page)).toHaveCount(2);

  await setPageHidden(page, false);
  await expect.poll(() => listCalls).toBe(3);
  await expect(row(page, WEEKEND.title)).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
});

/** What the browser does when the tab goes to the background or comes back. */
async function setPageHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (isHidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('an empty inbox says No Data', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  await openInbox(page, player);
  await expect(page.getByTestId('inbox-empty')).toHaveText('No Data');
  await expect(rows(page)).toHaveCount(0);
  await expect(unreadCount(page)).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('more than 10 messages: the second page is asked for and shown', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  await send(request, player, { title: 'The oldest message', message: 'Sent before the ten newer ones.' });
  for (let index = 1; index <= 10; index += 1) await send(request, player, { title: `Notice ${index}`, message: `Notice number ${index} of ten.` });
  await openInbox(page, player);
  await expect(rows(page)).toHaveCount(10);
  await expect(row(page, 'The oldest message')).toHaveCount(0);
  const pages = page.getByRole('navigation', { name: 'Inbox pages' });
  await pages.getByRole('button', { name: '2' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'The oldest message')).toBeVisible();

  // The per-page selector (spec 2 §9: 10, 25, 50, 100): 25 shows all eleven on one page, from page 1.
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/api/inbox') asked.push(url.search);
  });
  const perPage = pages.getByRole('combobox', { name: 'Messages per page' });
  await expect(perPage).toHaveValue('10');
  await expect(perPage.locator('option')).toHaveText(['10', '25', '50', '100']);
  await perPage.selectOption('25');
  await expect(rows(page)).toHaveCount(11);
  await expect(pages.getByRole('button', { name: '2' })).toHaveCount(0);
  expect(asked.at(-1)).toContain('per_page=25');
  expect(asked.at(-1)).toContain('page=1');
});

test('a failed inbox call is said, not shown as No Data; Try again asks at once', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  let failing = true;
  await page.route('**/api/inbox?**', (route) => (failing ? route.fulfill({ status: 500, json: { message: 'Server Error' } }) : route.fallback()));
  await openSiteAs(page, player, '/inbox');
  const failure = page.getByTestId('inbox-load-failed');
  await expect(failure).toContainText('Your messages could not be loaded.');
  await expect(page.getByTestId('inbox-empty')).toHaveCount(0);
  failing = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('inbox-empty')).toBeVisible();
  await expect(failure).toHaveCount(0);
});
