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
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page, type Route } from '@playwright/test';

const root = process.cwd();
const port = Number(process.env.BENCH_ODDS_PORT ?? 8395);
const siteUrl = `http://127.0.0.1:${port}`;
const chromePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const chromeArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const pollsArg = process.argv.indexOf('--polls');
const POLLS = pollsArg > 0 ? Math.max(200, Number(process.argv[pollsArg + 1]) || 2000) : 2000;
const POLL_MS = 300;
const CHANGE_EVERY = 10;
const targets = { unchangedCommits: 0, inFlight: 1, hiddenRequests: 0, driftPercent: 5 };

type PriceSize = { price: number; size: number };
type Runner = { selectionId?: number; SelectionName: string; ex: { availableToBack: PriceSize[]; availableToLay: PriceSize[] } } & Record<string, unknown>;
type MatchOdds = { inplay: boolean; runners: Runner[] } & Record<string, unknown>;
type ListedEvent = { EventId: string; MarketId: string; Event: string; InPlay: boolean };

async function startServer(): Promise<ChildProcess> {
  const dataDir = join(root, '.tmp/bench-odds-data');
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('node', ['--import', 'tsx', 'server/cli/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SKIP_BUILD: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${siteUrl}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not answer /api/health within 120 s');
}

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

/** Lets the page run its queued tasks (a message, which page.clock does not fake). */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      }),
  );

type Metrics = { heapMb: number; nodes: number; listeners: number };

async function main(): Promise<void> {
  if (!existsSync(join(root, 'dist/index.html'))) throw new Error('Build the site first (npm run build)');
  const server = await startServer();
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

    await page.clock.install();
    const address = `/odds-view?marketId=${encodeURIComponent(live.MarketId)}&eventId=${live.EventId}&sport=cricket&from=${encodeURIComponent('/exchange-inplay')}`;
    await page.goto(`${siteUrl}${address}`);
    const firstRunner = recorded.runners[0]?.SelectionName ?? '';
    await page.getByText(firstRunner, { exact: true }).first().waitFor({ timeout: 30_000 });
    for (let warm = 0; warm < 5; warm += 1) {
      const answered = nextAnswer();
      await page.clock.runFor(POLL_MS);
      await answered;
      await settle(page);
    }

    const read = () => page.evaluate(() => ({ ...(window as unknown as { benchCounters: { commits: number; textChanges: number } }).benchCounters }));
    const metrics = async (): Promise<Metrics> => {
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
      const before = await read();
      const answered = nextAnswer();
      await page.clock.runFor(POLL_MS);
      await answered;
      await settle(page);
      const after = await read();
      if (changes) {
        changedPolls += 1;
        changedCommits += after.commits - before.commits;
        changedText += after.textChanges - before.textChanges;
      } else {
        unchangedPolls += 1;
        unchangedCommits += after.commits - before.commits;
      }
      if (poll === 100) at100 = await metrics();
      if (poll % 500 === 0) heapPath.push(`${poll}: ${(await metrics()).heapMb.toFixed(2)} MB`);
    }
    const elapsed = (performance.now() - started) / 1000;
    // Let the last price flash end before measuring.
    await page.clock.runFor(2_000);
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
    for (let step = 0; step < 100; step += 1) await page.clock.runFor(POLL_MS);
    await settle(page);
    const hiddenRequests = served - servedAtHide;
    const resumed = nextAnswer();
    await page.evaluate(() => (window as unknown as { setPageHidden: (hidden: boolean) => void }).setPageHidden(false));
    await page.clock.runFor(POLL_MS);
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
    for (const [name, then, now] of [
      ['JS heap (MB)', base.heapMb, atEnd.heapMb],
      ['DOM nodes', base.nodes, atEnd.nodes],
      ['JS event listeners', base.listeners, atEnd.listeners],
    ] as const) {
      const change = drift(now, then);
      console.log(`  ${name.padEnd(19)} after 100 polls ${then.toFixed(name.startsWith('JS heap') ? 2 : 0)}, after ${POLLS}: ${now.toFixed(name.startsWith('JS heap') ? 2 : 0)} (${change >= 0 ? '+' : ''}${change.toFixed(1)} %)  target within ${targets.driftPercent} %  ${verdict(Math.abs(change) <= targets.driftPercent)}`);
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

console.log(`\nOdds view, ${POLLS} polls of match odds (mobile 390 px, page clock)`);
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
