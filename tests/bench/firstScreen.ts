/**
 * `npm run bench -- first-screen [--runs N] [--page PATH]…` (issue 26 §1): what the server-drawn first screen does for a
 * phone. Each server-rendered page (src/shell/firstScreen.ts) is measured with Lighthouse (mobile) on two
 * servers of the same build, interleaved run by run: one with its renderer (dist/.server), one without it
 * (a copy of dist/ without .server: the splash, then the page drawn by the script, as before).
 *
 * Two throttling methods, because they disagree here. Lighthouse's default, simulated, loads the page
 * unthrottled and estimates a slow phone from what happened: on a fast loopback every script has arrived
 * before the first paint, so it counts the scripts' downloads into FCP and LCP even where the page painted
 * without them. DevTools throttling slows the real load (150 ms round trips, 1.6 Mbit/s, CPU ×4) and
 * measures what paints when: the figure a phone sees. Medians of N runs (default 3).
 */
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launch } from 'chrome-launcher';
import { SERVER_RENDERED_PATHS } from '../../src/shell/firstScreen';
import { accessFor, routes } from '../../src/shell/routes/routeTable';
import { chromiumArgs, fullChromiumPath } from '../tools/chromium';
import { startSiteServer } from './siteServer';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 3;
// `--page /promotions` (repeatable): only these pages.
const chosenPages = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--page' ? [arg] : []));
const pages = chosenPages.length > 0 ? SERVER_RENDERED_PATHS.filter((path) => chosenPages.includes(path)) : SERVER_RENDERED_PATHS;
const root = process.cwd();
const withoutRenderer = join(root, '.tmp', 'bench-dist-without-renderer');
rmSync(withoutRenderer, { recursive: true, force: true });
cpSync(join(root, 'dist'), withoutRenderer, { recursive: true, filter: (source) => !source.includes(`${join(root, 'dist')}/.server`) });

const servers = { drawn: { port: 8395, dataName: 'bench-first-screen-drawn', distDir: 'dist' }, plain: { port: 8396, dataName: 'bench-first-screen-plain', distDir: withoutRenderer } };
const children = await Promise.all(Object.values(servers).map((options) => startSiteServer(options)));
const chrome = await launch({ chromePath: fullChromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });

type Figures = { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A page a phone's visitor cannot open (/promotions sends them to log in) is drawn for desktops only: measured as one. */
const drawnForDesktopOnly = (path: string) => routes.some((route) => route.path === path && accessFor(route, 'mobile') !== 'open');

async function measure(url: string, throttlingMethod: 'simulate' | 'devtools', desktop: boolean): Promise<Figures> {
  const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', throttlingMethod }, desktop ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return { score: lhr.categories.performance?.score ?? Number.NaN, fcpMs: audit('first-contentful-paint'), lcpMs: audit('largest-contentful-paint'), tbtMs: audit('total-blocking-time'), cls: audit('cumulative-layout-shift') };
}

const line = (figures: Figures[]) => {
  const m = (pick: (f: Figures) => number) => median(figures.map(pick));
  return `score ${m((f) => f.score).toFixed(2)}  FCP ${(m((f) => f.fcpMs) / 1000).toFixed(2)} s  LCP ${(m((f) => f.lcpMs) / 1000).toFixed(2)} s  TBT ${m((f) => f.tbtMs).toFixed(0)} ms  CLS ${m((f) => f.cls).toFixed(3)}`;
};

try {
  console.log(`Server-drawn first screens (issue 26 §1), Lighthouse mobile (desktop where a phone cannot open the page), median of ${runs} runs, interleaved; target LCP ≤ 1.2 s`);
  for (const path of pages) {
    for (const throttling of ['simulate', 'devtools'] as const) {
      const results: Record<keyof typeof servers, Figures[]> = { drawn: [], plain: [] };
      for (let run = 0; run < runs; run += 1) {
        for (const [name, server] of Object.entries(servers) as [keyof typeof servers, (typeof servers)[keyof typeof servers]][]) {
          results[name].push(await measure(`http://127.0.0.1:${server.port}${path}`, throttling, drawnForDesktopOnly(path)));
        }
      }
      const lcp = median(results.drawn.map((figures) => figures.lcpMs));
      console.log(`  ${(drawnForDesktopOnly(path) ? `${path} (desktop)` : path).padEnd(8)} ${throttling.padEnd(9)} drawn by the server  ${line(results.drawn)}  ${lcp <= 1200 ? 'met' : 'OVER'}`);
      console.log(`  ${''.padEnd(8)} ${''.padEnd(9)} drawn by the script  ${line(results.plain)}`);
    }
  }
} finally {
  await chrome.kill();
  for (const child of children) child.kill('SIGTERM');
  rmSync(withoutRenderer, { recursive: true, force: true });
}
