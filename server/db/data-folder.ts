import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../logger.ts';

/**
 * The data folder has one owner at a time (a server, or `npm run ops` when no server runs): PGlite
 * admits one process, and a second one writing the same files loses data without a word. The owner
 * holds `owner.lock` (its PID and a token of its own); a lock whose process is gone is taken over.
 */
export const OWNER_LOCK_FILE = 'owner.lock';

type LockContent = { pid: number; token: string };

export type DataFolderOwner = {
  /** Gives the folder up: removes the lock, if it is still ours. */
  release(): void;
};

export class DataFolderInUse extends Error {
  override name = 'DataFolderInUse';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The data folder ${dir} is in use by process ${pid} (another server, or npm run ops). Stop it first, or start this server with another DATA_DIR.`);
  }
}

export type TakeOptions = {
  log: Pick<Logger, 'info'>;
  /** Whether a process runs: tests pass their own. */
  isAlive?: (pid: number) => boolean;
  pid?: number;
};

/** Whether a process with this PID runs (signal 0 checks without sending anything; EPERM: it runs as someone else). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(path: string): LockContent | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number' && typeof parsed.token === 'string' ? { pid: parsed.pid, token: parsed.token } : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the lock file only if there is none (O_EXCL): true when it is now ours. */
function createLock(path: string, content: LockContent): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(content)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Makes the folder private: 0700 for it and its folders, 0600 for its files. Returns how many entries
 * had looser modes.
 */
function tighten(dir: string): number {
  let loosened = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== wanted && (stat.mode & 0o077) !== 0) {
      chmodSync(path, wanted);
      loosened += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return loosened;
}

/**
 * Takes the data folder before the database opens: the process's files are made private from here
 * on (umask 077), the folder is created 0700 or tightened (with a line saying so), and `owner.lock`
 * is taken. Throws DataFolderInUse while another live process owns it.
 */
export function takeDataFolder(dir: string, options: TakeOptions): DataFolderOwner {
  const isAlive = options.isAlive ?? processIsAlive;
  const own: LockContent = { pid: options.pid ?? process.pid, token: randomBytes(16).toString('hex') };
  process.umask(0o077);
  const existed = existsSync(dir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (existed) {
    const loosened = tighten(dir);
    if (loosened > 0) options.log.info(`[data] ${dir}: ${loosened} files and folders could be read or written by others; now private (0600 files, 0700 folders).`);
  } else chmodSync(dir, 0o700);

  const lockPath = join(dir, OWNER_LOCK_FILE);
  if (!createLock(lockPath, own)) {
    const holder = readLock(lockPath);
    // Another server of this process, or a live process: the folder is theirs.
    if (holder && (holder.pid === own.pid || isAlive(holder.pid))) throw new DataFolderInUse(dir, holder.pid);
    // A stale lock: moved aside under a name of our own, so that two processes taking it over at once cannot both win.
    const aside = `${lockPath}.stale-${own.token}`;
    try {
      renameSync(lockPath, aside);
    } catch {
      const now = readLock(lockPath);
      throw new DataFolderInUse(dir, now?.pid ?? holder?.pid ?? 0);
    }
    const moved = readLock(aside);
    if (moved?.token !== holder?.token) {
      // Not the stale lock we read: another process took the folder over meanwhile. Its lock goes back.
      if (!existsSync(lockPath)) renameSync(aside, lockPath);
      throw new DataFolderInUse(dir, moved?.pid ?? 0);
    }
    rmSync(aside, { force: true });
    if (!createLock(lockPath, own)) throw new DataFolderInUse(dir, readLock(lockPath)?.pid ?? 0);
    options.log.info(`[data] ${dir}: took over the lock of process ${holder?.pid ?? 'unknown'}, which is no longer running.`);
  }
  return {
    release: () => {
      if (readLock(lockPath)?.token === own.token) rmSync(lockPath, { force: true });
    },
  };
}

/** The live process that owns the folder now, if any (`npm run ops` asks before it opens the folder itself). */
export function liveOwnerOf(dir: string, isAlive: (pid: number) => boolean = processIsAlive): number | undefined {
  const holder = readLock(join(dir, OWNER_LOCK_FILE));
  return holder && isAlive(holder.pid) ? holder.pid : undefined;
}
