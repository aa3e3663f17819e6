import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

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
    /** The caption in Bangla (issue 22); null: the site shows `name`. */
    nameBn: text('name_bn'),
    link: text('link'),
    // Spelled as in the upstream API spec ("thubmnail"), so responses can pass it through.
    thubmnail: text('thubmnail').notNull(),
    sliderType: text('slider_type', { enum: sliderTypes }).notNull(),
    status: text('status').notNull().default('active'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [check('sliders_slider_type_known', sql`${table.sliderType} in ('Main', 'Favourite', 'Features')`)],
);
