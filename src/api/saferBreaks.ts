import { z } from 'zod/mini';
import type { ExclusionPeriod, RealityCheckInterval, Restriction, SaferStatus, TimeOutPeriod } from '../../machines/lib/saferBreaks';
import type { ApiClient } from './client';

/**
 * Issue 24, the S2 endpoints of the shared contract: breaks (time-out, self-exclusion, the return
 * after an exclusion) and the reality check. Times are ISO 8601 UTC texts; amounts two-decimal texts.
 */

export type { BreakKind, ExclusionPeriod, RealityCheckInterval, Restriction, SaferStatus, TimeOutPeriod } from '../../machines/lib/saferBreaks';

export const restrictionSchema = z.nullable(
  z.object({
    kind: z.enum(['time_out', 'self_exclusion']),
    started_at: z.string(),
    ends_at: z.string(),
    return_requested_at: z.optional(z.nullable(z.string())),
    return_confirmable_at: z.optional(z.nullable(z.string())),
  }),
);

type RestrictionAnswer = z.infer<typeof restrictionSchema>;

/** The contract's restriction as the site reads it (null: no break). */
export function restrictionOf(answer: RestrictionAnswer | undefined): Restriction | null {
  if (!answer) return null;
  return {
    kind: answer.kind,
    startedAt: answer.started_at,
    endsAt: answer.ends_at,
    returnRequestedAt: answer.return_requested_at ?? null,
    returnConfirmableAt: answer.return_confirmable_at ?? null,
  };
}

const interval = z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(45), z.literal(60)]);

const statusResponse = z.object({
  restriction: restrictionSchema,
  reality_check: z.object({ interval_minutes: interval }),
  session: z.object({ started_at: z.string(), net_win_loss: z.string() }),
});

const realityCheckResponse = z.object({ reality_check: z.object({ interval_minutes: interval }) });

const breakResponse = z.object({ restriction: restrictionSchema });

/** GET safer-gambling/status: the break, the reality-check interval and this session's clock and net. */
export async function fetchSaferStatus(client: ApiClient, signal?: AbortSignal): Promise<SaferStatus> {
  const answer = await client.get('safer-gambling/status', statusResponse, undefined, { signal });
  return {
    restriction: restrictionOf(answer.restriction),
    realityCheck: { intervalMinutes: answer.reality_check.interval_minutes },
    session: { startedAt: answer.session.started_at, netWinLoss: answer.session.net_win_loss },
  };
}

/** POST safer-gambling/reality-check { interval_minutes }: the interval as saved. */
export async function saveRealityCheck(client: ApiClient, intervalMinutes: RealityCheckInterval, signal?: AbortSignal): Promise<RealityCheckInterval> {
  const answer = await client.post('safer-gambling/reality-check', realityCheckResponse, { interval_minutes: intervalMinutes }, { signal });
  return answer.reality_check.interval_minutes;
}

export type TimeOutBody = { period: TimeOutPeriod; until?: string; password: string };

/** POST safer-gambling/time-out: the break starts at once and every session of the player is revoked. */
export async function startTimeOut(client: ApiClient, body: TimeOutBody, signal?: AbortSignal): Promise<Restriction | null> {
  const sent = body.period === 'until' ? { period: body.period, until: body.until, password: body.password } : { period: body.period, password: body.password };
  const answer = await client.post('safer-gambling/time-out', breakResponse, sent, { signal });
  return restrictionOf(answer.restriction);
}

export type SelfExclusionBody = { period: ExclusionPeriod; password: string; understood: boolean };

/** POST safer-gambling/self-exclusion: the exclusion starts at once and every session is revoked. */
export async function startSelfExclusion(client: ApiClient, body: SelfExclusionBody, signal?: AbortSignal): Promise<Restriction | null> {
  const answer = await client.post('safer-gambling/self-exclusion', breakResponse, { period: body.period, password: body.password, understood: body.understood }, { signal });
  return restrictionOf(answer.restriction);
}

/** POST safer-gambling/return: asks to return after an exclusion's end (confirmable 24 hours later). */
export async function requestReturn(client: ApiClient, signal?: AbortSignal): Promise<Restriction | null> {
  const answer = await client.post('safer-gambling/return', breakResponse, undefined, { signal });
  return restrictionOf(answer.restriction);
}

/** POST safer-gambling/return/confirm: the account opens again (restriction null). */
export async function confirmReturn(client: ApiClient, signal?: AbortSignal): Promise<Restriction | null> {
  const answer = await client.post('safer-gambling/return/confirm', breakResponse, undefined, { signal });
  return restrictionOf(answer.restriction);
}
