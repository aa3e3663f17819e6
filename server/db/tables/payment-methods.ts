import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/** Deposit/withdrawal methods (bKash, Nagad, …). GET payment-methods lists these. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull().unique(),
    icon: text('icon').notNull(),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [check('payment_methods_status_known', sql`${table.status} in ('active', 'inactive')`)],
);

export const paymentAccountTypes = ['Agent', 'Personal'] as const;

/** A method's channels: Agent (shown as CashOut) and Personal (Send Money), each with its wallet and limits. */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    accountType: text('account_type', { enum: paymentAccountTypes }).notNull(),
    /** Wallet number or bank/USDT account the player pays to. */
    accountNumber: text('account_number').notNull(),
    minAmount: numeric('min_amount', { precision: 14, scale: 2 }).notNull(),
    maxAmount: numeric('max_amount', { precision: 14, scale: 2 }).notNull(),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  },
  (table) => [
    check('payment_channels_account_type_known', sql`${table.accountType} in ('Agent', 'Personal')`),
    check('payment_channels_status_known', sql`${table.status} in ('active', 'inactive')`),
    check('payment_channels_limits', sql`${table.minAmount} > 0 and ${table.maxAmount} >= ${table.minAmount}`),
    index('payment_channels_method_idx').on(table.paymentMethodId),
  ],
);
