import { and, count, desc, eq, gte, inArray, lt, max, ne, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../auth/sessions.ts';
import { exchangeBets, ledgerEntries, players, playerSessions } from '../../db/schema.ts';
import { heldExposure } from '../../exchange/views.ts';
import { readQuery } from '../../http/query.ts';
import { refusal } from '../../i18n/messages.ts';
import { fromPaisa, toPaisa } from '../../money/amounts.ts';
import { pageNumbers, pageSchema } from '../../http/paging.ts';
import { dateRangeQuery, dhakaRange } from '../../http/date-range.ts';

/** Ledger rows and login sessions: 20 a page, newest first (as the exchange bets). */
export const EXCHANGE_ACCOUNT_PER_PAGE = 20;

/** The exchange keeps Bangladesh time (spec 2 §9: GMT+6). */
export const EXCHANGE_TIME_ZONE = { name: 'Asia/Dhaka', label: 'GMT+6' } as const;

/**
 * The short player-facing account id (issue 22): "TP" and the player's number, at least 6 digits
 * (TP000042). Stable for the player's life and the same wherever it shows (the menu and My Profile);
 * the remote id (a UUID) stays the API's key and is never shown.
 */
export function playerAccountId(playerId: number): string {
  return `TP${String(playerId).padStart(6, '0')}`;
}

const pageQuery = z.object({ page: pageSchema() });
const profitLossQuery = z.object({
  /** As in the betting records (0, 1, 7 or the names), by the time the market was settled. */
  date: dateRangeQuery('all'),
});

/** The movement a ledger row of the exchange is, as the Balance Overview names it. */
function movementOf(kind: string, amount: number): 'exposure_held' | 'exposure_released' | 'settlement' {
  if (kind === 'exchange_settlement') return 'settlement';
  return amount < 0 ? 'exposure_held' : 'exposure_released';
}

const marketKeyOf = (reference: string) => reference.replace(/^exchange:/, '');

/**
 * The working pages of the exchange account (issue 10): My Profile, Balance Overview, Profit & Loss
 * and Activity Log. My Bets and Bets History read GET /api/exchange/bets (routes/exchange/bets.ts).
 */
export function registerExchangeAccountRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps.database;
  const guard = requirePlayer(deps);

  app.get('/api/exchange/profile', guard, async (c) => {
    const [row] = await db
      .select({ id: players.id, username: players.username, name: players.name, currency: players.currency, createdAt: players.createdAt })
      .from(players)
      .where(eq(players.id, c.get('player').playerId));
    if (!row) return c.json(refusal('unauthenticated'), 401);
    return c.json({
      account_id: playerAccountId(row.id),
      username: row.username,
      name: row.name,
      currency: row.currency,
      time_zone: EXCHANGE_TIME_ZONE.name,
      time_zone_label: EXCHANGE_TIME_ZONE.label,
      member_since: row.createdAt.toISOString(),
    });
  });

  app.get('/api/exchange/balance-overview', guard, async (c) => {
    const { page } = readQuery(c, pageQuery);
    const playerId = c.get('player').playerId;
    const [wallet] = await db.select({ balance: players.balance }).from(players).where(eq(players.id, playerId));
    const balance = toPaisa(wallet?.balance ?? '0');
    const exposure = await heldExposure(db, playerId);
    const where = and(eq(ledgerEntries.playerId, playerId), inArray(ledgerEntries.kind, ['exchange_exposure', 'exchange_settlement']));
    const [total] = await db.select({ rows: count() }).from(ledgerEntries).where(where);
    const rows = await db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(EXCHANGE_ACCOUNT_PER_PAGE)
      .offset((page - 1) * EXCHANGE_ACCOUNT_PER_PAGE);
    // The event and market each row belongs to, from the bets of that market.
    const keys = [...new Set(rows.map((row) => marketKeyOf(row.reference)))];
    const markets =
      keys.length === 0
        ? []
        : await db
            .selectDistinct({ marketKey: exchangeBets.marketKey, eventName: exchangeBets.eventName, marketName: exchangeBets.marketName })
            .from(exchangeBets)
            .where(and(eq(exchangeBets.playerId, playerId), inArray(exchangeBets.marketKey, keys)));
    const marketOf = new Map(markets.map((market) => [market.marketKey, market]));
    const all = total?.rows ?? 0;
    return c.json({
      balance: fromPaisa(balance),
      exposure: fromPaisa(exposure),
      // What the player has in the exchange with their open bets' holds counted back in.
      total: fromPaisa(balance + exposure),
      data: rows.map((row) => {
        const amount = toPaisa(row.amount);
        const market = marketOf.get(marketKeyOf(row.reference));
        return {
          id: row.id,
          movement: movementOf(row.kind, amount),
          amount: fromPaisa(amount),
          balance_after: row.balanceAfter,
          event_name: market?.eventName ?? null,
          market_name: market?.marketName ?? null,
          created_at: row.createdAt.toISOString(),
        };
      }),
      ...pageNumbers(page, EXCHANGE_ACCOUNT_PER_PAGE, all),
      total_rows: all,
    });
  });

  app.get('/api/exchange/profit-loss', guard, async (c) => {
    const query = readQuery(c, profitLossQuery);
    const range = dhakaRange(query.date, deps.clock.now());
    const where = and(
      eq(exchangeBets.playerId, c.get('player').playerId),
      ne(exchangeBets.status, 'open'),
      range ? gte(exchangeBets.settledAt, range.from) : undefined,
      range ? lt(exchangeBets.settledAt, range.to) : undefined,
    );
    const settledAt = max(exchangeBets.settledAt);
    const rows = await db
      .select({
        eventId: exchangeBets.eventId,
        eventName: exchangeBets.eventName,
        marketKey: exchangeBets.marketKey,
        marketName: exchangeBets.marketName,
        bets: count(),
        stake: sql<string>`sum(${exchangeBets.stake})::text`,
        profitLoss: sql<string>`coalesce(sum(${exchangeBets.profitLoss}), 0)::text`,
        settledAt,
      })
      .from(exchangeBets)
      .where(where)
      .groupBy(exchangeBets.eventId, exchangeBets.eventName, exchangeBets.marketKey, exchangeBets.marketName)
      .orderBy(desc(settledAt), exchangeBets.marketKey);
    let stake = 0;
    let profitLoss = 0;
    const data = rows.map((row) => {
      stake += toPaisa(row.stake);
      profitLoss += toPaisa(row.profitLoss);
      const at = row.settledAt instanceof Date ? row.settledAt : new Date(String(row.settledAt));
      return {
        event_id: row.eventId,
        event_name: row.eventName,
        market_name: row.marketName,
        bets: row.bets,
        stake: fromPaisa(toPaisa(row.stake)),
        profit_loss: fromPaisa(toPaisa(row.profitLoss)),
        settled_at: at.toISOString(),
      };
    });
    return c.json({ data, totals: { bets: rows.reduce((sum, row) => sum + row.bets, 0), stake: fromPaisa(stake), profit_loss: fromPaisa(profitLoss) } });
  });

  app.get('/api/exchange/activity', guard, async (c) => {
    const { page } = readQuery(c, pageQuery);
    const { playerId, sessionId } = c.get('player');
    const now = deps.clock.now().getTime();
    const where = eq(playerSessions.playerId, playerId);
    const [total] = await db.select({ rows: count() }).from(playerSessions).where(where);
    const rows = await db
      .select({ id: playerSessions.id, createdAt: playerSessions.createdAt, lastSeenAt: playerSessions.lastSeenAt, revokedAt: playerSessions.revokedAt })
      .from(playerSessions)
      .where(where)
      .orderBy(desc(playerSessions.createdAt), desc(playerSessions.id))
      .limit(EXCHANGE_ACCOUNT_PER_PAGE)
      .offset((page - 1) * EXCHANGE_ACCOUNT_PER_PAGE);
    const all = total?.rows ?? 0;
    return c.json({
      data: rows.map((row) => {
        const expired = now - row.lastSeenAt.getTime() > SESSION_IDLE_MS || now - row.createdAt.getTime() > SESSION_ABSOLUTE_MS;
        const active = row.revokedAt === null && !expired;
        return {
          id: row.id,
          logged_in_at: row.createdAt.toISOString(),
          last_seen_at: row.lastSeenAt.toISOString(),
          status: active ? 'active' : 'ended',
          /** Logged out (or the password changed): when; an expired session has none. */
          ended_at: row.revokedAt?.toISOString() ?? null,
          current: row.id === sessionId,
        };
      }),
      ...pageNumbers(page, EXCHANGE_ACCOUNT_PER_PAGE, all),
      total: all,
    });
  });
}
