import type { Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { FavouritesPlayer } from '../../machines/favourites';
import { favouritesFlow } from '../../machines/favourites.flow';
import { generatePaths } from '../flows/paths';
import { driveFlowPath, planBrowserPaths, type BrowserFlowMapping } from './flows/driver';
import { demoStorage, expect, layoutsOfPaths, logInInBrowser, test } from './support';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 768;
const favourites = (page: Page) => page.getByTestId(isDesktop(page) ? 'favourites-cricket' : 'favourites-slider');

/** The favourites slider on the real home page; who clicks (player or visitor) is set up at the start. */
function favouritesInTheBrowser(): BrowserFlowMapping {
  // Every address the page has been at: /exchange takes the token out of its address at once, so on a
  // busy machine a look at the current address can come too late to see it.
  const addresses: URL[] = [];
  return {
    async start(page, path) {
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) addresses.push(new URL(frame.url()));
      });
      const player = path.steps.map((step) => (step.event as EventObject & { player?: FavouritesPlayer }).player).find((each) => each !== undefined);
      if (player?.loggedIn) await logInInBrowser(page);
      await page.goto('/');
    },
    states: {
      async browsing(page) {
        await expect(favourites(page).getByRole('button', { name: 'Cricket live exchange' })).toBeVisible();
      },
      async openingExchange(page) {
        await expect
          .poll(() => addresses.some((url) => url.pathname === '/exchange' && url.searchParams.get('token') === demoStorage.exchangeToken), {
            message: `an address /exchange?token=${demoStorage.exchangeToken} among ${addresses.map(String).join(', ')}`,
          })
          .toBe(true);
        await expect(page).toHaveURL(/\/exchange$/);
      },
      async sendingToLogin(page) {
        await expect(page).toHaveURL(/\/login$/);
      },
    },
    events: {
      async 'favourites.itemChosen'(page) {
        await favourites(page).getByRole('button', { name: 'Cricket live exchange' }).click();
      },
    },
    actors: {},
  };
}

const paths = generatePaths(favouritesFlow);
const { drivable, leftOut } = planBrowserPaths(favouritesFlow, paths, favouritesInTheBrowser());

test.describe('favourites flow through the UI (model paths)', () => {
  test('every path is driven', () => {
    expect(leftOut).toEqual([]);
    expect(drivable.length).toBe(paths.length);
  });

  const layoutOf = layoutsOfPaths(drivable);
  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, { tag: layoutOf(path) }, async ({ page }) => {
      await driveFlowPath(page, favouritesFlow, path, favouritesInTheBrowser());
    });
  }
});
