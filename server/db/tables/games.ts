import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * The 10 game types of spec 1 §1 (codes sent as `type` to get-system / get-games and as `gameType` to game-run).
 * SPORTS: sportsbooks opened in /gamerun (the exchange itself lives at /exchange); CASINO: RNG casino games;
 * LIVE: live-dealer casino (get-system's default).
 */
export const gameTypes = ['SPORTS', 'CASINO', 'LIVE', 'SLOT', 'TABLE', 'POKER', 'CRASH', 'FISHING', 'ARCADE', 'LOTTERY'] as const;
export type GameType = (typeof gameTypes)[number];

const gameTypeList = sql.raw(gameTypes.map((type) => `'${type}'`).join(', '));

/** Game providers ("platforms", e.g. JILI, EVOLUTION). A platform can offer games of several types. */
export const gamePlatforms = pgTable(
  'game_platforms',
  {
    platform: text('platform').primaryKey(),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    status: text('status', { enum: ['active', 'maintenance', 'inactive'] }).notNull().default('active'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [check('game_platforms_status_known', sql`${table.status} in ('active', 'maintenance', 'inactive')`)],
);

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    type: text('type', { enum: gameTypes }).notNull(),
    platform: text('platform')
      .notNull()
      .references(() => gamePlatforms.platform),
    /** Poster image URL; null means the client's default poster shows. */
    poster: text('poster'),
    active: boolean('active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('games_type_known', sql`${table.type} in (${gameTypeList})`),
    index('games_type_platform_idx').on(table.type, table.platform),
    index('games_platform_idx').on(table.platform),
  ],
);

/**
 * One row per game launch (POST game-run). The id is the SHA-256 (hex) of the launch token in the demo
 * game's url; the token authenticates the provider API (/provider/v1/*) for 2 hours, for this player and game.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameCode: text('game_code')
      .notNull()
      .references(() => games.code),
    platform: text('platform').notNull(),
    gameType: text('game_type').notNull(),
    isMobile: boolean('is_mobile').notNull().default(false),
    externalUrl: text('external_url'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('game_sessions_player_idx').on(table.playerId)],
);
