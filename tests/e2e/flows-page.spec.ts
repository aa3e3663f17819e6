import { expect, logInInBrowser, onlyOn, seriousAccessibilityViolations, test } from './support';

// The steps do not depend on the layout: each test runs once, on the layout its tag names (half on each).

test('/flows shows each chart with the live state highlighted after logging in', { tag: onlyOn.mobile }, async ({ page }, testInfo) => {
  await logInInBrowser(page, 1500);
  await page.goto('/flows');
  const session = page.locator('[data-flow="session"]');
  await expect(session.getByTestId('live-state-session')).toHaveText('Now in: loggedIn.waitingToRefresh');
  const active = session.locator('[data-state-id].active');
  await expect(session.locator('[data-state-id="session.loggedIn.waitingToRefresh"]')).toHaveClass(/\bactive\b/);
  await expect(session.locator('[data-state-id="session.loggedOut"]')).not.toHaveClass(/\bactive\b/);
  expect(await active.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state-id')).sort())).toEqual([
    'session.loggedIn',
    'session.loggedIn.waitingToRefresh',
  ]);
  const screenshot = await session.screenshot({ path: testInfo.outputPath('flows-session.png') });
  await testInfo.attach('flows-session', { body: screenshot, contentType: 'image/png' });
});

test('/flows follows the machine: a visitor is in loggedOut; axe', { tag: onlyOn.desktop }, async ({ page }) => {
  await page.goto('/flows');
  const session = page.locator('[data-flow="session"]');
  await expect(session.getByTestId('live-state-session')).toHaveText('Now in: loggedOut');
  await expect(session.locator('[data-state-id="session.loggedOut"]')).toHaveClass(/\bactive\b/);
  // The route sweep (routes.spec.ts) leaves this page's scan here: every chart's SVG, 10–17 s of a batch's 30.
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('/flows shows a flow whose page was left as not running', { tag: onlyOn.mobile }, async ({ page }) => {
  await page.goto('/');
  // The home's banner clock runs while the home is shown.
  await expect(page.getByTestId('main-banners')).toBeVisible({ timeout: 20_000 });
  // Within the site (no reload): the recorder still knows the home's flows, and the home has stopped them.
  await page.evaluate(() => {
    history.pushState(null, '', '/flows?flow=bannerRotation');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const banner = page.locator('[data-flow="bannerRotation"]');
  await expect(banner).toContainText('Not running in this tab.');
  await expect(banner.getByTestId('live-state-bannerRotation')).toHaveCount(0);
  await expect(banner.locator('[data-state-id].active')).toHaveCount(0);
});

test('/flows in one tab follows the site in another, and forgets that tab when it leaves', { tag: onlyOn.desktop }, async ({ page, context }) => {
  // The chart page first, then the site in a second tab of the same browser (issue 27 §2).
  await page.goto('/flows?flow=bannerRotation');
  const banner = page.locator('[data-flow="bannerRotation"]');
  await expect(banner).toContainText('Not running in this tab.');
  const site = await context.newPage();
  await site.goto('/');
  await expect(site.getByTestId('main-banners')).toBeVisible({ timeout: 20_000 });
  await expect(banner.getByTestId('live-state-bannerRotation')).toHaveText(/^Now in: \S/);
  await expect(banner.locator('[data-state-id].active')).not.toHaveCount(0);
  // Leaving the site (pagehide) says goodbye: its flows stop showing in the chart tab.
  await site.goto('about:blank');
  await expect(banner.getByTestId('live-state-bannerRotation')).toHaveCount(0);
  await expect(banner.locator('[data-state-id].active')).toHaveCount(0);
  await site.close();
});
