import type { RecordRow, TransactionRecord, TurnoverRecord } from '../../../machines/recordFilters';
import { formatDhakaTime } from '../../format/time';
import type { MessageKey } from '../../i18n';

/**
 * Turnover progress (spec 2 §9), in percent: on mobile remaining divided by required times 100
 * (0 when required is 0); on the desktop the turnover so far over required_turnover, capped at 100.
 */
export function mobileTurnoverProgress(row: Pick<TurnoverRecord, 'requiredTurnover' | 'remainingTurnover'>): number {
  if (row.requiredTurnover === 0) return 0;
  return (row.remainingTurnover / row.requiredTurnover) * 100;
}

export function desktopTurnoverProgress(row: Pick<TurnoverRecord, 'requiredTurnover' | 'remainingTurnover'>): number {
  if (row.requiredTurnover === 0) return 100;
  const soFar = row.requiredTurnover - row.remainingTurnover;
  return Math.min(100, Math.max(0, (soFar / row.requiredTurnover) * 100));
}

/** A completed turnover shows 100% (spec 2 §2); an active one its layout's progress. */
export function turnoverProgress(row: TurnoverRecord, mobile: boolean): number {
  if (row.status === 'complete') return 100;
  return mobile ? mobileTurnoverProgress(row) : desktopTurnoverProgress(row);
}

/** A percentage as text: at most 2 decimals. */
export function percentText(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** The promotion's turnover, sent by the API edge next to the machine's fields; null when absent. */
export function promotionTurnoverOf(row: TurnoverRecord): number | null {
  return 'promotionTurnover' in row && typeof row.promotionTurnover === 'number' ? row.promotionTurnover : null;
}

/** Spec 2 §9: bonus turnover multiple = required turnover / promotion turnover (default 1), 2 decimals. */
export function bonusMultipleOf(row: TurnoverRecord): string {
  const promotionTurnover = promotionTurnoverOf(row) || 1;
  return (row.requiredTurnover / promotionTurnover).toFixed(2);
}

/** Spec 2 §2: with no promotion the title reads Deposit Without any Promotion (active) or Deposit (complete). */
export function turnoverTitleOf(row: TurnoverRecord): { text: string } | { key: MessageKey } {
  if (row.promotionName) return { text: row.promotionName };
  return { key: row.status === 'complete' ? 'records.turnover.noPromotionComplete' : 'records.turnover.noPromotionActive' };
}

/** Spec 2 §4: key '0' Processing, '1' Success, '2' Fail. */
export const STATUS_TAG: Record<TransactionRecord['key'], { key: MessageKey; color: string }> = {
  '0': { key: 'records.status.processing', color: 'yellow' },
  '1': { key: 'records.status.success', color: 'green' },
  '2': { key: 'records.status.fail', color: 'red' },
};

export const TYPE_KEY: Record<TransactionRecord['action'], MessageKey> = { deposit: 'records.type.deposit', withdraw: 'records.type.withdraw' };

/** The account type (Agent, Personal) sent by the API edge next to the machine's fields; null when absent. */
export function accountTypeOf(row: TransactionRecord): string | null {
  return 'accountType' in row && typeof row.accountType === 'string' && row.accountType !== '' ? row.accountType : null;
}

/** The operator's reason for a failed transaction, sent by the API edge next to the machine's fields; null when absent. */
export function reasonOf(row: TransactionRecord): string | null {
  return row.key === '2' && 'reason' in row && typeof row.reason === 'string' && row.reason !== '' ? row.reason : null;
}

export function transactionsOf(rows: readonly RecordRow[]): TransactionRecord[] {
  return rows.filter((row): row is TransactionRecord => row.kind === 'transaction');
}

export function turnoversOf(rows: readonly RecordRow[]): TurnoverRecord[] {
  return rows.filter((row): row is TurnoverRecord => row.kind === 'turnover');
}

/** The mobile list: rows grouped by their Dhaka date, in the order they came (newest first). */
export function groupByDhakaDate(rows: readonly TransactionRecord[]): { date: string; rows: TransactionRecord[] }[] {
  const groups: { date: string; rows: TransactionRecord[] }[] = [];
  for (const row of rows) {
    const date = formatDhakaTime(row.createdAt, 'YYYY-MM-DD');
    const last = groups.at(-1);
    if (last && last.date === date) last.rows.push(row);
    else groups.push({ date, rows: [row] });
  }
  return groups;
}
