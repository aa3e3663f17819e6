import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { fixedClock } from './clock.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { players, sliders } from './db/schema.ts';
import { silentLogger } from './logger.ts';
import { startServer } from './main.ts';
import { testConfig } from './testing/config.ts';
import { postgresUnavailableReason, useTestPostgres, type TestPostgres } from './testing/postgres.ts';

const NOW = '2025-06-01T08:00:00.000Z';
const deps = { clock: fixedClock(NOW), log: silentLogger };

type Round = { urlMatchesPort: boolean; health: unknown; siteStatus: number; nosniff: string | null };

/** Starts, checks health, stops, and again on the same storage; then counts demo players and sliders. */
async function startTwice(config: Config, kind: string) {
  const rounds: Round[] = [];
  for (const round of [1, 2]) {
    const started = performance.now();
    const server = await startServer(config, deps);
    console.info(`[main.test] ${kind} start #${round}: ${Math.round(performance.now() - started)} ms`);
    try {
      const health = await fetch(`${server.url}/api/health`);
      const site = await fetch(`${server.url}/deposit`);
      rounds.push({
        urlMatchesPort: server.url === `http://localhost:${server.port}`,
        health: { status: health.status, body: await health.json() },
        siteStatus: site.status,
        nosniff: site.headers.get('X-Content-Type-Options'),
      });
    } finally {
      await server.close();
    }
  }
  const database = await openDatabase(config);
  try {
    const demo = await database.db.select().from(players).where(eq(players.username, config.demoUsername));
    const sliderCount = (await database.db.select().from(sliders)).length;
    return { rounds, demoPlayers: demo.length, sliderCount };
  } finally {
    await database.close();
  }
}

function expectedRound(kind: string): Round {
  return {
    urlMatchesPort: true,
    health: { status: 200, body: { status: 'ok', database: kind, time: NOW } },
    siteStatus: 503, // no dist in these tests
    nosniff: 'nosniff',
  };
}

describe('startServer on PGlite', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'takaplay-pglite-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves health, and keeps its data across restarts', async () => {
    const config = testConfig({ port: 0, host: '127.0.0.1', dataDir: join(dataDir, 'db'), distDir: join(dataDir, 'none') });
    const result = await startTwice(config, 'pglite');
    expect(result.rounds).toEqual([expectedRound('pglite'), expectedRound('pglite')]);
    expect(result.demoPlayers).toBe(1);
    expect(result.sliderCount).toBeGreaterThan(0);
  });
});

const noPostgres = postgresUnavailableReason();
if (noPostgres) console.warn(`[main.test] Skipping the PostgreSQL start test: ${noPostgres}`);

// Skipping the whole block, not just the test, also skips starting the cluster (and oxlint only sees tests in plain blocks).
describe.skipIf(noPostgres !== undefined)('startServer on PostgreSQL', () => {
  let postgres: TestPostgres | undefined;
  beforeAll(async () => {
    const started = performance.now();
    postgres = await useTestPostgres();
    console.info(`[main.test] PostgreSQL ready: ${Math.round(performance.now() - started)} ms`);
  });
  afterAll(async () => {
    await postgres?.stop();
  });

  it('serves health, and keeps its data across restarts', async () => {
    const config = testConfig({ port: 0, host: '127.0.0.1', databaseUrl: postgres?.url, distDir: '/nonexistent-dist' });
    const result = await startTwice(config, 'postgres');
    expect(result.rounds).toEqual([expectedRound('postgres'), expectedRound('postgres')]);
    expect(result.demoPlayers).toBe(1);
    expect(result.sliderCount).toBeGreaterThan(0);
  });
});
