import { eq } from 'drizzle-orm';
import { inboxMessages, players } from '../../db/schema.ts';
import { OpsFailure, OpsUsageError, parseArgs, type OpsCommand } from '../types.ts';

const USAGE = 'send-inbox <username> --title <text> --message <text>';

/** Puts a message in a player's inbox (spec 2 §3: title, message; unread, received now). */
export const sendInboxCommand: OpsCommand = {
  name: 'send-inbox',
  usage: USAGE,
  summary: 'Send a message to a player’s inbox (unread).',
  async run({ database, clock }, args) {
    const { positional, options } = parseArgs(args, ['title', 'message']);
    const [rawUsername, ...extra] = positional;
    const title = options.title?.trim();
    const message = options.message?.trim();
    if (!rawUsername || extra.length > 0 || !title || !message) throw new OpsUsageError(`Usage: ${USAGE}`);
    const db = database.db;
    const [player] = await db.select({ id: players.id }).from(players).where(eq(players.username, rawUsername.toLowerCase()));
    if (!player) throw new OpsFailure(`No player ${rawUsername.toLowerCase()}.`);
    const [created] = await db
      .insert(inboxMessages)
      .values({ playerId: player.id, title, message, createdAt: clock.now() })
      .returning({ id: inboxMessages.id, createdAt: inboxMessages.createdAt });
    if (!created) throw new Error('inbox insert returned nothing');
    return {
      text: `Sent message #${created.id} to ${rawUsername.toLowerCase()}`,
      json: { id: created.id, title, message, created_at: created.createdAt.toISOString() },
    };
  },
};
