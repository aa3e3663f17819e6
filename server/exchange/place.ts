import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { AppDb } from '../db/client.ts';
import { exchangeBets } from '../db/schema.ts';
import { fromPaisa } from '../money/amounts.ts';
import { runIdempotent, type StoredAnswer } from '../money/idempotency.ts';
import { InsufficientFundsError, lockWallet, moveMoney } from '../money/ledger.ts';
import { checkBet } from './check.ts';
import { exposureOf, liabilityOf, potentialProfitOf } from './exposure.ts';
import type { ExchangeDataSource } from './feed.ts';
import { breakRefusal } from '../safer/breaks.ts';
import { quoteOf } from './quote.ts';
import { betMessages, insufficientBalance, type BetRequest } from './refusals.ts';
import { betJson, exposureBetOf, heldExposure } from './views.ts';

export const EXCHANGE_ACTOR = 'exchange';

class Refusal extends Error {
  constructor(readonly answer: StoredAnswer) {
    super('refused');
  }
}

/**
 * Places a bet: the market checked against its current snapshot, then in one transaction with the
 * player row locked, the market's exposure recomputed with the new bet and the difference held (or
 * released) through the ledger. With an Idempotency-Key a repeat replays the first answer (or is
 * refused when its parameters differ) whatever the market looks like now; a refusal stores nothing,
 * so a refused attempt can be tried again with the same key.
 */
export async function placeBet(db: AppDb, source: ExchangeDataSource, clock: Clock, playerId: number, request: BetRequest, key: string | undefined): Promise<StoredAnswer & { replayed: boolean }> {
  // No bet during a time-out or self-exclusion (issue 24), whatever the market.
  const onBreak = await breakRefusal(db, playerId, clock.now());
  if (onBreak) return { ...onBreak, replayed: false };
  // Fetched before the transaction so no database lock is held while the feed answers.
  const checked = checkBet(await quoteOf(source, request), request);
  if ('refusal' in checked && key === undefined) return { ...checked.refusal, replayed: false };
  const at = clock.now();
  try {
    return await runIdempotent(db, { playerId, scope: 'exchange-bet', key, parameters: request, at }, async (tx) => {
      // With a key, reached only on its first use: a repeat was replayed before this, whatever the market says now.
      // Thrown, not returned, so the key's claim is rolled back with it and the player may try again.
      if ('refusal' in checked) throw new Refusal(checked.refusal);
      const { quote, odds, run } = checked;
      const storedOdds = request.market === 'bookmaker' ? 1 + odds / 100 : odds;
      // The wallet's lock before the open bets are read: two bets on one market must not both compute their
      // exposure from the same open bets (moveMoney takes the same lock, but only after that read).
      const walletBalance = await lockWallet(tx, playerId);
      const open = await tx
        .select()
        .from(exchangeBets)
        .where(and(eq(exchangeBets.playerId, playerId), eq(exchangeBets.marketKey, quote.marketKey), eq(exchangeBets.status, 'open')));
      const newBet = exposureBetOf({ marketKind: request.market, selectionId: quote.selectionId, side: request.side, odds: String(storedOdds), stake: fromPaisa(request.stake), fancyType: quote.fancyType, run });
      const before = exposureOf(open.map(exposureBetOf), quote.selectionIds);
      const after = exposureOf([...open.map(exposureBetOf), newBet], quote.selectionIds);
      let balance: string | undefined;
      if (after !== before) {
        try {
          ({ balance } = await moveMoney(tx, { playerId, amount: before - after, kind: 'exchange_exposure', reference: `exchange:${quote.marketKey}`, actor: EXCHANGE_ACTOR, at }));
        } catch (error) {
          if (error instanceof InsufficientFundsError) throw new Refusal({ status: 422, body: insufficientBalance(error.balance) });
          throw error;
        }
      }
      const [row] = await tx
        .insert(exchangeBets)
        .values({
          playerId,
          transactionId: `EX${randomBytes(6).toString('hex').toUpperCase()}`,
          eventId: request.eventId,
          eventName: quote.eventName,
          marketKey: quote.marketKey,
          marketKind: request.market,
          marketName: quote.marketName,
          selectionId: quote.selectionId,
          selectionName: quote.selectionName,
          fancyType: quote.fancyType,
          side: request.side,
          odds: String(storedOdds),
          run,
          stake: fromPaisa(request.stake),
          liability: fromPaisa(liabilityOf(newBet)),
          potentialProfit: fromPaisa(potentialProfitOf(newBet)),
          placedAt: at,
        })
        .returning();
      if (!row) throw new Error('exchange bet insert returned nothing');
      // No movement (the exposure did not change): the balance is the one read under the lock.
      balance ??= walletBalance;
      return { status: 201, body: { message: betMessages.matched, code: 'bet_matched', bet: betJson(row), balance, exposure: fromPaisa(await heldExposure(tx, playerId)) } };
    });
  } catch (error) {
    if (error instanceof Refusal) return { ...error.answer, replayed: false };
    throw error;
  }
}

