import type { LimitPeriod } from '../../../machines/saferLimits';
import { formatTaka } from '../../format/money';
import { formatDhakaTime } from '../../format/time';
import { t, type MessageKey } from '../../i18n';

/** A time of the Safer gambling page: Dhaka date and time ("27 Nov 2026, 14:00"; Bangla month and digits in Bangla). */
export function formatSaferTime(iso: string): string {
  return formatDhakaTime(iso, 'D MMM YYYY, HH:mm');
}

/** An amount of the page: ৳ with two decimals only when there are paise (৳5,000 / ৳5,000.50). */
export function formatSaferAmount(amount: number): string {
  return formatTaka(amount, { fixedDecimals: !Number.isInteger(amount) });
}

const periodKeys: Record<LimitPeriod, MessageKey> = { day: 'safer.limits.period.day', week: 'safer.limits.period.week', month: 'safer.limits.period.month' };

export function periodName(period: LimitPeriod): string {
  return t(periodKeys[period]);
}

/** "24 hours, 7 days": the periods a save named, in the page's words. */
export function periodNames(periods: readonly LimitPeriod[]): string {
  return periods.map(periodName).join(', ');
}
