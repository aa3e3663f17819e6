import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    remoteId: text('remote_id').notNull().unique(),
    username: text('username').notNull().unique(),
    /** Stored lowercased; unique (sign-up answers "The email has already been taken."). */
    email: text('email').unique(),
    /** Digits only; unique. */
    phone: text('phone').unique(),
    name: text('name'),
    passwordHash: text('password_hash').notNull(),
    currency: text('currency').notNull().default('BDT'),
    status: text('status').notNull().default('active'),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    vipCoin: numeric('vip_coin', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The spec's "phone verified" flag: 1 = the main phone is verified. */
    sessionId: integer('session_id').notNull().default(0),
    dofb: date('dofb', { mode: 'string' }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    referralCode: text('referral_code').notNull().unique(),
    referredBy: integer('referred_by').references((): AnyPgColumn => players.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('players_balance_not_negative', sql`${table.balance} >= 0`),
    check('players_username_lowercase', sql`${table.username} = lower(${table.username})`),
  ],
);
