import { pathToFileURL } from 'node:url';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { consoleLogger } from '../logger.ts';
import { startServer, type ServerDeps } from '../main.ts';
import { buildReason, buildSite } from './build-site.ts';

/**
 * `npm start`: build the site if needed, then serve it and the API until Ctrl-C. The browser tests'
 * server (tests/setup/e2e-server.ts) runs the same with a cheaper password hasher.
 */
export async function serveUntilStopped(extra: Pick<ServerDeps, 'passwords' | 'signupLimits'> = {}): Promise<void> {
  const config = loadConfig();
  const skipBuild = config.skipBuild || process.argv.includes('--no-build');
  const reason = skipBuild ? undefined : buildReason(process.cwd(), config.distDir);
  if (reason) {
    console.log(`Building the site (${reason})…`);
    await buildSite(process.cwd(), config.distDir);
  }
  const server = await startServer(config, { clock: systemClock, log: consoleLogger, ...extra });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.log(`Received ${signal} again: forcing exit.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`\nReceived ${signal}, stopping…`);
    server.close().then(
      () => {
        console.log('Stopped cleanly.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Error while stopping:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  serveUntilStopped().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
