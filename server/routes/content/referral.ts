import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import { refusal } from '../../i18n/messages.ts';
import { idempotencyKeyOf, idempotentJson, invalidKeyAnswer } from '../../money/idempotency.ts';
import { claimReferralRewards, referralHistory, referralSummary } from '../../rewards/referral.ts';

const historyQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** GET referral (figures), POST referral/claim (Idempotency-Key), GET referral/rewards?page (history): see rewards/referral.ts. */
export function registerReferralRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps.database;

  app.get('/api/referral', requirePlayer(deps), async (c) => {
    const summary = await referralSummary(db, c.get('player').playerId, deps.clock.now());
    if (!summary) return c.json(refusal('unauthenticated'), 401);
    return c.json(summary);
  });

  app.post('/api/referral/claim', requirePlayer(deps), async (c) => {
    const { playerId } = c.get('player');
    const key = idempotencyKeyOf(c);
    if (key === 'invalid') return c.json({ success: false, ...(invalidKeyAnswer.body as { message: string }) }, 400);
    return idempotentJson(c, await claimReferralRewards(db, { playerId, key, at: deps.clock.now() }));
  });

  app.get('/api/referral/rewards', requirePlayer(deps), async (c) => {
    const parsed = historyQuery.safeParse(c.req.query());
    if (!parsed.success) return c.json(refusal('referral_page_invalid'), 422);
    return c.json(await referralHistory(db, c.get('player').playerId, parsed.data.page));
  });
}
