import { and, count, desc, eq, getTableName, gte, lt, ne, sql, type Column, type Table } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer, requirePlayerReading } from '../../auth/require-player.ts';
import { sessionByToken, sessionColumns } from '../../auth/sessions.ts';
import { exchangeBets, ledgerEntries, players, playerSessions } from '../../db/schema.ts';
import { placeBet } from '../../exchange/place.ts';
import { betJson } from '../../exchange/views.ts';
import type { FanOut } from '../../exchange/fanout.ts';
import { readJsonBody } from '../../http/json-body.ts';
import { readQuery } from '../../http/query.ts';
import { fromPaisa, toPaisa } from '../../money/amounts.ts';
import { idempotencyKeyOf, idempotentJson, invalidKeyAnswer } from '../../money/idempotency.ts';
import { pageNumbers, pageSchema } from '../../http/paging.ts';
import { dateRangeQuery, dhakaRange } from '../../http/date-range.ts';

const PER_PAGE = 20;

/** `"table"."column"`: drizzle writes a column in a select's sql`` unqualified, which a correlated subquery cannot have. */
const qualified = (table: Table, column: Column) => sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;

const betBody = z
  .object({
    market: z.enum(['match_odds', 'bookmaker', 'fancy'], { error: 'bet_market_invalid' }),
    event_id: z.string({ error: 'bet_event_id_required' }).regex(/^\d{8}$/, 'bet_event_id_invalid'),
    market_id: z.string({ error: 'bet_market_id_required' }).trim().min(1, 'bet_market_id_required').max(64, 'bet_market_id_too_long'),
    selection_id: z.number().int().positive().optional(),
    side: z.enum(['back', 'lay', 'yes', 'no'], { error: 'bet_side_invalid' }),
    odds: z.number({ error: 'bet_odds_not_number' }).positive('bet_odds_not_positive').max(100_000, 'bet_odds_too_large'),
    run: z.number().int().min(0).max(1000).optional(),
    stake: z
      .union([z.number(), z.string()], { error: 'bet_stake_required' })
      .transform((value) => String(value).trim())
      .refine((value) => /^\d{1,9}(\.\d{1,2})?$/.test(value), 'bet_stake_invalid'),
    accept_better_odds: z.boolean().optional().default(false),
  })
  .refine((body) => body.market === 'fancy' || body.selection_id !== undefined, { message: 'bet_selection_id_required', path: ['selection_id'] })
  .refine((body) => body.market !== 'fancy' || body.run !== undefined, { message: 'bet_run_required', path: ['run'] });

const listQuery = z.object({
  status: z.enum(['open', 'settled'], { error: 'bets_status_invalid' }).optional(),
  /** As in the betting records (0, 1, 7 or the names), by the time the bet was placed. */
  date: dateRangeQuery('all'),
  page: pageSchema(),
});

/**
 * Exchange betting (issue 9): place a back/lay or Yes/No bet against the market's current snapshot,
 * the header's figures (open bets, exposure, balance), and the player's exchange records (spec 2 §3).
 */
export function registerExchangeBetRoutes(app: Hono, deps: AppDeps, fanOut: FanOut): void {
  const { db } = deps.database;
  const guard = requirePlayer(deps);
  // Bets are checked against the same snapshot every viewer sees.
  const snapshot = { fetch: (path: string) => fanOut.get(path) };

  app.post('/api/exchange/bets', guard, async (c) => {
    const key = idempotencyKeyOf(c);
    if (key === 'invalid') return c.json(invalidKeyAnswer.body, invalidKeyAnswer.status as ContentfulStatusCode);
    const body = await readJsonBody(c, betBody);
    const answer = await placeBet(
      db,
      snapshot,
      deps.clock,
      c.get('player').playerId,
      {
        market: body.market,
        eventId: body.event_id,
        marketId: body.market_id,
        selectionId: body.selection_id,
        side: body.side,
        odds: body.odds,
        run: body.run,
        stake: toPaisa(body.stake),
        acceptBetterOdds: body.accept_better_odds,
      },
      key,
    );
    return idempotentJson(c, answer);
  });

  // The exchange header asks this with every page (machines/exchangeHeader.ts): the session, open bets, the wallet
  // and the held exposure in one prepared statement from the player's row, one snapshot (issue 25: one round
  // trip for the call). The exposure is heldExposure's sum (exchange/views.ts): the exchange_exposure ledger rows, negated.
  const summaryWithSession = db
    .select({
      ...sessionColumns,
      bets: sql<number>`(select count(*) from ${exchangeBets} where ${qualified(exchangeBets, exchangeBets.playerId)} = ${qualified(players, players.id)} and ${qualified(exchangeBets, exchangeBets.status)} = 'open')`.mapWith(Number),
      held: sql<string>`(select coalesce(sum(${ledgerEntries.amount}), 0)::text from ${ledgerEntries} where ${qualified(ledgerEntries, ledgerEntries.playerId)} = ${qualified(players, players.id)} and ${qualified(ledgerEntries, ledgerEntries.kind)} = 'exchange_exposure')`,
    })
    .from(playerSessions)
    .innerJoin(players, eq(players.id, playerSessions.playerId))
    .where(sessionByToken)
    .prepare('exchange_summary_by_token_hash');
  const summaryGuard = requirePlayerReading(deps, (tokenHash) => summaryWithSession.execute({ tokenHash }).then(([row]) => row));

  app.get('/api/exchange/summary', summaryGuard, (c) => {
    const { bets, held, balance } = c.get('read');
    return c.json({ bets, exposure: fromPaisa(0 - toPaisa(held)), balance });
  });

  app.get('/api/exchange/bets', guard, async (c) => {
    const query = readQuery(c, listQuery);
    const range = dhakaRange(query.date, deps.clock.now());
    const where = and(
      range ? gte(exchangeBets.placedAt, range.from) : undefined,
      range ? lt(exchangeBets.placedAt, range.to) : undefined,
      eq(exchangeBets.playerId, c.get('player').playerId),
      query.status === 'open' ? eq(exchangeBets.status, 'open') : query.status === 'settled' ? ne(exchangeBets.status, 'open') : undefined,
    );
    const [total] = await db.select({ rows: count() }).from(exchangeBets).where(where);
    const rows = await db
      .select()
      .from(exchangeBets)
      .where(where)
      .orderBy(desc(exchangeBets.placedAt), desc(exchangeBets.id))
      .limit(PER_PAGE)
      .offset((query.page - 1) * PER_PAGE);
    const all = total?.rows ?? 0;
    return c.json({ success: true, data: rows.map(betJson), ...pageNumbers(query.page, PER_PAGE, all), total: all });
  });
}
