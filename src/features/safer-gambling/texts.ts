import type { LimitFieldError, LimitPeriod, LimitsNotice, LimitsProblem } from '../../../machines/saferLimits';
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

/** A limit field's error: the page's own words, or the server's refusal. */
export function errorText(error: LimitFieldError | null): string | null {
  if (!error) return null;
  if (error.code === 'format') return t('safer.limits.error.format');
  if (error.code === 'tooSmall') return t('safer.limits.error.tooSmall');
  return error.message ?? t('safer.limits.error.refused');
}

/** What the limits editor last said (a green notice). */
export function noticeText(notice: LimitsNotice): string {
  switch (notice.code) {
    case 'saved':
      return [
        notice.applied.length > 0 ? t('safer.limits.saved.applied', { periods: periodNames(notice.applied) }) : null,
        notice.pending.length > 0 ? t('safer.limits.saved.pending', { periods: periodNames(notice.pending) }) : null,
      ]
        .filter(Boolean)
        .join(' ');
    case 'nothingChanged':
      return t('safer.limits.nothingChanged');
    case 'confirmed':
      return t('safer.limits.confirmed', { period: periodName(notice.period) });
    case 'cancelled':
      return t('safer.limits.cancelled', { period: periodName(notice.period) });
  }
}

/** Why the limits editor's last call failed (a red message). */
export function problemText(problem: LimitsProblem): string {
  switch (problem.code) {
    case 'saveFailed':
      return problem.message ?? t('safer.limits.saveFailed');
    case 'notConfirmable':
      return problem.confirmableAt ? t('safer.limits.notConfirmable', { time: formatSaferTime(problem.confirmableAt) }) : t('safer.limits.notConfirmableLater');
    case 'changeMissing':
      return t('safer.limits.changeMissing');
    case 'changeFailed':
      return problem.message ?? t('safer.limits.changeFailed');
  }
}
