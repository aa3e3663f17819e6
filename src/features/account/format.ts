import type { FundsSummary, VipLevel } from '../../../machines/memberArea';
import { formatTaka } from '../../format/money';
import { formatDhakaTime } from '../../format/time';
import { t, type MessageKey } from '../../i18n';

export const levelText: Record<VipLevel, MessageKey> = { normal: 'vip.level.normal', elite1: 'vip.level.elite1' };

const statusText: Record<FundsSummary['status'], MessageKey> = { pending: 'member.status.pending', success: 'member.status.success', fail: 'member.status.fail' };

/** A time in Dhaka (GMT+6), or No Data. */
export function dhakaTimeOrNoData(value: string | null): string {
  return value ? formatDhakaTime(value, 'YYYY-MM-DD HH:mm') : t('member.noData');
}

/** A registration date in Dhaka. */
export function dhakaDate(value: string): string {
  return formatDhakaTime(value, 'YYYY-MM-DD');
}

/** "৳750.00 · Processing · 2026-11-21 14:00", or No Data. */
export function fundsSummaryText(summary: FundsSummary | null): string {
  if (!summary) return t('member.noData');
  return `${formatTaka(summary.amount, { fixedDecimals: true })} · ${t(statusText[summary.status])} · ${formatDhakaTime(summary.createdAt, 'YYYY-MM-DD HH:mm')}`;
}
