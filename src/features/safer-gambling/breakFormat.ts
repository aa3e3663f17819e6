import type { AccountBreakProblem, BreakPeriod } from '../../../machines/accountBreak';
import { formatDhakaTime } from '../../format/time';
import { t, type MessageKey } from '../../i18n';

/** A break's end (or another moment the player is told) in Dhaka time, in the site's digits. */
export function breakDate(iso: string): string {
  return formatDhakaTime(iso, 'YYYY-MM-DD HH:mm');
}

/** The periods as the break sections name them. */
export const PERIOD_KEYS: Record<BreakPeriod, MessageKey> = {
  '24h': 'breaks.period.24h',
  '7d': 'breaks.period.7d',
  '30d': 'breaks.period.30d',
  until: 'breaks.period.until',
  '6m': 'breaks.period.6m',
  '1y': 'breaks.period.1y',
  '2y': 'breaks.period.2y',
  '5y': 'breaks.period.5y',
};

/** The words of a problem: our own by code, or the server's (its own fallback when it gave none). */
export function problemText(problem: AccountBreakProblem | null): string | null {
  if (problem === null) return null;
  switch (problem.code) {
    case 'periodRequired':
      return t('breaks.problem.periodRequired');
    case 'untilInvalid':
      return t('breaks.problem.untilInvalid');
    case 'notUnderstood':
      return t('breaks.problem.notUnderstood');
    case 'passwordRequired':
      return t('breaks.problem.passwordRequired');
    default:
      return problem.message ?? t('breaks.problem.refused');
  }
}
