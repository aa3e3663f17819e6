import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** Why a balance moved. Every kind is one ledger row per movement. */
export const ledgerKinds = [
  'deposit',
  'deposit_bonus',
  'withdrawal_hold',
  'withdrawal_release',
  'bet',
  'win',
  'vip_conversion',
  'adjustment',
  'referral_reward',
  'exchange_exposure',
  'exchange_settlement',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * The wallet ledger: append-only (the database refuses UPDATE and DELETE, see
 * db/sql/ledger-append-only.sql). Every balance change writes one row in the same transaction,
 * so a player's balance always equals the sum of their rows (players start at 0).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** Signed: a credit is positive, a debit negative. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 14, scale: 2 }).notNull(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    /** What the movement belongs to: "deposit:12", "bet:abc", "vip_conversion:3". */
    reference: text('reference').notNull(),
    /** Who moved it: "system", "player", or "operator:<name>". */
    actor: text('actor').notNull(),
    /** The operator's reason for approvals, rejections and adjustments. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('ledger_entries_player_idx').on(table.playerId, table.id),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
    check('ledger_entries_balance_after_not_negative', sql`${table.balanceAfter} >= 0`),
    check('ledger_entries_kind_known', sql`${table.kind} in ('deposit', 'deposit_bonus', 'withdrawal_hold', 'withdrawal_release', 'bet', 'win', 'vip_conversion', 'adjustment', 'referral_reward', 'exchange_exposure', 'exchange_settlement')`),
  ],
);

/**
 * Money POSTs with an `Idempotency-Key`: the first answer is stored in the same transaction as
 * the work, so a repeat replays it and a concurrent repeat waits on the key's row.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.scope, table.key] })],
);

/**
 * Turnover a player must bet before withdrawing: created when a deposit is approved, moved on by
 * stakes, complete at 100 %.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** The deposit transaction that created it (transactions table of the funds calls). */
    transactionId: integer('transaction_id'),
    promotionId: integer('promotion_id'),
    status: text('status', { enum: ['active', 'complete'] }).notNull().default('active'),
    requiredTurnover: numeric('required_turnover', { precision: 14, scale: 2 }).notNull(),
    remainingTurnover: numeric('remaining_turnover', { precision: 14, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('turnover_requirements_player_idx').on(table.playerId, table.status),
    check('turnover_requirements_remaining_range', sql`${table.remainingTurnover} >= 0 and ${table.remainingTurnover} <= ${table.requiredTurnover}`),
    check('turnover_requirements_status_known', sql`${table.status} in ('active', 'complete')`),
  ],
);
