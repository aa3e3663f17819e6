import { userInfo } from 'node:os';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataFolderInUse, liveOwnerOf, takeDataFolder, type DataFolderOwner } from '../db/data-folder.ts';
import { migrateDatabase } from '../db/migrate.ts';
import type { Logger } from '../logger.ts';
import { defaultPasswordHasher, type PasswordHasher } from '../security/password.ts';
import { findCommand, opsCommands } from './commands/index.ts';
import { readOps } from './files.ts';
import { OpsUsageError, type OpsResult } from './types.ts';

export type OpsIo = { out(text: string): void; err(text: string): void };
export type OpsCliDeps = {
  config: Config;
  clock: Clock;
  log: Logger;
  io: OpsIo;
  passwords?: PasswordHasher;
  fetch?: typeof fetch;
  /** Who runs the command; defaults to the OS user. */
  operator?: string;
};

function osUser(): string {
  try {
    return userInfo().username || 'unknown';
  } catch {
    return 'unknown';
  }
}

export function opsHelp(): string {
  const lines = opsCommands.map((command) => `  ${command.usage}\n      ${command.summary}`);
  return ['Usage: npm run ops -- <command> [arguments] [--json]', '', 'Commands:', ...lines].join('\n');
}

type RemoteAnswer = { kind: 'done'; result: OpsResult } | { kind: 'failed'; status: number; message: string } | { kind: 'unreachable' };

/** Runs the command in the running server through /ops/run; 'unreachable' when no server answers. */
async function runRemote(deps: OpsCliDeps, name: string, args: string[]): Promise<RemoteAnswer> {
  const ops = readOps(deps.config.dataDir);
  if (!ops) return { kind: 'unreachable' };
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(`${ops.url}/ops/run`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ops.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ command: name, args, operator: deps.operator ?? osUser() }),
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    return { kind: 'unreachable' }; // stale files of a server that is gone
  }
  const body = (await response.json().catch(() => ({}))) as { text?: unknown; json?: unknown; message?: unknown; exit_code?: unknown };
  if (response.ok && typeof body.text === 'string') {
    const exitCode = typeof body.exit_code === 'number' ? body.exit_code : 0;
    return { kind: 'done', result: { text: body.text, json: body.json, exitCode } };
  }
  return { kind: 'failed', status: response.status, message: typeof body.message === 'string' ? body.message : `HTTP ${response.status}` };
}

/**
 * `npm run ops -- <command> …`: through the running server when there is one, else on the database
 * directly. Returns the exit code: 0 done, 1 failure, 2 usage error.
 */
export async function runOpsCli(argv: string[], deps: OpsCliDeps): Promise<number> {
  const json = argv.includes('--json');
  const [name, ...args] = argv.filter((arg) => arg !== '--json');
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    deps.io.out(opsHelp());
    return name ? 0 : 2;
  }
  const command = findCommand(name);
  if (!command) {
    deps.io.err(`Unknown command: ${name}\n\n${opsHelp()}`);
    return 2;
  }
  const print = (result: OpsResult) => deps.io.out(json ? JSON.stringify(result.json, null, 2) : result.text);

  const remote = await runRemote(deps, name, args);
  if (remote.kind === 'done') {
    print(remote.result);
    return remote.result.exitCode ?? 0;
  }
  if (remote.kind === 'failed') {
    deps.io.err(json ? JSON.stringify({ error: remote.message }) : `Error: ${remote.message}`);
    return remote.status === 400 ? 2 : 1;
  }

  // PGlite admits one process: the folder is opened here only when no live process owns it.
  let folder: DataFolderOwner | undefined;
  if (!deps.config.databaseUrl) {
    const owner = liveOwnerOf(deps.config.dataDir);
    if (owner !== undefined) {
      const message = `the server (process ${owner}) owns ${deps.config.dataDir} but did not answer${readOps(deps.config.dataDir) ? '' : ' (it has not published its address yet)'}. Nothing was done; try again once it answers.`;
      deps.io.err(json ? JSON.stringify({ error: message }) : `Error: ${message}`);
      return 1;
    }
    try {
      folder = takeDataFolder(deps.config.dataDir, { log: deps.log });
    } catch (error) {
      if (!(error instanceof DataFolderInUse)) throw error;
      deps.io.err(json ? JSON.stringify({ error: error.message }) : `Error: ${error.message}`);
      return 1;
    }
  }
  const database = await openDatabase(deps.config).catch((error: unknown) => {
    folder?.release();
    throw error;
  });
  try {
    await migrateDatabase(database);
    const result = await command.run(
      { database, clock: deps.clock, log: deps.log, passwords: deps.passwords ?? defaultPasswordHasher, operator: deps.operator ?? osUser() },
      args,
    );
    print(result);
    return result.exitCode ?? 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.io.err(json ? JSON.stringify({ error: message }) : `Error: ${message}`);
    return error instanceof OpsUsageError ? 2 : 1;
  } finally {
    await database.close();
    folder?.release();
  }
}
