import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import { isMessageCode, refusal } from '../../i18n/messages.ts';
import { idempotencyKeyOf, idempotentJson, invalidKeyAnswer } from '../../money/idempotency.ts';
import { convertVipPoints, MAX_VIP_COIN, MIN_VIP_COIN, toCents } from '../../rewards/vip.ts';
import { remoteIdMismatch } from '../../auth/remote-id.ts';

const convertQuery = z.object({
  remote_id: z.string().max(100, 'remote_id_too_long').optional(),
  vip_coin: z
    .string({ error: 'vip_coin_required' })
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'vip_coin_invalid')
    .refine((value) => Number(value) >= MIN_VIP_COIN, 'vip_coin_below_minimum')
    .refine((value) => Number(value) <= MAX_VIP_COIN, 'vip_coin_too_large'),
});

/** GET convert-vipcoin (optional Idempotency-Key): see convertVipPoints. */
export function registerVipRoutes(app: Hono, deps: AppDeps): void {
  app.get('/api/convert-vipcoin', requirePlayer(deps), async (c) => {
    const player = c.get('player');
    const parsed = convertQuery.safeParse(c.req.query());
    if (!parsed.success) {
      // The client shows `message` in its dialog: keep the spec's wording ("Minimum VP Required: 10").
      // The schema's messages are codes.
      const message = parsed.error.issues[0]?.message;
      return c.json({ success: false, ...(isMessageCode(message) ? refusal(message, { min_vip_coin: MIN_VIP_COIN }) : refusal('data_invalid')) }, 422);
    }
    const refused = remoteIdMismatch(c, player, parsed.data.remote_id);
    if (refused) return refused;
    const key = idempotencyKeyOf(c);
    if (key === 'invalid') return c.json({ success: false, ...(invalidKeyAnswer.body as { message: string }) }, 400);
    const answer = await convertVipPoints(deps.database.db, { playerId: player.playerId, cents: toCents(parsed.data.vip_coin), key, at: deps.clock.now() });
    return idempotentJson(c, answer);
  });
}
