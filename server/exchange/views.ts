import { and, eq, sql } from 'drizzle-orm';
import { exchangeBets, ledgerEntries } from '../db/schema.ts';
import { toPaisa, type Paisa } from '../money/amounts.ts';
import type { DbOrTx } from '../money/ledger.ts';
import type { ExchangeBet } from './exposure.ts';
import { FANCY_TYPES, type FancyType } from './markets.ts';

export type BetRow = typeof exchangeBets.$inferSelect;

/** A stored bet as the exposure arithmetic sees it. Bookmaker rates are stored as decimal odds. */
export function exposureBetOf(row: Pick<BetRow, 'marketKind' | 'selectionId' | 'side' | 'odds' | 'stake' | 'fancyType' | 'run'>): ExchangeBet {
  const stake = toPaisa(row.stake);
  if (row.marketKind === 'fancy') {
    return { market: 'line', type: (row.fancyType ?? FANCY_TYPES.fancy) as FancyType, side: row.side === 'no' ? 'no' : 'yes', line: row.run ?? 0, rate: Number(row.odds), stake };
  }
  return { market: 'runners', selectionId: row.selectionId ?? 0, side: row.side === 'lay' ? 'lay' : 'back', odds: Number(row.odds), stake };
}

/** Exposure the player has held now, over every market (the ledger's exposure rows, negated). */
export async function heldExposure(tx: DbOrTx, playerId: number, marketKey?: string): Promise<Paisa> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.kind, 'exchange_exposure'), marketKey === undefined ? undefined : eq(ledgerEntries.reference, `exchange:${marketKey}`)));
  return 0 - toPaisa(row?.total ?? '0');
}

/** A bet as the API shows it. */
export function betJson(row: BetRow) {
  return {
    id: row.id,
    transaction_id: row.transactionId,
    event_id: row.eventId,
    event_name: row.eventName,
    market_kind: row.marketKind,
    market_name: row.marketName,
    selection_name: row.selectionName,
    bet_type: row.side,
    odds: Number(row.odds),
    run: row.run,
    stake: row.stake,
    potential_profit: row.potentialProfit,
    potential_liability: row.liability,
    net_profit_loss: row.profitLoss,
    status: row.status === 'open' ? 'open' : row.status === 'won' ? 'WON' : row.status === 'lost' ? 'LOST' : 'VOID',
    result: row.result,
    placed_at: row.placedAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

