import type { Page } from '@playwright/test';
import { sessionFlow } from '../../machines/session.flow';
import type { SessionCredentials, StoredSession } from '../../machines/session';
import { generatePaths } from '../flows/paths';
import { driveFlowPath, MissingMappingError, planBrowserPaths, type BrowserFlowMapping } from './flows/driver';
import { expect, layoutsOfPaths, test } from './support';

function storageFor(credentials: SessionCredentials, flags: { popup: boolean; regPopup: boolean; balance?: number | null }) {
  return {
    token: credentials.token,
    remote_id: credentials.remoteId,
    username: credentials.username,
    exchangeToken: credentials.exchangeToken ?? '',
    popup: flags.popup ? '1' : '0',
    regPopup: flags.regPopup ? '1' : '0',
    ...(flags.balance === undefined || flags.balance === null ? {} : { balance: String(flags.balance) }),
  };
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 768;

/** The player's side of the session: what they see in each state, and what they do. */
const sessionInTheBrowser: BrowserFlowMapping = {
  async start(page, path) {
    const { stored } = path.input as { stored: StoredSession | null };
    if (stored) {
      await page.addInitScript((entries) => {
        // Only on the first load: later reloads must see what the site itself stored.
        if (sessionStorage.getItem('model-seeded')) return;
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        sessionStorage.setItem('model-seeded', '1');
      }, storageFor(stored, stored));
    }
    await page.goto('/');
  },
  states: {
    async loggedOut(page) {
      await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
      expect(await storedToken(page)).toBeNull();
    },
    async 'loggedIn.refreshingBalance'(page, calls) {
      await expect(page.getByRole('link', { name: isDesktop(page) ? 'Member Center' : 'My Account' })).toBeVisible();
      expect(await storedToken(page)).not.toBeNull();
      await expect.poll(() => calls.count('fetchBalance')).toBe(1);
    },
    async 'loggedIn.waitingToRefresh'(page, calls) {
      await expect(page.getByRole('link', { name: isDesktop(page) ? 'Member Center' : 'My Account' })).toBeVisible();
      expect(calls.count('fetchBalance')).toBe(0);
      // The last balance, or '…' when none arrived yet (the first call failed).
      if (isDesktop(page)) await expect(page.getByTestId('header-balance')).toContainText(/৳|…/);
    },
    async 'loggedIn.endingAfterPasswordChange'(page, calls) {
      // Still logged in for the success message, but the revoked token is not used for the balance.
      await expect(page.getByRole('link', { name: isDesktop(page) ? 'Member Center' : 'My Account' })).toBeVisible();
      expect(calls.count('fetchBalance')).toBe(0);
    },
  },
  events: {
    // Through the real login form and the real server (the seeded demo player): the form hands the
    // session its credentials and goes home. The sample credentials are the form's to choose.
    async 'session.loggedIn'(page) {
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Username', exact: true }).fill('demoplayer1');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo12345');
      await page.getByTestId('login-form').getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
    },
    // A sign-up leaves the session stored (spec 1 §4 Session) and the site loaded; the real form does
    // this end to end in tests/e2e/signup.spec.ts, which also records its transitions for coverage.
    async 'session.signedUp'(page, event) {
      const { credentials } = event as { credentials: SessionCredentials } & typeof event;
      await page.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), storageFor(credentials, { popup: true, regPopup: true }));
      await page.reload();
    },
    async 'balance.refreshRequested'(page) {
      await page.getByTestId('balance-refresh').first().click();
    },
    async 'session.loggedOut'(page) {
      // Desktop: the header's Log out link (a full page load of /player/logout); mobile: the same address.
      if (isDesktop(page)) await page.getByRole('link', { name: 'Log out' }).click();
      else await page.goto('/player/logout');
      await expect(page).toHaveURL((url) => url.pathname === '/');
    },
  },
  actors: {
    fetchBalance: {
      url: '**/api/balance',
      done: (output) => ({ status: 200, json: { balance: output } }),
      error: (error) =>
        (error as { kind: string }).kind === 'unauthorized'
          ? { status: 401, json: { message: 'Unauthenticated.' } }
          : { status: 503, json: { message: 'Service unavailable' } },
    },
  },
  notInUi: {
    // The pop-ups show only when their flag is set and (maintenance) a platform is in maintenance:
    // the popups flow drives them and their close events (tests/e2e/popups*.spec.ts).
    'maintenancePopup.closed': 'driven by the popups flow, whose pop-ups decide when a close is possible',
    'welcomePopup.closed': 'driven by the popups flow, whose pop-ups decide when a close is possible',
    // Sent by the password change on /reset-password, which changes a real player's password:
    // tests/e2e/resetPassword.spec.ts drives it end to end.
    'session.passwordChanged': 'driven by the password change on /reset-password (tests/e2e/resetPassword.spec.ts)',
    // Sent with a matched exchange bet's balance: tests/e2e/oddsView.spec.ts places a real bet and checks the header at once.
    'balance.reported': 'sent by a matched exchange bet (tests/e2e/oddsView.spec.ts checks the header balance equals Main at once)',
  },
};

const { drivable, leftOut } = planBrowserPaths(sessionFlow, generatePaths(sessionFlow), sessionInTheBrowser);

test.describe('session flow through the UI (model paths)', () => {
  test('every path is driven or left out for a stated reason', () => {
    expect(drivable.length).toBeGreaterThan(5);
    test.info().annotations.push(...leftOut.map(({ path, reason }) => ({ type: 'left out', description: `path ${path.number}: ${reason}` })));
  });

  const layoutOf = layoutsOfPaths(drivable);
  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, { tag: layoutOf(path) }, async ({ page }) => {
      await driveFlowPath(page, sessionFlow, path, sessionInTheBrowser);
    });
  }
});

test('a missing UI mapping is an error, not a silent pass', () => {
  const { loggedOut: _loggedOut, ...withoutLoggedOut } = sessionInTheBrowser.states;
  expect(() => planBrowserPaths(sessionFlow, generatePaths(sessionFlow), { ...sessionInTheBrowser, states: withoutLoggedOut })).toThrow(MissingMappingError);
  const { 'session.loggedOut': _event, ...withoutLogout } = sessionInTheBrowser.events;
  expect(() => planBrowserPaths(sessionFlow, generatePaths(sessionFlow), { ...sessionInTheBrowser, events: withoutLogout })).toThrow(/no UI action for event "session.loggedOut"/);
});
