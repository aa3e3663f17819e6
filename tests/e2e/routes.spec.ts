import { accessFor, routes, sampleAddress, type RouteDefinition } from '../../src/shell/routes/routeTable';
import type { LayoutKind } from '../../src/ui/detectLayout';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { createTestPlayer, openSiteAs, type TestPlayer } from './players';
import { expect, expectPageRendered, floatingOverlaps, followInApp, onlyOn, seriousAccessibilityViolations, test, watchForErrors } from './support';

/**
 * The route sweep: every route of the route table, opened in each layout's project by a visitor and
 * by a real player, must render its page without errors and pass axe (no serious or critical
 * violations). Eight routes share one browser page per test (a step per route names the one that
 * failed): the first is a deep link, loaded whole; the others are followed in the app as a tap on a
 * link follows them, a render instead of a start of the whole site (measured: a route 0.7–1 s
 * instead of 2.5 s, most of it the axe scan).
 */
/** Routes that do their work and move on instead of showing a page of their own. */
const redirectingRoutes: Record<string, string> = {
  '/page/guest/register.jsp': '/register',
  '/player/logout': '/',
  // With the player's exchange token and no external exchange site configured: our own exchange.
  '/exchange-redirect': '/exchange',
};

/**
 * Issue 22: a page is scanned with axe once per layout and view; a visit that would scan the same view
 * again checks only what it adds (its address, that it renders without errors, the floating controls):
 * - a redirect lands on a page its own route's visit scans (the redirect is the check);
 * - a visitor sent to /login sees the login page, which the /login route's own visit scans;
 * - routes that show the same view as another route (the same page component with another category
 *   or code kind, or the same page module) are scanned on that route's visit ({@link sameViewAs});
 * - open pages whose view reads no session (no session hooks, no stored player) look the same to a
 *   visitor and a player but for the header, which every other player page's scan covers: scanned on
 *   the visitor's visit ({@link sameForVisitorAndPlayer});
 * - /flows, the charts page, has no part that depends on the layout (no layout hook, no responsive
 *   props; each layout's shell is scanned on every other page) or on the session: scanned once, on the
 *   desktop, by tests/e2e/flows-page.spec.ts, which opens it anyway. Its scan (every chart's SVG) took
 *   10–17 s of a batch's 30-s time-out, more than any other page.
 */
const sameViewAs: Record<string, string> = {
  // src/shell/routes/pages/*.tsx: CategoryGamesPage with another type.
  '/slot': '/casino',
  '/table': '/casino',
  '/crash': '/casino',
  '/fishing': '/casino',
  '/arcade': '/casino',
  '/lottery': '/casino',
  // CodeCapture with the other kind of code.
  '/affiliate_code': '/referral_code',
  // The same page module (pages/referral-program).
  '/refrrel-program': '/referral',
};
const sameForVisitorAndPlayer = new Set(['/login', '/signup', '/register', '/forgot-password', '/games', '/casino', '/flows']);
/** Pages a spec of their own scans (see above). */
const scannedElsewhere: Record<string, string> = { '/flows': 'tests/e2e/flows-page.spec.ts, on the desktop' };

/** Whether a visit scans the page with axe (see above): the landing path after any redirect, and who visits. */
function scansPage(route: RouteDefinition, landedOn: string | undefined, visitor: boolean): boolean {
  if (route.path in redirectingRoutes || route.path in sameViewAs) return false;
  if (route.path in scannedElsewhere) return false;
  if (visitor) return landedOn !== '/login' || route.path === '/login';
  return !sameForVisitorAndPlayer.has(route.path);
}

/** How many routes one test visits: at twelve, the batch with /flows took 25 s of the 30 s time-out on a loaded CI run (when the sweep still scanned /flows); ten since it does not. */
const ROUTES_PER_TEST = 10;

// Logging out ends the player's session: it is visited last, after every other route.
const sweepOrder = [...routes.filter((route) => route.path !== '/player/logout'), ...routes.filter((route) => route.path === '/player/logout')];
const batches: RouteDefinition[][] = [];
for (let start = 0; start < sweepOrder.length; start += ROUTES_PER_TEST) batches.push(sweepOrder.slice(start, start + ROUTES_PER_TEST));

const layoutOf = (testInfo: TestInfo) => (testInfo.project.name === 'mobile' ? 'mobile' : 'desktop');
const pathOf = (address: string) => address.split('?')[0];

/** The player's chat with support (spec 2 §9: support is user 7), created through the API; its id. */
async function ownChatOf(request: APIRequestContext, player: TestPlayer): Promise<number> {
  const headers = { Authorization: `Bearer ${player.token}` };
  const user = (await (await request.get(`/api/user/show?remote_id=${player.remoteId}`, { headers })).json()) as { id: number };
  const created = await request.post('/api/chats', { headers, data: { user_one_id: user.id, user_two_id: 7 } });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { chat: { id: number } }).chat.id;
}

/**
 * Scans the page with axe (unless another visit scans its view), checks that no floating control covers
 * a control (issue 22) and that it logged no errors since the last look (then forgets them).
 */
async function expectCleanPage(page: Page, errors: string[], scan = true) {
  if (scan) expect.soft(await seriousAccessibilityViolations(page)).toEqual([]);
  expect.soft(await floatingOverlaps(page), 'floating controls over the page’s controls').toEqual([]);
  expect.soft(errors).toEqual([]);
  errors.length = 0;
}

for (const [index, batch] of batches.entries()) {
  const names = batch.map((route) => route.path).join(' ');

  test(`routes ${index + 1}/${batches.length}, as a visitor: let in or sent to /login, rendered, axe once per view (${names})`, async ({ page }, testInfo) => {
    const errors = watchForErrors(page);
    for (const route of batch) {
      const address = sampleAddress(route);
      await test.step(address, async () => {
        if (route === batch[0]) await page.goto(address);
        else await followInApp(page, address);
        const expected = accessFor(route, layoutOf(testInfo)) === 'login' ? '/login' : (redirectingRoutes[route.path] ?? pathOf(address));
        await expect(page).toHaveURL((url) => url.pathname === expected);
        await expectPageRendered(page);
        if (expected !== '/login' || route.path === '/login') await expectCleanPage(page, errors, scansPage(route, expected, true));
        else {
          expect.soft(errors).toEqual([]);
          errors.length = 0;
        }
      });
    }
  });

  test(`routes ${index + 1}/${batches.length}, as a player: rendered without errors, axe once per view (${names})`, async ({ page, request }) => {
    // A real player of the test server: the funds pages call protected endpoints with the stored token.
    // On /withdrawal the server's check answers anyone who may not withdraw with a 400, which the browser logs.
    const needsWithdrawal = batch.some((route) => route.path === '/withdrawal');
    const player = await createTestPlayer(request, needsWithdrawal ? { verifiedPhone: true, birthday: '1990-01-01' } : {});
    const errors = watchForErrors(page);
    let sessionStored = false;
    for (const route of batch) {
      const address = sampleAddress(route);
      await test.step(address, async () => {
        // A conversation is opened by its id: the player's own (another's is refused with a 404, which the page logs).
        const opened = route.path === '/chat-box/:chatId' ? address.replace(/1$/, String(await ownChatOf(request, player))) : address;
        if (sessionStored) await followInApp(page, opened);
        else await openSiteAs(page, player, opened);
        sessionStored = true;
        const target = redirectingRoutes[route.path] ?? pathOf(opened);
        await expect(page).toHaveURL((url) => url.pathname === target);
        await expectPageRendered(page);
        await expectCleanPage(page, errors, scansPage(route, target, false));
      });
    }
  });
}

test('every view a visit leaves unscanned is scanned on another visit', { tag: onlyOn.desktop }, () => {
  const scanned = new Set<string>();
  for (const layout of ['mobile', 'desktop'] as const) {
    for (const route of routes) {
      if (accessFor(route, layout) !== 'login' && scansPage(route, route.path, true)) scanned.add(`${layout} visitor ${route.path}`);
      if (scansPage(route, route.path, false)) scanned.add(`${layout} player ${route.path}`);
    }
  }
  const isScanned = (layout: LayoutKind, who: 'visitor' | 'player', path: string) => path in scannedElsewhere || scanned.has(`${layout} ${who} ${path}`);
  for (const layout of ['mobile', 'desktop'] as const) {
    for (const route of routes) {
      const open = accessFor(route, layout) !== 'login';
      const landing = redirectingRoutes[route.path] ?? sameViewAs[route.path] ?? route.path;
      // The player's view: scanned on its own visit, on the route whose view it shares, or (the same for everyone) on the visitor's;
      // logging out lands a visitor on the home page.
      const player = isScanned(layout, 'player', landing) || (sameForVisitorAndPlayer.has(landing) && isScanned(layout, 'visitor', landing)) || (route.path === '/player/logout' && isScanned(layout, 'visitor', '/'));
      expect(player, `${layout} player ${route.path}`).toBe(true);
      if (open) expect(isScanned(layout, 'visitor', landing), `${layout} visitor ${route.path}`).toBe(true);
    }
  }
  for (const path of sameForVisitorAndPlayer) expect(accessFor(routes.find((route) => route.path === path) as RouteDefinition, 'mobile'), path).toBe('open');
});

test('an unknown address gets the not-found page', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByText('The address /no/such/page does not exist on this site.')).toBeVisible();
  await expectCleanPage(page, errors);
});
