import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

export const breakKinds = ['time_out', 'self_exclusion'] as const;
export type BreakKind = (typeof breakKinds)[number];

/** The periods a player can choose (issue 24): time-out 24h/7d/30d/until a date; self-exclusion 6m/1y/2y/5y. */
export const timeOutPeriods = ['24h', '7d', '30d', 'until'] as const;
export const selfExclusionPeriods = ['6m', '1y', '2y', '5y'] as const;

/**
 * Time-outs and self-exclusions (issue 24): rows are never deleted and never shortened — only a
 * self-exclusion's return request and return confirmation are filled in once, after its end. At
 * most one self-exclusion per player is open (not returned), enforced by the partial unique index.
 */
export const playerBreaks = pgTable(
  'player_breaks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: breakKinds }).notNull(),
    /** As chosen: '24h', '7d', '30d', 'until:2026-12-31', '6m', '1y', '2y', '5y'. */
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Self-exclusion only: when the player asked to return (after ends_at). */
    returnRequestedAt: timestamp('return_requested_at', { withTimezone: true, mode: 'date' }),
    /** Self-exclusion only: when the return was confirmed (24 h after the request at the earliest). */
    returnedAt: timestamp('returned_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('player_breaks_player_idx').on(table.playerId, table.endsAt),
    uniqueIndex('player_breaks_one_open_exclusion').on(table.playerId).where(sql`${table.kind} = 'self_exclusion' and ${table.returnedAt} is null`),
    check('player_breaks_kind_known', sql`${table.kind} in ('time_out', 'self_exclusion')`),
    check('player_breaks_ends_after_start', sql`${table.endsAt} > ${table.startedAt}`),
    check('player_breaks_return_only_exclusion', sql`${table.kind} = 'self_exclusion' or (${table.returnRequestedAt} is null and ${table.returnedAt} is null)`),
    check('player_breaks_return_after_request', sql`${table.returnedAt} is null or (${table.returnRequestedAt} is not null and ${table.returnedAt} >= ${table.returnRequestedAt} + interval '24 hours')`),
  ],
);

export const REALITY_CHECK_INTERVALS = [0, 15, 30, 45, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

/** The player's reality-check interval in minutes (0 = off); no row means 0. */
export const playerRealityChecks = pgTable(
  'player_reality_checks',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    intervalMinutes: integer('interval_minutes').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [check('player_reality_checks_interval_known', sql`${table.intervalMinutes} in (0, 15, 30, 45, 60)`)],
);
