import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    remoteId: text('remote_id').notNull().unique(),
    username: text('username').notNull().unique(),
    email: text('email'),
    phone: text('phone'),
    name: text('name'),
    passwordHash: text('password_hash').notNull(),
    currency: text('currency').notNull().default('BDT'),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    vipCoin: numeric('vip_coin', { precision: 14, scale: 2 }).notNull().default('0'),
    sessionId: integer('session_id').notNull().default(0),
    dofb: date('dofb', { mode: 'string' }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    referralCode: text('referral_code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('players_balance_not_negative', sql`${table.balance} >= 0`),
    check('players_username_lowercase', sql`${table.username} = lower(${table.username})`),
  ],
);
