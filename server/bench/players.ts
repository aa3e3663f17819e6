// Benchmark of the player calls: `node --import tsx server/bench/players.ts [--duration 10] [--db pglite|postgres] [--in-process]`.
// Starts the app on loopback (PGlite in a temp dir, then a throwaway PostgreSQL if installed), logs in
// as the demo player, then runs autocannon (10 connections) on a trivial Hono route in the same server and on the
// calls a logged-in page makes all the time: POST /api/balance, GET /api/user/show, the inbox poll
// (GET /api/inbox?remote_id&page=1, every 10 s) and the exchange header's GET /api/exchange/summary. Prints
// requests/s, p50 and p99 latency and the ratio to the trivial route in the same run (issue 25's goal:
// ≥ 50 % on PostgreSQL with p99 ≤ 20 ms, ≥ 25 % on PGlite).
// The load generator runs in a worker thread (its own CPU, not the server's event loop); `--in-process`
// runs it on the server's thread as before issue 25 (the figures of the issue were measured that way).
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp } from '../app.ts';
import { systemClock } from '../clock.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';
import { silentLogger } from '../logger.ts';
import { testConfig } from '../testing/config.ts';
import { findPostgresBinDir, startTempPostgres } from '../testing/postgres.ts';

const argValue = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const DURATION_S = Math.min(60, Math.max(1, Number(argValue('--duration') ?? 10) || 10));
const ONLY_DB = argValue('--db');
const IN_PROCESS = process.argv.includes('--in-process');
const CONNECTIONS = 10;
/** Issue 25's goals, per database: share of the trivial route's req/s, and p99 (PostgreSQL). */
const GOALS = { pglite: { ratio: 0.25, p99: undefined }, postgres: { ratio: 0.5, p99: 20 } } as const;

type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };
type Row = Figures & { target: string; database: 'pglite' | 'postgres' };

async function measure(url: string, init: { method: 'GET' | 'POST'; headers?: Record<string, string> }): Promise<Figures> {
  const result = await autocannon({
    url,
    method: init.method,
    headers: init.headers,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(IN_PROCESS ? {} : { workers: 1 }),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

async function benchDatabase(kind: 'pglite' | 'postgres', databaseUrl: string | undefined): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'takaplay-bench-'));
  const config = testConfig({ port: 0, host: '127.0.0.1', dataDir: join(dir, 'db'), distDir: join(dir, 'none'), databaseUrl });
  const database = await openDatabase(config);
  let server: Server | undefined;
  try {
    await migrateDatabase(database);
    await seedDatabase(database, config, systemClock);
    const app = createApp(
      { database, clock: systemClock, config, log: silentLogger },
      { extraRoutes: (routes) => routes.get('/api/bench/trivial', (c) => c.json({ status: 'ok' })) },
    );
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server)) as Server;
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/login`, { method: 'POST', body: JSON.stringify({ username: config.demoUsername, password: config.demoPassword }) });
    const { token, remote_id: remoteId } = (await login.json()) as { token: string; remote_id: string };
    // The site's headers: the bearer token, JSON, English (Bangla answers are translated at the response layer).
    const auth = { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Accept-Language': 'en' };

    const rows: Row[] = [];
    for (const [target, url, init] of [
      ['GET /api/bench/trivial', `${base}/api/bench/trivial`, { method: 'GET' }],
      ['POST /api/balance', `${base}/api/balance`, { method: 'POST', headers: auth }],
      ['GET /api/user/show', `${base}/api/user/show?remote_id=${remoteId}`, { method: 'GET', headers: auth }],
      ['GET /api/inbox (poll)', `${base}/api/inbox?remote_id=${remoteId}&page=1`, { method: 'GET', headers: auth }],
      ['GET /api/exchange/summary', `${base}/api/exchange/summary`, { method: 'GET', headers: auth }],
    ] as const) {
      // One call first: a wrong answer (401, 500) is a broken benchmark, not a figure.
      const check = await fetch(url, init);
      if (!check.ok) throw new Error(`${target} answered ${check.status}: ${await check.text()}`);
      console.log(`[bench] ${kind}: ${target} for ${DURATION_S} s …`);
      const from = process.hrtime.bigint() / 1000n;
      rows.push({ target, database: kind, ...(await measure(url, init)) });
      // For slicing a --cpu-prof profile by call: the profile's timestamps are the same monotonic µs.
      if (process.env.BENCH_MARKS) console.log(`[mark] ${kind} ${target} ${from} ${process.hrtime.bigint() / 1000n}`);
    }
    return rows;
  } finally {
    if (server) await new Promise<void>((done) => server?.close(() => done()));
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function print(rows: Row[]): void {
  console.log('');
  console.log(`API load: ${CONNECTIONS} connections, ${DURATION_S} s per call, load generator ${IN_PROCESS ? 'on the server thread' : 'in a worker thread'}.`);
  console.log('| Database | Call | req/s | p50 ms | p99 ms | vs trivial | goal | errors | non-2xx |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |');
  for (const row of rows) {
    const trivial = rows.find((other) => other.database === row.database && other.target.includes('trivial'));
    const share = trivial && trivial.rps > 0 ? row.rps / trivial.rps : undefined;
    const goal = GOALS[row.database];
    const met = share !== undefined && share >= goal.ratio && (goal.p99 === undefined || row.p99 <= goal.p99) && row.errors + row.non2xx === 0;
    const goalText = row === trivial ? '' : `≥ ${goal.ratio * 100} %${goal.p99 === undefined ? '' : `, p99 ≤ ${goal.p99}`}: ${met ? 'met' : 'NOT met'}`;
    const ratio = share === undefined ? '—' : `${(share * 100).toFixed(0)} %`;
    console.log(`| ${row.database} | ${row.target} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${ratio} | ${goalText} | ${row.errors} | ${row.non2xx} |`);
  }
}

const rows: Row[] = [];
if (ONLY_DB !== 'postgres') rows.push(...(await benchDatabase('pglite', undefined)));
if (ONLY_DB !== 'pglite') {
  if (findPostgresBinDir()) {
    const postgres = await startTempPostgres();
    try {
      rows.push(...(await benchDatabase('postgres', postgres.url)));
    } finally {
      await postgres.stop();
    }
  } else {
    console.log('[bench] PostgreSQL skipped: no binaries under /usr/lib/postgresql/<version>/bin');
  }
}
print(rows);
