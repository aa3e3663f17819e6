import type { Page } from '@playwright/test';
import { createTestPlayer, openSiteAs } from './players';
import { expect, followInApp, onlyOn, runOps, test, watchForErrors } from './support';

/**
 * Player text is stored and returned raw (server/README.md, "Player text"): the site must show it as
 * text. A name, a chat message and an inbox message made of markup that would run if it were ever put
 * in the page as HTML are shown, letter for letter, on every page that shows them, and nothing runs.
 */

const MARKUP = '<img src=x onerror="window.ranPlayerText=1"><script>window.ranPlayerText=2</script>';

declare global {
  interface Window {
    ranPlayerText?: number;
  }
}

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => window.ranPlayerText)).toBeUndefined();
  // Markup as text leaves no element behind: no <img src="x">, no <script> with our code.
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => [...document.scripts].some((script) => script.text.includes('ranPlayerText')))).toBe(false);
}

test('a name, a chat message and an inbox message made of markup show as text and nothing runs', { tag: onlyOn.desktop }, async ({ page, request }) => {
  const errors = watchForErrors(page);
  const player = await createTestPlayer(request, { name: MARKUP });
  await runOps(request, 'send-inbox', [player.username, '--title', MARKUP, '--message', MARKUP]);

  await openSiteAs(page, player, '/profile');
  await expect(page.getByTestId('profile-name')).toContainText(MARKUP);
  await expectNothingRan(page);

  await followInApp(page, '/inbox');
  const message = page.getByTestId('inbox-message').first();
  await expect(message).toContainText('<img src=x');
  await message.click();
  await expect(page.getByText(MARKUP).first()).toBeVisible();
  await expectNothingRan(page);

  await followInApp(page, '/chat');
  await page.getByRole('textbox', { name: 'Message' }).fill(MARKUP);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('chat-message').first()).toContainText(MARKUP);
  await expectNothingRan(page);

  await followInApp(page, '/chat-list');
  await expect(page.getByTestId('chat-list')).toContainText(MARKUP);
  await expectNothingRan(page);
  expect(errors).toEqual([]);
});
