import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** The deposit-limit periods (issue 24): rolling windows of 24 hours, 7 days and one calendar month. */
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** What a history row records: a new limit, a decrease, a requested increase or removal, its confirmation, its cancellation. */
export const limitChangeKinds = ['set', 'decrease', 'request', 'confirm', 'cancel'] as const;
export type LimitChangeKind = (typeof limitChangeKinds)[number];

/**
 * A player's deposit limit for one period (issue 24, safer gambling): the amount in force (null = no
 * limit) and at most one pending increase or removal, which holds nothing until the player confirms
 * it at or after `pending_confirmable_at` (server/safer/limits.ts).
 */
export const saferLimits = pgTable(
  'safer_limits',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    period: text('period', { enum: limitPeriods }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    /** The pending change's amount (null with a requested_at = a removal). */
    pendingAmount: numeric('pending_amount', { precision: 14, scale: 2 }),
    pendingRequestedAt: timestamp('pending_requested_at', { withTimezone: true, mode: 'date' }),
    pendingConfirmableAt: timestamp('pending_confirmable_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.period] }),
    check('safer_limits_period_known', sql`${table.period} in ('day', 'week', 'month')`),
    check('safer_limits_amounts_positive', sql`(${table.amount} is null or ${table.amount} > 0) and (${table.pendingAmount} is null or ${table.pendingAmount} > 0)`),
    check('safer_limits_pending_whole', sql`(${table.pendingRequestedAt} is null) = (${table.pendingConfirmableAt} is null) and (${table.pendingAmount} is null or ${table.pendingRequestedAt} is not null)`),
  ],
);

/**
 * Every change to a player's deposit limits, appended and never changed: the limit in force before
 * (`old_amount`), the amount asked for (`new_amount`, null = no limit), when it was asked and when it
 * took effect (null for a request still pending and for a cancellation), and who changed it.
 */
export const saferLimitChanges = pgTable(
  'safer_limit_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    period: text('period', { enum: limitPeriods }).notNull(),
    kind: text('kind', { enum: limitChangeKinds }).notNull(),
    oldAmount: numeric('old_amount', { precision: 14, scale: 2 }),
    newAmount: numeric('new_amount', { precision: 14, scale: 2 }),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true, mode: 'date' }),
    /** 'player' (the only one who can change them). */
    by: text('by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('safer_limit_changes_player_idx').on(table.playerId, table.id),
    check('safer_limit_changes_period_known', sql`${table.period} in ('day', 'week', 'month')`),
    check('safer_limit_changes_kind_known', sql`${table.kind} in ('set', 'decrease', 'request', 'confirm', 'cancel')`),
  ],
);

/** The "set a deposit limit" prompt (at sign-up or the first deposit): when the player dismissed it. */
export const saferLimitPrompts = pgTable('safer_limit_prompts', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true, mode: 'date' }).notNull(),
});
