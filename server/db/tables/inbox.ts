import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * A player's inbox (spec 2: id, title, message, is_read, created_at). DELETE removes the row.
 * `marketing`: an offer or news for every player, not about this player's account; hidden while the
 * player is on a time-out or self-exclusion (issue 24).
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    marketing: boolean('marketing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('inbox_messages_player_created_idx').on(table.playerId, table.createdAt)],
);
