import type { Clock } from '../clock.ts';
import type { FeedClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { PasswordHasher } from '../security/password.ts';

/** What a command may use. The same whether it runs inside the server (/ops/run) or in the CLI process. */
export type OpsContext = {
  database: Database;
  clock: Clock;
  log: Logger;
  passwords: PasswordHasher;
  outbox?: Outbox;
  /** The simulated matches' clock: only inside the server, and only with the simulated feed (feed-skip). */
  feedClock?: FeedClock;
  /** Settles the exchange bets whose results the feed now knows (what the server does every 5 s); with feedClock. */
  settleExchange?: () => Promise<number>;
  /** Who runs the command (the CLI's OS user, unless `--operator` says otherwise): money commands record it. */
  operator?: string;
};

/** A command's answer: `text` for people (default), `json` for `--json`; `exitCode` 1 to report a finding (reconcile). */
export type OpsResult = { text: string; json: unknown; exitCode?: number };

export type OpsCommand = {
  name: string;
  /** One line, e.g. `create-player <username> <password> [--phone …] [--email …]`. */
  usage: string;
  summary: string;
  /** Parses and runs; throws OpsUsageError for bad arguments (exit code 2, HTTP 400). */
  run(context: OpsContext, args: string[]): Promise<OpsResult>;
};

export class OpsUsageError extends Error {
  override name = 'OpsUsageError';
}

/** A refusal the operator should read (exit code 1, HTTP 422 through /ops/run); nothing was changed. */
export class OpsFailure extends Error {
  override name = 'OpsFailure';
}

/**
 * Splits `args` into positionals and `--name value` options. Unknown options are usage errors.
 * `--name=value` works too.
 */
export function parseArgs(args: string[], options: readonly string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const found: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [rawName, inline] = arg.slice(2).split(/=(.*)/s, 2);
    const name = rawName ?? '';
    if (!options.includes(name)) throw new OpsUsageError(`Unknown option --${name}`);
    const value = inline ?? args[index + 1];
    if (inline === undefined) index += 1;
    if (value === undefined || value === '') throw new OpsUsageError(`--${name} needs a value`);
    found[name] = value;
  }
  return { positional, options: found };
}
