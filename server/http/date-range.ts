import { z } from 'zod';

/** Asia/Dhaka is UTC+6 all year (no daylight saving since 2009). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const dateRanges = ['today', 'yesterday', 'last7days', 'all'] as const;
export type DateRange = (typeof dateRanges)[number];
/** The desktop filter's codes (spec 2 §4): Today 0, Yesterday 1, Last 7 days 7. */
const dateCodes: Record<string, DateRange> = { '0': 'today', '1': 'yesterday', '7': 'last7days' };

/** [from, to) of a Dhaka date range; today = since 00:00 Dhaka, last 7 days = from 7 × 24 h ago to now. */
export function dhakaRange(range: DateRange, now: Date): { from: Date; to: Date } | null {
  const t = now.getTime();
  const todayStart = Math.floor((t + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS - DHAKA_OFFSET_MS;
  if (range === 'today') return { from: new Date(todayStart), to: new Date(t + 1) };
  if (range === 'yesterday') return { from: new Date(todayStart - DAY_MS), to: new Date(todayStart) };
  if (range === 'last7days') return { from: new Date(t - 7 * DAY_MS), to: new Date(t + 1) };
  return null;
}

/** The `date` query of the record lists: today, yesterday, last7days, all, or the desktop codes 0, 1, 7. */
export function dateRangeQuery(defaultRange: DateRange) {
  return z
    .string()
    .trim()
    .transform((value) => dateCodes[value] ?? value.toLowerCase())
    .pipe(z.enum(dateRanges, { error: 'date_range_invalid' }))
    .optional()
    .default(defaultRange);
}

