import { and, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { exchangeBets, fundsTransactions, ledgerEntries } from '../db/schema.ts';
import { fromPaisa, toPaisa } from '../money/amounts.ts';
import type { DbOrTx } from '../money/ledger.ts';
import { addMonthsUtc } from './limits.ts';

/**
 * The activity statement (issue 24, RTS 1). Definitions (also in server/README.md and docs/decisions.md):
 * - deposits: successful (approved) deposits, gross, by the time they were made (`created_at`);
 * - withdrawals: paid (approved) withdrawals, by the time they were requested;
 * - lifetime net_deposits = deposits − withdrawals over the account's life;
 * - stakes = game stakes (the `bet` ledger rows) + exchange stakes (`exchange_bets.stake`, by `placed_at`);
 * - net_win_loss = game wins (`win` rows, the payout with the stake) − game stakes + the exchange's settled
 *   profit or loss (`exchange_settlement` rows: one signed row per market settled). The `exchange_exposure`
 *   rows are only the worst case held while a market is open and released at settlement, so they are not
 *   counted; an open exchange bet adds to stakes but not yet to net_win_loss. Negative = a loss ("-120.00").
 * Each window ends now: 24h, 7d and 30d back in hours; 12m = the same instant 12 calendar months earlier.
 */

export const statementPeriods = ['24h', '7d', '30d', '12m'] as const;
export type StatementPeriod = (typeof statementPeriods)[number];

export type StatementRow = { period: StatementPeriod; deposits: string; withdrawals: string; stakes: string; net_win_loss: string };
export type Statement = { lifetime: { deposits: string; withdrawals: string; net_deposits: string }; periods: StatementRow[] };

const HOUR_MS = 3_600_000;

export function statementStart(period: StatementPeriod, at: Date): Date {
  if (period === '24h') return new Date(at.getTime() - 24 * HOUR_MS);
  if (period === '7d') return new Date(at.getTime() - 7 * 24 * HOUR_MS);
  if (period === '30d') return new Date(at.getTime() - 30 * 24 * HOUR_MS);
  return addMonthsUtc(at, -12);
}

/** `sum(value)` over the rows after each period's start, and over all: text amounts ("0.00" when none). */
function sums(value: SQL | AnyPgColumn, time: AnyPgColumn, at: Date) {
  const total = (filter?: Date) =>
    filter
      ? sql<string>`coalesce(sum(${value}) filter (where ${time} > ${filter.toISOString()}::timestamptz), 0)::numeric(14,2)::text`
      : sql<string>`coalesce(sum(${value}), 0)::numeric(14,2)::text`;
  return {
    all: total(),
    '24h': total(statementStart('24h', at)),
    '7d': total(statementStart('7d', at)),
    '30d': total(statementStart('30d', at)),
    '12m': total(statementStart('12m', at)),
  };
}

type Sums = Record<StatementPeriod | 'all', string>;
const zero: Sums = { all: '0.00', '24h': '0.00', '7d': '0.00', '30d': '0.00', '12m': '0.00' };

async function fundsSums(db: DbOrTx, playerId: number, action: 'deposit' | 'withdraw', at: Date): Promise<Sums> {
  const [row] = await db
    .select(sums(fundsTransactions.amount, fundsTransactions.createdAt, at))
    .from(fundsTransactions)
    .where(and(eq(fundsTransactions.playerId, playerId), eq(fundsTransactions.action, action), eq(fundsTransactions.status, 'success'), lte(fundsTransactions.createdAt, at)));
  return row ?? zero;
}

async function ledgerSums(db: DbOrTx, playerId: number, kind: 'bet' | 'win' | 'exchange_settlement', at: Date): Promise<Sums> {
  const [row] = await db
    .select(sums(ledgerEntries.amount, ledgerEntries.createdAt, at))
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.kind, kind), lte(ledgerEntries.createdAt, at)));
  return row ?? zero;
}

async function exchangeStakeSums(db: DbOrTx, playerId: number, at: Date): Promise<Sums> {
  const [row] = await db
    .select(sums(exchangeBets.stake, exchangeBets.placedAt, at))
    .from(exchangeBets)
    .where(and(eq(exchangeBets.playerId, playerId), inArray(exchangeBets.status, ['open', 'won', 'lost']), gt(exchangeBets.stake, '0'), lte(exchangeBets.placedAt, at)));
  return row ?? zero;
}

/** GET /api/safer-gambling/statement: lifetime deposits, withdrawals and net deposits; per window the four figures. */
export async function activityStatement(db: DbOrTx, playerId: number, at: Date): Promise<Statement> {
  const deposits = await fundsSums(db, playerId, 'deposit', at);
  const withdrawals = await fundsSums(db, playerId, 'withdraw', at);
  const bets = await ledgerSums(db, playerId, 'bet', at);
  const wins = await ledgerSums(db, playerId, 'win', at);
  const settlements = await ledgerSums(db, playerId, 'exchange_settlement', at);
  const exchangeStakes = await exchangeStakeSums(db, playerId, at);
  return {
    lifetime: { deposits: deposits.all, withdrawals: withdrawals.all, net_deposits: fromPaisa(toPaisa(deposits.all) - toPaisa(withdrawals.all)) },
    periods: statementPeriods.map((period) => {
      // `bet` rows are debits (negative): the stake is their negation.
      const gameStakes = -toPaisa(bets[period]);
      return {
        period,
        deposits: deposits[period],
        withdrawals: withdrawals[period],
        stakes: fromPaisa(gameStakes + toPaisa(exchangeStakes[period])),
        net_win_loss: fromPaisa(toPaisa(wins[period]) - gameStakes + toPaisa(settlements[period])),
      };
    }),
  };
}
