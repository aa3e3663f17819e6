import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import { pathLayouts, type DrivenPath } from '../flows/pathLayouts';
import { heldFeedPort } from '../playwright.config';

/** Where browser runs leave the transitions the site's machines took, for `npm run coverage:flows`. */
export const e2eFlowCoverageDir = join(import.meta.dirname, '../../.tmp/flow-coverage/e2e');

type RecordedTransition = { flow: string; transition: string; states: string[] };

/** Every state-id list each machine of a page reported, in order: model paths wait on them before asserting the UI. */
const reportedStates = new WeakMap<Page, Map<string, string[][]>>();

/** The latest state ids the page's machine reported. */
export function liveStateIds(page: Page, flow: string): string[] | undefined {
  return reportedStates.get(page)?.get(flow)?.at(-1);
}

/** How many reports the page's machine has made so far: a mark for {@link statesReportedSince}. */
export function stateReportCount(page: Page, flow: string): number {
  return reportedStates.get(page)?.get(flow)?.length ?? 0;
}

/**
 * The state-id lists reported after a mark. A state that lasts a moment (a 500 ms slide while the
 * page's clock runs) may already be left when the test looks; it still counts as reached.
 */
export function statesReportedSince(page: Page, flow: string, mark: number): string[][] {
  return reportedStates.get(page)?.get(flow)?.slice(mark) ?? [];
}

/**
 * `E2E_SLOW_API_MS=N` holds every API answer the page asks for N ms, as a slow mobile network does: a test that
 * acts before the page shows what it loaded (a Submit before the player's phones arrive) then fails every time
 * instead of once in a hundred CI runs. `E2E_SLOW_SCRIPTS_MS=N` does the same to the site's scripts, so a page the
 * server drew stays a while before the script takes it over: a test that acts on it before it is live fails.
 * Tools for finding such races, not part of `npm test`.
 */
const slowApiMs = Number(process.env.E2E_SLOW_API_MS ?? 0);
const slowScriptsMs = Number(process.env.E2E_SLOW_SCRIPTS_MS ?? 0);
const heldFor = (ms: number) => async (route: Route) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await route.fallback();
};

/**
 * Every browser test records the transitions the site's machines take: the app reports them to
 * `window.__recordFlowTransition` when (and only when) a test exposes it. Exposed on the context,
 * not a page: a test that opens no page (a check of the generated paths) then starts no browser page.
 */
export const test = base.extend<{ flowRecording: void }>({
  flowRecording: [
    async ({ context }, use, testInfo) => {
      const recorded: RecordedTransition[] = [];
      await context.exposeBinding('__recordFlowTransition', ({ page }, flow: string, transition: string, states: string[]) => {
        recorded.push({ flow, transition, states });
        // states = [the transition's source, ...the states after it]
        const reported = reportedStates.get(page) ?? new Map<string, string[][]>();
        reportedStates.set(page, reported);
        reported.set(flow, [...(reported.get(flow) ?? []), states.slice(1)]);
      });
      await use();
      if (recorded.length) {
        mkdirSync(e2eFlowCoverageDir, { recursive: true });
        writeFileSync(join(e2eFlowCoverageDir, `${testInfo.testId}-${testInfo.project.name}.json`), JSON.stringify(recorded));
      }
    },
    { auto: true },
  ],
  // The test's own calls to the server close their connection after the answer. Kept open, a connection the server
  // closes after 5 s without a request (Node's keep-alive time-out) could take the next call at that very moment and
  // reset it before the server had read it (ECONNRESET, seen in games.spec at stop 44). One connection per call on
  // loopback costs nothing measurable, and no call is ever sent twice.
  request: async ({ playwright, baseURL, extraHTTPHeaders }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...extraHTTPHeaders, Connection: 'close' } });
    await use(request);
    await request.dispose();
  },
  // A page the server drew (issue 26 §1) shows its controls before the site's script has taken them over, and a
  // tap on them does nothing until it has: a test, like a player, acts once the page is live.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (slowApiMs > 0) await page.route('**/api/**', heldFor(slowApiMs));
    if (slowScriptsMs > 0) await page.route('**/assets/*.js', heldFor(slowScriptsMs));
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && (await page.locator('#root[data-rendered-layout]').count()) > 0) await waitForSiteLive(page);
      return response;
    };
    await use(page);
  },
});

export { expect };

const require = createRequire(import.meta.url);
/** axe-core's source, evaluated through the DevTools protocol: our CSP rightly refuses inline script tags. */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** A logged-in player as the browser stores one (spec 1 §3). */
export const demoStorage = {
  token: 'e2e-token',
  remote_id: 'e2e-remote',
  username: 'demoplayer1',
  exchangeToken: 'e2e-exchange',
  popup: '0',
  regPopup: '0',
};

/**
 * Opens the site as a logged-in player. The balance call is answered here because these tests
 * are about routes and layouts; the real login and balance have their own journeys.
 */
export async function logInInBrowser(page: Page, balance = 1500) {
  await drawnByBrowser(page);
  await page.route('**/api/balance', (route) => route.fulfill({ json: { balance } }));
  // The stored token is not a real session: the server would refuse to revoke it.
  await page.route('**/api/logout', (route) => route.fulfill({ json: { message: 'Logged out.' } }));
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, demoStorage);
}

/**
 * The cookie a player's browser keeps (src/edge/renderCookie.ts, set by the site at log-in): the server then
 * leaves every page to the browser, which draws it itself, splash first (issue 26 §1). For tests that put a
 * session into storage directly, or look at the splash of a page the server would otherwise draw.
 */
export async function drawnByBrowser(page: Page) {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the project has no baseURL');
  await page.context().addCookies([{ name: 'tp_render', value: 'client', url: baseURL }]);
}

/**
 * Waits until the site's script has taken the page over: its floating controls, loaded last and lazily,
 * have mounted (their mark is set on every page, also where they hide). A page the server drew (issue 26
 * §1) shows its links and buttons before that: a click then does nothing yet, and an address changed
 * then lands in the middle of React taking the page over.
 */
export async function waitForSiteLive(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.floatingControls === 'loaded');
}

/** Collects uncaught page errors and console errors, so a route that crashes fails its test. */
export function watchForErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousAccessibilityViolations(page: Page) {
  await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * Opens an address the way a tap on one of the site's links does: the router follows it without
 * reloading the page (a render, where a page load starts the whole site again: about 2.5 s of CPU), once the site has taken the page over.
 */
export async function followInApp(page: Page, address: string) {
  await waitForSiteLive(page);
  await page.evaluate((to) => history.pushState(null, '', to), address);
}

/**
 * Issue 22: the site's floating controls (marked `data-floating-control`: chat bubble, scroll to top,
 * the desktop contact tab) cover no button, input, link, select, text area or price. Checked at the
 * top of the page and scrolled to its bottom, in one call into the page: for each visible control
 * whose box meets a floating control's, a few points of the shared area are asked what is drawn
 * there under the floating control — a control hidden behind a bar (the phone's bottom bar) is not
 * covered by what floats over the bar. Returns what is covered, for `expect(...).toEqual([])`.
 */
export async function floatingOverlaps(page: Page): Promise<string[]> {
  // The floating controls load after the page (lazily): measured before, there would be nothing to measure.
  await waitForSiteLive(page);
  return page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const found: string[] = [];
    const describe = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = element.getAttribute('data-testid');
      return `${element.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''} "${text}"`;
    };
    const start = window.scrollY;
    const bottom = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
    for (const y of bottom > 0 ? [0, bottom] : [0]) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frames();
      const floats = [...document.querySelectorAll('[data-floating-control]')].filter((element) => element.getBoundingClientRect().width > 0);
      if (floats.length === 0) continue;
      const inFloat = (element: Element) => floats.some((float) => float.contains(element));
      const controls = [...document.querySelectorAll('button, input, a, [role=button], select, textarea, [data-price]')].filter((element) => !inFloat(element));
      for (const float of floats) {
        const box = float.getBoundingClientRect();
        for (const control of controls) {
          const rect = control.getBoundingClientRect();
          const left = Math.max(box.left, rect.left);
          const right = Math.min(box.right, rect.right);
          const top = Math.max(box.top, rect.top);
          const lower = Math.min(box.bottom, rect.bottom);
          if (right - left < 1 || lower - top < 1) continue;
          const points = [
            [(left + right) / 2, (top + lower) / 2],
            [left + 1, top + 1],
            [right - 1, top + 1],
            [left + 1, lower - 1],
            [right - 1, lower - 1],
          ];
          const covered = points.some(([x, pointY]) => {
            const under = document.elementsFromPoint(x ?? 0, pointY ?? 0).find((element) => !inFloat(element));
            return under !== undefined && (under === control || control.contains(under));
          });
          if (covered) found.push(`${describe(float)} covers ${describe(control)} (scrolled to ${Math.round(y)} px)`);
        }
      }
    }
    window.scrollTo({ top: start, behavior: 'instant' });
    return found;
  });
}

export async function expectPageRendered(page: Page) {
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page.locator('#main-content h1').first()).toBeVisible();
}

/** The test server's DATA_DIR (tests/playwright.config.ts: one per E2E_PORT); E2E_DATA_DIR overrides it. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? join(import.meta.dirname, `../../.tmp/e2e-data-${process.env.E2E_PORT ?? 8090}`);

/** The second test server, whose simulated matches move only when a test moves them (tests/playwright.config.ts). */
export const heldFeedBase = `http://127.0.0.1:${heldFeedPort}`;
export const heldFeedDataDir = join(import.meta.dirname, `../../.tmp/e2e-data-${heldFeedPort}`);

/** Runs an operator command in the running test server (server/README.md, Operator commands); `dataDir` picks the server. */
export async function runOps(request: APIRequestContext, command: string, args: string[], dataDir = e2eDataDir): Promise<unknown> {
  const token = readFileSync(join(dataDir, 'ops-token'), 'utf8').trim();
  const url = readFileSync(join(dataDir, 'ops-url'), 'utf8').trim();
  const response = await request.post(`${url}/ops/run`, { headers: { Authorization: `Bearer ${token}` }, data: { command, args } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { json: unknown }).json;
}

/**
 * Moves a test server's simulated matches forward (operator command `feed-skip`): a suspension, the
 * next ball or a line's result comes now instead of after a real wait. Forward only, like time: a
 * test sharing the server sees its match a little further on, as on a busier machine.
 */
export async function skipFeed(request: APIRequestContext, seconds: number, dataDir = e2eDataDir): Promise<void> {
  await runOps(request, 'feed-skip', [String(seconds)], dataDir);
}

/** Stops the page's (installed) clock a moment from now; on a busy machine "now" may pass first, so try again. */
export async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

/**
 * Watches a refresh button for its spin (`data-spinning="true"`, at least 500 ms) from inside the
 * page, so a busy machine cannot miss it between two looks. Call before the click; the answer is
 * whether it has spun since.
 */
export async function watchForSpin(button: Locator): Promise<() => Promise<boolean>> {
  const key = `spinSeen${Math.random().toString(36).slice(2)}`;
  await button.evaluate((element, name) => {
    const seen = { spun: false };
    Object.assign(window, { [name]: seen });
    new MutationObserver(() => (seen.spun ||= element.getAttribute('data-spinning') === 'true')).observe(element, { attributes: true });
  }, key);
  return () => button.page().evaluate((name) => (window as unknown as Record<string, { spun: boolean }>)[name]?.spun === true, key);
}

/**
 * Tags that run a test on one layout's project only (tests/playwright.config.ts leaves the test out
 * of the other project, so no browser page is opened just to skip it).
 */
export const onlyOn = { mobile: '@mobile-only', desktop: '@desktop-only' } as const;

type LayoutTag = (typeof onlyOn)[keyof typeof onlyOn];

/**
 * The layout tag each generated model path is driven on: tests/flows/pathLayouts.ts chooses it by a
 * stable hash of the path itself (shared with the component tests in a real browser).
 */
export function layoutsOfPaths(paths: readonly DrivenPath[]): (path: DrivenPath) => LayoutTag {
  const layoutOf = pathLayouts(paths);
  return (path) => onlyOn[layoutOf(path)];
}
