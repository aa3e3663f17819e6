import { listOutbox } from '../../messaging/outbox.ts';
import { OpsUsageError, parseArgs, type OpsCommand } from '../types.ts';

const USAGE = 'outbox [--to <phone or e-mail>] [--limit <N, default 20, at most 500>]';

/** The newest SMS/e-mail messages the server would have sent (codes included). */
export const outboxCommand: OpsCommand = {
  name: 'outbox',
  usage: USAGE,
  summary: 'List sent SMS and e-mail messages, newest first.',
  async run({ database }, args) {
    const { positional, options } = parseArgs(args, ['to', 'limit']);
    if (positional.length > 0) throw new OpsUsageError(`Usage: ${USAGE}`);
    const limit = options.limit === undefined ? 20 : Number(options.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new OpsUsageError('--limit must be a whole number from 1 to 500');
    const to = options.to?.trim().toLowerCase();
    const rows = await listOutbox(database.db, { to, limit });
    const json = rows.map((row) => ({ id: row.id, channel: row.channel, to: row.to, purpose: row.purpose, text: row.text, created_at: row.createdAt.toISOString() }));
    const text =
      rows.length === 0
        ? 'No messages.'
        : json.map((row) => `#${row.id} ${row.created_at} ${row.channel} to ${row.to} (${row.purpose}): ${row.text}`).join('\n');
    return { text, json };
  },
};
