import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { AppDb } from '../db/client.ts';
import { exchangeBets, ledgerEntries, players } from '../db/schema.ts';
import { fromPaisa, toPaisa, type Paisa } from '../money/amounts.ts';
import { runIdempotent, type StoredAnswer } from '../money/idempotency.ts';
import { InsufficientFundsError, moveMoney, type DbOrTx } from '../money/ledger.ts';
import { progressTurnover } from '../money/turnover.ts';
import { vipPointsFor } from '../routes/provider/rounds.ts';
import { exposureOf, lineProfit, liabilityOf, potentialProfitOf, runnerProfit, type ExchangeBet } from './exposure.ts';
import type { ExchangeDataSource } from './feed.ts';
import { FANCY_TYPES, type FancyType } from './markets.ts';
import { STAKE_LIMITS } from './limits.ts';

export type MarketKind = keyof typeof STAKE_LIMITS;

const EXCHANGE_ACTOR = 'exchange';

export const betMessages = {
  unavailable: 'This market is not available.',
  closed: 'This market is closed.',
  suspended: 'The market is suspended. Please try again shortly.',
  ballRunning: 'Ball running: bets are not accepted right now.',
  selection: 'This selection is not in the market.',
  side: 'This bet type is not offered on this market.',
  lineMoved: 'The line has moved. Please check it and try again.',
  insufficient: 'Insufficient balance.',
  matched: 'Bet matched.',
  stake: (kind: MarketKind) => `Stake must be between ৳${STAKE_LIMITS[kind].min.toLocaleString('en-US')} and ৳${STAKE_LIMITS[kind].max.toLocaleString('en-US')}.`,
  priceMoved: (price: number) => `The price has moved to ${price}. Please check the odds and try again.`,
} as const;

/**
 * The `code` of each refusal, beside its message, for the site to decide on (issue 22): a
 * `price_moved` answer also carries the offered `price` as a number.
 */
export const betCodes = {
  unavailable: 'market_unavailable',
  closed: 'market_closed',
  suspended: 'suspended',
  ballRunning: 'ball_running',
  selection: 'selection_not_found',
  side: 'side_not_offered',
  lineMoved: 'line_moved',
  insufficient: 'insufficient_balance',
  stake: 'stake_out_of_range',
  priceMoved: 'price_moved',
} as const;

/** A refused bet as answered: its message, its code and, for a moved price, the price offered. */
export type BetRefusal = { message: string; code: (typeof betCodes)[keyof typeof betCodes]; price?: number };

const refusal = (reason: Exclude<keyof typeof betCodes, 'stake' | 'priceMoved'>): BetRefusal => ({ message: betMessages[reason], code: betCodes[reason] });
const priceMoved = (price: number): BetRefusal => ({ message: betMessages.priceMoved(price), code: betCodes.priceMoved, price });

export type BetRequest = {
  market: MarketKind;
  eventId: string;
  /** Match Odds: its market id (1.xxxxxxxx); BookMaker: its market id; Fancy: the line's id. */
  marketId: string;
  selectionId?: number | undefined;
  side: 'back' | 'lay' | 'yes' | 'no';
  /** Decimal odds (Match Odds), the bookmaker rate (45 = 1.45), or the Fancy rate. */
  odds: number;
  /** Fancy: the line (run) the player saw. */
  run?: number | undefined;
  stake: Paisa;
  /** A better price than the one asked for is taken rather than refused. */
  acceptBetterOdds: boolean;
};

const priceSize = z.object({ price: z.number(), size: z.number() });
const matchOddsAnswer = z
  .array(
    z.object({
      marketId: z.string().optional(),
      inplay: z.boolean().optional(),
      status: z.string().optional(),
      runners: z.array(
        z.object({
          selectionId: z.number(),
          SelectionName: z.string(),
          status: z.string().optional(),
          ex: z.object({ availableToBack: z.array(priceSize), availableToLay: z.array(priceSize) }),
        }),
      ),
    }),
  )
  .min(1);
const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((value) => value === 1 || value === true);
const bookmakerRunner = z.object({ selectionId: z.number(), runner: z.string(), backPrice: z.number(), layPrice: z.number(), suspended: flag, ball_running: flag });
const fancyBet = z.object({ id: z.string(), title: z.string(), type: z.number(), no: z.number(), no_rate: z.number(), yes: z.number(), yes_rate: z.number(), suspended: flag, ball_running: flag });
const eventAnswer = z.object({
  data: z.object({
    items: z.record(
      z.string(),
      z.object({ name: z.string(), fancy2: z.record(z.string(), fancyBet), bookmaker: z.record(z.string(), z.object({ runners: z.array(bookmakerRunner) })) }),
    ),
  }),
});
const resultsAnswer = z.object({ closed: z.boolean(), winner: z.string().nullable(), winnerSelectionId: z.number().nullable(), fancy: z.record(z.string(), z.number()) });

/** What the market looks like now, as the bet needs it. */
type Quote = {
  marketKey: string;
  marketName: string;
  eventName: string;
  selectionName: string;
  selectionId: number | null;
  fancyType: FancyType | null;
  /** Every selection of a runner market (the outcomes of its exposure). */
  selectionIds: number[];
  /** The price to match at, or a refusal. */
  matched: { odds: number; run: number | null } | { refused: BetRefusal };
};

async function fetchJson(source: ExchangeDataSource, path: string): Promise<unknown> {
  const answer = await source.fetch(path);
  if (answer.status !== 200) return undefined;
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return undefined;
  }
}

/** A price compared with the one asked for: the same, or better for the player when accepted. */
function priceFor(side: 'back' | 'lay', asked: number, offered: number | undefined, acceptBetter: boolean): number | { refused: BetRefusal } {
  if (offered === undefined) return { refused: refusal('suspended') };
  if (Math.abs(offered - asked) < 1e-9) return asked;
  const better = side === 'back' ? offered > asked : offered < asked;
  return better && acceptBetter ? offered : { refused: priceMoved(offered) };
}

export async function quoteOf(source: ExchangeDataSource, request: BetRequest, eventsCache: Map<string, unknown> = new Map()): Promise<Quote | { refused: BetRefusal; status: 404 | 409 }> {
  if (request.market === 'match_odds') {
    if (request.marketId !== `1.${request.eventId}`) return { refused: refusal('unavailable'), status: 404 };
    const parsed = matchOddsAnswer.safeParse(await fetchJson(source, `match-odds/${request.marketId}`));
    const market = parsed.success ? parsed.data[0] : undefined;
    if (!market) return { refused: refusal('unavailable'), status: 404 };
    if (market.status === 'CLOSED') return { refused: refusal('closed'), status: 409 };
    const runner = market.runners.find((candidate) => candidate.selectionId === request.selectionId);
    if (!runner) return { refused: refusal('selection'), status: 404 };
    if (request.side !== 'back' && request.side !== 'lay') return { refused: refusal('side'), status: 409 };
    const eventName = market.runners.length >= 2 ? `${market.runners[0]?.SelectionName} v ${market.runners[1]?.SelectionName}` : runner.SelectionName;
    const base = { marketKey: `match_odds:${request.marketId}`, marketName: 'Match Odds', eventName, selectionName: runner.SelectionName, selectionId: runner.selectionId, fancyType: null, selectionIds: market.runners.map((candidate) => candidate.selectionId) };
    if (market.status === 'SUSPENDED') return { ...base, matched: { refused: refusal('suspended') } };
    const offered = (request.side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay)[0]?.price;
    const price = priceFor(request.side, request.odds, offered, request.acceptBetterOdds);
    return { ...base, matched: typeof price === 'number' ? { odds: price, run: null } : price };
  }
  const key = `event/${request.eventId}`;
  if (!eventsCache.has(key)) eventsCache.set(key, await fetchJson(source, key));
  const parsed = eventAnswer.safeParse(eventsCache.get(key));
  const item = parsed.success ? parsed.data.data.items[request.eventId] : undefined;
  if (!item) return { refused: refusal('unavailable'), status: 404 };
  if (request.market === 'bookmaker') {
    const market = item.bookmaker[request.marketId];
    if (!market) return { refused: refusal('closed'), status: 409 };
    const runner = market.runners.find((candidate) => candidate.selectionId === request.selectionId);
    if (!runner) return { refused: refusal('selection'), status: 404 };
    if (request.side !== 'back' && request.side !== 'lay') return { refused: refusal('side'), status: 409 };
    const base = { marketKey: `bookmaker:${request.marketId}`, marketName: 'Bookmaker', eventName: item.name, selectionName: runner.runner, selectionId: runner.selectionId, fancyType: null, selectionIds: market.runners.map((candidate) => candidate.selectionId) };
    // Spec 1 §4: the bookmaker checks ball running first.
    if (runner.ball_running) return { ...base, matched: { refused: refusal('ballRunning') } };
    if (runner.suspended) return { ...base, matched: { refused: refusal('suspended') } };
    const price = priceFor(request.side, request.odds, request.side === 'back' ? runner.backPrice : runner.layPrice, request.acceptBetterOdds);
    return { ...base, matched: typeof price === 'number' ? { odds: price, run: null } : price };
  }
  const line = item.fancy2[request.marketId];
  if (!line) return { refused: refusal('closed'), status: 409 };
  if (request.side !== 'yes' && request.side !== 'no') return { refused: refusal('side'), status: 409 };
  const type = line.type as FancyType;
  const base = { marketKey: `fancy:${request.marketId}`, marketName: line.title, eventName: item.name, selectionName: line.title, selectionId: null, fancyType: type, selectionIds: [] };
  // Spec 1 §4: Fancy checks suspended first.
  if (line.suspended) return { ...base, matched: { refused: refusal('suspended') } };
  if (line.ball_running) return { ...base, matched: { refused: refusal('ballRunning') } };
  const [run, rate] = request.side === 'yes' ? [line.yes, line.yes_rate] : [line.no, line.no_rate];
  if (rate <= 0) return { ...base, matched: { refused: refusal('side') } };
  if (run !== request.run || rate !== request.odds) return { ...base, matched: { refused: refusal('lineMoved') } };
  return { ...base, matched: { odds: rate, run } };
}

type BetRow = typeof exchangeBets.$inferSelect;

/** A stored bet as the exposure arithmetic sees it. Bookmaker rates are stored as decimal odds. */
export function exposureBetOf(row: Pick<BetRow, 'marketKind' | 'selectionId' | 'side' | 'odds' | 'stake' | 'fancyType' | 'run'>): ExchangeBet {
  const stake = toPaisa(row.stake);
  if (row.marketKind === 'fancy') {
    return { market: 'line', type: (row.fancyType ?? FANCY_TYPES.fancy) as FancyType, side: row.side === 'no' ? 'no' : 'yes', line: row.run ?? 0, rate: Number(row.odds), stake };
  }
  return { market: 'runners', selectionId: row.selectionId ?? 0, side: row.side === 'lay' ? 'lay' : 'back', odds: Number(row.odds), stake };
}

const lockPlayer = (tx: DbOrTx, playerId: number) => tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('no key update');

/** Exposure the player has held now, over every market (the ledger's exposure rows, negated). */
export async function heldExposure(tx: DbOrTx, playerId: number, marketKey?: string): Promise<Paisa> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.kind, 'exchange_exposure'), marketKey === undefined ? undefined : eq(ledgerEntries.reference, `exchange:${marketKey}`)));
  return 0 - toPaisa(row?.total ?? '0');
}

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

type CheckedBet = { refusal: StoredAnswer } | { quote: Quote; odds: number; run: number | null };

/**
 * The checks of a first attempt, in this order: the market, the selection, the side and the flags
 * (quoteOf), then the price against the snapshot, then the stake limits of the market kind.
 */
function checkBet(quote: Awaited<ReturnType<typeof quoteOf>>, request: BetRequest): CheckedBet {
  if ('status' in quote) return { refusal: { status: quote.status, body: quote.refused } };
  if ('refused' in quote.matched) return { refusal: { status: 409, body: quote.matched.refused } };
  const limits = STAKE_LIMITS[request.market];
  if (request.stake < limits.min * 100 || request.stake > limits.max * 100) return { refusal: { status: 422, body: { message: betMessages.stake(request.market), code: betCodes.stake } } };
  return { quote, odds: quote.matched.odds, run: quote.matched.run };
}

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
      await lockPlayer(tx, playerId);
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
          if (error instanceof InsufficientFundsError) throw new Refusal({ status: 422, body: { message: betMessages.insufficient, code: betCodes.insufficient, balance: error.balance } });
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
      if (balance === undefined) {
        const [wallet] = await tx.select({ balance: players.balance }).from(players).where(eq(players.id, playerId));
        balance = wallet?.balance ?? '0.00';
      }
      return { status: 201, body: { message: betMessages.matched, bet: betJson(row), balance, exposure: fromPaisa(await heldExposure(tx, playerId)) } };
    });
  } catch (error) {
    if (error instanceof Refusal) return { ...error.answer, replayed: false };
    throw error;
  }
}

/** The result a market settles on, once the feed knows it. */
type MarketResult = { kind: 'runners'; winnerSelectionId: number; winnerName: string } | { kind: 'line'; runs: number };

/**
 * The results of an event: the simulated feed's results/{eventId}; a provider without that path
 * still settles its runner markets from a closed Match Odds market's WINNER runner.
 */
async function resultsOf(source: ExchangeDataSource, eventId: string): Promise<z.infer<typeof resultsAnswer> | undefined> {
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
  const results = new Map<string, z.infer<typeof resultsAnswer> | undefined>();
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
    await lockPlayer(tx, playerId);
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
