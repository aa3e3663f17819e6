import { sql } from 'drizzle-orm';
import { check, customType, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { paymentChannels, paymentMethods } from './payment-methods.ts';
import { players } from './players.ts';
import { promotions } from './promotions.ts';

export const fundsActions = ['deposit', 'withdraw'] as const;
export type FundsAction = (typeof fundsActions)[number];
/** pending → success | fail, once (the API's key '0' / '1' / '2'). */
export const fundsStatuses = ['pending', 'success', 'fail'] as const;
export type FundsStatus = (typeof fundsStatuses)[number];

/** The partial unique index that keeps at most one pending request per player and action. */
export const ONE_PENDING_INDEX = 'funds_transactions_one_pending';
/** A deposit's TRX ID is unique per payment method (a rejected one may be submitted again). */
export const TRX_ID_INDEX = 'funds_transactions_trx_id_unique';

/**
 * Deposit and withdrawal requests (spec 1 §3/§5, spec 2 §3 Transaction). A deposit credits
 * nothing until an operator approves it; a withdrawal holds (debits) its amount at request, and a
 * rejection releases it. Money itself moves only through the ledger (money/ledger.ts).
 */
export const fundsTransactions = pgTable(
  'funds_transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    action: text('action', { enum: fundsActions }).notNull(),
    status: text('status', { enum: fundsStatuses }).notNull().default('pending'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** The promotion bonus credited at approval (deposits). */
    bonusAmount: numeric('bonus_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /** Deposits: the channel paid to (Agent/Personal); null for withdrawals. */
    paymentChannelId: integer('payment_channel_id').references(() => paymentChannels.id),
    accountType: text('account_type'),
    /** The player's phone the money comes from (deposit) or goes to (withdrawal). */
    accountNumber: text('account_number').notNull(),
    /** Deposits: the wallet paid to, as shown at submission. */
    payToAccount: text('pay_to_account'),
    /** Deposits: the player's TRX ID; withdrawals: a server-made reference. */
    trxId: text('trx_id').notNull(),
    promotionId: integer('promotion_id').references(() => promotions.id),
    /** Receipt: a server-made random name in receipt_files, and its checked type. */
    receiptName: text('receipt_name'),
    receiptType: text('receipt_type'),
    receiptSize: integer('receipt_size'),
    /** The operator who approved or rejected it ("operator:<name>") and why. */
    decidedBy: text('decided_by'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Deposits: pay within 10 minutes of submission (the client's countdown). */
    deadlineAt: timestamp('deadline_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex(ONE_PENDING_INDEX).on(table.playerId, table.action).where(sql`${table.status} = 'pending'`),
    uniqueIndex(TRX_ID_INDEX).on(table.paymentMethodId, table.trxId).where(sql`${table.status} <> 'fail'`),
    index('funds_transactions_player_idx').on(table.playerId, table.createdAt),
    index('funds_transactions_status_idx').on(table.status, table.id),
    check('funds_transactions_action_known', sql`${table.action} in ('deposit', 'withdraw')`),
    check('funds_transactions_status_known', sql`${table.status} in ('pending', 'success', 'fail')`),
    check('funds_transactions_amount_positive', sql`${table.amount} > 0`),
    check('funds_transactions_bonus_not_negative', sql`${table.bonusAmount} >= 0`),
  ],
);

/** PostgreSQL's bytea; PGlite gives a Uint8Array, node-postgres a Buffer (also a Uint8Array). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Deposit receipts' bytes (checked images, at most 5 MB). In the database, not in files, so that
 * every server sharing one PostgreSQL shows every receipt and a backup of the database has them.
 */
export const receiptFiles = pgTable('receipt_files', {
  name: text('name').primaryKey(),
  bytes: bytes('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
