/**
 * Selectors of the betting records (spec 2 §2 Betting records, §3, §9), read by the views of the
 * record filters machine's betting list (`machines/recordFilters.ts`): no machine of their own.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { RECORDS_TIME_ZONE, type BetRecord, type ExchangeRecord, type RecordRow } from './recordFilters';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A single bet as the API edge sends it: the machine's fields with its id, Dhaka date and result. */
export type BettingRow = BetRecord & { id: number; roundId: string; date: string; settledAt: string | null; profitLoss: number | null };

/** One of the server's filter choices: a code and its name. */
export type FilterOption = { value: string; label: string };
export type BettingFilterOptions = { platforms: FilterOption[]; gameTypes: FilterOption[] };

/** Spec 2 §9: a game name is cut at 15 characters, with an ellipsis when cut. */
export const GAME_NAME_LIMIT = 15;

export function cutGameName(name: string): string {
  const characters = Array.from(name);
  return characters.length > GAME_NAME_LIMIT ? `${characters.slice(0, GAME_NAME_LIMIT).join('')}…` : name;
}

/** Spec 2 §2: a loss (shown red, in brackets) is below zero; an open bet has none. */
export const isLoss = (amount: number | null): boolean => amount !== null && amount < 0;

/** The API edge sends single bets with their id, Dhaka date and result; anything else is left out. */
export function bettingRowsOf(rows: readonly RecordRow[]): BettingRow[] {
  return rows.filter((row): row is BettingRow => row.kind === 'bet' && 'date' in row && 'profitLoss' in row);
}

export type BetGroup = { key: string; date: string; platform: string; gameType: string; turnover: number; profitLoss: number | null; bets: BettingRow[] };

/** Spec 2 §3: turnover is the sum of the stakes, profit/loss the sum of results (null while a bet is open). */
export function totalsOf(bets: readonly BettingRow[]): { turnover: number; profitLoss: number | null } {
  let turnover = 0;
  let profitLoss: number | null = 0;
  for (const bet of bets) {
    turnover += bet.betAmount;
    profitLoss = profitLoss === null || bet.profitLoss === null ? null : profitLoss + bet.profitLoss;
  }
  // Sums of 2-decimal amounts, kept to the paisa.
  return { turnover: Math.round(turnover * 100) / 100, profitLoss: profitLoss === null ? null : Math.round(profitLoss * 100) / 100 };
}

/** Groups by date (newest first, as the rows come), then platform and game type (sorted). */
export function groupBets(rows: readonly BettingRow[]): { date: string; groups: BetGroup[] }[] {
  const byDate = new Map<string, Map<string, BettingRow[]>>();
  for (const row of rows) {
    const groups = byDate.get(row.date) ?? new Map<string, BettingRow[]>();
    byDate.set(row.date, groups);
    const key = `${row.platform}\u0000${row.gameType}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...byDate.entries()].map(([date, groups]) => ({
    date,
    groups: [...groups.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, bets]) => {
        const first = bets[0] as BettingRow;
        return { key: `${date}-${key}`, date, platform: first.platform, gameType: first.gameType, bets, ...totalsOf(bets) };
      }),
  }));
}

/** The name of a code among the server's choices; the code itself when it is not listed. */
export function labelOf(options: readonly FilterOption[], code: string): string {
  return options.find((option) => option.value === code)?.label ?? code;
}

/** The desktop checkboxes as the machine's filter: null is All, else the codes joined by commas (the server takes a list). */
export function checkedCodes(filter: string | null): string[] {
  return filter === null ? [] : filter.split(',').filter((code) => code !== '');
}

/** Ticking All clears the others; ticking a code adds or removes it; none left is All again. */
export function toggleChecked(filter: string | null, code: string | null): string | null {
  if (code === null) return null;
  const codes = checkedCodes(filter);
  const next = codes.includes(code) ? codes.filter((item) => item !== code) : [...codes, code];
  return next.length === 0 ? null : next.join(',');
}

export const exchangeRowsOf = (rows: readonly RecordRow[]): ExchangeRecord[] => rows.filter((row): row is ExchangeRecord => row.kind === 'exchange');

/** Exchange bets grouped by the Dhaka date (YYYY-MM-DD, Latin digits) they were placed on, newest first (spec 2 §2 Exchange). */
export function groupExchangeByDate(rows: readonly ExchangeRecord[]): { date: string; rows: ExchangeRecord[] }[] {
  const days = new Map<string, ExchangeRecord[]>();
  for (const row of rows) {
    const date = dayjs(row.createdAt).tz(RECORDS_TIME_ZONE).format('YYYY-MM-DD');
    days.set(date, [...(days.get(date) ?? []), row]);
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? 1 : -1)).map(([date, list]) => ({ date, rows: list }));
}
