import type { BettingDateRangeKey } from '../../../machines/recordFilters';
import type { MessageKey } from '../../i18n';

/** Spec 2 §2: the betting date choices (no All). */
export const DATE_CHOICES: { value: BettingDateRangeKey; key: MessageKey }[] = [
  { value: 'today', key: 'bettingRecords.filter.today' },
  { value: 'yesterday', key: 'bettingRecords.filter.yesterday' },
  { value: 'last7Days', key: 'bettingRecords.filter.last7Days' },
];
