import type { ExchangeRecord, RecordRow } from '../../../machines/recordFilters';
import { formatDhakaTime } from '../../format/time';

export const exchangeRowsOf = (rows: readonly RecordRow[]): ExchangeRecord[] => rows.filter((row): row is ExchangeRecord => row.kind === 'exchange');

/** Exchange bets grouped by the Dhaka date they were placed on, newest first (spec 2 §2 Exchange). */
export function groupExchangeByDate(rows: readonly ExchangeRecord[]): { date: string; rows: ExchangeRecord[] }[] {
  const days = new Map<string, ExchangeRecord[]>();
  for (const row of rows) {
    const date = formatDhakaTime(row.createdAt, 'YYYY-MM-DD');
    days.set(date, [...(days.get(date) ?? []), row]);
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? 1 : -1)).map(([date, list]) => ({ date, rows: list }));
}

/** The status tag: WON, LOST, or processing while the bet is open (spec 2 §2). */
export const statusColour = (status: ExchangeRecord['status']) => (status === 'WON' ? 'teal' : status === 'LOST' ? 'red' : 'yellow');
