import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** Append-only record of VIP-point conversions (GET convert-vipcoin): rows are never updated or deleted. */
export const vipConversions = pgTable(
  'vip_conversions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    vipCoin: numeric('vip_coin', { precision: 14, scale: 2 }).notNull(),
    /** Taka credited to the main wallet (1 VP = ৳1). */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    vipCoinAfter: numeric('vip_coin_after', { precision: 14, scale: 2 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 14, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    check('vip_conversions_positive', sql`${table.vipCoin} > 0 and ${table.amount} > 0`),
    check('vip_conversions_after_not_negative', sql`${table.vipCoinAfter} >= 0 and ${table.balanceAfter} >= 0`),
    index('vip_conversions_player_idx').on(table.playerId),
  ],
);
