import { z } from 'zod/mini';
import type { ClaimAnswer, ReferralFigures, RewardHistory } from '../../machines/referral';
import type { ApiClient } from './client';

/** Amounts come as strings with 2 decimals ("150.00"); numbers are accepted too. Anything unreadable is refused. */
const money = z.pipe(
  z.union([z.string(), z.number()]),
  z.pipe(
    z.transform((value: string | number) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value))),
    z.number().check(z.refine((value) => Number.isFinite(value))),
  ),
);
const count = z.number().check(z.int(), z.gte(0));
const tiers = z.object({ tier1: count, tier2: count, tier3: count });

const figuresResponse = z.object({
  referral_code: z.string().check(z.minLength(1)),
  downlines: tiers,
  active_downlines: tiers,
  referral_turnover: money,
  lifetime_cash_rewards: money,
  cash_rewards: money,
});

const historyResponse = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      turnover: money,
      cash_reward: money,
      status: z.string(),
      period_start: z.string(),
      period_end: z.string(),
    }),
  ),
  current_page: count,
  last_page: count,
});

const claimResponse = z.object({ success: z.boolean(), amount: money });

/** GET referral (bearer): the code and the reward board. */
export async function fetchReferralFigures(client: ApiClient, signal?: AbortSignal): Promise<ReferralFigures> {
  const answer = await client.get('referral', figuresResponse, undefined, { signal });
  return {
    code: answer.referral_code,
    downlines: answer.downlines,
    activeDownlines: answer.active_downlines,
    referralTurnover: answer.referral_turnover,
    lifetimeCashRewards: answer.lifetime_cash_rewards,
    cashRewards: answer.cash_rewards,
  };
}

/** GET referral/rewards?page (bearer): one page of the Cash Reward History, newest first. */
export async function fetchRewardHistory(client: ApiClient, page: number, signal?: AbortSignal): Promise<RewardHistory> {
  const answer = await client.get('referral/rewards', historyResponse, { page }, { signal });
  return {
    rows: answer.data.map((row) => ({
      id: row.id,
      date: row.date,
      turnover: row.turnover,
      cashReward: row.cash_reward,
      status: row.status,
      periodStart: row.period_start,
      periodEnd: row.period_end,
    })),
    page: answer.current_page,
    lastPage: Math.max(1, answer.last_page),
  };
}

/**
 * POST referral/claim (bearer) under an Idempotency-Key, so a retried request pays once. A refusal
 * (422 "There are no cash rewards to claim.") rejects with the client's ApiError carrying the server's message.
 */
export async function claimReferralRewards(client: ApiClient, idempotencyKey: string, signal?: AbortSignal): Promise<ClaimAnswer> {
  const answer = await client.post('referral/claim', claimResponse, undefined, { signal, headers: { 'Idempotency-Key': idempotencyKey } });
  return { amount: answer.amount };
}
