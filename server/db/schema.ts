import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/** Free-form site content keyed by section: 'logo', 'general', 'sociallink'. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const sliderTypes = ['Main', 'Favourite', 'Features'] as const;
export type SliderType = (typeof sliderTypes)[number];

export const sliders = pgTable(
  'sliders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    link: text('link'),
    // Spelled as in the upstream API spec ("thubmnail"), so responses can pass it through.
    thubmnail: text('thubmnail').notNull(),
    sliderType: text('slider_type', { enum: sliderTypes }).notNull(),
    status: text('status').notNull().default('active'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [check('sliders_slider_type_known', sql`${table.sliderType} in ('Main', 'Favourite', 'Features')`)],
);

export const schema = { players, siteSettings, sliders };
export type Schema = typeof schema;
