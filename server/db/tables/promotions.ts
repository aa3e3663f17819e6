import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Promotion category ids of spec 2 §9 (bit values, plus 99 for Welcome Offer).
 * Visible in the category strip: all but the hidden ones.
 */
export const promotionCategories = {
  99: 'Welcome Offer',
  1: 'Slots',
  2: 'Casino',
  4: 'Sports',
  8: 'Fishing',
  32: 'ESports',
  64: 'Lottery',
  128: 'P2P',
  256: 'Table',
  1024: 'Arcade',
  8192: 'Crash',
  512: 'Others',
  16: 'Card Game',
  2048: 'Cock Fighting',
  4096: 'Rain',
  16384: 'Free',
} as const satisfies Record<number, string>;
export const visiblePromotionCategoryIds = [99, 1, 2, 4, 8, 32, 64, 128, 256, 1024, 8192, 512] as const;
export const hiddenPromotionCategoryIds = [16, 2048, 4096, 16384] as const;
export type PromotionCategoryId = keyof typeof promotionCategories;

/** Whether `id` is one of the category ids of spec 2 §9 (visible or hidden). */
export function isPromotionCategoryId(id: number): id is PromotionCategoryId {
  return Object.hasOwn(promotionCategories, id);
}

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    desc: text('desc').notNull(),
    /** The title and short text in Bangla (issue 22); null: the site shows `name` / `desc`. */
    nameBn: text('name_bn'),
    descBn: text('desc_bn'),
    thumbnail: text('thumbnail').notNull(),
    // Spelled as in the upstream API ("deposit_bouns"): the deposit bonus in percent.
    depositBouns: numeric('deposit_bouns', { precision: 6, scale: 2 }).notNull().default('0'),
    /** Turnover multiple a deposit with this promotion must reach (spec 2: transaction.promotion.turnover). */
    turnover: integer('turnover').notNull().default(1),
    /** 'active' (offered at deposit) or 'display' (shown on the promotions page). */
    status: text('status', { enum: ['active', 'display', 'inactive'] }).notNull().default('display'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /**
     * Category ids of spec 2 §9; a promotion may be in several. A list rather than a bit set because
     * Welcome Offer (99) is not a bit; `category = any(categories)` filters by one.
     */
    categories: integer('categories').array().notNull().default(sql`'{}'::integer[]`),
    /** The short label on the card (spec 2 §2 "tag"), such as Hot or New; '' for none. */
    tag: text('tag').notNull().default(''),
    /** The full text behind Details (rules and conditions); only the detail call answers it. */
    terms: text('terms').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check('promotions_status_known', sql`${table.status} in ('active', 'display', 'inactive')`),
    check('promotions_dates_ordered', sql`${table.startDate} is null or ${table.endDate} is null or ${table.startDate} <= ${table.endDate}`),
    check('promotions_bonus_range', sql`${table.depositBouns} >= 0 and ${table.depositBouns} <= 1000`),
  ],
);
