import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { consoleLogger } from '../logger.ts';
import { startServer } from '../main.ts';

// The API for `npm run dev`: Vite serves the site and proxies /api here (see vite.config.ts).
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer({ ...config, port: config.devApiPort }, { clock: systemClock, log: consoleLogger });
  // node --watch restarts us with SIGTERM; PGlite must be closed so its data directory stays consistent.
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
