import { and, asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { AppDb } from '../db/client.ts';
import { exchangeBets, players } from '../db/schema.ts';
import { vipPointsFor } from '../games/rounds.ts';
import { fromPaisa, toPaisa } from '../money/amounts.ts';
import { lockWallet, moveMoney } from '../money/ledger.ts';
import { progressTurnover } from '../money/turnover.ts';
import { lineProfit, runnerProfit } from './exposure.ts';
import type { ExchangeDataSource } from './feed.ts';
import { fetchJson, matchOddsAnswer, resultsAnswer, type Results } from './feed-answers.ts';
import { EXCHANGE_ACTOR } from './place.ts';
import { exposureBetOf, heldExposure } from './views.ts';

/** The result a market settles on, once the feed knows it. */
type MarketResult = { kind: 'runners'; winnerSelectionId: number; winnerName: string } | { kind: 'line'; runs: number };

/**
 * The results of an event: the simulated feed's results/{eventId}; a provider without that path
 * still settles its runner markets from a closed Match Odds market's WINNER runner.
 */
async function resultsOf(source: ExchangeDataSource, eventId: string): Promise<Results | undefined> {
  const parsed = resultsAnswer.safeParse(await fetchJson(source, `results/${eventId}`));
  if (parsed.success) return parsed.data;
  const odds = matchOddsAnswer.safeParse(await fetchJson(source, `match-odds/1.${eventId}`));
  const market = odds.success ? odds.data[0] : undefined;
  const winner = market?.status === 'CLOSED' ? market.runners.find((runner) => runner.status === 'WINNER') : undefined;
  return winner ? { closed: true, winner: winner.SelectionName, winnerSelectionId: winner.selectionId, fancy: {} } : undefined;
}

/**
 * Settles every open market whose result the feed knows: per player and market, in one transaction
 * with the player row locked, the held exposure released and the profit or loss moved (two ledger
 * rows), the bets marked won or lost, and their stakes counted for turnover and VIP points.
 * Returns how many bets were settled.
 */
export async function settleExchange(db: AppDb, source: ExchangeDataSource, clock: Clock): Promise<number> {
  const markets = await db
    .selectDistinct({ marketKey: exchangeBets.marketKey, marketKind: exchangeBets.marketKind, eventId: exchangeBets.eventId })
    .from(exchangeBets)
    .where(eq(exchangeBets.status, 'open'));
  const results = new Map<string, Results | undefined>();
  let settled = 0;
  for (const market of markets) {
    if (!results.has(market.eventId)) results.set(market.eventId, await resultsOf(source, market.eventId));
    const known = results.get(market.eventId);
    if (!known) continue;
    let result: MarketResult | undefined;
    if (market.marketKind === 'fancy') {
      const runs = known.fancy[market.marketKey.slice('fancy:'.length)];
      if (runs !== undefined) result = { kind: 'line', runs };
    } else if (known.closed && known.winnerSelectionId !== null) {
      result = { kind: 'runners', winnerSelectionId: known.winnerSelectionId, winnerName: known.winner ?? String(known.winnerSelectionId) };
    }
    if (!result) continue;
    const holders = await db
      .selectDistinct({ playerId: exchangeBets.playerId })
      .from(exchangeBets)
      .where(and(eq(exchangeBets.marketKey, market.marketKey), eq(exchangeBets.status, 'open')));
    for (const { playerId } of holders) settled += await settleMarketFor(db, clock, playerId, market.marketKey, result);
  }
  return settled;
}

async function settleMarketFor(db: AppDb, clock: Clock, playerId: number, marketKey: string, result: MarketResult): Promise<number> {
  const at = clock.now();
  return db.transaction(async (tx) => {
    // The wallet's lock first, as placeBet takes it: a bet placed on this market meanwhile waits, so the
    // held exposure read below is the one released.
    await lockWallet(tx, playerId);
    const open = await tx
      .select()
      .from(exchangeBets)
      .where(and(eq(exchangeBets.playerId, playerId), eq(exchangeBets.marketKey, marketKey), eq(exchangeBets.status, 'open')))
      .orderBy(asc(exchangeBets.id))
      .for('update');
    if (open.length === 0) return 0;
    const profits = open.map((row) => {
      const bet = exposureBetOf(row);
      return bet.market === 'line' ? lineProfit(bet, result.kind === 'line' ? result.runs : 0) : runnerProfit(bet, result.kind === 'runners' ? result.winnerSelectionId : 0);
    });
    const total = profits.reduce((sum, profit) => sum + profit, 0);
    const held = await heldExposure(tx, playerId, marketKey);
    const reference = `exchange:${marketKey}`;
    if (held !== 0) await moveMoney(tx, { playerId, amount: held, kind: 'exchange_exposure', reference, actor: EXCHANGE_ACTOR, at });
    if (total !== 0) await moveMoney(tx, { playerId, amount: total, kind: 'exchange_settlement', reference, actor: EXCHANGE_ACTOR, at });
    const resultText = result.kind === 'line' ? String(result.runs) : result.winnerName;
    for (const [index, row] of open.entries()) {
      const profit = profits[index] ?? 0;
      await tx
        .update(exchangeBets)
        .set({ status: profit > 0 ? 'won' : 'lost', profitLoss: fromPaisa(profit), result: resultText, settledAt: at })
        .where(and(eq(exchangeBets.id, row.id), eq(exchangeBets.status, 'open')));
    }
    const staked = open.reduce((sum, row) => sum + toPaisa(row.stake), 0);
    await progressTurnover(tx, playerId, staked, at);
    const points = vipPointsFor(staked);
    if (points > 0) await tx.update(players).set({ vipCoin: sql`${players.vipCoin} + ${fromPaisa(points)}::numeric` }).where(eq(players.id, playerId));
    return open.length;
  });
}
