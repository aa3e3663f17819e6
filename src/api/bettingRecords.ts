import { z } from 'zod/mini';
import type { BettingFilterOptions, BettingRow } from '../../machines/bettingRecords';
import type { ExchangeRecord, RecordQuery, RecordsAnswer } from '../../machines/recordFilters';

export type { BettingFilterOptions, BettingRow, FilterOption } from '../../machines/bettingRecords';
import type { ApiClient } from './client';
import { exchangeBetFields } from './exchangeShapes';

/** Amounts come as strings with 2 decimals ("500.00"); numbers are accepted too. */
const money = z.pipe(z.union([z.string(), z.number()]), z.transform((value) => Number(value)));

const bet = z.object({
  id: z.number(),
  round_id: z.string(),
  platform: z.string(),
  game_type: z.string(),
  game_name: z.string(),
  bet_amount: money,
  winAmount: money,
  /** null for an open bet: it has no result yet. */
  profit_loss: z.nullable(money),
  /** The Dhaka date (YYYY-MM-DD) of the settle time, or of the bet time for an open bet. */
  date: z.string(),
  created_at: z.string(),
  settled_at: z.nullable(z.string()),
});

const page = z.object({
  data: z.array(bet),
  pagination: z.object({ current_page: z.number(), last_page: z.number(), total: z.number() }),
});

/** Spec 2 §8: data carrying a `message` field (and no list) is kept as the message: the machine reads it as no data. */
const recordsResponse = z.union([page, z.object({ message: z.string() })]);

/** A single bet with what the screens show besides the machine's fields. */

export type BettingQuery = Extract<RecordQuery, { list: 'betting' }>;

/** The most bets one filter loads (100 a page): a week of play of one player stays far below it. */
export const MAX_PAGES = 20;
const PER_PAGE = 100;

function toRow(row: z.infer<typeof bet>): BettingRow {
  return {
    kind: 'bet',
    id: row.id,
    roundId: row.round_id,
    platform: row.platform,
    gameType: row.game_type,
    gameName: row.game_name,
    betAmount: row.bet_amount,
    winAmount: row.winAmount,
    profitLoss: row.profit_loss,
    createdAt: row.created_at,
    settledAt: row.settled_at,
    date: row.date,
  };
}

/** The query string of one page: Settled asks for settled bets, Unsettled for open ones; the date as the spec's code (0, 1, 7). */
export function bettingParams(query: BettingQuery, pageNumber: number): Record<string, string | number | undefined> {
  return {
    status: query.tab === 'unsettled' ? 'open' : 'settled',
    platform: query.platform ?? undefined,
    game_type: query.gameType ?? undefined,
    date: query.dateCode,
    page: pageNumber,
    per_page: PER_PAGE,
  };
}

/**
 * GET betting-record (spec 2 §7): every bet of the query, newest first, page after page (the mobile
 * list groups them and opens a group's single bets). The Exchange tab reads the exchange's own records.
 */
export async function fetchBettingRecords(client: ApiClient, query: BettingQuery, signal?: AbortSignal): Promise<RecordsAnswer> {
  if (query.tab === 'exchange') return fetchExchangeRecords(client, query, signal);
  const rows: BettingRow[] = [];
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber += 1) {
    const answer = await client.get('betting-record', recordsResponse, bettingParams(query, pageNumber), { signal });
    if (!('data' in answer)) return { message: answer.message };
    rows.push(...answer.data.map(toRow));
    if (pageNumber >= answer.pagination.last_page) break;
  }
  return { rows };
}

const exchangeBet = z.object(exchangeBetFields(money));
const exchangePage = z.object({ data: z.array(exchangeBet), last_page: z.number() });

function toExchangeRecord(row: z.infer<typeof exchangeBet>): ExchangeRecord {
  return {
    kind: 'exchange',
    eventName: row.event_name,
    betType: row.bet_type,
    stake: row.stake,
    netProfitLoss: row.net_profit_loss,
    // A void bet returned its stake: shown with the settled ones as neither won nor lost.
    status: row.status === 'VOID' ? 'LOST' : row.status,
    transactionId: row.transaction_id,
    createdAt: row.placed_at,
    settledAt: row.settled_at,
    marketName: row.market_name,
    selectionName: row.selection_name,
    potentialProfit: row.potential_profit,
    potentialLiability: row.potential_liability,
    odds: row.odds,
    run: row.run,
  };
}

/** GET exchange/bets?date (the exchange's records, spec 2 §3 fields): every bet of the date filter, newest first. */
export async function fetchExchangeRecords(client: ApiClient, query: BettingQuery, signal?: AbortSignal): Promise<RecordsAnswer> {
  const rows: ExchangeRecord[] = [];
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber += 1) {
    const answer = await client.get('exchange/bets', exchangePage, { date: query.dateCode, page: pageNumber }, { signal });
    rows.push(...answer.data.map(toExchangeRecord));
    if (pageNumber >= answer.last_page) break;
  }
  return { rows };
}

/** A filter choice: the server's code, and the name shown. */

const providersResponse = z.object({ data: z.array(z.object({ platform: z.string(), name: z.string() })) });
const typesResponse = z.object({ data: z.array(z.object({ type: z.string(), name: z.string() })) });

/** GET betting-record/providers and betting-record/types: the platforms and game types the player bet on. */
export async function fetchBettingFilterOptions(client: ApiClient, signal?: AbortSignal): Promise<BettingFilterOptions> {
  const [providers, types] = await Promise.all([client.get('betting-record/providers', providersResponse, undefined, { signal }), client.get('betting-record/types', typesResponse, undefined, { signal })]);
  return {
    platforms: providers.data.map((row) => ({ value: row.platform, label: row.name })),
    gameTypes: types.data.map((row) => ({ value: row.type, label: row.name })),
  };
}
