import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { settleExchange } from './exchange/settle.ts';
import type { ExchangeDataSource } from './exchange/feed.ts';
import { exchangeDataSourceFor, feedClockFor } from './exchange/source.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { IN_MEMORY, openDatabase, type Database } from './db/client.ts';
import { takeDataFolder } from './db/data-folder.ts';
import { runUnlessBusy } from './db/exclusive.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDatabase } from './db/seed.ts';
import { secondDemoLogin } from './db/seed/players.ts';
import type { Logger } from './logger.ts';
import type { PasswordHasher } from './security/password.ts';
import type { SignupLimits } from './routes/players/signup-limits.ts';
import { newOpsToken, publishOps } from './ops/files.ts';

export type RunningServer = { url: string; port: number; database: Database['kind']; close(): Promise<void> };

// Open requests get this long to finish after a shutdown signal before their sockets are cut.
const DRAIN_MS = 5000;

function listen(app: ReturnType<typeof createApp>, config: Config): Promise<Server> {
  return new Promise((resolveListening, reject) => {
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }) as Server;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolveListening(server);
    });
  });
}

function stopServer(server: Server): Promise<void> {
  return new Promise((done) => {
    const force = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    server.close(() => {
      clearTimeout(force);
      done();
    });
    server.closeIdleConnections();
  });
}

export function describeDatabase(config: Config): string {
  return config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
}

/**
 * Exchange markets are settled as soon as the feed has their result: looked for every 5 s, one run
 * at a time, and with several servers on one PostgreSQL on one server at a time (a tick that finds
 * another server settling skips; each bet is settled once under its player's row lock either way).
 */
const SETTLE_EVERY_MS = 5_000;

function startExchangeSettlement(database: Database, source: ExchangeDataSource, deps: { clock: Clock; log: Logger }): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => runUnlessBusy(database, 'exchange-settlement', () => settleExchange(database.db, source, deps.clock)))
      .then((run) => {
        if (run.ran && run.value > 0) deps.log.info(`[exchange] settled ${run.value} bet(s)`);
      })
      .catch((error: unknown) => deps.log.error('[exchange] settlement failed', error));
  }, SETTLE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Opens, migrates and seeds the database, then serves the app; resolves once it is listening. */
/**
 * What the server is started with. `passwords` defaults to scrypt N=2^17; only the browser tests'
 * server (tests/setup/e2e-server.ts) passes a cheaper one, so that making hundreds of players does
 * not cost them minutes of CPU. `npm start` has no way to change it. `signupLimits` likewise: only the
 * browser tests' server, whose every sign-up comes from 127.0.0.1, passes wider ones.
 */
export type ServerDeps = { clock: Clock; log: Logger; passwords?: PasswordHasher; signupLimits?: SignupLimits };

export async function startServer(config: Config, deps: ServerDeps): Promise<RunningServer> {
  // Before the database opens: a second server on the same folder would lose the first one's writes.
  const folder = config.dataDir === IN_MEMORY ? undefined : takeDataFolder(config.dataDir, { log: deps.log });
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    folder?.release();
    throw error;
  }
  let server: Server;
  const opsToken = newOpsToken();
  // One clock for the matches the site shows and the ones the settlement reads, so a skip moves both.
  const feedClock = feedClockFor(config, deps.clock);
  try {
    await migrateDatabase(database);
    await seedDatabase(database, config, deps.clock);
    server = await listen(createApp({ database, config, ...deps, feedClock }, { opsToken }), config);
  } catch (error) {
    await database.close();
    folder?.release();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  deps.log.info(`TakaPlay is running at ${url}`);
  deps.log.info(`Demo login: ${config.demoUsername} / ${config.demoPassword}`);
  const second = secondDemoLogin(config);
  if (second) deps.log.info(`Second demo login (nothing verified): ${second.username} / ${second.password}`);
  deps.log.info(`Database: ${describeDatabase(config)}`);

  // `npm run ops` reaches the running server through these files (loopback URL + token, mode 0600).
  const unpublishOps = publishOps(config.dataDir, opsToken, `http://127.0.0.1:${port}`);
  const stopSettling = startExchangeSettlement(database, exchangeDataSourceFor({ config, ...deps, feedClock }), deps);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      unpublishOps();
      await stopSettling();
      await stopServer(server);
      await database.close();
      folder?.release();
    })());
  return { url, port, database: database.kind, close };
}
