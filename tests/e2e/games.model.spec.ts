import type { Page } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { gamesMachine, visibleGames, type GameListFailure, type GameListing, type GameProvider, type GameSort, type GamesContext, type GamesInput } from '../../machines/games';
import { gamesFlow } from '../../machines/games.flow';
import { gameListErrorText } from '../../src/edge/games';
import { generatePaths } from '../flows/paths';
import { pathsCoveringTheirTransitions } from './flows/coveringPaths';
import { driveFlowPath, planBrowserPaths, type ApiAnswer, type BrowserFlowMapping } from './flows/driver';
import { expect, layoutsOfPaths, test } from './support';

// The paths hold the games page's calls: the page must make them, not take them from its boot data.
test.use({ extraHTTPHeaders: { 'X-Page-Boot': 'off' } });

const sortLabels: Record<GameSort, string> = { displayOrder: 'Recommend', createTime: 'Latest', aZ: 'A-Z' };

/** What the server answers for each failure the machine knows (spec 1 §8, Game lists). */
function answerFor(failure: GameListFailure): ApiAnswer {
  if (failure.kind === 'unexpected') return { abort: 'failed' };
  return { status: 500, json: failure.message === null ? {} : { message: failure.message } };
}

const providerLabel = (provider: GameProvider) => (provider.status === 'maintenance' ? `${provider.name} (maintenance)` : provider.name);

/**
 * The visitor's side of the games page. The mapping follows the path on the model too, so each
 * state assertion checks what the page shows: providers and their checks, the provider error
 * word for word, and the number of games in the grid after the local search.
 */
function gamesInTheBrowser(): BrowserFlowMapping {
  let expected: AnyMachineSnapshot = getInitialSnapshot(gamesMachine, {});
  const follow = (event: EventObject) => {
    expected = getNextSnapshot(gamesMachine, expected, event as never);
  };
  const context = () => expected.context as GamesContext;
  const consoleErrors: string[] = [];
  /** A games failure shows nowhere on the page: only in the console (spec 1 §8). */
  let reportedGamesFailure: GameListFailure | null = null;

  async function showsProviders(page: Page) {
    const filter = page.getByTestId('provider-filter');
    if (context().providers.length === 0) {
      await expect(filter.getByTestId('no-providers')).toHaveText('No providers available');
      return;
    }
    for (const provider of context().providers) {
      const box = filter.getByRole('checkbox', { name: providerLabel(provider), exact: true });
      if (context().selected.includes(provider.platform)) await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
    }
    await expect(filter.getByTestId('provider-error')).toHaveCount(0);
  }

  async function showsControls(page: Page) {
    await expect(page.getByRole('textbox', { name: 'Search Games' })).toHaveValue(context().search);
    await expect(page.getByRole('radio', { name: sortLabels[context().sort] })).toBeChecked();
  }

  return {
    async start(page, path) {
      expected = getInitialSnapshot(gamesMachine, path.input as GamesInput);
      consoleErrors.length = 0;
      reportedGamesFailure = null;
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const input = path.input as GamesInput;
      await page.goto(`/games?type=${input.type}&system=${(input.systems ?? []).join(',')}&title=${input.title}`);
      // The first load of a page can be slow on a busy machine (the site's loading overlay first).
      await expect(page.getByRole('heading', { name: input.title, level: 1 })).toBeVisible({ timeout: 15_000 });
    },
    states: {
      async loadingSystems(page, calls) {
        await expect.poll(() => calls.count('fetchSystems')).toBe(1);
        await expect(page.getByTestId('provider-filter')).toContainText('Loading providers…');
        await showsControls(page);
      },
      async loadingProviders(page, calls) {
        await expect.poll(() => calls.count('fetchProviders')).toBe(1);
        await expect(page.getByTestId('provider-filter')).toContainText('Loading providers…');
      },
      async providersUnavailable(page) {
        const error = context().providerError;
        if (!error) throw new Error('providersUnavailable without an error');
        const alert = page.getByTestId('provider-error');
        await expect(alert).toContainText(gameListErrorText(error.stage, error.failure));
        await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
        await showsControls(page);
      },
      async 'browsing.loadingGames'(page, calls) {
        await expect.poll(() => calls.count('fetchGames')).toBeGreaterThan(0);
        await showsProviders(page);
        await showsControls(page);
        await expect(page.locator('[aria-busy="true"]').getByTestId('games-grid')).toBeVisible();
      },
      async 'browsing.showingGames'(page) {
        if (reportedGamesFailure) {
          const text = gameListErrorText('games', reportedGamesFailure);
          await expect.poll(() => consoleErrors.some((line) => line.includes(text))).toBe(true);
          reportedGamesFailure = null;
        }
        await showsProviders(page);
        await showsControls(page);
        await expect(page.locator('[aria-busy="false"]').getByTestId('games-grid')).toHaveAttribute('data-game-count', String(visibleGames(context()).length));
        for (const game of visibleGames(context())) await expect(page.getByRole('article', { name: game.name })).toBeVisible();
      },
    },
    events: {
      async 'games.providerToggled'(page, event) {
        const { platform } = event as EventObject & { platform: string };
        const provider = context().providers.find((item) => item.platform === platform);
        // A provider not in the list has no checkbox: there is nothing to click, and nothing changes.
        if (provider) await page.getByTestId('provider-filter').getByRole('checkbox', { name: providerLabel(provider), exact: true }).click();
        follow(event);
      },
      async 'games.sortChanged'(page, event) {
        const { sort } = event as EventObject & { sort: GameSort };
        await page.getByText(sortLabels[sort], { exact: true }).click();
        follow(event);
      },
      async 'games.searchChanged'(page, event) {
        const { search } = event as EventObject & { search: string };
        await page.getByRole('textbox', { name: 'Search Games' }).fill(search);
        follow(event);
      },
      async 'games.retried'(page, event) {
        await page.getByTestId('provider-error').getByRole('button', { name: 'Try again' }).click();
        follow(event);
      },
    },
    actors: {
      fetchSystems: {
        url: '**/api/get-system*',
        done: (output) => {
          follow({ type: 'xstate.done.actor.fetchSystems', output } as EventObject);
          return { status: 200, json: { systems: output, message: 'Systems fetched successfully.' } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.fetchSystems', error } as EventObject);
          return answerFor(error as GameListFailure);
        },
      },
      fetchProviders: {
        url: '**/api/get-provider*',
        done: (output) => {
          follow({ type: 'xstate.done.actor.fetchProviders', output } as EventObject);
          const data = (output as GameProvider[]).map((provider) => ({ ...provider, types: ['SLOT'] }));
          return { status: 200, json: { data, message: 'Providers fetched successfully.' } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.fetchProviders', error } as EventObject);
          return answerFor(error as GameListFailure);
        },
      },
      fetchGames: {
        url: '**/api/get-games*',
        done: (output) => {
          follow({ type: 'xstate.done.actor.fetchGames', output } as EventObject);
          const games = output as GameListing[];
          return { status: 200, json: { games, message: 'Games fetched successfully.', pagination: { current_page: 1, per_page: 5000, total: games.length, last_page: 1 } } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.fetchGames', error } as EventObject);
          reportedGamesFailure = error as GameListFailure;
          return answerFor(reportedGamesFailure);
        },
      },
    },
  };
}

// A page the server drew starts from its own lists (the real server's games), which the browser cannot stand
// in for: that start is driven by tests/e2e/firstScreen.spec.ts, and the model tests take its transitions.
const paths = generatePaths(gamesFlow).filter((path) => (path.input as GamesInput).cameWithPage === undefined);
// Every generated path replays on the model (tests/flows); the browser drives the few that together take every transition they take.
const { chosen } = await pathsCoveringTheirTransitions(gamesFlow, paths);
const { drivable, leftOut } = planBrowserPaths(gamesFlow, chosen, gamesInTheBrowser());

test.describe('games flow through the UI (model paths)', () => {
  test('the driven paths take every transition of the generated paths', () => {
    expect(leftOut).toEqual([]);
    expect(drivable.length).toBe(chosen.length);
  });

  const layoutOf = layoutsOfPaths(drivable);
  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, { tag: layoutOf(path) }, async ({ page }) => {
      await driveFlowPath(page, gamesFlow, path, gamesInTheBrowser());
    });
  }
});
