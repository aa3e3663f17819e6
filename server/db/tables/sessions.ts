import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * Login sessions. Only a SHA-256 of the bearer token is stored, so a leaked table cannot be
 * replayed; a session ends by revocation (logout, password change) or by idle/absolute expiry.
 */
export const playerSessions = pgTable(
  'player_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('player_sessions_player_idx').on(table.playerId)],
);
