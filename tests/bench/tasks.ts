/**
 * `npm run bench -- tasks [--page PATH]… [--runs N] [--repeat] [--player]` (issue 26 §2): the long tasks of a page's load, from
 * the trace of a Lighthouse mobile run (simulated throttling), and what each one did. Lighthouse multiplies a task's
 * CPU time by 4 for a phone and counts what is over 50 ms after the first paint as blocking time, so every task over
 * 12.5 ms here is a candidate: this lists them in order with their ×4 figure, and their sum of (4 × task − 50 ms),
 * the blocking time they would make if all of them fell after the first paint. `--repeat` measures a repeat visit
 * (the first load's service worker and caches kept); `--player` as the demo player, logged in (`--page /odds-view`
 * alone opens the first listed cricket match). A warm-up load runs first, so the server's first answers
 * (its JIT, the pictures it draws once) are not in the figures. Each load also prints Lighthouse's probe of the host's
 * CPU (`benchmarkIndex`, higher is faster): the tasks scale with it, so loads are compared only at a like index.
 */
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromiumArgs, fullChromiumPath } from '../tools/chromium';
import { firstOddsViewUrl, storeDemoSession } from './player';
import { startSiteServer } from './siteServer';

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: { url?: string; type?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } } };

const pagesAsked = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--page' ? [arg] : []));
const pages = pagesAsked.length > 0 ? pagesAsked : ['/', '/login'];
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;
const repeatVisit = process.argv.includes('--repeat');
const asPlayer = process.argv.includes('--player');
const port = 8382;

/** A task's CPU time that Lighthouse counts as a phone's: × 4 (its default CPU slowdown), blocking above 50 ms. */
const PHONE_SLOWDOWN = 4;
const BLOCKING_MS = 50;

/** What a task did, by the trace events inside it that say something: scripts by file, rendering by step. */
function contents(inside: TraceEvent[]): string {
  const scriptEvents = new Set(['EvaluateScript', 'v8.evaluateModule', 'v8.compileModule', 'v8.compile', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'EventDispatch']);
  const renderEvents = new Set(['ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'PaintImage', 'MajorGC', 'MinorGC']);
  const totals = new Map<string, number>();
  let svgDocuments = 0;
  for (const event of inside) {
    // An SVG picture is a document of its own: its commit shows as a navigation inside the page's task (as does the page's own).
    if (event.name === 'DocumentLoader::CommitNavigation') svgDocuments += 1;
    if (!scriptEvents.has(event.name) && !renderEvents.has(event.name)) continue;
    const file = event.args?.data?.url ? ` ${event.args.data.url.replace(/^.*\//, '').slice(0, 32)}` : '';
    const key = event.name === 'EventDispatch' ? `${event.name} ${event.args?.data?.type ?? ''}` : scriptEvents.has(event.name) && event.name !== 'RunMicrotasks' ? `${event.name}${file}` : event.name;
    totals.set(key, (totals.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  const parts = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([key, ms]) => `${key} ${ms.toFixed(1)}`);
  if (svgDocuments > 0) parts.push(`${svgDocuments} document commit(s), the page's own or SVG pictures'`);
  return parts.join(' | ');
}

const server = await startSiteServer({ port, dataName: 'bench-tasks' });
const chrome = await launch({ chromePath: fullChromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
try {
  console.log(`Long tasks of a Lighthouse mobile load (${repeatVisit ? 'repeat visit' : 'first visit'}), CPU time in the trace and × ${PHONE_SLOWDOWN} as Lighthouse counts it`);
  const site = `http://127.0.0.1:${port}`;
  for (const path of pages) {
    if (asPlayer) await storeDemoSession(site, chrome.port);
    const url = path === '/odds-view' ? await firstOddsViewUrl(site) : `${site}${path}`;
    const flags = { port: chrome.port, onlyCategories: ['performance'], output: 'json' as const, logLevel: 'error' as const, disableStorageReset: repeatVisit || asPlayer };
    await lighthouse(url, flags);
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(url, flags);
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const metric = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
      console.log(`\n${path}${runs > 1 ? ` (run ${run})` : ''}: score ${result.lhr.categories.performance?.score}, FCP ${(metric('first-contentful-paint') / 1000).toFixed(2)} s, LCP ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s, TBT ${metric('total-blocking-time').toFixed(0)} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}, SI ${(metric('speed-index') / 1000).toFixed(2)} s, host index ${result.lhr.environment.benchmarkIndex.toFixed(0)}`);
      // A shift costs a quarter of the score: say what moved.
      const shifts = (result.lhr.audits['layout-shifts']?.details as { items?: { score: number; node?: { snippet?: string; selector?: string } }[] } | undefined)?.items ?? [];
      for (const shift of shifts) console.log(`  layout shift ${shift.score.toFixed(3)}: ${shift.node?.selector ?? ''} ${shift.node?.snippet?.slice(0, 120) ?? ''}`);
      const trace = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
      const navigation = trace.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith('http'));
      if (!navigation) throw new Error(`No navigation of the main frame in the trace of ${url}`);
      const mainThread = trace.filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X' && event.ts >= navigation.ts);
      const firstPaint = trace.find((event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid);
      const longTasks = mainThread.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) / 1000 * PHONE_SLOWDOWN > BLOCKING_MS).sort((a, b) => a.ts - b.ts);
      let blocking = 0;
      let blockingAfterPaint = 0;
      for (const task of longTasks) {
        const end = task.ts + (task.dur ?? 0);
        const ms = (task.dur ?? 0) / 1000;
        const afterPaint = firstPaint !== undefined && task.ts > firstPaint.ts;
        blocking += ms * PHONE_SLOWDOWN - BLOCKING_MS;
        if (afterPaint) blockingAfterPaint += ms * PHONE_SLOWDOWN - BLOCKING_MS;
        const inside = mainThread.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
        const when = `${((task.ts - navigation.ts) / 1000).toFixed(0)} ms${afterPaint ? '' : ' (before the first paint)'}`;
        console.log(`  at ${when}: ${ms.toFixed(1)} ms, × ${PHONE_SLOWDOWN} = ${(ms * PHONE_SLOWDOWN).toFixed(0)} ms: ${contents(inside)}`);
      }
      console.log(`  ${longTasks.length} tasks over ${BLOCKING_MS / PHONE_SLOWDOWN} ms; sum of (× ${PHONE_SLOWDOWN} − ${BLOCKING_MS} ms): ${blocking.toFixed(0)} ms, of which after the first paint ${blockingAfterPaint.toFixed(0)} ms`);
    }
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}
