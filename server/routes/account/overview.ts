import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { refusal } from '../../i18n/messages.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import type { AppDb } from '../../db/client.ts';
import { bets, fundsTransactions, players, playerSessions, vipConversions } from '../../db/schema.ts';
import type { FundsAction } from '../../db/tables/funds.ts';
import { fromPaisa, toPaisa } from '../../money/amounts.ts';
import { remoteIdMismatch } from '../../auth/remote-id.ts';
import { pageAnswer, pageSchema } from '../../http/paging.ts';
import { readQuery } from '../../http/query.ts';

/**
 * VIP levels (spec 2 §9: desktop levels "Normal then Elite I"). The level follows the player's
 * lifetime VIP experience: every VP ever received from bets (`bets.vip_points`), whatever was
 * converted since. Normal from 0; Elite I from 10,000 VP of experience. The site shows these codes
 * in its own words ('normal' Normal, 'elite1' Elite I).
 */
export const VIP_LEVELS = [
  { code: 'normal', from: 0 },
  { code: 'elite1', from: 10_000 },
] as const;
export type VipLevelCode = (typeof VIP_LEVELS)[number]['code'];

/** VIP records and history: 10 rows a page, newest first. */
export const VIP_RECORDS_PER_PAGE = 10;

/** Asia/Dhaka is UTC+6 all year: a timestamp's Dhaka calendar month. */
const dhakaMonth = sql<string>`to_char((${bets.createdAt} at time zone 'UTC') + interval '6 hours', 'YYYY-MM')`;

export type VipStanding = {
  vip_level: VipLevelCode;
  vip_experience: string;
  /** The next level and the experience it starts at; null at the top level. */
  vip_next_level: VipLevelCode | null;
  vip_next_level_experience: string | null;
  /** Progress from the current level's start to the next level's, 0–100 (100 at the top level). */
  vip_progress: number;
};

/** The level, next level and progress of an experience in paisa (hundredths of a VP). */
export function vipStandingOf(experiencePaisa: number): VipStanding {
  const experience = experiencePaisa / 100;
  let index = 0;
  VIP_LEVELS.forEach((level, at) => {
    if (experience >= level.from) index = at;
  });
  const current = VIP_LEVELS[index] ?? VIP_LEVELS[0];
  const next = VIP_LEVELS[index + 1];
  const progress = next ? Math.min(100, Math.floor(((experience - current.from) / (next.from - current.from)) * 10_000) / 100) : 100;
  return {
    vip_level: current.code,
    vip_experience: fromPaisa(experiencePaisa),
    vip_next_level: next?.code ?? null,
    vip_next_level_experience: next ? fromPaisa(next.from * 100) : null,
    vip_progress: progress,
  };
}

/** Lifetime VIP experience of a player, in paisa. */
async function experienceOf(db: AppDb, playerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bets.vipPoints}), 0)::numeric(14,2)::text` })
    .from(bets)
    .where(eq(bets.playerId, playerId));
  return toPaisa(row?.total ?? '0');
}

async function newestRequest(db: AppDb, playerId: number, action: FundsAction) {
  const [row] = await db
    .select({ amount: fundsTransactions.amount, status: fundsTransactions.status, created_at: fundsTransactions.createdAt })
    .from(fundsTransactions)
    .where(and(eq(fundsTransactions.playerId, playerId), eq(fundsTransactions.action, action)))
    .orderBy(desc(fundsTransactions.createdAt), desc(fundsTransactions.id))
    .limit(1);
  return row ? { amount: row.amount, status: row.status, created_at: row.created_at.toISOString() } : null;
}

const remoteIdSchema = z.string().max(100, 'remote_id_too_long').optional();
const recordsQuery = z.object({
  remote_id: remoteIdSchema,
  kind: z.enum(['received', 'used'], { error: 'vip_records_kind_invalid' }),
  page: pageSchema(),
});

/**
 * The member area (spec 2 §2 Member menu, VIP): the desktop overview, and the VIP records the
 * server keeps — VP received per bet, VP used per conversion, and the history per Dhaka month.
 * Every call answers the logged-in player's own data only.
 */
export function registerMemberRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps.database;
  const guard = requirePlayer(deps);

  app.get('/api/account/overview', guard, async (c) => {
    const player = c.get('player');
    const query = readQuery(c, z.object({ remote_id: remoteIdSchema }));
    const refused = remoteIdMismatch(c, player, query.remote_id);
    if (refused) return refused;
    const [me] = await db
      .select({ username: players.username, vipCoin: players.vipCoin, createdAt: players.createdAt })
      .from(players)
      .where(eq(players.id, player.playerId));
    if (!me) return c.json(refusal('unauthenticated'), 401);
    // The login before this one: the newest session opened before the current session (ids only grow).
    const [previous] = await db
      .select({ createdAt: playerSessions.createdAt })
      .from(playerSessions)
      .where(and(eq(playerSessions.playerId, player.playerId), lt(playerSessions.id, player.sessionId)))
      .orderBy(desc(playerSessions.id))
      .limit(1);
    const [lastDeposit, lastWithdrawal, experience] = await Promise.all([
      newestRequest(db, player.playerId, 'deposit'),
      newestRequest(db, player.playerId, 'withdraw'),
      experienceOf(db, player.playerId),
    ]);
    return c.json({
      success: true,
      data: {
        username: me.username,
        vip_coin: fromPaisa(toPaisa(me.vipCoin)),
        created_at: me.createdAt.toISOString(),
        last_login: previous?.createdAt.toISOString() ?? null,
        last_deposit: lastDeposit,
        last_withdrawal: lastWithdrawal,
        ...vipStandingOf(experience),
      },
    });
  });

  app.get('/api/vip/records', guard, async (c) => {
    const player = c.get('player');
    const query = readQuery(c, recordsQuery);
    const refused = remoteIdMismatch(c, player, query.remote_id);
    if (refused) return refused;
    const offset = (query.page - 1) * VIP_RECORDS_PER_PAGE;
    let total: number;
    let data: unknown[];
    if (query.kind === 'received') {
      const mine = and(eq(bets.playerId, player.playerId), gt(bets.vipPoints, '0'));
      const [counted] = await db.select({ total: count() }).from(bets).where(mine);
      total = counted?.total ?? 0;
      const rows = await db
        .select({ id: bets.id, vip_points: bets.vipPoints, game_name: bets.gameName, platform: bets.platform, created_at: bets.createdAt })
        .from(bets)
        .where(mine)
        .orderBy(desc(bets.createdAt), desc(bets.id))
        .limit(VIP_RECORDS_PER_PAGE)
        .offset(offset);
      data = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    } else {
      const mine = eq(vipConversions.playerId, player.playerId);
      const [counted] = await db.select({ total: count() }).from(vipConversions).where(mine);
      total = counted?.total ?? 0;
      const rows = await db
        .select({ id: vipConversions.id, vip_points: vipConversions.vipCoin, amount: vipConversions.amount, created_at: vipConversions.createdAt })
        .from(vipConversions)
        .where(mine)
        .orderBy(desc(vipConversions.createdAt), desc(vipConversions.id))
        .limit(VIP_RECORDS_PER_PAGE)
        .offset(offset);
      data = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    }
    return c.json({ success: true, data, ...pageAnswer(query.page, VIP_RECORDS_PER_PAGE, total) });
  });

  app.get('/api/vip/history', guard, async (c) => {
    const player = c.get('player');
    const query = readQuery(c, z.object({ remote_id: remoteIdSchema }));
    const refused = remoteIdMismatch(c, player, query.remote_id);
    if (refused) return refused;
    const months = await db
      .select({ month: dhakaMonth, experience: sql<string>`sum(${bets.vipPoints})::numeric(14,2)::text` })
      .from(bets)
      .where(and(eq(bets.playerId, player.playerId), gt(bets.vipPoints, '0')))
      .groupBy(dhakaMonth)
      .orderBy(dhakaMonth);
    // The level of a month is the one reached by the end of it (lifetime experience so far).
    let lifetime = 0;
    const data = months.map((row) => {
      const experience = toPaisa(row.experience);
      lifetime += experience;
      const [year = '0', month = '0'] = row.month.split('-');
      return { year: Number(year), month: Number(month), vip_level: vipStandingOf(lifetime).vip_level, experience: fromPaisa(experience) };
    });
    return c.json({ success: true, data: data.reverse() });
  });
}
