import { execFile as execFileCb, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFile = promisify(execFileCb);
const POSTGRES_ROOT = '/usr/lib/postgresql';

export type TestPostgres = { url: string; stop(): Promise<void> };

/** The bin directory of the newest installed Debian PostgreSQL, or undefined if none is installed. */
export function findPostgresBinDir(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(POSTGRES_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(POSTGRES_ROOT, versions[0], 'bin');
}

/** Why PostgreSQL tests cannot run here, or undefined when they can (DATABASE_URL set, or binaries found). */
export function postgresUnavailableReason(env: Record<string, string | undefined> = process.env): string | undefined {
  if (env.DATABASE_URL) return undefined;
  if (findPostgresBinDir()) return undefined;
  return `no DATABASE_URL and no PostgreSQL binaries under ${POSTGRES_ROOT}/<version>/bin (apt-get install postgresql)`;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** initdb and pg_ctl refuse to run as root, so as root they run as the postgres user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

async function run(binDir: string, tool: string, args: string[]): Promise<void> {
  const [command, finalArgs] = asPostgresUser(join(binDir, tool), args);
  try {
    await execFile(command, finalArgs, { timeout: 120_000 });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${tool} failed: ${stderr || stdout || String(error)}`, { cause: error });
  }
}

/** Starts a throwaway PostgreSQL cluster in a temp dir on a free port (trust auth, localhost only). */
export async function startTempPostgres(): Promise<TestPostgres> {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error(postgresUnavailableReason() ?? 'PostgreSQL not found');
  const dataDir = mkdtempSync(join(tmpdir(), 'takaplay-pg-'));
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    if (process.getuid?.() === 0) {
      const { uid, gid } = postgresIds();
      chownSync(dataDir, uid, gid);
    }
    await run(binDir, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    const port = await freePort();
    const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    await run(binDir, 'pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dataDir, 'server.log'), '-w', 'start']);
    let stopped = false;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        try {
          await run(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        } finally {
          cleanup();
        }
      },
    };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/** DATABASE_URL when set (not stopped afterwards), else a temp cluster from startTempPostgres. */
export async function useTestPostgres(env: Record<string, string | undefined> = process.env): Promise<TestPostgres> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => {} };
  return startTempPostgres();
}
