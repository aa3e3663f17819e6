import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

export const exchangeMarketKinds = ['match_odds', 'bookmaker', 'fancy'] as const;
export const exchangeSides = ['back', 'lay', 'yes', 'no'] as const;
export const exchangeBetStatuses = ['open', 'won', 'lost', 'void'] as const;

/**
 * One matched exchange bet (issue 9). The money it needs is not held bet by bet but per market:
 * `exchange_exposure` ledger rows keep the player's worst case over the market's outcomes held, and
 * one `exchange_settlement` row pays the market out. Rows change once, from open to settled.
 */
export const exchangeBets = pgTable(
  'exchange_bets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** Shown to the player (spec 2 §3 transaction_id). */
    transactionId: text('transaction_id').notNull(),
    eventId: text('event_id').notNull(),
    eventName: text('event_name').notNull(),
    /** What the bets of one market share: `match_odds:1.40012345`, `bookmaker:bm-40012345`, `fancy:40012345-1-6-f`. */
    marketKey: text('market_key').notNull(),
    marketKind: text('market_kind', { enum: exchangeMarketKinds }).notNull(),
    marketName: text('market_name').notNull(),
    /** Runner markets: the selection; Fancy: null. */
    selectionId: integer('selection_id'),
    selectionName: text('selection_name').notNull(),
    /** Fancy: its tab code (2 Fancy, 3 Khadda, 4 Lottery, 5 Odd/Even, 6 Ball by Ball). */
    fancyType: integer('fancy_type'),
    side: text('side', { enum: exchangeSides }).notNull(),
    /** Decimal odds (bookmaker rates are stored as odds, 45 → 1.45); Fancy: the rate in percent. */
    odds: numeric('odds', { precision: 10, scale: 2 }).notNull(),
    /** Fancy: the line (spec 2 §3 run). */
    run: integer('run'),
    stake: numeric('stake', { precision: 14, scale: 2 }).notNull(),
    liability: numeric('liability', { precision: 14, scale: 2 }).notNull(),
    potentialProfit: numeric('potential_profit', { precision: 14, scale: 2 }).notNull(),
    status: text('status', { enum: exchangeBetStatuses }).notNull().default('open'),
    profitLoss: numeric('profit_loss', { precision: 14, scale: 2 }),
    /** Runner markets: the winning selection's name; Fancy: the runs it settled on. */
    result: text('result'),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('exchange_bets_transaction_unique').on(table.transactionId),
    index('exchange_bets_player_market_idx').on(table.playerId, table.marketKey, table.status),
    index('exchange_bets_open_idx').on(table.status, table.marketKey),
    check('exchange_bets_status_known', sql`${table.status} in ('open', 'won', 'lost', 'void')`),
    check('exchange_bets_side_known', sql`${table.side} in ('back', 'lay', 'yes', 'no')`),
    check('exchange_bets_kind_known', sql`${table.marketKind} in ('match_odds', 'bookmaker', 'fancy')`),
    check('exchange_bets_amounts', sql`${table.stake} > 0 and ${table.liability} >= 0 and ${table.potentialProfit} >= 0 and ${table.odds} > 0`),
    check('exchange_bets_settled', sql`(${table.status} = 'open') = (${table.settledAt} is null)`),
  ],
);
