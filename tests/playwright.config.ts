import { defineConfig, devices } from '@playwright/test';
import { testChromiumLaunch } from './tools/chromium';

/**
 * Browser tests against the real built site and the real server on a fresh database.
 * Debian's chromium is used where present (Playwright cannot download browsers here).
 */
const port = Number(process.env.E2E_PORT ?? 8090);
const baseURL = `http://127.0.0.1:${port}`;
/** Parallel runs (one per port) each use their own build and database. */
const distDir = process.env.E2E_DIST ?? 'dist';
const dataDir = `.tmp/e2e-data-${port}`;
/**
 * A second server whose simulated matches stand still (EXCHANGE_FEED_SPEED 0) until a test moves them
 * with `feed-skip`: the exchange journey goes to a ball, a wicket or a settlement when it says, so what
 * it sees never depends on how fast the machine is. Its own port and database; one spec file uses it.
 */
export const heldFeedPort = port + 50;
const heldFeedDataDir = `.tmp/e2e-data-${heldFeedPort}`;
const launchOptions = testChromiumLaunch;

/** A desktop browser's user agent: the layout then follows the window width alone. */
export const desktopUserAgent = devices['Desktop Chrome'].userAgent;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../.tmp/test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries: a test that fails once is red, on CI as here. A flaky test is fixed, not retried.
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../.tmp/playwright-results.json' }]],
  // Tracing every test cost a third of the run's CPU (screencast and DOM snapshots of each action,
  // kept only on failure): a failure leaves a screenshot and Playwright's error context instead.
  // E2E_TRACE=retain-on-failure (or on) records traces again when a failure needs one.
  // The site's service worker (src/serviceWorker/worker.js) would answer requests before page.route sees
  // them: it is blocked here, and installable.spec.ts, its own test, allows it.
  // Reduced motion (the theme respects it: Mantine's transitions take 0 ms): a click never lands while a panel
  // is still opening. Playwright scrolls a button clipped by a collapse that is opening into view by scrolling
  // the collapse itself; the growing panel then moved the button between the press and the release, so the
  // click went to the table above it (a VIP records Next that did nothing, on a loaded machine). Tests of the
  // motion itself (home.spec.ts) ask for it back.
  use: { baseURL, trace: (process.env.E2E_TRACE ?? 'off') as 'off', screenshot: 'only-on-failure', launchOptions, serviceWorkers: 'block', reducedMotion: 'reduce' },
  projects: [
    {
      name: 'mobile',
      // A test tagged for the other layout only (onlyOn, layoutsOfPaths in e2e/support.ts) is not listed here.
      grepInvert: /@desktop-only/,
      use: { viewport: { width: 390, height: 844 }, userAgent: devices['Pixel 7'].userAgent, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: { viewport: { width: 1366, height: 768 }, userAgent: desktopUserAgent },
    },
  ],
  webServer: [
    {
      // A fresh embedded database for every run; the site is built by `npm test` beforehand.
      // The flow charts at /flows are opt-in: on here (flows-page.spec.ts, the route sweep).
      command: `rm -rf ${dataDir} && node --import tsx tests/setup/e2e-server.ts`,
      cwd: '..',
      url: `${baseURL}/api/health`,
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, SKIP_BUILD: '1', FLOWS_ENABLED: 'true' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: `rm -rf ${heldFeedDataDir} && node --import tsx tests/setup/e2e-server.ts`,
      cwd: '..',
      url: `http://127.0.0.1:${heldFeedPort}/api/health`,
      env: { PORT: String(heldFeedPort), HOST: '127.0.0.1', DATA_DIR: heldFeedDataDir, DIST_DIR: distDir, SKIP_BUILD: '1', EXCHANGE_FEED_SPEED: '0' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
