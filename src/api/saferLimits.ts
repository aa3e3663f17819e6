import { z } from 'zod/mini';
import type { ActivityStatement, StatementPeriod } from '../../machines/activityStatement';
import type { LimitFields, LimitPeriod, LimitsAnswer, LimitsSaved, PeriodLimit } from '../../machines/saferLimits';
import type { ApiClient } from './client';

/** Amounts come as strings with 2 decimals ("5000.00", "-120.00"); numbers are accepted too. */
const money = z.pipe(
  z.union([z.string(), z.number()]),
  z.pipe(
    z.transform((value: string | number) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value))),
    z.number().check(z.refine((value) => Number.isFinite(value))),
  ),
);
const period = z.enum(['day', 'week', 'month']);

const limit = z.object({
  amount: z.nullable(money),
  used: money,
  left: z.nullable(money),
  resets_at: z.nullable(z.string()),
  pending: z.nullable(z.object({ amount: z.nullable(money), requested_at: z.string(), confirmable_at: z.string() })),
});

const limitsBody = {
  limits: z.object({ day: limit, week: limit, month: limit }),
  allowance: z.object({ left: z.nullable(money), period: z.nullable(period), resets_at: z.nullable(z.string()) }),
  limit_prompt: z.boolean(),
};
const limitsResponse = z.object(limitsBody);
const savedResponse = z.object({ ...limitsBody, applied: z.array(period), pending: z.array(period) });
const dismissedResponse = z.object({ code: z.optional(z.string()) });

const figures = { deposits: money, withdrawals: money };
const statementResponse = z.object({
  lifetime: z.object({ ...figures, net_deposits: money }),
  periods: z.array(z.object({ period: z.enum(['24h', '7d', '30d', '12m']), ...figures, stakes: money, net_win_loss: money })),
});

type LimitAnswer = z.infer<typeof limit>;
type LimitsBody = z.infer<typeof limitsResponse>;

function periodLimitOf(answer: LimitAnswer): PeriodLimit {
  return {
    amount: answer.amount,
    used: answer.used,
    left: answer.left,
    resetsAt: answer.resets_at,
    pending: answer.pending ? { amount: answer.pending.amount, requestedAt: answer.pending.requested_at, confirmableAt: answer.pending.confirmable_at } : null,
  };
}

/** The limits answer read; `now` is the clock when it came (the machine's clock for Confirm). */
function limitsOf(answer: LimitsBody, now: number): LimitsAnswer {
  return {
    limits: { day: periodLimitOf(answer.limits.day), week: periodLimitOf(answer.limits.week), month: periodLimitOf(answer.limits.month) },
    allowance: { left: answer.allowance.left, period: answer.allowance.period, resetsAt: answer.allowance.resets_at },
    limitPrompt: answer.limit_prompt,
    now,
  };
}

/** GET safer-gambling/limits (bearer): the three limits, what is used and left, pending changes, the allowance and the prompt. */
export async function fetchLimits(client: ApiClient, now: () => number, signal?: AbortSignal): Promise<LimitsAnswer> {
  return limitsOf(await client.get('safer-gambling/limits', limitsResponse, undefined, { signal }), now());
}

/** POST safer-gambling/limits (bearer): "" is no limit; which applied at once and which wait (refusal `limit_amount_invalid` with `field`). */
export async function saveLimits(client: ApiClient, fields: LimitFields, now: () => number, signal?: AbortSignal): Promise<LimitsSaved> {
  const answer = await client.post('safer-gambling/limits', savedResponse, fields, { signal });
  return { ...limitsOf(answer, now()), applied: answer.applied, pending: answer.pending };
}

/** POST safer-gambling/limits/confirm (bearer): applies a pending change once its time has passed (refusals `limit_not_confirmable`, `limit_change_missing`). */
export async function confirmLimit(client: ApiClient, limitPeriod: LimitPeriod, now: () => number, signal?: AbortSignal): Promise<LimitsAnswer> {
  return limitsOf(await client.post('safer-gambling/limits/confirm', limitsResponse, { period: limitPeriod }, { signal }), now());
}

/** POST safer-gambling/limits/cancel (bearer): drops a pending change (refusal `limit_change_missing`). */
export async function cancelLimitChange(client: ApiClient, limitPeriod: LimitPeriod, now: () => number, signal?: AbortSignal): Promise<LimitsAnswer> {
  return limitsOf(await client.post('safer-gambling/limits/cancel', limitsResponse, { period: limitPeriod }, { signal }), now());
}

/** POST safer-gambling/limit-prompt/dismiss (bearer): "Not now" — the prompt is not shown again. */
export async function dismissLimitPrompt(client: ApiClient, signal?: AbortSignal): Promise<void> {
  await client.post('safer-gambling/limit-prompt/dismiss', dismissedResponse, undefined, { signal });
}

/** GET safer-gambling/statement (bearer): net deposits over the account's life and the figures of four periods. */
export async function fetchStatement(client: ApiClient, signal?: AbortSignal): Promise<ActivityStatement> {
  const answer = await client.get('safer-gambling/statement', statementResponse, undefined, { signal });
  return {
    lifetime: { deposits: answer.lifetime.deposits, withdrawals: answer.lifetime.withdrawals, netDeposits: answer.lifetime.net_deposits },
    periods: answer.periods.map((row) => ({ period: row.period as StatementPeriod, deposits: row.deposits, withdrawals: row.withdrawals, stakes: row.stakes, netWinLoss: row.net_win_loss })),
  };
}
