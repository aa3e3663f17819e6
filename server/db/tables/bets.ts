import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

export const betStatuses = ['open', 'settled'] as const;
export type BetStatus = (typeof betStatuses)[number];

/**
 * One row per game round of the demo provider (POST /provider/v1/bet), settled at most once
 * (POST /provider/v1/settle). The stake is a `bet` ledger row, a win a `win` ledger row.
 * `outcome` is decided by the server when the bet is placed and never shown before the round is settled.
 */
export const bets = pgTable(
  'bets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** SHA-256 of the launch token the bet was placed with (game_sessions.id). */
    sessionId: text('session_id').notNull(),
    gameCode: text('game_code').notNull(),
    platform: text('platform').notNull(),
    gameType: text('game_type').notNull(),
    gameName: text('game_name').notNull(),
    /** The provider's round id, chosen by the game client; unique per player. */
    roundId: text('round_id').notNull(),
    betAmount: numeric('bet_amount', { precision: 14, scale: 2 }).notNull(),
    winAmount: numeric('win_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** VIP points credited for this stake. */
    vipPoints: numeric('vip_points', { precision: 14, scale: 2 }).notNull().default('0'),
    status: text('status', { enum: betStatuses }).notNull().default('open'),
    /** Server-side outcome (`games/outcomes.ts` `Outcome`): slot, roulette, baccarat, shooter, lottery with `payout` (hundredths of the stake), crash `{ game: 'crash', crashPoint }` (hundredths). */
    outcome: jsonb('outcome').notNull(),
    /** Crash: the cash-out multiplier the client sent (hundredths), if any. */
    cashout: integer('cashout'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('bets_player_round_unique').on(table.playerId, table.roundId),
    index('bets_player_settled_idx').on(table.playerId, table.status, table.settledAt),
    check('bets_status_known', sql`${table.status} in ('open', 'settled')`),
    check('bets_amounts', sql`${table.betAmount} > 0 and ${table.winAmount} >= 0 and ${table.vipPoints} >= 0`),
    check('bets_settled_at', sql`(${table.status} = 'settled') = (${table.settledAt} is not null)`),
  ],
);
