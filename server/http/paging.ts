import { z } from 'zod';

/** Paging and path ids shared by the route groups' list calls. */

/** The largest value an `integer` column holds: bigger ids cannot exist (and must not reach the database). */
export const MAX_INT = 2_147_483_647;

/** A path id: a positive integer within the column range, else undefined. */
export function parseId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value <= MAX_INT ? value : undefined;
}

/** A positive page number from the query ('1' if absent). */
export function pageSchema() {
  return z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'page_invalid')
    .transform(Number)
    .optional()
    .default(1);
}

export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The numbers of a list page, written by every paged answer (issue 23: one shape, built here).
 * `page` of `total` rows, `perPage` a page. Each answer keeps the keys and the order it had:
 * - `pageAnswer`: `{ current_page, last_page, per_page, total }` (the inbox, the VIP records);
 * - `pageNumbers`: `{ current_page, last_page }`, for lists that write their own total and no page
 *   size (exchange bets, statement and sessions, referral claims);
 * - `pagination`: `{ current_page, per_page, total, last_page }`, the `pagination` block of the
 *   games list and the betting records.
 */
export function pageNumbers(page: number, perPage: number, total: number): { current_page: number; last_page: number } {
  return { current_page: page, last_page: lastPage(total, perPage) };
}

export function pageAnswer(page: number, perPage: number, total: number): { current_page: number; last_page: number; per_page: number; total: number } {
  return { ...pageNumbers(page, perPage, total), per_page: perPage, total };
}

export function pagination(page: number, perPage: number, total: number): { current_page: number; per_page: number; total: number; last_page: number } {
  const { current_page, last_page, per_page } = pageAnswer(page, perPage, total);
  return { current_page, per_page, total, last_page };
}
