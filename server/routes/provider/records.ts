import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import { bets, gamePlatforms, gameTypes } from '../../db/schema.ts';
import { readQuery } from '../../http/query.ts';
import { refusal, say } from '../../i18n/messages.ts';
import { fromPaisa, toPaisa } from '../../money/amounts.ts';
import { dateRangeQuery, dhakaRange } from '../../http/date-range.ts';
import { pageSchema, pagination } from '../../http/paging.ts';

export const typeLabels: Record<(typeof gameTypes)[number], string> = {
  SPORTS: 'Sports',
  CASINO: 'Casino',
  LIVE: 'Live Casino',
  SLOT: 'Slots',
  TABLE: 'Table',
  POKER: 'Poker',
  CRASH: 'Crash',
  FISHING: 'Fishing',
  ARCADE: 'Arcade',
  LOTTERY: 'Lottery',
};

/** Spec 2 §2, the desktop filter's Platform checkboxes (after All), by the spec's names. */
const specFilterPlatforms = [
  { platform: 'KA', name: 'KA Gaming' },
  { platform: 'SEXYBCRT', name: 'Sexy' },
  { platform: 'REDTIGER', name: 'Red Tiger' },
  { platform: 'SPADE', name: 'Spadegaming' },
];
/** Spec 2 §2, the desktop filter's Game Type checkboxes (after All): Slots, Live Casino, Sports, Fishing. */
const specFilterGameTypes: readonly (typeof gameTypes)[number][] = ['SLOT', 'LIVE', 'SPORTS', 'FISHING'];

const list = (pattern: RegExp, message: string) =>
  z
    .string()
    .max(500, message)
    .transform((raw) =>
      raw
        .split(',')
        .map((item) => item.trim().toUpperCase())
        .filter((item) => item !== '' && item !== 'ALL'),
    )
    .refine((items) => items.length <= 50 && items.every((item) => pattern.test(item)), message)
    .optional();

/** `settled` (the default): settled bets by settle time; `open`: bets not settled yet (the desktop Unsettled tab), by bet time. */
export const recordStatuses = ['settled', 'open'] as const;

const recordQuery = z.object({
  status: z.enum(recordStatuses, { error: 'records_status_invalid' }).optional().default('settled'),
  platform: list(/^[A-Z0-9_]{1,32}$/, 'records_platform_invalid'),
  game_type: list(new RegExp(`^(${gameTypes.join('|')})$`), 'records_game_type_invalid'),
  date: dateRangeQuery('last7days'),
  page: pageSchema(),
  per_page: z
    .enum(['10', '25', '50', '100'], { error: 'records_per_page_invalid' })
    .transform(Number)
    .optional()
    .default(10),
});

const money = (value: string | null | undefined) => fromPaisa(toPaisa(value ?? '0'));

/** Betting records of the logged-in player (spec 2 §2, §3 Bet record): settled bets (or open ones), their filters. */
export function registerRecordRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps.database;
  const guard = requirePlayer(deps);
  const dhakaDateOf = (column: typeof bets.settledAt | typeof bets.createdAt) => sql<string>`to_char((${column} at time zone 'UTC') + interval '6 hours', 'YYYY-MM-DD')`;

  app.get('/api/betting-record', guard, async (c) => {
    const player = c.get('player');
    const query = readQuery(c, recordQuery);
    const range = dhakaRange(query.date, deps.clock.now());
    // Settled bets are dated by their settle time, open ones by the time the bet was placed.
    const at = query.status === 'open' ? bets.createdAt : bets.settledAt;
    const dhakaDate = dhakaDateOf(at);
    const filters: (SQL | undefined)[] = [eq(bets.playerId, player.playerId), eq(bets.status, query.status)];
    if (query.platform && query.platform.length > 0) filters.push(inArray(bets.platform, query.platform));
    if (query.game_type && query.game_type.length > 0) filters.push(inArray(bets.gameType, query.game_type));
    if (range) filters.push(gte(at, range.from), lt(at, range.to));
    const where = and(...filters);

    const [totals] = await db
      .select({ total: count(), turnover: sql<string>`coalesce(sum(${bets.betAmount}), 0)::text`, won: sql<string>`coalesce(sum(${bets.winAmount}), 0)::text` })
      .from(bets)
      .where(where);
    const total = totals?.total ?? 0;
    const groupRows = await db
      .select({
        date: dhakaDate,
        platform: bets.platform,
        gameType: bets.gameType,
        bets: count(),
        turnover: sql<string>`sum(${bets.betAmount})::text`,
        won: sql<string>`sum(${bets.winAmount})::text`,
      })
      .from(bets)
      .where(where)
      .groupBy(dhakaDate, bets.platform, bets.gameType)
      .orderBy(desc(dhakaDate), asc(bets.platform), asc(bets.gameType));
    const rows = await db
      .select({
        id: bets.id,
        roundId: bets.roundId,
        platform: bets.platform,
        gameType: bets.gameType,
        gameName: bets.gameName,
        gameCode: bets.gameCode,
        betAmount: bets.betAmount,
        winAmount: bets.winAmount,
        createdAt: bets.createdAt,
        settledAt: bets.settledAt,
        date: dhakaDate,
      })
      .from(bets)
      .where(where)
      .orderBy(desc(at), desc(bets.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);

    // An open bet has no result yet: its profit/loss is null, not minus the stake.
    const profit = (turnover: string, won: string) => (query.status === 'open' ? null : fromPaisa(toPaisa(money(won)) - toPaisa(money(turnover))));
    return c.json({
      success: true,
      ...refusal('betting_records_fetched'),
      data: rows.map((row) => ({
        id: row.id,
        round_id: row.roundId,
        platform: row.platform,
        game_type: row.gameType,
        game_name: row.gameName,
        game_code: row.gameCode,
        bet_amount: row.betAmount,
        winAmount: row.winAmount,
        profit_loss: profit(row.betAmount, row.winAmount),
        date: row.date,
        created_at: row.createdAt.toISOString(),
        settled_at: row.settledAt?.toISOString() ?? null,
      })),
      groups: groupRows.map((row) => ({
        date: row.date,
        platform: row.platform,
        game_type: row.gameType,
        bets: row.bets,
        turnover: money(row.turnover),
        profit_loss: profit(row.turnover, row.won),
      })),
      summary: { bets: total, turnover: money(totals?.turnover), profit_loss: profit(totals?.turnover ?? '0', totals?.won ?? '0') },
      filters: {
        platform: query.platform ?? [],
        game_type: query.game_type ?? [],
        date: query.date,
        from: range?.from.toISOString() ?? null,
        to: range ? new Date(range.to.getTime() - 1).toISOString() : null,
      },
      pagination: pagination(query.page, query.per_page, total),
    });
  });

  // The games page's `get-provider?system=` lists the catalogue; the record filter lists the spec's
  // platforms first (spec 2 §2, by the spec's names), then any other platform the player bet on.
  app.get('/api/betting-record/providers', guard, async (c) => {
    const player = c.get('player');
    const rows = await db
      .selectDistinct({ platform: bets.platform, name: gamePlatforms.name, order: gamePlatforms.displayOrder })
      .from(bets)
      .leftJoin(gamePlatforms, eq(gamePlatforms.platform, bets.platform))
      .where(eq(bets.playerId, player.playerId))
      .orderBy(asc(gamePlatforms.displayOrder), asc(bets.platform));
    const listed = new Set(specFilterPlatforms.map((entry) => entry.platform));
    const others = rows.filter((row) => !listed.has(row.platform)).map((row) => ({ platform: row.platform, name: row.name ?? row.platform }));
    return c.json({ data: [...specFilterPlatforms, ...others], message: say('providers_fetched'), code: 'providers_fetched' });
  });

  // The spec's game types first (spec 2 §2), then any other type the player bet on.
  app.get('/api/betting-record/types', guard, async (c) => {
    const player = c.get('player');
    const rows = await db.selectDistinct({ type: bets.gameType }).from(bets).where(eq(bets.playerId, player.playerId));
    const mine = new Set(rows.map((row) => row.type));
    const others = gameTypes.filter((type) => mine.has(type) && !specFilterGameTypes.includes(type));
    const data = [...specFilterGameTypes, ...others].map((type) => ({ type, name: typeLabels[type] }));
    return c.json({ data, ...refusal('game_types_fetched') });
  });

  app.get('/api/get-type', (c) =>
    c.json({ data: gameTypes.map((type) => ({ type, name: typeLabels[type] })), ...refusal('game_types_fetched') }),
  );
}
