import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataFolderInUse, liveOwnerOf, OWNER_LOCK_FILE, processIsAlive, takeDataFolder } from './data-folder.ts';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the data folder has one owner', () => {
  let root: string;
  let lines: string[];
  const log = { info: (line: string) => lines.push(line) };
  const originalUmask = process.umask();
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'takaplay-folder-'));
    lines = [];
  });
  afterEach(() => {
    process.umask(originalUmask);
    rmSync(root, { recursive: true, force: true });
  });

  it('a second owner is refused, naming the process and the folder, until the first gives the folder up', () => {
    const dir = join(root, 'data');
    const first = takeDataFolder(dir, { log });
    expect(JSON.parse(readFileSync(join(dir, OWNER_LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => takeDataFolder(dir, { log })).toThrow(DataFolderInUse);
    expect(() => takeDataFolder(dir, { log })).toThrow(`The data folder ${dir} is in use by process ${process.pid}`);
    // Another live process (as the check sees it) holds it just the same.
    expect(() => takeDataFolder(dir, { log, pid: process.pid + 1, isAlive: () => true })).toThrow(DataFolderInUse);
    expect(liveOwnerOf(dir)).toBe(process.pid);
    first.release();
    expect(existsSync(join(dir, OWNER_LOCK_FILE))).toBe(false);
    expect(liveOwnerOf(dir)).toBeUndefined();
    const second = takeDataFolder(dir, { log });
    // Releasing twice, or after another took over, never removes another owner's lock.
    first.release();
    expect(liveOwnerOf(dir)).toBe(process.pid);
    second.release();
  });

  it('a lock left by a process that is gone is taken over, with a line saying so', () => {
    const dir = join(root, 'data');
    mkdirSync(dir, { mode: 0o700 });
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    expect(processIsAlive(gone)).toBe(false);
    writeFileSync(join(dir, OWNER_LOCK_FILE), JSON.stringify({ pid: gone, token: 'old' }), { mode: 0o600 });
    expect(liveOwnerOf(dir)).toBeUndefined();
    const owner = takeDataFolder(dir, { log });
    expect(lines).toEqual([`[data] ${dir}: took over the lock of process ${gone}, which is no longer running.`]);
    expect(liveOwnerOf(dir)).toBe(process.pid);
    owner.release();
  });

  it('a new folder is private, and so is every file made after it is taken', () => {
    process.umask(0o022);
    const dir = join(root, 'fresh', 'data');
    const owner = takeDataFolder(dir, { log });
    expect(modeOf(dir)).toBe(0o700);
    writeFileSync(join(dir, 'made-later'), 'x');
    mkdirSync(join(dir, 'later-folder'));
    expect(modeOf(join(dir, 'made-later'))).toBe(0o600);
    expect(modeOf(join(dir, 'later-folder'))).toBe(0o700);
    expect(modeOf(join(dir, OWNER_LOCK_FILE))).toBe(0o600);
    expect(lines).toEqual([]);
    owner.release();
  });

  it('an existing folder with looser modes is tightened at start, with a line saying so', () => {
    const dir = join(root, 'data');
    mkdirSync(join(dir, 'base'), { recursive: true });
    writeFileSync(join(dir, 'base', 'table'), 'x');
    writeFileSync(join(dir, 'PG_VERSION'), '17');
    chmodSync(join(dir, 'base', 'table'), 0o666);
    chmodSync(join(dir, 'PG_VERSION'), 0o644);
    chmodSync(join(dir, 'base'), 0o755);
    chmodSync(dir, 0o755);
    const owner = takeDataFolder(dir, { log });
    expect([dir, join(dir, 'base')].map(modeOf)).toEqual([0o700, 0o700]);
    expect([join(dir, 'base', 'table'), join(dir, 'PG_VERSION')].map(modeOf)).toEqual([0o600, 0o600]);
    expect(lines).toEqual([`[data] ${dir}: 4 files and folders could be read or written by others; now private (0600 files, 0700 folders).`]);
    owner.release();
  });
});
