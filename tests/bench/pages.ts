/**
 * Page figures for `npm run bench` (issue 6): Lighthouse mobile performance of /, /games, /login and, as the
 * demo player, /odds-view (issue 26 §2) beside a bare Mantine page built in the same run, then the games grid with 2,000+
 * games (DOM nodes, time from typing a search to the filtered grid).
 *
 * Runs the real server on a fresh database (the built site in dist/) and a plain static server
 * for the bare page, both on loopback. Figures are printed, not asserted: the machine it runs on
 * decides them. `--runs N` takes the median of N Lighthouse runs per page (default 1).
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstOddsViewUrl, storeDemoSession } from './player';
import { startSiteServer } from './siteServer';
import { buildBarePage } from './bare/build';
import { chromium } from '@playwright/test';

const root = process.cwd();
const serverPort = Number(process.env.BENCH_PORT ?? 8390);
const barePort = serverPort + 1;
const siteUrl = `http://127.0.0.1:${serverPort}`;
const bareUrl = `http://127.0.0.1:${barePort}`;
const chromePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const runsArg = process.argv.indexOf('--runs');
// Lighthouse scores of one run swing by ±0.03 on this machine: the median of 3 is the figure (`--runs 1` for a quick look).
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 3;
// Issue 26 §2 and §4: a score of 0.98 on the first screens, a repeat visit's LCP within 0.8 s.
const targets = { lighthouseScore: 0.98, lcpS: 1.2, tbtMs: 150, repeatVisitLcpS: 0.8, gamesDomNodes: 1500 };
/** Issue 26 §2: LCP ≤ 1.2 s is asked of these; the score, TBT and CLS of every page measured. */
const lcpTargetPages = new Set(['/', '/login']);

/** Each of issue 26 §2's targets a page's figures are held to, and whether they meet it (CLS 0 as Lighthouse shows it, to 3 decimals). */
function pageVerdict(name: string, figures: LighthouseFigures): string {
  const checks: [string, boolean][] = [
    [`score ≥ ${targets.lighthouseScore}`, figures.score >= targets.lighthouseScore],
    ...(lcpTargetPages.has(name) ? [[`LCP ≤ ${targets.lcpS} s`, figures.lcpMs / 1000 <= targets.lcpS] as [string, boolean]] : []),
    [`TBT ≤ ${targets.tbtMs} ms`, figures.tbtMs <= targets.tbtMs],
    ['CLS 0', Number(figures.cls.toFixed(3)) === 0],
  ];
  const missed = checks.filter(([, met]) => !met).map(([target]) => target);
  return `  targets ${checks.map(([target]) => target).join(', ')}: ${missed.length === 0 ? 'OK' : `MISSED ${missed.join(', ')}`}`;
}
// `--dist DIR` measures another build than dist/ (e.g. `npx vite build --outDir .tmp/dist-x`);
// `--lighthouse-only` skips the games grid; `--lhr-dir DIR` keeps each Lighthouse report (JSON) for its diagnostics.
const argAfter = (flag: string) => {
  const index = process.argv.indexOf(flag);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const distDir = join(root, argAfter('--dist') ?? 'dist');
const lhrDir = argAfter('--lhr-dir');
const lighthouseOnly = process.argv.includes('--lighthouse-only');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Serves a folder the way our server serves the site: gzip, long caching for hashed assets. */
function serveStatic(dir: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    const body = gzipSync(readFileSync(file));
    response.writeHead(200, {
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'Content-Encoding': 'gzip',
      'Cache-Control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(body);
  });
  // A port in use fails the bench here, not later as an unhandled error that leaves the site's server running.
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * `hostIndex`: Lighthouse's own probe of this machine's CPU (`environment.benchmarkIndex`, higher is faster), taken at
 * each load. Blocking time is the page's CPU time × 4, so a slower moment of the host reads as a slower page: loads at
 * unlike indices cannot be compared page for page.
 */
type LighthouseFigures = { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; hostIndex: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * `repeatVisit`: the browser keeps what an earlier visit stored (the service worker and its cache of
 * the built files, issue 26 §4); one visit first, not counted, installs the worker.
 */
async function lighthouseFigures(url: string, port: number, { repeatVisit = false, keepStorage = false } = {}): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  const flags = { port, onlyCategories: ['performance'], output: 'json' as const, logLevel: 'error' as const, disableStorageReset: repeatVisit || keepStorage };
  if (repeatVisit) await lighthouse(url, flags);
  for (let run = 0; run < runs; run += 1) {
    // Lighthouse's default configuration: a mid-range phone on a slow 4G network (simulated throttling).
    const result = await lighthouse(url, flags);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhrDir) {
      mkdirSync(lhrDir, { recursive: true });
      writeFileSync(join(lhrDir, `${new URL(url).port}${new URL(url).pathname.replace(/\//g, '_')}${repeatVisit ? '-repeat' : ''}-${run + 1}.json`), JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    results.push({
      score: lhr.categories.performance?.score ?? Number.NaN,
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      hostIndex: lhr.environment.benchmarkIndex,
    });
  }
  return {
    score: median(results.map((r) => r.score)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    hostIndex: median(results.map((r) => r.hostIndex)),
  };
}

/** The games grid with every seeded game (2,037 over all types): DOM size and search latency. */
async function gamesGridFigures(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((flag) => flag !== '--headless=new') });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    // No single type has 2,000 games: answer the page's games call with the real games of every type
    // (the page makes that call itself only without its boot data).
    await page.setExtraHTTPHeaders({ 'X-Page-Boot': 'off' });
    await page.route('**/api/get-games?*', async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.delete('type');
      url.searchParams.delete('system');
      url.searchParams.set('per_page', '5000');
      await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
    });
    await page.goto(`${siteUrl}/games?type=SLOT`);
    const grid = page.getByTestId('games-grid');
    await grid.waitFor();
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="games-grid"]')?.getAttribute('data-game-count') ?? 0) >= 2000, null, { timeout: 30_000 });
    const count = Number(await grid.getAttribute('data-game-count'));
    const nodesAtTop = await page.evaluate(() => document.querySelectorAll('*').length);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(500);
    const nodesAtBottom = await page.evaluate(() => document.querySelectorAll('*').length);
    await page.evaluate(() => window.scrollTo(0, 0));

    const search = page.getByRole('textbox', { name: 'Search Games' });
    const searchTimes: number[] = [];
    for (const term of ['fortune', 'dragon', 'gold', 'zz-none', '']) {
      // Measured inside the page: from the input event to the grid reporting its new count.
      const measured = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const gridElement = document.querySelector('[data-testid="games-grid"]');
            let typedAt = 0;
            document.addEventListener('input', () => (typedAt = performance.now()), { capture: true, once: true });
            const observer = new MutationObserver(() => {
              if (typedAt === 0) return;
              observer.disconnect();
              // The next frame: the filtered grid has been painted.
              requestAnimationFrame(() => resolve(performance.now() - typedAt));
            });
            if (gridElement) observer.observe(gridElement, { attributes: true, attributeFilter: ['data-game-count'] });
          }),
      );
      await search.fill(term);
      searchTimes.push(await measured);
    }
    console.log(`  games listed: ${count}`);
    console.log(`  DOM nodes at the top: ${nodesAtTop}, after scrolling to the end: ${nodesAtBottom}  target ≤ ${targets.gamesDomNodes}  ${Math.max(nodesAtTop, nodesAtBottom) <= targets.gamesDomNodes ? 'OK' : 'OVER'}`);
    console.log(`  typing a search → filtered grid painted: ${searchTimes.map((ms) => `${ms.toFixed(0)} ms`).join(', ')} (median ${median(searchTimes).toFixed(0)} ms)`);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`Build the site first (npm run build): no ${distDir}/index.html`);
  const bareDir = join(root, `.tmp/bench-bare-${serverPort}`);
  await buildBarePage(bareDir);
  const site = await startSiteServer({ port: serverPort, dataName: `bench-data-${serverPort}`, distDir });
  let bare: Server | undefined;
  let chrome: Awaited<ReturnType<typeof launchChrome>> | undefined;
  try {
    bare = await serveStatic(bareDir, barePort);
    chrome = await launchChrome({ chromePath, chromeFlags });
    console.log(`\nLighthouse, mobile (default throttling), median of ${runs} run(s) per page`);
    const pages: [string, string][] = [
      ['bare Mantine page', `${bareUrl}/`],
      ['/', `${siteUrl}/`],
      ['/games', `${siteUrl}/games`],
      ['/login', `${siteUrl}/login`],
    ];
    const line = (name: string, figures: LighthouseFigures, verdict: string) =>
      `  ${name.padEnd(19)} score ${figures.score.toFixed(2)}  FCP ${(figures.fcpMs / 1000).toFixed(2)} s  LCP ${(figures.lcpMs / 1000).toFixed(2)} s  TBT ${figures.tbtMs.toFixed(0)} ms  CLS ${figures.cls.toFixed(3)}  host index ${figures.hostIndex.toFixed(0)}${verdict}`;
    for (const [name, url] of pages) {
      const figures = await lighthouseFigures(url, chrome.port);
      console.log(line(name, figures, name.startsWith('/') ? pageVerdict(name, figures) : ''));
    }
    const repeat = await lighthouseFigures(`${siteUrl}/`, chrome.port, { repeatVisit: true });
    console.log(line('/ repeat visit', repeat, `  target LCP ≤ ${targets.repeatVisitLcpS} s  ${repeat.lcpMs / 1000 <= targets.repeatVisitLcpS ? 'OK' : 'OVER'}`));
    // Last: it leaves the player's session in the browser's storage, which the visitor's repeat visit must not have.
    await storeDemoSession(siteUrl, chrome.port);
    const oddsView = await lighthouseFigures(await firstOddsViewUrl(siteUrl), chrome.port, { keepStorage: true });
    console.log(line('/odds-view (player)', oddsView, pageVerdict('/odds-view', oddsView)));
    if (!lighthouseOnly) {
      console.log('\nGames page with every seeded game (mobile 390 px)');
      await gamesGridFigures();
    }
  } finally {
    await chrome?.kill();
    bare?.close();
    site.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
