import { accessFor, routes, sampleAddress } from '../../src/routes/routeTable';
import type { APIRequestContext } from '@playwright/test';
import { createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { expect, expectPageRendered, seriousAccessibilityViolations, test, watchForErrors } from './support';

/** Routes that do their work and move on instead of showing a page of their own. */
const redirectingRoutes: Record<string, string> = {
  '/page/guest/register.jsp': '/register',
  '/player/logout': '/',
  // With the player's exchange token and no external exchange site configured: our own exchange.
  '/exchange-redirect': '/exchange',
};

/** The player's chat with support (spec 2 §9: support is user 7), created through the API; its id. */
async function ownChatOf(request: APIRequestContext, player: TestPlayer): Promise<number> {
  const headers = { Authorization: `Bearer ${player.token}` };
  const user = (await (await request.get(`/api/user/show?remote_id=${player.remoteId}`, { headers })).json()) as { id: number };
  const created = await request.post('/api/chats', { headers, data: { user_one_id: user.id, user_two_id: 7 } });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { chat: { id: number } }).chat.id;
}

test.describe('every route', () => {
  for (const route of routes) {
    const address = sampleAddress(route);
    // One page for both looks (a visitor's, then a real player's): a route costs one browser page.
    test(`${address}: a visitor is let in or sent to /login; a player sees it render without errors and pass axe`, async ({ page, request }, testInfo) => {
      const errors = watchForErrors(page);

      await test.step('as a visitor', async () => {
        await page.goto(address);
        const layout = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
        const expected = accessFor(route, layout) === 'login' ? '/login' : (redirectingRoutes[route.path] ?? address.split('?')[0]);
        await expect(page).toHaveURL((url) => url.pathname === expected);
        await expectPageRendered(page);
        // A visitor sent to /login sees the login page, which the /login route's own test scans.
        if (expected !== '/login' || route.path === '/login') expect(await seriousAccessibilityViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });

      await test.step('as a player', async () => {
        // A real player of the test server: the funds pages call protected endpoints with the stored token.
        // On /withdrawal the server's check answers anyone who may not withdraw with a 400, which the browser logs.
        const player = await createTestPlayer(request, route.path === '/withdrawal' ? { verifiedPhone: true, birthday: '1990-01-01' } : {});
        // A conversation is opened by its id: the player's own (another's is refused with a 404, which the page logs).
        const opened = route.path === '/chat-box/:chatId' ? address.replace(/1$/, String(await ownChatOf(request, player))) : address;
        await openSiteAs(page, player, opened);
        const target = redirectingRoutes[route.path];
        if (target) await expect(page).toHaveURL((url) => url.pathname === target);
        else await expect(page).toHaveURL((url) => url.pathname === opened.split('?')[0]);
        await expectPageRendered(page);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    });
  }
});

test('an unknown address gets the not-found page', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByText('The address /no/such/page does not exist on this site.')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
