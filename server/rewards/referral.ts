import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { bets, players, referralRewards, type ReferralRewardDay } from '../db/schema.ts';
import { refusal } from '../i18n/messages.ts';
import { fromPaisa, toPaisa, type Paisa } from '../money/amounts.ts';
import { runIdempotent, type StoredAnswer } from '../money/idempotency.ts';
import { moveMoney, type DbOrTx } from '../money/ledger.ts';
import { breakRefusal } from '../safer/breaks.ts';

import { pageNumbers } from '../http/paging.ts';
import { RATE_SCALE, REFERRAL_TABS } from './limits.ts';

export { REFERRAL_TABS };

/** Spec 2 §9: "Referral promo claims up to taka 3,00,000 monthly" (per Dhaka calendar month). */
export const MONTHLY_CLAIM_CAP: Paisa = 300_000 * 100;

/** "Active" downline: placed at least one bet in the last 30 days. */
export const ACTIVE_DAYS = 30;
const HISTORY_PAGE_SIZE = 10;
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** Turnover (settled stakes) of one Dhaka day, per downline tier, in paisa. */
export type TierTurnover = readonly [tier1: Paisa, tier2: Paisa, tier3: Paisa];

/** The tab a day's total downline turnover reaches, or null at or below ৳100. */
export function referralTabOf(total: Paisa): (typeof REFERRAL_TABS)[number] | null {
  let reached: (typeof REFERRAL_TABS)[number] | null = null;
  for (const tab of REFERRAL_TABS) {
    if (tab.exclusive ? total > tab.fromPaisa : total >= tab.fromPaisa) reached = tab;
  }
  return reached;
}

/**
 * The cash reward of one Dhaka day (spec 2 §9): each tier's turnover times the rate of that tier in the
 * tab the day's total turnover reaches, each rounded down to the paisa. Monotone: more turnover never pays less.
 */
export function dailyReferralReward(turnover: TierTurnover): Paisa {
  const tab = referralTabOf(turnover[0] + turnover[1] + turnover[2]);
  if (!tab) return 0;
  return turnover.reduce<number>((sum, tierTurnover, tier) => sum + Math.floor((tierTurnover * (tab.rates[tier] ?? 0)) / RATE_SCALE), 0);
}

/** The Dhaka calendar day (YYYY-MM-DD) and month (YYYY-MM) of an instant (GMT+6, no daylight saving). */
export const dhakaDay = (at: Date) => new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
const dhakaMonthStart = (at: Date) => new Date(Date.parse(`${dhakaDay(at).slice(0, 7)}-01T00:00:00Z`) - DHAKA_OFFSET_MS);

/** Player ids of the downlines, by tier: tier 1 referred by the player, tier 2 by tier 1, tier 3 by tier 2. */
async function downlineTiers(db: DbOrTx, playerId: number): Promise<[number[], number[], number[]]> {
  const referredBy = async (ids: number[]) =>
    ids.length === 0 ? [] : (await db.select({ id: players.id }).from(players).where(inArray(players.referredBy, ids))).map((row) => row.id);
  const tier1 = await referredBy([playerId]);
  const tier2 = await referredBy(tier1);
  const tier3 = await referredBy(tier2);
  return [tier1, tier2, tier3];
}

type DayRow = { day: string; turnover: [Paisa, Paisa, Paisa] };

/** Settled stakes of the downlines per Dhaka day of settlement, per tier, oldest day first. */
async function turnoverByDay(db: DbOrTx, tiers: number[][]): Promise<DayRow[]> {
  const byDay = new Map<string, [Paisa, Paisa, Paisa]>();
  for (const [tier, ids] of tiers.entries()) {
    if (ids.length === 0) continue;
    const day = sql<string>`to_char((${bets.settledAt} at time zone 'UTC') + interval '6 hours', 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, stake: sql<string>`sum(${bets.betAmount})::numeric(14,2)::text` })
      .from(bets)
      .where(and(inArray(bets.playerId, ids), eq(bets.status, 'settled')))
      .groupBy(day);
    for (const row of rows) {
      const turnover = byDay.get(row.day) ?? [0, 0, 0];
      byDay.set(row.day, turnover.map((value, index) => (index === tier ? value + toPaisa(row.stake) : value)) as [Paisa, Paisa, Paisa]);
    }
  }
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, turnover]) => ({ day, turnover }));
}

/** What the player is owed, day by day, after earlier claims, and what may be claimed now under the monthly cap. */
type Figures = {
  tiers: [number[], number[], number[]];
  days: (DayRow & { reward: Paisa; owed: Paisa; counted: Paisa })[];
  lifetime: Paisa;
  claimedThisMonth: Paisa;
  claimable: Paisa;
};

async function referralFigures(db: DbOrTx, playerId: number, now: Date): Promise<Figures> {
  const tiers = await downlineTiers(db, playerId);
  const turnover = await turnoverByDay(db, tiers);
  const claims = await db
    .select({ amount: referralRewards.amount, days: referralRewards.days, createdAt: referralRewards.createdAt })
    .from(referralRewards)
    .where(eq(referralRewards.playerId, playerId));
  const paid = new Map<string, Paisa>();
  const counted = new Map<string, Paisa>();
  let lifetime = 0;
  let claimedThisMonth = 0;
  const monthStart = dhakaMonthStart(now).getTime();
  for (const claim of claims) {
    const amount = toPaisa(claim.amount);
    lifetime += amount;
    if (claim.createdAt.getTime() >= monthStart) claimedThisMonth += amount;
    for (const day of claim.days) {
      paid.set(day.day, (paid.get(day.day) ?? 0) + toPaisa(day.paid));
      counted.set(day.day, Math.max(counted.get(day.day) ?? 0, toPaisa(day.turnover)));
    }
  }
  const days = turnover.map((row) => {
    const reward = dailyReferralReward(row.turnover);
    return { ...row, reward, owed: Math.max(0, reward - (paid.get(row.day) ?? 0)), counted: counted.get(row.day) ?? 0 };
  });
  const owed = days.reduce((sum, day) => sum + day.owed, 0);
  const claimable = Math.min(owed, Math.max(0, MONTHLY_CLAIM_CAP - claimedThisMonth));
  return { tiers, days, lifetime, claimedThisMonth, claimable };
}

/** Downlines per tier that placed at least one bet in the last 30 days ("active"). */
async function activeCounts(db: DbOrTx, tiers: number[][], now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - ACTIVE_DAYS * 24 * 60 * 60 * 1000);
  return Promise.all(
    tiers.map(async (ids) => {
      if (ids.length === 0) return 0;
      const [row] = await db
        .select({ count: sql<number>`count(distinct ${bets.playerId})::int` })
        .from(bets)
        .where(and(inArray(bets.playerId, ids), gte(bets.createdAt, since)));
      return row?.count ?? 0;
    }),
  );
}

/**
 * Pays everything claimable in one transaction: the player row locked first (concurrent claims queue and
 * the later ones find nothing left), one `referral_rewards` row with the days it pays, one `referral_reward`
 * ledger credit. Days are paid oldest first until the month's cap is reached; the rest stays owed.
 */
async function claimRewards(tx: DbOrTx, playerId: number, at: Date): Promise<StoredAnswer> {
  // Like moveMoney: NO KEY UPDATE does not conflict with the KEY SHARE lock of the idempotency key's insert.
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('no key update');
  // No claim during a time-out or self-exclusion (issue 24): the rewards stay owed.
  const onBreak = await breakRefusal(tx, playerId, at);
  if (onBreak) return { status: onBreak.status, body: { success: false, ...(onBreak.body as Record<string, unknown>) } };
  const figures = await referralFigures(tx, playerId, at);
  if (figures.claimable <= 0) return { status: 422, body: { success: false, ...refusal('referral_nothing_to_claim') } };
  let left = figures.claimable;
  const paidDays: ReferralRewardDay[] = [];
  let newTurnover = 0;
  for (const day of figures.days) {
    if (left <= 0) break;
    if (day.owed <= 0) continue;
    const pay = Math.min(day.owed, left);
    left -= pay;
    const total = day.turnover[0] + day.turnover[1] + day.turnover[2];
    newTurnover += Math.max(0, total - day.counted);
    paidDays.push({ day: day.day, turnover: fromPaisa(total), reward: fromPaisa(day.reward), paid: fromPaisa(pay) });
  }
  const amount = figures.claimable;
  const first = paidDays[0];
  const last = paidDays[paidDays.length - 1];
  if (!first || !last) throw new Error('a claimable reward without a day');
  const moved = await moveMoney(tx, { playerId, amount, kind: 'referral_reward', reference: `referral_reward:${first.day}..${last.day}`, actor: 'player', at });
  const [claim] = await tx
    .insert(referralRewards)
    .values({
      playerId,
      periodStart: first.day,
      periodEnd: last.day,
      turnover: fromPaisa(newTurnover),
      amount: fromPaisa(amount),
      days: paidDays,
      ledgerEntryId: moved.entryId,
      createdAt: at,
    })
    .returning({ id: referralRewards.id });
  if (!claim) throw new Error('referral reward insert returned nothing');
  return { status: 200, body: { success: true, ...refusal('referral_claimed', { amount: fromPaisa(amount) }), balance: moved.balance } };
}

/**
 * POST referral/claim: claims everything claimable (see claimRewards); with an Idempotency-Key a
 * repeat replays the first answer.
 */
export function claimReferralRewards(db: AppDb, request: { playerId: number; key: string | undefined; at: Date }): Promise<StoredAnswer & { replayed: boolean }> {
  const { playerId, key, at } = request;
  return runIdempotent(db, { playerId, scope: 'referral-claim', key, parameters: {}, at }, (tx) => claimRewards(tx, playerId, at));
}

/** GET referral: the player's code, downlines, turnover and cash rewards; undefined for an unknown player. */
export async function referralSummary(db: AppDb, playerId: number, now: Date) {
  const [row] = await db.select({ code: players.referralCode }).from(players).where(eq(players.id, playerId));
  if (!row) return undefined;
  const figures = await referralFigures(db, playerId, now);
  const active = await activeCounts(db, figures.tiers, now);
  const turnover = figures.days.reduce((sum, day) => sum + day.turnover[0] + day.turnover[1] + day.turnover[2], 0);
  return {
    referral_code: row.code,
    downlines: { tier1: figures.tiers[0].length, tier2: figures.tiers[1].length, tier3: figures.tiers[2].length },
    active_downlines: { tier1: active[0] ?? 0, tier2: active[1] ?? 0, tier3: active[2] ?? 0 },
    referral_turnover: fromPaisa(turnover),
    lifetime_cash_rewards: fromPaisa(figures.lifetime),
    cash_rewards: fromPaisa(figures.claimable),
    claimed_this_month: fromPaisa(figures.claimedThisMonth),
    monthly_cap: fromPaisa(MONTHLY_CLAIM_CAP),
  };
}

/** GET referral/rewards?page: the player's claims, newest first, ten a page. */
export async function referralHistory(db: AppDb, playerId: number, page: number) {
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(referralRewards).where(eq(referralRewards.playerId, playerId));
  const total = count?.total ?? 0;
  const rows = await db
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.playerId, playerId))
    .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id))
    .limit(HISTORY_PAGE_SIZE)
    .offset((page - 1) * HISTORY_PAGE_SIZE);
  return {
    data: rows.map((row) => ({
      id: row.id,
      date: row.createdAt.toISOString(),
      turnover: row.turnover,
      cash_reward: row.amount,
      status: 'claimed',
      period_start: row.periodStart,
      period_end: row.periodEnd,
    })),
    ...pageNumbers(page, HISTORY_PAGE_SIZE, total),
    total,
  };
}
