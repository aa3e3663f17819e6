import type { RecordRow, TransactionRecord, TurnoverRecord } from '../../../machines/recordFilters';
import { formatDhakaTime } from '../../format/time';
import type { MessageKey } from '../../i18n';

/** A percentage as text: at most 2 decimals. */
export function percentText(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** The promotion's turnover, sent by the API edge next to the machine's fields; null when absent. */
export function promotionTurnoverOf(row: TurnoverRecord): number | null {
  return 'promotionTurnover' in row && typeof row.promotionTurnover === 'number' ? row.promotionTurnover : null;
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
