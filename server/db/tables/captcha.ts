import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Issued captchas (GET captcha): only a hash of the code is kept; 5-minute expiry, single use. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('captchas_expires_idx').on(table.expiresAt)],
);
