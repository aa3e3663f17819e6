/**
 * Odds view figures for `npm run bench` (issue 10): the real built site and server, a logged-in
 * player on /odds-view of an in-play cricket match, driven through 2,000 polls of match odds.
 *
 * The page's clock is Playwright's (page.clock), advanced 300 ms at a time, so 2,000 polls take
 * seconds, not ten minutes. Match odds are answered from a recording of the real feed in which
 * one price changes every 10th poll; event detail is the real answer, held fixed. The header's
 * balance and summary calls answer the same figures each time, so a commit counted on an unchanged
 * poll is a render nothing asked for.
 *
 * Printed: React commits per poll with unchanged prices (target 0) and per changed poll, DOM text
 * changes per changed price (only the changed cell re-renders), the most requests in flight at once
 * (target ≤ 1), requests while the page is hidden (target 0), and JS heap, DOM nodes and listeners
 * after 2,000 polls against their values after 100 (target within 5 %).
 *
 * `--polls N` runs N polls; `--heap-diff` also prints the listener count along the way, the
 * listeners per element and event type, and what grew in the heap by constructor (snapshots after
 * 100 polls, every 500 and at the end), with compiled code (V8's JIT warm-up) told apart.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startSiteServer } from './siteServer';
import { chromium, type Page, type Route } from '@playwright/test';

const root = process.cwd();
const port = Number(process.env.BENCH_ODDS_PORT ?? 8395);
const siteUrl = `http://127.0.0.1:${port}`;
const chromePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const chromeArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// A diagnosis aid: e.g. BENCH_JS_FLAGS='--no-opt --no-maglev --no-sparkplug' keeps V8 from compiling hot code, to tell JIT warm-up from retention.
if (process.env.BENCH_JS_FLAGS) chromeArgs.push(`--js-flags=${process.env.BENCH_JS_FLAGS}`);
const pollsArg = process.argv.indexOf('--polls');
const POLLS = pollsArg > 0 ? Math.max(200, Number(process.argv[pollsArg + 1]) || 2000) : 2000;
const POLL_MS = 300;
const CHANGE_EVERY = 10;
/** `--heap-diff`: heap snapshots after 100 polls, along the way and at the end, compared by constructor (what grew). */
const HEAP_DIFF = process.argv.includes('--heap-diff');
/**
 * `--real-time`: the page's own timers, no page.clock: 2,000 polls take about ten minutes. The JS
 * heap figure then carries none of page.clock's code, which runs in the page it measures.
 */
const REAL_TIME = process.argv.includes('--real-time');
/**
 * `--no-probe` (with `--real-time`): the bench reads the page's counters only around 2 polls in 100, so
 * its own page.evaluate calls are not what the JIT compiles (commit figures are then partial).
 */
// Page-clock runs need the probe's settle: the page must take each answer before the clock moves on.
const NO_PROBE = REAL_TIME && process.argv.includes('--no-probe');
/**
 * `steadyHeapPercent` (issue 26 §5): the heap from poll 500 on, once V8 has compiled the hot code of the
 * first polls (issue 10 found that warm-up, not a leak, behind the growth from poll 100).
 */
const targets = { unchangedCommits: 0, inFlight: 1, hiddenRequests: 0, driftPercent: 5, steadyHeapPercent: 2 };
const STEADY_FROM_POLL = 500;

type PriceSize = { price: number; size: number };
type Runner = { selectionId?: number; SelectionName: string; ex: { availableToBack: PriceSize[]; availableToLay: PriceSize[] } } & Record<string, unknown>;
type MatchOdds = { inplay: boolean; runners: Runner[] } & Record<string, unknown>;
type ListedEvent = { EventId: string; MarketId: string; Event: string; InPlay: boolean };

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${siteUrl}${path}`, init);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The next price on the exchange ladder above `price` (enough for a recorded change). */
function tickUp(price: number): number {
  const step = price < 2 ? 0.01 : price < 3 ? 0.02 : price < 4 ? 0.05 : price < 6 ? 0.1 : price < 10 ? 0.2 : price < 20 ? 0.5 : price < 30 ? 1 : price < 50 ? 2 : price < 100 ? 5 : 10;
  return Math.round((price + step) * 100) / 100;
}

/**
 * Lets the page run its queued tasks (a message, which page.clock does not fake). The channel is
 * closed once used: an open port with an onmessage handler stays alive, and its listener would be
 * counted among the page's own (until a GC happens to take it) — the bench must not measure itself.
 */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(0);
      }),
  );

/** Page time passes: page.clock is advanced, or (with `--real-time`) the bench waits as long. */
async function advance(page: Page, ms: number): Promise<void> {
  if (REAL_TIME) await new Promise((resolve) => setTimeout(resolve, ms));
  else await page.clock.runFor(ms);
}

type Metrics = { heapMb: number; nodes: number; listeners: number };
type CDP = Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>;
type HeapCounts = Map<string, { count: number; size: number }>;

/** A heap snapshot (taken after a GC), counted per node type and constructor name. */
async function heapCounts(cdp: CDP): Promise<HeapCounts> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('name'), fields.indexOf('self_size')];
  const counts: HeapCounts = new Map();
  for (let index = 0; index < snapshot.nodes.length; index += fields.length) {
    const type = types[snapshot.nodes[index + typeAt] ?? 0] ?? '?';
    const name = snapshot.strings[snapshot.nodes[index + nameAt] ?? 0] ?? '';
    const key = ['object', 'closure', 'native', 'array', 'hidden', 'object shape'].includes(type) ? `${type} ${name.slice(0, 70)}` : type === 'code' ? `code ${name.startsWith('(') || name.startsWith('system / ') ? name.slice(0, 40) : '(function code)'}` : type;
    const entry = counts.get(key) ?? { count: 0, size: 0 };
    entry.count += 1;
    entry.size += snapshot.nodes[index + sizeAt] ?? 0;
    counts.set(key, entry);
  }
  return counts;
}

/** The kinds that grew most (by bytes) between two snapshots. */
function heapGrowth(then: HeapCounts, now: HeapCounts, top = 25): string[] {
  const keys = new Set([...then.keys(), ...now.keys()]);
  const rows = [...keys].map((key) => {
    const a = then.get(key) ?? { count: 0, size: 0 };
    const b = now.get(key) ?? { count: 0, size: 0 };
    return { key, count: b.count - a.count, size: b.size - a.size, total: b.count };
  });
  const sum = (counts: HeapCounts) => [...counts.values()].reduce((total, entry) => total + entry.size, 0);
  const js = (counts: HeapCounts) => new Map([...counts].filter(([key]) => !key.startsWith('native ')));
  const delta = (pick: (key: string) => boolean) => rows.filter((row) => pick(row.key)).reduce((total, row) => total + row.size, 0) / 1024;
  const compiled = (key: string) => key.startsWith('code system / ') && !/BytecodeArray|ScopeInfo|UncompiledData|FeedbackMetadata/.test(key);
  const summary = `JS growth: compiled code (V8's InstructionStream, Code, deopt data…) ${delta(compiled).toFixed(1)} KB, everything else in JS ${delta((key) => !key.startsWith('native ') && !compiled(key)).toFixed(1)} KB; Blink/DevTools (native) ${delta((key) => key.startsWith('native ')).toFixed(1)} KB`;
  const lines = [summary, `snapshot total ${(sum(then) / 1_048_576).toFixed(2)} MB -> ${(sum(now) / 1_048_576).toFixed(2)} MB; without native (Blink) objects ${(sum(js(then)) / 1_048_576).toFixed(2)} MB -> ${(sum(js(now)) / 1_048_576).toFixed(2)} MB`];
  for (const row of rows.sort((a, b) => Math.abs(b.size) - Math.abs(a.size)).slice(0, top))
    lines.push(`${(row.size >= 0 ? '+' : '') + (row.size / 1024).toFixed(1)} KB`.padStart(12) + `  ${(row.count >= 0 ? '+' : '') + row.count}`.padStart(9) + ` (now ${row.total})  ${row.key}`);
  return lines;
}

/** Event listeners per target (window, document and every element), by event type. */
async function listenerCensus(cdp: CDP): Promise<Map<string, number>> {
  const census = new Map<string, number>();
  const { result } = await cdp.send('Runtime.evaluate', { expression: '[window, document, ...document.querySelectorAll("*")]' });
  if (!result.objectId) return census;
  const { result: properties } = await cdp.send('Runtime.getProperties', { objectId: result.objectId, ownProperties: true });
  for (const property of properties) {
    const objectId = property.value?.objectId;
    if (!objectId || !/^\d+$/.test(property.name)) continue;
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId });
    const target = property.name === '0' ? 'window' : property.name === '1' ? 'document' : (property.value?.description ?? '?').split(/[.#]/)[0];
    for (const listener of listeners) {
      const key = `${target} ${listener.type}`;
      census.set(key, (census.get(key) ?? 0) + 1);
    }
  }
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
  return census;
}

async function main(): Promise<void> {
  if (!existsSync(join(root, process.env.DIST_DIR ?? 'dist', 'index.html'))) throw new Error('Build the site first (npm run build)');
  const server = await startSiteServer({ port, dataName: `bench-odds-data-${port}` });
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    const events = await getJson<ListedEvent[]>('/exchange-data/sports-events/cricket');
    const live = events.filter((event) => event.InPlay).at(-1);
    if (!live) throw new Error('no cricket match in play');
    const [recorded] = await getJson<MatchOdds[]>(`/exchange-data/match-odds/${live.MarketId}`);
    const eventDetail = await getJson<unknown>(`/exchange-data/event/${live.EventId}`);
    if (!recorded) throw new Error('match odds without a market');
    const login = await getJson<{ token: string; remote_id: string; username: string; exchange: { token: string }[] }>('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demoplayer1', password: 'demo12345' }),
    });

    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.addInitScript(
      ({ stored }) => {
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
        // React reports each commit to the DevTools hook, in production builds too.
        const counters = { commits: 0, textChanges: 0 };
        Object.assign(window, { benchCounters: counters });
        Object.assign(window, {
          __REACT_DEVTOOLS_GLOBAL_HOOK__: {
            isDisabled: false,
            supportsFiber: true,
            renderers: new Map(),
            inject(renderer: unknown) {
              this.renderers.set(this.renderers.size + 1, renderer);
              return this.renderers.size;
            },
            onCommitFiberRoot() {
              counters.commits += 1;
            },
            onCommitFiberUnmount() {},
            onPostCommitFiberRoot() {},
            checkDCE() {},
          },
        });
        // Text the page changes (a price or a size): what "re-rendered cells" means to a player.
        new MutationObserver((records) => {
          for (const record of records) if (record.type === 'characterData' || (record.type === 'childList' && record.target.nodeName !== 'HEAD')) counters.textChanges += 1;
        }).observe(document, { subtree: true, characterData: true, childList: true });
      },
      { stored: { token: login.token, remote_id: login.remote_id, username: login.username, exchangeToken: login.exchange[0]?.token ?? '', popup: '0', regPopup: '0' } },
    );

    // The header's own polls (balance, exchange summary) answer the same figures every time.
    await page.route(/\/api\/balance$/, (route) => route.fulfill({ json: { balance: 5000 } }));
    await page.route(/\/api\/exchange\/summary$/, (route) => route.fulfill({ json: { bets: 0, exposure: '0.00', balance: '5000.00' } }));
    await page.route(/\/exchange-data\/(score|stream)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>frame</title>' }));
    await page.route(/\/exchange-data\/event\//, (route) => route.fulfill({ json: eventDetail }));

    let current: MatchOdds = structuredClone(recorded);
    let served = 0;
    let inFlight = 0;
    let maxInFlight = 0;
    let waiter: (() => void) | null = null;
    await page.route(/\/exchange-data\/match-odds\//, async (route: Route) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      served += 1;
      const body = JSON.stringify([current]);
      await route.fulfill({ contentType: 'application/json', body });
      inFlight -= 1;
      waiter?.();
    });
    const nextAnswer = () => new Promise<void>((resolve) => (waiter = resolve));

    if (!REAL_TIME) await page.clock.install();
    const address = `/odds-view?marketId=${encodeURIComponent(live.MarketId)}&eventId=${live.EventId}&sport=cricket&from=${encodeURIComponent('/exchange-inplay')}`;
    await page.goto(`${siteUrl}${address}`);
    const firstRunner = recorded.runners[0]?.SelectionName ?? '';
    await page.getByText(firstRunner, { exact: true }).first().waitFor({ timeout: 30_000 });
    for (let warm = 0; warm < 5; warm += 1) {
      const answered = nextAnswer();
      if (!REAL_TIME) await page.clock.runFor(POLL_MS);
      await answered;
      await settle(page);
    }

    const read = () => page.evaluate(() => ({ ...(window as unknown as { benchCounters: { commits: number; textChanges: number } }).benchCounters }));
    const metrics = async (): Promise<Metrics> => {
      // Twice: the second collection also takes what the first one's finalizers let go of.
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics: list } = await cdp.send('Performance.getMetrics');
      const value = (name: string) => list.find((metric) => metric.name === name)?.value ?? Number.NaN;
      return { heapMb: value('JSHeapUsedSize') / 1_048_576, nodes: value('Nodes'), listeners: value('JSEventListeners') };
    };

    let unchangedPolls = 0;
    let unchangedCommits = 0;
    let changedPolls = 0;
    let changedCommits = 0;
    let changedText = 0;
    let at100: Metrics | null = null;
    let atSteady: Metrics | null = null;
    const snapshots: { poll: number; counts: HeapCounts }[] = [];
    const listenerPath: string[] = [];
    let census100: Map<string, number> | null = null;
    /** The heap along the way: a leak grows steadily, a warm-up levels off. */
    const heapPath: string[] = [];
    const started = performance.now();
    for (let poll = 1; poll <= POLLS; poll += 1) {
      const changes = poll % CHANGE_EVERY === 0;
      if (changes) {
        current = structuredClone(current);
        const runner = current.runners[poll % current.runners.length];
        const best = runner?.ex.availableToBack[0];
        if (best) best.price = best.price >= 900 ? 1.5 : tickUp(best.price);
      }
      const probe = !NO_PROBE || poll % 100 < 2;
      const before = probe ? await read() : { commits: 0, textChanges: 0 };
      const answered = nextAnswer();
      // In real time the page polls by itself, 300 ms after each answer.
      if (!REAL_TIME) await page.clock.runFor(POLL_MS);
      await answered;
      if (probe) await settle(page);
      const after = probe ? await read() : { commits: 0, textChanges: 0 };
      if (!probe) {
        // Not counted: the counters were not read around this poll (--no-probe).
      } else if (changes) {
        changedPolls += 1;
        changedCommits += after.commits - before.commits;
        changedText += after.textChanges - before.textChanges;
      } else {
        unchangedPolls += 1;
        unchangedCommits += after.commits - before.commits;
      }
      if (poll === 100) at100 = await metrics();
      if (poll === STEADY_FROM_POLL) atSteady = await metrics();
      if (HEAP_DIFF) {
        if ([1, 2, 5, 10, 20, 30, 50, 75, 100, 150, 200, 300, 400].includes(poll) || poll % 250 === 0) listenerPath.push(`${poll}: ${(await metrics()).listeners}`);
        if (poll === 100) census100 = await listenerCensus(cdp);
        if (poll === 100 || poll % 500 === 0 || poll === POLLS) snapshots.push({ poll, counts: await heapCounts(cdp) });
      }
      if (poll % 500 === 0) heapPath.push(`${poll}: ${(await metrics()).heapMb.toFixed(2)} MB`);
    }
    const elapsed = (performance.now() - started) / 1000;
    // Let the last price flash end before measuring.
    await advance(page, 2_000);
    const atEnd = await metrics();

    // Hidden: no calls at all for 30 s of page time; shown again, polling resumes.
    const servedBeforeHidden = served;
    // Headless Chromium is never hidden by itself: the page is told it is.
    // (A string: tsx would wrap a named function in a helper the page does not have.)
    await page.evaluate(`(() => {
      let hidden = false;
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
      window.setPageHidden = (next) => {
        hidden = next;
        document.dispatchEvent(new Event('visibilitychange'));
      };
    })()`);
    await page.evaluate(() => (window as unknown as { setPageHidden: (hidden: boolean) => void }).setPageHidden(true));
    await settle(page);
    const servedAtHide = served;
    for (let step = 0; step < 100; step += 1) await advance(page, POLL_MS);
    await settle(page);
    const hiddenRequests = served - servedAtHide;
    const resumed = nextAnswer();
    await page.evaluate(() => (window as unknown as { setPageHidden: (hidden: boolean) => void }).setPageHidden(false));
    await advance(page, POLL_MS);
    const resumedInTime = await Promise.race([resumed.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000))]);

    const drift = (now: number, then: number) => ((now - then) / then) * 100;
    const verdict = (ok: boolean) => (ok ? 'OK' : 'MISSED');
    const base = at100 ?? atEnd;
    console.log(`  polls: ${POLLS} (${servedBeforeHidden} match-odds answers served, ${elapsed.toFixed(1)} s of real time)`);
    console.log(`  React commits per poll, prices unchanged: ${(unchangedCommits / unchangedPolls).toFixed(3)} (${unchangedCommits} in ${unchangedPolls})  target ${targets.unchangedCommits}  ${verdict(unchangedCommits === 0)}`);
    console.log(`  React commits per poll, one price changed: ${(changedCommits / changedPolls).toFixed(2)}; DOM text changes per changed price: ${(changedText / changedPolls).toFixed(2)}`);
    console.log(`  match-odds requests in flight at most: ${maxInFlight}  target ≤ ${targets.inFlight}  ${verdict(maxInFlight <= targets.inFlight)}`);
    console.log(`  requests while hidden (30 s): ${hiddenRequests}  target ${targets.hiddenRequests}  ${verdict(hiddenRequests === 0)}; polling resumed when shown: ${resumedInTime ? 'yes' : 'NO'}`);
    console.log(`  JS heap along the way (after GC): ${heapPath.join(', ')}`);
    if (atSteady && POLLS > STEADY_FROM_POLL) {
      const steady = drift(atEnd.heapMb, atSteady.heapMb);
      console.log(
        `  JS heap, steady      after ${STEADY_FROM_POLL} polls ${atSteady.heapMb.toFixed(2)}, after ${POLLS}: ${atEnd.heapMb.toFixed(2)} (${steady >= 0 ? '+' : ''}${steady.toFixed(1)} %)  target within ±${targets.steadyHeapPercent} %  ${verdict(Math.abs(steady) <= targets.steadyHeapPercent)}`,
      );
    }
    for (const [name, then, now] of [
      ['JS heap (MB)', base.heapMb, atEnd.heapMb],
      ['DOM nodes', base.nodes, atEnd.nodes],
      ['JS event listeners', base.listeners, atEnd.listeners],
    ] as const) {
      const change = drift(now, then);
      console.log(`  ${name.padEnd(19)} after 100 polls ${then.toFixed(name.startsWith('JS heap') ? 2 : 0)}, after ${POLLS}: ${now.toFixed(name.startsWith('JS heap') ? 2 : 0)} (${change >= 0 ? '+' : ''}${change.toFixed(1)} %)  target within ${targets.driftPercent} %  ${verdict(Math.abs(change) <= targets.driftPercent)}`);
    }
    if (HEAP_DIFF) {
      console.log(`  JS event listeners along the way (after GC): ${listenerPath.join(', ')}`);
      const censusEnd = await listenerCensus(cdp);
      const kinds = new Set([...(census100?.keys() ?? []), ...censusEnd.keys()]);
      const rows = [...kinds].map((kind) => ({ kind, then: census100?.get(kind) ?? 0, now: censusEnd.get(kind) ?? 0 })).filter((row) => row.then !== row.now);
      const total = (census: Map<string, number> | null) => [...(census?.values() ?? [])].reduce((sum, count) => sum + count, 0);
      console.log(`  listeners on window, document and elements: after 100 polls ${total(census100)}, at the end ${total(censusEnd)}; changed: ${rows.map((row) => `${row.kind} ${row.then}->${row.now}`).join(', ') || 'none'}`);
      const first = snapshots[0];
      for (const later of snapshots.slice(1)) if (first) console.log(`  heap snapshot, poll ${first.poll} -> ${later.poll}:\n    ${heapGrowth(first.counts, later.counts).join('\n    ')}`);
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

console.log(`\nOdds view, ${POLLS} polls of match odds (mobile 390 px, ${REAL_TIME ? 'real time' : 'page clock'})`);
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
