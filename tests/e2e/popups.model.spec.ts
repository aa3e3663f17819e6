import type { Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { MaintenanceCheckFailure, MaintenancePlatform, PopupsInput } from '../../machines/popups';
import { popupsFlow } from '../../machines/popups.flow';
import { generatePaths } from '../flows/paths';
import { driveFlowPath, planBrowserPaths, type BrowserFlowMapping } from './flows/driver';
import { expect, layoutsOfPaths, test } from './support';

const maintenanceNotice = (page: Page) => page.getByRole('dialog', { name: 'Maintenance notice' });
const welcomePopup = (page: Page) => page.getByRole('dialog', { name: 'Welcome to TakaPlay!' });
const storedFlags = (page: Page) => page.evaluate(() => ({ popup: localStorage.getItem('popup'), regPopup: localStorage.getItem('regPopup') }));
const flag = (on: boolean) => (on ? '1' : '0');

/** Where the player starts: a page of its own, so Home Page visibly goes home. */
const startPath = '/page/site/component/appDownload.jsp';

/**
 * The player's side of the pop-ups: what shows in each state, and the flags the session stored,
 * which follow what the player closed.
 */
function popupsInTheBrowser(): BrowserFlowMapping {
  const flags = { popup: true, regPopup: true };
  let platforms: MaintenancePlatform[] = [];
  let expectedPath = startPath;

  async function showsStoredFlags(page: Page) {
    await expect.poll(() => storedFlags(page)).toEqual({ popup: flag(flags.popup), regPopup: flag(flags.regPopup) });
  }

  return {
    async start(page, path) {
      const input = path.input as PopupsInput;
      Object.assign(flags, input);
      await page.route('**/api/balance', (route) => route.fulfill({ json: { balance: 1500 } }));
      await page.addInitScript(
        (stored) => {
          if (sessionStorage.getItem('seeded')) return;
          for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
          sessionStorage.setItem('seeded', '1');
        },
        { token: 'e2e-token', remote_id: 'e2e-remote', username: 'demoplayer1', popup: flag(input.popup), regPopup: flag(input.regPopup) },
      );
      await page.goto(startPath);
    },
    states: {
      async showingWelcome(page, calls) {
        await expect(welcomePopup(page)).toBeVisible();
        await expect(welcomePopup(page).getByRole('button', { name: 'Home Page' })).toBeVisible();
        await expect(welcomePopup(page).getByRole('button', { name: 'Deposit now' })).toBeVisible();
        await expect(maintenanceNotice(page)).toHaveCount(0);
        expect(calls.count('fetchPlatformsInMaintenance')).toBe(0);
      },
      async checkingMaintenance(page, calls) {
        await expect.poll(() => calls.count('fetchPlatformsInMaintenance')).toBe(1);
        await expect(welcomePopup(page)).toHaveCount(0);
        await expect(maintenanceNotice(page)).toHaveCount(0);
        await expect(page).toHaveURL((url) => url.pathname === expectedPath);
        await showsStoredFlags(page);
      },
      async showingMaintenance(page) {
        await expect(maintenanceNotice(page)).toContainText(`${platforms.map((platform) => platform.name).join(', ')} is under maintenance.`);
        await expect(welcomePopup(page)).toHaveCount(0);
      },
      async nothingMoreToShow(page) {
        await expect(welcomePopup(page)).toHaveCount(0);
        await expect(maintenanceNotice(page)).toHaveCount(0);
        await expect(page).toHaveURL((url) => url.pathname === expectedPath);
        await showsStoredFlags(page);
      },
    },
    events: {
      async 'welcomePopup.closed'(page) {
        await welcomePopup(page).getByRole('button', { name: 'Close' }).click();
        flags.regPopup = false;
      },
      async 'welcomePopup.homeChosen'(page) {
        await welcomePopup(page).getByRole('button', { name: 'Home Page' }).click();
        flags.regPopup = false;
        expectedPath = '/';
      },
      async 'welcomePopup.depositChosen'(page) {
        await welcomePopup(page).getByRole('button', { name: 'Deposit now' }).click();
        flags.regPopup = false;
        expectedPath = '/deposit';
      },
      async 'maintenancePopup.closed'(page) {
        await maintenanceNotice(page).getByRole('button', { name: 'Close' }).click();
        flags.popup = false;
      },
    } satisfies Record<string, (page: Page, event: EventObject) => Promise<void>>,
    actors: {
      fetchPlatformsInMaintenance: {
        url: '**/api/get-provider',
        done: (output) => {
          platforms = output as MaintenancePlatform[];
          // An active provider too: only those in maintenance may be named.
          const data = [
            { platform: 'JILI', name: 'JILI', icon: '', status: 'active', types: ['SLOT'] },
            ...platforms.map((platform) => ({ ...platform, icon: '', status: 'maintenance', types: ['LIVE'] })),
          ];
          return { status: 200, json: { data, message: 'Providers fetched successfully.' } };
        },
        error: (error) => ((error as MaintenanceCheckFailure).message === 'Network error' ? { abort: 'failed' } : { status: 503, json: { message: 'Service unavailable' } }),
      },
    },
  };
}

const paths = generatePaths(popupsFlow);
const { drivable, leftOut } = planBrowserPaths(popupsFlow, paths, popupsInTheBrowser());

test.describe('pop-ups flow through the UI (model paths)', () => {
  test('every path is driven', () => {
    expect(leftOut).toEqual([]);
    expect(drivable.length).toBe(paths.length);
  });

  const layoutOf = layoutsOfPaths(drivable);
  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, { tag: layoutOf(path) }, async ({ page }) => {
      await driveFlowPath(page, popupsFlow, path, popupsInTheBrowser());
    });
  }
});
