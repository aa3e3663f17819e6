import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { ledgerEntries } from './money.ts';
import { players } from './players.ts';

/** One Dhaka day of a claim: the day's downline turnover and reward when claimed, and what this claim paid of it. */
export type ReferralRewardDay = { day: string; turnover: string; reward: string; paid: string };

/**
 * Referral cash rewards claimed (POST /api/referral/claim, spec 2 §2 Referral, §9): one row per claim,
 * append-only (the database refuses UPDATE and DELETE, see db/sql/referral-rewards-append-only.sql).
 * `days` records what each claim paid per Dhaka day, so a later claim pays only what is still owed.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The first and last Dhaka day (YYYY-MM-DD) this claim paid for. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** Downline turnover counted for the first time by this claim. */
    turnover: numeric('turnover', { precision: 14, scale: 2 }).notNull(),
    /** Taka credited to the main wallet. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    days: jsonb('days').$type<ReferralRewardDay[]>().notNull(),
    ledgerEntryId: integer('ledger_entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('referral_rewards_player_idx').on(table.playerId, table.createdAt),
    check('referral_rewards_amount_positive', sql`${table.amount} > 0 and ${table.turnover} >= 0`),
    check('referral_rewards_period', sql`${table.periodStart} <= ${table.periodEnd}`),
  ],
);
