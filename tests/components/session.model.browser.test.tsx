import { page } from 'vitest/browser';
import type { SessionCredentials, StoredSession } from '../../machines/session';
import { sessionFlow } from '../../machines/session.flow';
import { MissingMappingError, planBrowserPaths } from '../flows/browserPlan';
import { pathLayouts } from '../flows/pathLayouts';
import { generatePaths } from '../flows/paths';
import { expectAddress, expectSomeVisible } from './expectations';
import { fakeApi } from './fakeApi';
import { driveFlowPath, type ComponentFlowMapping } from './flowDriver';
import { followInApp, reloadSite, renderSite, type Layout } from './site';

/**
 * The session's model paths through the real views in a real browser, the API faked (moved from
 * tests/e2e/session.model.spec.ts, same checks, each path on the layout its hash picks). The real
 * server's log-in and balance stay in tests/e2e/login.spec.ts.
 */
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

/** What the log-in form's server answers for the demo player (POST /api/login, server/README.md). */
const demoLogin = { token: 'component-login-token', remote_id: 'component-remote', username: 'demoplayer1', exchange: [{ token: 'component-exchange' }], message: 'Login successful' };

const storedToken = () => localStorage.getItem('token');
const memberLink = (layout: Layout) => page.getByRole('link', { name: layout === 'desktop' ? 'Member Center' : 'My Account' });

function sessionInTheBrowser(layout: Layout): ComponentFlowMapping {
  return {
    async start(path) {
      const { stored } = path.input as { stored: StoredSession | null };
      if (stored) for (const [key, value] of Object.entries(storageFor(stored, stored))) localStorage.setItem(key, value);
      await renderSite('/', { layout });
    },
    states: {
      async loggedOut() {
        await expectSomeVisible(page.getByRole('link', { name: 'Login' }));
        expect(storedToken()).toBeNull();
      },
      async 'loggedIn.refreshingBalance'(calls) {
        await expectSomeVisible(memberLink(layout));
        expect(storedToken()).not.toBeNull();
        await expect.poll(() => calls.count('fetchBalance')).toBe(1);
      },
      async 'loggedIn.waitingToRefresh'(calls) {
        await expectSomeVisible(memberLink(layout));
        expect(calls.count('fetchBalance')).toBe(0);
        // The last balance, or '…' when none arrived yet (the first call failed).
        if (layout === 'desktop') await expect.poll(() => page.getByTestId('header-balance').element().textContent).toMatch(/৳|…/);
      },
      async 'loggedIn.endingAfterPasswordChange'(calls) {
        // Still logged in for the success message, but the revoked token is not used for the balance.
        await expectSomeVisible(memberLink(layout));
        expect(calls.count('fetchBalance')).toBe(0);
      },
    },
    events: {
      // Through the real login form, the server's answer canned: the form hands the session its
      // credentials and goes home. The sample credentials are the form's to choose.
      async 'session.loggedIn'() {
        fakeApi.on('POST login', { json: demoLogin });
        followInApp('/login');
        await page.getByRole('textbox', { name: 'Username', exact: true }).fill('demoplayer1');
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo12345');
        await page.getByTestId('login-form').getByRole('button', { name: 'Login' }).click();
        await expectAddress((url) => url.pathname === '/', '/');
      },
      // A sign-up leaves the session stored (spec 1 §4 Session) and the site loaded; the real form does
      // this end to end in tests/e2e/signup.spec.ts, which also records its transitions for coverage.
      async 'session.signedUp'(event) {
        const { credentials } = event as { credentials: SessionCredentials } & typeof event;
        for (const [key, value] of Object.entries(storageFor(credentials, { popup: true, regPopup: true }))) localStorage.setItem(key, value);
        await reloadSite();
      },
      async 'balance.refreshRequested'() {
        await page.getByTestId('balance-refresh').first().click();
      },
      async 'session.loggedOut'() {
        // Desktop: the header's Log out link, a full page load of /player/logout; mobile: the same address.
        if (layout === 'desktop') {
          await expect.element(page.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/player/logout');
          await reloadSite('/player/logout');
        } else followInApp('/player/logout');
        await expectAddress((url) => url.pathname === '/', '/');
      },
    },
    actors: {
      fetchBalance: {
        route: 'POST balance',
        done: (output) => ({ json: { balance: output } }),
        error: (error) => ((error as { kind: string }).kind === 'unauthorized' ? { status: 401, json: { message: 'Unauthenticated.' } } : { status: 503, json: { message: 'Service unavailable' } }),
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
}

const paths = generatePaths(sessionFlow);
const { drivable } = planBrowserPaths(sessionFlow, paths, sessionInTheBrowser('mobile'));
const layoutOf = pathLayouts(drivable);

describe('session flow through the UI (model paths)', () => {
  test('every path is driven or left out for a stated reason', () => {
    expect(drivable.length).toBeGreaterThan(5);
  });

  for (const path of drivable) {
    test(`path ${path.number} (${layoutOf(path)}): ${path.title}`, async () => {
      await driveFlowPath(sessionFlow, path, sessionInTheBrowser(layoutOf(path)));
    });
  }
});

test('a missing UI mapping is an error, not a silent pass', () => {
  const mapping = sessionInTheBrowser('mobile');
  const { loggedOut: _loggedOut, ...withoutLoggedOut } = mapping.states;
  expect(() => planBrowserPaths(sessionFlow, paths, { ...mapping, states: withoutLoggedOut })).toThrow(MissingMappingError);
  const { 'session.loggedOut': _event, ...withoutLogout } = mapping.events;
  expect(() => planBrowserPaths(sessionFlow, paths, { ...mapping, events: withoutLogout })).toThrow(/no UI action for event "session.loggedOut"/);
});
