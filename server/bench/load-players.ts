// The load generator of server/bench/load.ts (issue 25 §2), in its own process (forked with IPC).
// Simulated logged-in players call the server as the site does (load-model.ts: callsOf), each on its
// own keep-alive connections (a browser's six) with the site's headers. The parent sends
// `{ type: 'step', players, warmupMs, measureMs }`; this adds players up to that number, waits the
// warm-up, measures, and answers with the step's figures. In `trivial` mode every call goes to the
// trivial route instead, with the same timing and headers: the same generator and mix, no work behind it.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { callsOf, percentile, type CallName } from './load-model.ts';

export type LoadPlayer = { token: string; remoteId: string };
export type LoadSetup = { type: 'setup'; base: string; mode: 'real' | 'trivial'; players: LoadPlayer[]; markets: Array<{ eventId: string; marketId: string }> };
export type LoadStep = { type: 'step'; players: number; warmupMs: number; measureMs: number };
export type StepResult = {
  type: 'result';
  players: number;
  seconds: number;
  byCall: Record<string, { requests: number; p50: number; p99: number }>;
  requests: number;
  errors: number;
  errorSamples: string[];
  betsMatched: number;
  betsRefused: number;
  notModified: number;
  p50: number;
  p99: number;
  lagMs: number;
  cpuPercent: number;
};

const TIMEOUT_MS = 10_000;

let setup: LoadSetup | undefined;
let stopped = false;
const window = { latencies: new Map<CallName, number[]>(), lags: [] as number[], errors: 0, errorSamples: [] as string[], betsMatched: 0, betsRefused: 0, notModified: 0 };

function resetWindow(): void {
  window.latencies = new Map();
  window.lags = [];
  window.errors = 0;
  window.errorSamples = [];
  window.betsMatched = 0;
  window.betsRefused = 0;
  window.notModified = 0;
}

function fail(what: string): void {
  window.errors += 1;
  if (window.errorSamples.length < 5) window.errorSamples.push(what);
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/**
 * One request on the player's connections. A kept-alive connection the server has just closed (its idle
 * time-out) fails with ECONNRESET the moment it is reused: browsers send the request again on a new
 * connection, and so does this (once, and only on a reused connection).
 */
async function send(agent: Agent, url: URL, method: 'GET' | 'POST', headers: Record<string, string>, body?: string): Promise<Answer> {
  try {
    return await sendOnce(agent, url, method, headers, body);
  } catch (error) {
    if (!(error instanceof ReusedSocketError)) throw error;
    return sendOnce(agent, url, method, headers, body);
  }
}

class ReusedSocketError extends Error {}

function sendOnce(agent: Agent, url: URL, method: 'GET' | 'POST', headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method, headers: body ? { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } : headers, timeout: TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => reject(req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE') ? new ReusedSocketError(error.message) : error));
    req.end(body);
  });
}

function jsonOf(answer: Answer): unknown {
  const encoding = answer.headers['content-encoding'];
  const raw = encoding === 'gzip' ? gunzipSync(answer.body) : encoding === 'br' ? brotliDecompressSync(answer.body) : answer.body;
  return JSON.parse(raw.toString('utf8'));
}

/** The best back price of the first runner in a match-odds answer (the bet slip's price). */
function firstBack(answer: unknown): { selectionId: number; odds: number } | null {
  const runner = (answer as Array<{ runners?: Array<{ selectionId: number; ex?: { availableToBack?: Array<{ price: number }> } }> }>)[0]?.runners?.[0];
  const price = runner?.ex?.availableToBack?.[0]?.price;
  return runner && price ? { selectionId: Number(runner.selectionId), odds: price } : null;
}

function startPlayer(index: number, config: LoadSetup): void {
  const player = config.players[index % config.players.length];
  const market = config.markets[index % config.markets.length];
  if (!player || !market) throw new Error('no player or market to simulate');
  // A browser's connections to one host: up to six, kept alive (the server closes idle ones).
  const agent = new Agent({ keepAlive: true, maxSockets: 6 });
  // As src/api/client.ts sends them; half the players read the site in Bangla.
  const siteHeaders = {
    Accept: 'application/json',
    Authorization: `Bearer ${player.token}`,
    'Accept-Language': index % 2 === 0 ? 'bn, en;q=0.5' : 'en',
    'Accept-Encoding': 'gzip, deflate, br',
    'User-Agent': 'Mozilla/5.0 (Linux; Android 13) TakaPlay-load-bench',
  };
  // The exchange data client sends no token and no language (src/edge/exchangeData.ts).
  const feedHeaders = { Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate, br', 'User-Agent': siteHeaders['User-Agent'] };
  const etags = new Map<string, string>();
  let slip: { selectionId: number; odds: number } | null = null;

  const call = async (name: CallName): Promise<void> => {
    if (config.mode === 'trivial') {
      const answer = await send(agent, new URL('/api/bench/trivial', config.base), 'GET', siteHeaders);
      if (answer.status !== 200) fail(`${name} (trivial) ${answer.status}`);
      return;
    }
    const origin = { ...siteHeaders, Origin: config.base };
    if (name === 'balance') return check(name, await send(agent, new URL('/api/balance', config.base), 'POST', origin));
    if (name === 'inbox') return check(name, await send(agent, new URL(`/api/inbox?remote_id=${player.remoteId}&page=1`, config.base), 'GET', siteHeaders));
    if (name === 'summary') return check(name, await send(agent, new URL('/api/exchange/summary', config.base), 'GET', siteHeaders));
    if (name === 'matchOdds' || name === 'eventDetail') {
      const path = name === 'matchOdds' ? `/exchange-data/match-odds/${market.marketId}` : `/exchange-data/event/${market.eventId}`;
      // What the browser's cache does with a no-cache answer that had an ETag: it asks with If-None-Match.
      const etag = etags.get(path);
      const answer = await send(agent, new URL(path, config.base), 'GET', etag ? { ...feedHeaders, 'If-None-Match': etag } : feedHeaders);
      if (answer.status === 304) window.notModified += 1;
      else if (answer.status === 200) {
        const tag = answer.headers.etag;
        if (typeof tag === 'string') etags.set(path, tag);
        if (name === 'matchOdds' && index % 50 === 0) slip = firstBack(jsonOf(answer));
      } else fail(`${name} ${answer.status}`);
      return;
    }
    // A bet on the first runner at the price last shown, taking a better price (betSlip.ts, exchangeBetting.ts).
    const body = JSON.stringify({
      market: 'match_odds',
      event_id: market.eventId,
      market_id: market.marketId,
      selection_id: slip?.selectionId ?? 1,
      side: 'back',
      odds: slip?.odds ?? 2,
      stake: 100,
      accept_better_odds: true,
    });
    const answer = await send(agent, new URL('/api/exchange/bets', config.base), 'POST', { ...origin, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() }, body);
    // A refusal (the market moved or is suspended, not enough balance) is an answer; only a failure of the server is an error.
    if (answer.status >= 200 && answer.status < 300) window.betsMatched += 1;
    else if (answer.status >= 400 && answer.status < 500 && answer.status !== 401 && answer.status !== 404) window.betsRefused += 1;
    else fail(`bet ${answer.status} ${answer.body.toString('utf8').slice(0, 120)}`);
  };

  const check = (name: CallName, answer: Answer): void => {
    if (answer.status !== 200) fail(`${name} ${answer.status} ${answer.body.toString('utf8').slice(0, 120)}`);
  };

  for (const loop of callsOf(index)) {
    // Like the machines: call, then wait the interval after the answer. Players start spread over one interval.
    const run = async () => {
      const started = performance.now();
      try {
        await call(loop.call);
      } catch (error) {
        fail(`${loop.call}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const took = performance.now() - started;
      const list = window.latencies.get(loop.call) ?? [];
      list.push(took);
      window.latencies.set(loop.call, list);
      schedule(loop.everyMs);
    };
    const schedule = (delay: number) => {
      if (stopped) return;
      const due = performance.now() + delay;
      setTimeout(() => {
        window.lags.push(performance.now() - due);
        void run();
      }, delay);
    };
    schedule(Math.random() * loop.everyMs);
  }
}

let running = 0;

async function step(message: LoadStep): Promise<StepResult> {
  if (!setup) throw new Error('step before setup');
  while (running < message.players) startPlayer(running++, setup);
  await new Promise((resolve) => setTimeout(resolve, message.warmupMs));
  resetWindow();
  process.send?.({ type: 'measuring' });
  const cpu = process.cpuUsage();
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, message.measureMs));
  const seconds = (performance.now() - started) / 1_000;
  const used = process.cpuUsage(cpu);
  const all: number[] = [];
  const byCall: StepResult['byCall'] = {};
  for (const [name, list] of window.latencies) {
    list.sort((a, b) => a - b);
    all.push(...list);
    byCall[name] = { requests: list.length, p50: percentile(list, 0.5), p99: percentile(list, 0.99) };
  }
  all.sort((a, b) => a - b);
  const lags = [...window.lags].sort((a, b) => a - b);
  return {
    type: 'result',
    players: running,
    seconds,
    byCall,
    requests: all.length,
    errors: window.errors,
    errorSamples: window.errorSamples,
    betsMatched: window.betsMatched,
    betsRefused: window.betsRefused,
    notModified: window.notModified,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    lagMs: percentile(lags, 0.99),
    cpuPercent: ((used.user + used.system) / 1_000 / (seconds * 1_000)) * 100,
  };
}

process.on('message', (message: LoadSetup | LoadStep | { type: 'stop' }) => {
  if (message.type === 'setup') setup = message;
  else if (message.type === 'step') void step(message).then((result) => process.send?.(result));
  else {
    stopped = true;
    process.exit(0);
  }
});
