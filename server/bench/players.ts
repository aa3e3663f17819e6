// Benchmark of the player calls: `node --import tsx server/bench/players.ts [--duration 10]`.
// Starts the app on loopback (PGlite in a temp dir, then a throwaway PostgreSQL if installed), logs in
// as the demo player, then runs autocannon on POST /api/balance, GET /api/user/show and a trivial
// Hono route in the same server, and prints requests/s, p99 latency and the ratio to the trivial route.
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

const durationArg = process.argv.indexOf('--duration');
const DURATION_S = Math.min(60, Math.max(1, Number(durationArg >= 0 ? process.argv[durationArg + 1] : 10) || 10));
const CONNECTIONS = 10;

type Row = { target: string; database: string; rps: number; p99: number; errors: number; non2xx: number };

async function measure(url: string, init: { method: 'GET' | 'POST'; headers?: Record<string, string> }): Promise<{ rps: number; p99: number; errors: number; non2xx: number }> {
  const result = await autocannon({ url, method: init.method, headers: init.headers, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
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
    const auth = { Authorization: `Bearer ${token}` };

    const rows: Row[] = [];
    for (const [target, url, init] of [
      ['GET /api/bench/trivial', `${base}/api/bench/trivial`, { method: 'GET' }],
      ['POST /api/balance', `${base}/api/balance`, { method: 'POST', headers: auth }],
      ['GET /api/user/show', `${base}/api/user/show?remote_id=${remoteId}`, { method: 'GET', headers: auth }],
    ] as const) {
      console.log(`[bench] ${kind}: ${target} for ${DURATION_S} s …`);
      rows.push({ target, database: kind, ...(await measure(url, init)) });
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
  console.log('| Database | Call | req/s | p99 ms | vs trivial | errors | non-2xx |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    const trivial = rows.find((other) => other.database === row.database && other.target.includes('trivial'));
    const ratio = trivial && trivial.rps > 0 ? `${((row.rps / trivial.rps) * 100).toFixed(0)} %` : '—';
    console.log(`| ${row.database} | ${row.target} | ${row.rps.toFixed(0)} | ${row.p99} | ${ratio} | ${row.errors} | ${row.non2xx} |`);
  }
}

const rows = await benchDatabase('pglite', undefined);
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
print(rows);
