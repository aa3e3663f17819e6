/** The benches' server: the real site and API on a fresh embedded database, started like `npm start`. */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

type SiteServerOptions = {
  /** The port it listens on (127.0.0.1). */
  port: number;
  /** Its database folder under .tmp/, emptied first. */
  dataName: string;
  /** The built site it serves (default: the server's own, DIST_DIR or dist/). */
  distDir?: string;
};

/** Starts the server and waits (up to 120 s) until /api/health answers. */
export async function startSiteServer({ port, dataName, distDir }: SiteServerOptions): Promise<ChildProcess> {
  // Another server on the port (one a crashed bench left) would answer the health check, and the bench would measure it.
  if (await answersHealth(port)) throw new Error(`Something already answers on port ${port}: stop it first (a server left by an earlier bench?)`);
  const root = process.cwd();
  const dataDir = join(root, '.tmp', dataName);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('node', ['--import', 'tsx', 'server/cli/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...(distDir ? { DIST_DIR: distDir } : {}), SKIP_BUILD: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !exited()) {
    if (await answersHealth(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (exited()) throw new Error('The server stopped before it answered /api/health (its error is above)');
  child.kill('SIGTERM');
  throw new Error('The server did not answer /api/health within 120 s');
}

async function answersHealth(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false; // Not listening (yet).
  }
}
