import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { players } from './players.ts';
import { playerSessions } from './sessions.ts';

/**
 * Log-in attempts for throttling (15-minute window), per account name and client address: a row is written before
 * the password is compared and kept only when the comparison failed (routes/players/login.ts).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    address: text('address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('login_failures_username_idx').on(table.username, table.failedAt),
    index('login_failures_address_idx').on(table.address, table.failedAt),
  ],
);

/**
 * Successful sign-ups with the client address they came from (TCP peer): the per-address limit and the
 * one-page form's captcha rule count these within the last hour (routes/players/signup.ts). Rows older
 * than the window are dropped as new sign-ups from the same address come in.
 */
export const signups = pgTable(
  'signups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    address: text('address').notNull(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('signups_address_idx').on(table.address, table.createdAt)],
);

/**
 * Extra bearer tokens besides the session: `exchange` (one per login, for the exchange site) and
 * `sports` (player-login's short-lived access_token). Only SHA-256 hashes are stored.
 */
export const playerTokens = pgTable(
  'player_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => playerSessions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['exchange', 'sports'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('player_tokens_player_idx').on(table.playerId)],
);

/**
 * One-time codes for every purpose: phone, email, extra phone, password reset. 6 digits, stored
 * salted-hashed, valid 5 minutes, at most 5 wrong tries. A password-reset request that matched no
 * account is stored too (player_id null, never verifiable), so the resend limit answers alike.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['phone', 'email', 'extra_phone', 'password_reset'] }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('verification_codes_target_idx').on(table.purpose, table.target, table.sentAt),
    index('verification_codes_player_idx').on(table.playerId, table.purpose),
  ],
);

/** A player's extra phone numbers (spec: "Other phone", at most 2). */
export const playerPhones = pgTable(
  'player_phones',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    contractValue: text('contract_value').notNull(),
    isVerify: integer('isverify').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [unique('player_phones_player_phone_unique').on(table.playerId, table.contractValue)],
);

/**
 * Who owns a verified phone number: one row per number, so a verified number (main or extra) belongs to
 * one player. `number` is the number's key (digits, a leading 88 before 0 dropped: `phone_key()`, the
 * same as `phoneKey` in routes/players/validation.ts). Written only by triggers on `players` (phone and
 * session_id, the main phone's verified flag) and `player_phones` (contract_value, isverify), in the
 * statement that verifies, changes or removes a number (db/sql/verified-phones.sql): a second player
 * verifying the same number fails on the primary key (VERIFIED_PHONE_KEY), also when two race.
 */
export const verifiedPhones = pgTable(
  'verified_phones',
  {
    number: text('number').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['main', 'extra'] }).notNull(),
  },
  (table) => [index('verified_phones_player_idx').on(table.playerId)],
);

/** The constraint a second owner of a verified number violates (unique violation 23505). */
export const VERIFIED_PHONE_KEY = 'verified_phones_pkey';

/**
 * Codes sent to one destination (`sms:<phone key>` or `email:<address>`) across all players and
 * purposes, counted in a window of an hour from the first of them (routes/players/codes.ts). The row
 * is locked while a code is issued, so the count holds under concurrent requests.
 */
export const codeDestinations = pgTable('code_destinations', {
  destination: text('destination').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  sent: integer('sent').notNull(),
});

/** Messages that an SMS or mail gateway would send; there is none here, so they are kept (and logged). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    to: text('to').notNull(),
    purpose: text('purpose').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('outbox_messages_to_idx').on(table.to, table.id)],
);
