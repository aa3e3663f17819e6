import { eq } from 'drizzle-orm';
import { inboxMessages, players } from '../../db/schema.ts';
import { notRestricted } from '../../safer/breaks.ts';
import { OpsFailure, OpsUsageError, parseArgs, type OpsCommand } from '../types.ts';

const USAGE = 'send-inbox <username>|--all --title <text> --message <text>';

/**
 * Puts a message in a player's inbox (spec 2 §3: title, message; unread, received now). With `--all`
 * instead of a username, in every player's inbox except those on a time-out or self-exclusion: a
 * marketing message, also hidden from a player who starts a break later (issue 24). A message to one
 * player always goes and always shows: it may be about their money.
 */
export const sendInboxCommand: OpsCommand = {
  name: 'send-inbox',
  usage: USAGE,
  summary: 'Send a message to a player’s inbox (unread), or --all to every player not on a break.',
  async run({ database, clock }, args) {
    const all = args.includes('--all');
    const { positional, options } = parseArgs(
      args.filter((arg) => arg !== '--all'),
      ['title', 'message'],
    );
    const [rawUsername, ...extra] = positional;
    const title = options.title?.trim();
    const message = options.message?.trim();
    if ((all ? rawUsername !== undefined : !rawUsername) || extra.length > 0 || !title || !message) throw new OpsUsageError(`Usage: ${USAGE}`);
    const db = database.db;
    const now = clock.now();
    if (all) {
      const recipients = await db.select({ id: players.id }).from(players).where(notRestricted(players.id, now)).orderBy(players.id);
      if (recipients.length > 0) {
        await db.insert(inboxMessages).values(recipients.map((player) => ({ playerId: player.id, title, message, marketing: true, createdAt: now })));
      }
      return {
        text: `Sent the message to ${recipients.length} player${recipients.length === 1 ? '' : 's'} (players on a time-out or self-exclusion skipped)`,
        json: { sent: recipients.length, title, message, created_at: now.toISOString() },
      };
    }
    const username = (rawUsername ?? '').toLowerCase();
    const [player] = await db.select({ id: players.id }).from(players).where(eq(players.username, username));
    if (!player) throw new OpsFailure(`No player ${username}.`);
    const [created] = await db
      .insert(inboxMessages)
      .values({ playerId: player.id, title, message, createdAt: now })
      .returning({ id: inboxMessages.id, createdAt: inboxMessages.createdAt });
    if (!created) throw new Error('inbox insert returned nothing');
    return {
      text: `Sent message #${created.id} to ${username}`,
      json: { id: created.id, title, message, created_at: created.createdAt.toISOString() },
    };
  },
};
