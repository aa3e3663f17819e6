import { accessFor, routes, sampleAddress } from '../../src/routes/routeTable';
import { createTestPlayer, openSiteAs } from './players';
import { expect, expectPageRendered, logInInBrowser, seriousAccessibilityViolations, test, watchForErrors } from './support';

/** Routes that do their work and move on instead of showing a page of their own. */
const redirectingRoutes: Record<string, string> = {
  '/page/guest/register.jsp': '/register',
  '/player/logout': '/',
};

test.describe('every route, logged in', () => {
  for (const route of routes) {
    const address = sampleAddress(route);
    // A real player of the test server: the funds pages call protected endpoints with the stored token.
    test(`${address} renders without errors and passes axe`, async ({ page, request }) => {
      const errors = watchForErrors(page);
      // On /withdrawal the server's check answers anyone who may not withdraw with a 400, which the browser logs.
      const player = await createTestPlayer(request, route.path === '/withdrawal' ? { verifiedPhone: true, birthday: '1990-01-01' } : {});
      await openSiteAs(page, player, address);
      const target = redirectingRoutes[route.path];
      if (target) await expect(page).toHaveURL((url) => url.pathname === target);
      else await expect(page).toHaveURL((url) => url.pathname === address.split('?')[0]);
      await expectPageRendered(page);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('every route, as a visitor', () => {
  for (const route of routes) {
    const address = sampleAddress(route);
    test(`${address} is open or sends the visitor to /login`, async ({ page }, testInfo) => {
      const errors = watchForErrors(page);
      await page.goto(address);
      const layout = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
      const expected = accessFor(route, layout) === 'login' ? '/login' : (redirectingRoutes[route.path] ?? address.split('?')[0]);
      await expect(page).toHaveURL((url) => url.pathname === expected);
      await expectPageRendered(page);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
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

test('a route not built yet says so clearly', async ({ page }) => {
  await logInInBrowser(page);
  await page.goto('/betting-record');
  await expect(page.getByRole('heading', { name: 'Betting Records is coming soon' })).toBeVisible();
  await expect(page).toHaveTitle('Betting Records | TakaPlay');
});
