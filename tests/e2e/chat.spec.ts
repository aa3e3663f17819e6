import type { APIRequestContext, Page } from '@playwright/test';
import { createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { expect, onlyOn, seriousAccessibilityViolations, test, watchForErrors } from './support';

// The steps do not depend on the layout: each test runs once, on the layout its tag names (half on each).

/**
 * The support chat (spec 2 §2 Support chat, §4 Chat, §5, §7, §9) against the real server, a fresh player
 * per test: the first message creates the chat with support (user 7), blank messages are not sent, the
 * chat list shows the conversation, and /chat-box/{chatId} loads its history.
 */

type ServerChat = { chat_id: number; id: number; other_user: { id: number; username: string }; last_message: string | null };
type ServerMessage = { sender_id: number; sender_type: string; content: string };

const bearer = (player: TestPlayer) => ({ Authorization: `Bearer ${player.token}` });

async function serverChats(request: APIRequestContext, player: TestPlayer): Promise<ServerChat[]> {
  const answer = await request.get('/api/get-chats', { headers: bearer(player) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { chats: ServerChat[] }).chats;
}

async function serverMessages(request: APIRequestContext, player: TestPlayer, chatId: number): Promise<ServerMessage[]> {
  const answer = await request.get(`/api/chats/${chatId}/messages`, { headers: bearer(player) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { messages: ServerMessage[] }).messages;
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send' });
const bubbles = (page: Page) => page.getByTestId('chat-message');

/** Counts the calls that would send or create something. */
function countWrites(page: Page) {
  const writes: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (sent.method() === 'POST' && (path === '/api/messages' || path === '/api/chats')) writes.push(path);
  });
  return writes;
}

async function sendText(page: Page, text: string) {
  await messageBox(page).fill(text);
  await expect(sendButton(page)).toBeEnabled();
  await sendButton(page).click();
  await expect(messageBox(page)).toHaveValue('');
}

test('the first message on /chat creates the chat with support and shows on the right; a blank one is not sent', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  const writes = countWrites(page);
  await openSiteAs(page, player, '/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Support chat' })).toBeVisible();
  await expect(page.getByTestId('chat-empty')).toBeVisible();

  // Empty and blank: Send stays disabled, and Enter in the box sends nothing.
  await expect(sendButton(page)).toBeDisabled();
  await messageBox(page).fill('   ');
  await expect(sendButton(page)).toBeDisabled();
  await messageBox(page).press('Enter');
  await expect(bubbles(page)).toHaveCount(0);
  expect(writes).toEqual([]);
  expect(await serverChats(request, player)).toEqual([]);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await sendText(page, 'Hello, I have a deposit question');
  await expect(bubbles(page)).toHaveCount(1);
  await expect(bubbles(page).first()).toHaveAttribute('data-sender', 'player');
  await expect(bubbles(page).first()).toHaveText(/Hello, I have a deposit question/);
  expect(writes).toEqual(['/api/chats', '/api/messages']);

  const chats = await serverChats(request, player);
  expect(chats).toHaveLength(1);
  expect(chats[0]?.other_user).toEqual({ id: 7, username: expect.any(String) });
  expect(chats[0]?.last_message).toBe('Hello, I have a deposit question');
  expect((await serverMessages(request, player, chats[0]?.id ?? 0)).map((message) => [message.sender_type, message.content])).toEqual([
    ['player', 'Hello, I have a deposit question'],
  ]);

  // The page moved to the chat's own address (a reload keeps the conversation), still showing it.
  await expect(page).toHaveURL(new RegExp(`/chat-box/${chats[0]?.id}$`));
  await expect(bubbles(page)).toHaveCount(1);
  await page.reload();
  await expect(bubbles(page).first()).toHaveText(/Hello, I have a deposit question/);

  // The second message goes to the same chat: no new chat is asked for.
  await sendText(page, 'It was 500 taka');
  await expect(bubbles(page)).toHaveCount(2);
  expect(writes).toEqual(['/api/chats', '/api/messages', '/api/messages']);

  // The player's bubbles sit on the right.
  const box = await page.getByTestId('chat-conversation').boundingBox();
  const bubble = await bubbles(page).nth(1).getByTestId('chat-message-text').boundingBox();
  expect(box && bubble && bubble.x + bubble.width > box.x + box.width / 2).toBe(true);
  expect(errors).toEqual([]);
});

test('the chat list shows the conversation; opening it loads its messages, and a reload of /chat-box/{id} shows the history', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  await openSiteAs(page, player, '/chat-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByTestId('chat-list-empty')).toHaveText('No Data');

  await page.getByRole('link', { name: 'Chat with support' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await sendText(page, 'First question');
  await expect(bubbles(page)).toHaveCount(1);
  await sendText(page, 'Second question');
  await expect(bubbles(page)).toHaveCount(2);
  const [chat] = await serverChats(request, player);
  expect(chat).toBeDefined();

  await page.getByRole('link', { name: 'My messages' }).click();
  await expect(page).toHaveURL(/\/chat-list$/);
  const rows = page.getByTestId('chat-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(chat?.other_user.username ?? 'support');
  await expect(rows.first().getByTestId('chat-row-last-message')).toHaveText('Second question');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const loaded = page.waitForResponse((answer) => new URL(answer.url()).pathname === `/api/chats/${chat?.id}/messages`);
  await rows.first().getByRole('link').click();
  await loaded;
  await expect(page).toHaveURL(new RegExp(`/chat-box/${chat?.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Customer support' })).toBeVisible();
  await expect(bubbles(page).getByTestId('chat-message-text')).toHaveText(['First question', 'Second question']);

  await page.reload();
  await expect(bubbles(page).getByTestId('chat-message-text')).toHaveText(['First question', 'Second question']);
  await expect(bubbles(page).first()).toHaveAttribute('data-sender', 'player');

  // A message sent from the conversation joins the same chat.
  await sendText(page, 'Third question');
  await expect(bubbles(page)).toHaveCount(3);
  expect((await serverMessages(request, player, chat?.id ?? 0)).map((message) => message.content)).toEqual(['First question', 'Second question', 'Third question']);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a failed chat list is said, not shown as No Data; Try again loads it', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  let failing = true;
  await page.route('**/api/get-chats', (route) => (failing ? route.fulfill({ status: 500, json: { message: 'Server Error' } }) : route.fallback()));
  await openSiteAs(page, player, '/chat-list');
  const failure = page.getByTestId('chat-list-failed');
  await expect(failure).toContainText('Your chats could not be loaded.');
  await expect(page.getByTestId('chat-list-empty')).toHaveCount(0);
  failing = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('chat-list-empty')).toHaveText('No Data');
});

test('messages that could not be loaded are said, not shown as an empty conversation; Try again loads them', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  await openSiteAs(page, player, '/chat');
  await sendText(page, 'Where is my bonus?');
  await expect(page).toHaveURL(/\/chat-box\/\d+$/);

  let failing = true;
  await page.route('**/api/chats/*/messages', (route) => (failing ? route.fulfill({ status: 500, json: { message: 'Server Error' } }) : route.fallback()));
  await page.reload();
  const failure = page.getByTestId('chat-messages-failed');
  await expect(failure).toContainText('The messages could not be loaded.');
  await expect(page.getByTestId('chat-empty')).toHaveCount(0);
  await expect(bubbles(page)).toHaveCount(0);
  // Nothing is typed into a conversation whose history is not in.
  await expect(messageBox(page)).toBeDisabled();
  await expect(sendButton(page)).toBeDisabled();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  failing = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(bubbles(page).getByTestId('chat-message-text')).toHaveText(['Where is my bonus?']);
  await expect(failure).toHaveCount(0);
  await expect(messageBox(page)).toBeEnabled();
});

test('a message that could not be sent stays in the box, is said not sent, and goes on Send again (chat created once)', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const player = await createTestPlayer(request);
  const writes = countWrites(page);
  const failing = { create: true, send: true };
  await page.route('**/api/chats', (route) =>
    route.request().method() === 'POST' && failing.create ? route.fulfill({ status: 500, json: { message: 'Server Error' } }) : route.fallback(),
  );
  await page.route('**/api/messages', (route) => (failing.send ? route.fulfill({ status: 500, json: { message: 'Server Error' } }) : route.fallback()));
  await openSiteAs(page, player, '/chat');
  const notSent = page.getByTestId('chat-not-sent');

  // Creating the chat fails: the text stays, the note says it was not sent.
  await messageBox(page).fill('My withdrawal is late');
  await sendButton(page).click();
  await expect(notSent).toHaveText('Your message was not sent. It is still in the box: press Send to try again.');
  await expect(messageBox(page)).toHaveValue('My withdrawal is late');
  await expect(bubbles(page)).toHaveCount(0);
  await expect(sendButton(page)).toBeEnabled();
  expect(await serverChats(request, player)).toEqual([]);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The chat is created this time, but sending fails: still in the box, still said.
  failing.create = false;
  await sendButton(page).click();
  await expect.poll(() => writes).toEqual(['/api/chats', '/api/chats', '/api/messages']);
  await expect(notSent).toBeVisible();
  await expect(messageBox(page)).toHaveValue('My withdrawal is late');
  await expect(bubbles(page)).toHaveCount(0);
  const [chat] = await serverChats(request, player);
  expect(chat).toBeDefined();

  // Send again: it goes to the chat just created (no third chat call), the note goes, the box empties.
  failing.send = false;
  await sendButton(page).click();
  await expect(bubbles(page).getByTestId('chat-message-text')).toHaveText(['My withdrawal is late']);
  await expect(messageBox(page)).toHaveValue('');
  await expect(notSent).toHaveCount(0);
  expect(writes).toEqual(['/api/chats', '/api/chats', '/api/messages', '/api/messages']);
  await expect(page).toHaveURL(new RegExp(`/chat-box/${chat?.id}$`));
  expect((await serverMessages(request, player, chat?.id ?? 0)).map((message) => message.content)).toEqual(['My withdrawal is late']);
});

type ServerPromotion = { id: number; name: string; desc: string | null; start_date: string | null; status: string | null };

/** The newest current promotion by the server's promotions call (the one /promotions makes): the latest start date, then the higher id. */
async function newestServerPromotion(request: APIRequestContext): Promise<ServerPromotion> {
  const answer = await request.get('/api/promotion');
  expect(answer.ok(), await answer.text()).toBe(true);
  const shown = ((await answer.json()) as ServerPromotion[]).filter((promotion) => promotion.status !== 'inactive');
  const sorted = shown.sort((a, b) => (b.start_date ?? '').localeCompare(a.start_date ?? '') || b.id - a.id);
  expect(sorted.length, 'the seed has current promotions').toBeGreaterThan(0);
  return sorted[0] as ServerPromotion;
}

const wordsOf = (text: string) => text.trim().split(/\s+/).filter((word) => word !== '');
const isPromotionCall = (url: URL) => url.pathname === '/api/promotion';

test('the chat home shows the newest promotion: its title, at most 100 words of its description, and a link to /promotions', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request);
  const newest = await newestServerPromotion(request);
  await openSiteAs(page, player, '/chat');
  const card = page.getByTestId('chat-promotion');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('chat-promotion-title')).toHaveText(newest.name);
  const description = (await card.getByTestId('chat-promotion-description').textContent()) ?? '';
  const expected = wordsOf(newest.desc ?? '');
  const shown = wordsOf(description.replace(/…$/, ''));
  expect(shown.length).toBeLessThanOrEqual(100);
  expect(shown).toEqual(expected.slice(0, 100));
  expect(description.endsWith('…')).toBe(expected.length > 100);
  // The chat is there alongside the card.
  await expect(page.getByTestId('chat-empty')).toBeVisible();
  await expect(messageBox(page)).toBeEnabled();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await card.getByRole('link', { name: 'See all promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  expect(errors).toEqual([]);
});

test('when the promotions call fails the chat home has no card, logs it, and the chat still works', { tag: onlyOn.mobile }, async ({ page, request }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const player = await createTestPlayer(request);
  let promotionCalls = 0;
  await page.route(
    (url) => isPromotionCall(url),
    (route) => {
      promotionCalls += 1;
      return route.fulfill({ status: 500, json: { message: 'Server Error' } });
    },
  );
  await openSiteAs(page, player, '/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Support chat' })).toBeVisible();
  await expect.poll(() => promotionCalls).toBeGreaterThan(0);
  await expect.poll(() => logged.some((text) => text.startsWith('Chat home promotion:'))).toBe(true);
  await expect(page.getByTestId('chat-promotion')).toHaveCount(0);

  await sendText(page, 'Is there a promotion for me?');
  await expect(bubbles(page).getByTestId('chat-message-text')).toHaveText(['Is there a promotion for me?']);
  await expect(page).toHaveURL(/\/chat-box\/\d+$/);
  const [chat] = await serverChats(request, player);
  expect((await serverMessages(request, player, chat?.id ?? 0)).map((message) => message.content)).toEqual(['Is there a promotion for me?']);
});
