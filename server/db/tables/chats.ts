import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** The support side of chats. Spec 2 §9: the support user has id 7 (SUPPORT_USER_ID). */
export const supportAgents = pgTable('support_agents', {
  id: integer('id').primaryKey(),
  username: text('username').notNull().unique(),
});

/** A conversation between one player and one support agent (chats between players are refused). */
export const chats = pgTable(
  'chats',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    supportId: integer('support_id')
      .notNull()
      .references(() => supportAgents.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [unique('chats_player_support_unique').on(table.playerId, table.supportId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** Who wrote it: the chat's player or its support agent; sender_id is players.id or support_agents.id. */
    senderType: text('sender_type', { enum: ['player', 'support'] }).notNull(),
    senderId: integer('sender_id').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    check('chat_messages_sender_type_known', sql`${table.senderType} in ('player', 'support')`),
    check('chat_messages_content_not_blank', sql`length(btrim(${table.content})) > 0`),
    index('chat_messages_chat_idx').on(table.chatId, table.id),
  ],
);
