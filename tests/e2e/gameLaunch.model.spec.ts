import type { Page } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { gameLaunchMachine, type GameLaunchContext, type GameLaunchEvent, type GameLaunchFailure, type LaunchingPlayer } from '../../machines/gameLaunch';
import { gameLaunchFlow } from '../../machines/gameLaunch.flow';
import { gameLaunchErrorText } from '../../src/edge/gameLaunch';
import { generatePaths, type FlowPath } from '../flows/paths';
import { driveFlowPath, planBrowserPaths, type ApiAnswer, type BrowserFlowMapping } from './flows/driver';
import { expect, layoutsOfPaths, logInInBrowser, test } from './support';

// The paths hold the games page's calls: the page must make them, not take them from its boot data.
test.use({ extraHTTPHeaders: { 'X-Page-Boot': 'off' } });

type LaunchRequested = Extract<GameLaunchEvent, { type: 'gameLaunch.requested' }>;

const requestsOf = (path: FlowPath) => path.steps.map((step) => step.event).filter((event): event is LaunchRequested => event.type === 'gameLaunch.requested');

/** A page's visitor cannot become a player (or back) without leaving it: such paths have no UI. */
const isDrivable = (path: FlowPath) => new Set(requestsOf(path).map((event) => event.player.loggedIn)).size <= 1;

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 768;

/** What the server answers for each failure the machine knows (server/README.md, POST /api/game-run). */
function answerFor(failure: GameLaunchFailure): ApiAnswer {
  if (failure.kind === 'rejected') return { status: 409, json: { message: failure.message } };
  return { abort: 'failed' };
}

/**
 * Launching a game from a tile of /games (the list answered here), following the path on the
 * model: each request sets the stored token and remote_id as the path's player has them.
 */
function launchInTheBrowser(): BrowserFlowMapping {
  let expected: AnyMachineSnapshot = getInitialSnapshot(gameLaunchMachine, undefined);
  const follow = (event: EventObject) => {
    expected = getNextSnapshot(gameLaunchMachine, expected, event as never);
  };
  const context = () => expected.context as GameLaunchContext;
  let gameCode = '';
  const tile = (page: Page) => page.locator(`article[data-game-code="${gameCode}"]`);

  return {
    async start(page, path) {
      expected = getInitialSnapshot(gameLaunchMachine, undefined);
      const first = requestsOf(path)[0];
      gameCode = first?.request.gameCode ?? 'JILI-SLOT-001';
      if (first?.player.loggedIn) await logInInBrowser(page);
      await page.route('**/api/get-system*', (route) => route.fulfill({ json: { systems: ['JILI'], message: 'ok' } }));
      await page.route('**/api/get-provider*', (route) =>
        route.fulfill({ json: { data: [{ platform: 'JILI', name: 'JILI', icon: null, status: 'active', types: ['SLOT'] }], message: 'ok' } }),
      );
      await page.route('**/api/get-games*', (route) =>
        route.fulfill({ json: { games: [{ code: gameCode, name: 'Golden Empire', type: 'SLOT', platform: 'JILI', poster: null }], message: 'ok' } }),
      );
      await page.goto('/games?type=SLOT&title=Slots');
      // The first load of a page can be slow on a busy machine (the site's loading overlay first).
      await expect(tile(page).getByRole('button', { name: 'Play Game' })).toBeVisible({ timeout: 15_000 });
    },
    states: {
      async idle(page, calls) {
        await expect(tile(page).getByRole('button', { name: 'Play Game' })).toBeEnabled();
        await expect(tile(page).getByTestId('game-launch-error')).toHaveCount(0);
        expect(calls.count('runGame')).toBe(0);
      },
      async launching(page, calls) {
        await expect.poll(() => calls.count('runGame')).toBe(1);
        await expect(tile(page).getByRole('button', { name: 'Play Game' })).toHaveAttribute('data-loading', 'true');
      },
      async failed(page) {
        const error = context().error;
        if (!error) throw new Error('failed without an error');
        await expect(tile(page).getByTestId('game-launch-error')).toHaveText(gameLaunchErrorText(error));
        await expect(tile(page).getByRole('button', { name: 'Play Game' })).toBeEnabled();
      },
      async sentToLogin(page) {
        await expect(page).toHaveURL((url) => url.pathname === '/login');
      },
      async gameOpened(page) {
        await expect(page).toHaveURL((url) => url.pathname === '/gamerun');
        await expect(page.locator('iframe[title="Game"]')).toHaveAttribute('src', context().url ?? '');
      },
    },
    events: {
      async 'gameLaunch.requested'(page, event) {
        const { player } = event as LaunchRequested;
        await storeCredentials(page, player);
        const sent = player.loggedIn && player.token && player.remoteId ? page.waitForRequest('**/api/game-run') : null;
        await tile(page).getByRole('button', { name: 'Play Game' }).click();
        if (sent) {
          const body = (await sent).postDataJSON() as Record<string, unknown>;
          expect(body).toEqual({ userId: player.remoteId, externalURL: new URL(page.url()).origin, isMobileLogin: !isDesktop(page), gameCode, gameType: 'SLOT', platform: 'JILI' });
        }
        // The layout decides isMobileLogin; the model's sample may say otherwise, which changes no state.
        follow({ ...event, isMobile: !isDesktop(page) } as EventObject);
      },
      async 'gameLaunch.errorDismissed'(page, event) {
        await tile(page).getByRole('button', { name: 'Close message' }).click();
        follow(event);
      },
    },
    actors: {
      runGame: {
        url: '**/api/game-run',
        done: (output) => {
          follow({ type: 'xstate.done.actor.runGame', output } as EventObject);
          return { status: 200, json: { url: output, message: 'Game launched successfully.' } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.runGame', error } as EventObject);
          return answerFor(error as GameLaunchFailure);
        },
      },
    },
  };
}

/** Stored token and remote_id as the path's player has them (spec 1 §6). */
async function storeCredentials(page: Page, player: LaunchingPlayer) {
  if (!player.loggedIn) return;
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) {
      if (value) localStorage.setItem(key, value);
      else localStorage.removeItem(key);
    }
  }, { token: player.token, remote_id: player.remoteId });
}

/** After /login or /gamerun opens, the page that asked is gone: a path is driven up to there. */
const leavesThePage = (value: unknown) => value === 'sentToLogin' || value === 'gameOpened';

function upToLeavingThePage(path: FlowPath): FlowPath {
  const index = path.steps.findIndex((step) => leavesThePage(step.value));
  if (index === -1 || index === path.steps.length - 1) return path;
  return { ...path, steps: path.steps.slice(0, index + 1), title: `${path.title} (driven until the page is left)` };
}

const signature = (path: FlowPath) => JSON.stringify(path.steps.map((step) => step.event));

const paths = generatePaths(gameLaunchFlow);
const truncated = new Map<string, FlowPath>();
for (const path of paths.map(upToLeavingThePage)) if (!truncated.has(signature(path))) truncated.set(signature(path), path);
const drivablePaths = [...truncated.values()].filter(isDrivable);
const { drivable, leftOut } = planBrowserPaths(gameLaunchFlow, drivablePaths, launchInTheBrowser());

test.describe('game launch flow through the UI (model paths)', () => {
  test('every path a page can take is driven', () => {
    expect(leftOut).toEqual([]);
    // Only paths where a player turns into a visitor on the same page are left out.
    const mixed = [...truncated.values()].filter((path) => !isDrivable(path));
    expect(mixed.map((path) => requestsOf(path).map((event) => event.player.loggedIn))).toEqual(mixed.map(() => [true, false]));
    expect(drivable.length).toBe(drivablePaths.length);
    // Every state of the machine is still reached in the browser.
    const reached = new Set(drivable.flatMap((path) => path.steps.map((step) => String(step.value))));
    expect([...reached].sort()).toEqual(['failed', 'gameOpened', 'idle', 'launching', 'sentToLogin']);
  });

  const layoutOf = layoutsOfPaths(drivable);
  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, { tag: layoutOf(path) }, async ({ page }) => {
      await driveFlowPath(page, gameLaunchFlow, path, launchInTheBrowser());
    });
  }
});
