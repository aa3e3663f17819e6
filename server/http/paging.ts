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
