import type { Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { CategoryProvider, MenuCategory, ProvidersFailure } from '../../machines/sideMenu';
import { sideMenuFlow } from '../../machines/sideMenu.flow';
import { generatePaths } from '../flows/paths';
import { driveFlowPath, MissingMappingError, planBrowserPaths, type BrowserFlowMapping } from './flows/driver';
import { expect, onlyOn, test } from './support';

const categoryNames: Record<MenuCategory, string> = {
  SPORTS: 'Sports',
  CASINO: 'Casino',
  SLOT: 'Slot',
  TABLE: 'Table',
  POKER: 'Poker',
  CRASH: 'Crash',
  FISHING: 'Fishing',
  LOTTERY: 'Lottery',
};

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const content = (page: Page) => menu(page).getByTestId('side-menu-content');
const categoryButton = (page: Page, category: MenuCategory) => menu(page).getByRole('navigation', { name: 'Game categories' }).getByRole('button', { name: categoryNames[category], exact: true });

/**
 * The player's side of the side menu. The page is the app-download page: it has the mobile shell but
 * makes no provider calls of its own, so every get-provider call is the menu's.
 */
function sideMenuInTheBrowser(): BrowserFlowMapping {
  let category: MenuCategory = 'SPORTS';
  return {
    async start(page) {
      category = 'SPORTS';
      await page.goto('/page/site/component/appDownload.jsp');
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    },
    states: {
      async closed(page) {
        // The drawer's closing animation runs on the (installed) page clock.
        await page.clock.runFor(400);
        await expect(menu(page)).toBeHidden();
      },
      async 'open.switchingCategory'(page) {
        await expect(menu(page)).toBeVisible();
        await expect(categoryButton(page, category)).toHaveAttribute('aria-current', 'true');
      },
      async 'open.showingSports'(page) {
        await expect(categoryButton(page, 'SPORTS')).toHaveAttribute('aria-current', 'true');
        await expect(content(page).getByRole('link', { name: 'Exchange' })).toHaveAttribute('href', '/exchange');
        await expect(content(page).getByRole('button', { name: 'SBO Sports' })).toBeVisible();
      },
      async 'open.loadingProviders'(page, calls) {
        await expect(content(page).getByRole('status')).toHaveText('Loading providers…');
        await expect.poll(() => calls.count('fetchCategoryProviders')).toBe(1);
      },
      async 'open.showingProviders'(page) {
        await expect(categoryButton(page, category)).toHaveAttribute('aria-current', 'true');
        await expect(content(page).getByRole('button', { name: 'JILI games' })).toBeVisible();
      },
      async 'open.providersUnavailable'(page) {
        await expect(content(page).getByRole('status')).toHaveText('Providers could not be loaded. Choose the category again to retry.');
      },
    },
    events: {
      async 'sideMenu.opened'(page) {
        await page.getByRole('button', { name: 'Open menu' }).click();
      },
      async 'sideMenu.closed'(page) {
        await menu(page).getByRole('button', { name: 'Close menu' }).click();
      },
      async 'sideMenu.linkFollowed'(page) {
        await menu(page).getByRole('link', { name: 'Promotions' }).click();
      },
      async 'sideMenu.categoryChosen'(page, event) {
        category = (event as EventObject & { category: MenuCategory }).category;
        await categoryButton(page, category).click();
      },
      async 'sideMenu.providerChosen'(page, event) {
        const { provider } = event as EventObject & { provider: CategoryProvider };
        await content(page).getByRole('button', { name: `${provider.name} games` }).click();
        await expect(page).toHaveURL((url) => url.pathname === '/games' && url.searchParams.get('system') === provider.platform && url.searchParams.get('type') === category);
      },
      async 'sideMenu.sportChosen'(page, event) {
        const { platform } = event as EventObject & { platform: string };
        expect(platform).toBe('SBO');
        await content(page).getByRole('button', { name: 'SBO Sports' }).click();
        // A visitor starting a sportsbook goes to /login (spec 1 §4).
        await expect(page).toHaveURL(/\/login$/);
      },
    },
    actors: {
      // get-system goes to the real server; the providers call is the one the path answers.
      fetchCategoryProviders: {
        url: '**/api/get-provider*',
        done: (output) => ({ status: 200, json: { data: (output as CategoryProvider[]).map((provider) => ({ ...provider, status: 'active', types: ['SLOT'] })), message: 'Providers fetched successfully.' } }),
        error: (error) => ({ status: 500, json: { message: (error as ProvidersFailure).message } }),
      },
    },
  };
}

const paths = generatePaths(sideMenuFlow);
const { drivable, leftOut } = planBrowserPaths(sideMenuFlow, paths, sideMenuInTheBrowser());

// The side menu is the mobile layout.
test.describe('side menu flow through the UI (model paths)', { tag: onlyOn.mobile }, () => {
  test('every path is driven', () => {
    expect(leftOut).toEqual([]);
    expect(drivable.length).toBe(paths.length);
  });

  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, async ({ page }) => {
      await driveFlowPath(page, sideMenuFlow, path, sideMenuInTheBrowser());
    });
  }
});

test('a missing UI mapping is an error, not a silent pass', () => {
  const mapping = sideMenuInTheBrowser();
  const { closed: _closed, ...withoutClosed } = mapping.states;
  expect(() => planBrowserPaths(sideMenuFlow, paths, { ...mapping, states: withoutClosed })).toThrow(MissingMappingError);
});
