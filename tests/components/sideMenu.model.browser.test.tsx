import type { EventObject } from 'xstate';
import { expectHiddenOnTheClock } from './pageClock';
import { page } from 'vitest/browser';
import type { CategoryProvider, MenuCategory, ProvidersFailure } from '../../machines/sideMenu';
import { sideMenuFlow } from '../../machines/sideMenu.flow';
import { MissingMappingError, planBrowserPaths } from '../flows/browserPlan';
import { generatePaths } from '../flows/paths';
import { expectAddress, expectText } from './expectations';
import { driveFlowPath, type ComponentFlowMapping } from './flowDriver';
import { renderSite } from './site';

/**
 * The side menu's model paths through the real views in a real browser, the API faked (moved from
 * tests/e2e/sideMenu.model.spec.ts, same checks). The side menu is the mobile layout.
 */
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

const menu = () => page.getByRole('dialog', { name: 'Menu' });
const content = () => menu().getByTestId('side-menu-content');
const categoryButton = (category: MenuCategory) => menu().getByRole('navigation', { name: 'Game categories' }).getByRole('button', { name: categoryNames[category], exact: true });

/**
 * The player's side of the side menu. The page is the app-download page: it has the mobile shell but
 * makes no provider calls of its own, so every get-provider call is the menu's.
 */
function sideMenuInTheBrowser(): ComponentFlowMapping {
  let category: MenuCategory = 'SPORTS';
  return {
    async start() {
      category = 'SPORTS';
      const screen = await renderSite('/page/site/component/appDownload.jsp', { layout: 'mobile' });
      await expect.element(screen.getByRole('button', { name: 'Open menu' })).toBeVisible();
    },
    states: {
      async closed() {
        // The drawer's closing animation runs on the (fake) clock.
        await expectHiddenOnTheClock(menu());
      },
      async 'open.switchingCategory'() {
        await expect.element(menu()).toBeVisible();
        await expect.element(categoryButton(category)).toHaveAttribute('aria-current', 'true');
      },
      async 'open.showingSports'() {
        await expect.element(categoryButton('SPORTS')).toHaveAttribute('aria-current', 'true');
        await expect.element(content().getByRole('link', { name: 'Exchange' })).toHaveAttribute('href', '/exchange');
        await expect.element(content().getByRole('button', { name: 'SBO Sports' })).toBeVisible();
      },
      async 'open.loadingProviders'(calls) {
        await expectText(content().getByRole('status'), 'Loading providers…');
        await expect.poll(() => calls.count('fetchCategoryProviders')).toBe(1);
      },
      async 'open.showingProviders'() {
        await expect.element(categoryButton(category)).toHaveAttribute('aria-current', 'true');
        await expect.element(content().getByRole('button', { name: 'JILI games' })).toBeVisible();
      },
      async 'open.providersUnavailable'() {
        await expectText(content().getByRole('status'), 'Providers could not be loaded. Choose the category again to retry.');
      },
    },
    events: {
      async 'sideMenu.opened'() {
        await page.getByRole('button', { name: 'Open menu' }).click();
      },
      async 'sideMenu.closed'() {
        await menu().getByRole('button', { name: 'Close menu' }).click();
      },
      async 'sideMenu.linkFollowed'() {
        await menu().getByRole('link', { name: 'Promotions' }).click();
      },
      async 'sideMenu.categoryChosen'(event) {
        category = (event as EventObject & { category: MenuCategory }).category;
        await categoryButton(category).click();
      },
      async 'sideMenu.providerChosen'(event) {
        const { provider } = event as EventObject & { provider: CategoryProvider };
        await content().getByRole('button', { name: `${provider.name} games` }).click();
        await expectAddress((url) => url.pathname === '/games' && url.searchParams.get('system') === provider.platform && url.searchParams.get('type') === category, `/games?system=${provider.platform}&type=${category}`);
      },
      async 'sideMenu.sportChosen'(event) {
        const { platform } = event as EventObject & { platform: string };
        expect(platform).toBe('SBO');
        await content().getByRole('button', { name: 'SBO Sports' }).click();
        // A visitor starting a sportsbook goes to /login (spec 1 §4).
        await expectAddress((url) => url.pathname === '/login', '/login');
      },
    },
    actors: {
      // get-system has the fake server's answer; the providers call is the one the path answers.
      fetchCategoryProviders: {
        route: 'GET get-provider?system=',
        done: (output) => ({ json: { data: (output as CategoryProvider[]).map((provider) => ({ ...provider, status: 'active', types: ['SLOT'] })), message: 'Providers fetched successfully.' } }),
        error: (error) => ({ status: 500, json: { message: (error as ProvidersFailure).message } }),
      },
    },
  };
}

const paths = generatePaths(sideMenuFlow);
const { drivable, leftOut } = planBrowserPaths(sideMenuFlow, paths, sideMenuInTheBrowser());

describe('side menu flow through the UI (model paths)', () => {
  test('every path is driven', () => {
    expect(leftOut).toEqual([]);
    expect(drivable.length).toBe(paths.length);
  });

  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, async () => {
      await driveFlowPath(sideMenuFlow, path, sideMenuInTheBrowser());
    });
  }
});

test('a missing UI mapping is an error, not a silent pass', () => {
  const mapping = sideMenuInTheBrowser();
  const { closed: _closed, ...withoutClosed } = mapping.states;
  expect(() => planBrowserPaths(sideMenuFlow, paths, { ...mapping, states: withoutClosed })).toThrow(MissingMappingError);
});
