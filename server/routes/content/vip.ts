import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import type { AppDb } from '../../db/client.ts';
import { players, vipConversions } from '../../db/schema.ts';
import { fromPaisa, toPaisa } from '../../money/amounts.ts';
import { idempotencyKeyOf, idempotentJson, invalidKeyAnswer, runIdempotent, type StoredAnswer } from '../../money/idempotency.ts';
import { moveMoney } from '../../money/ledger.ts';
import { remoteIdMismatch } from '../../auth/remote-id.ts';

/** Spec 2 §5/§9: at least 10 VP per conversion; 1 VP = ৳1. */
export const MIN_VIP_COIN = 10;
export const VP_TO_TAKA = 1;
const MAX_VIP_COIN = 1_000_000_000;

/** Amounts in hundredths (integers), so the checks are exact; numeric(14,2) in the database. */
const toCents = (value: string) => Math.round(Number(value) * 100);
const fromCents = (cents: number) => (cents / 100).toFixed(2);

const convertQuery = z.object({
  remote_id: z.string().max(100, 'remote_id is too long.').optional(),
  vip_coin: z
    .string({ error: 'vip_coin is required.' })
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'vip_coin must be a number of VIP points (up to 2 decimals).')
    .refine((value) => Number(value) >= MIN_VIP_COIN, `Minimum VP Required: ${MIN_VIP_COIN}`)
    .refine((value) => Number(value) <= MAX_VIP_COIN, 'vip_coin is too large.'),
});

class InsufficientPoints extends Error {
  constructor(readonly available: string) {
    super('insufficient VIP points');
  }
}

export type VipConversion = { playerId: number; cents: number; key: string | undefined; at: Date };

/**
 * Debits VP and credits the main wallet in one transaction: the player row locked, the conversion row,
 * then the `vip_conversion` ledger credit through moveMoney (reference `vip_conversion:<id>`). With an
 * Idempotency-Key a repeat replays the first answer; a refused conversion stores nothing.
 */
export async function convertVipPoints(db: AppDb, request: VipConversion): Promise<StoredAnswer & { replayed: boolean }> {
  const { playerId, cents, at } = request;
  const amount = fromCents(cents);
  const credit = cents * VP_TO_TAKA;
  try {
    return await runIdempotent(db, { playerId, scope: 'convert-vipcoin', key: request.key, parameters: { vip_coin: amount }, at }, async (tx) => {
      const [row] = await tx
        .select({ vipCoin: players.vipCoin, balance: players.balance })
        .from(players)
        .where(eq(players.id, playerId))
        // Like moveMoney: NO KEY UPDATE does not conflict with the KEY SHARE lock of the idempotency key's insert.
        .for('no key update');
      if (!row) throw new Error('session player vanished');
      if (toCents(row.vipCoin) < cents) throw new InsufficientPoints(row.vipCoin);
      const [updated] = await tx
        .update(players)
        .set({ vipCoin: sql`${players.vipCoin} - ${amount}::numeric` })
        .where(eq(players.id, playerId))
        .returning({ vipCoin: players.vipCoin });
      if (!updated) throw new Error('player update returned nothing');
      const balanceAfter = fromPaisa(toPaisa(row.balance) + credit);
      const [conversion] = await tx
        .insert(vipConversions)
        .values({ playerId, vipCoin: amount, amount: fromPaisa(credit), vipCoinAfter: updated.vipCoin, balanceAfter, createdAt: at })
        .returning({ id: vipConversions.id });
      if (!conversion) throw new Error('conversion insert returned nothing');
      const moved = await moveMoney(tx, {
        playerId,
        amount: credit,
        kind: 'vip_conversion',
        reference: `vip_conversion:${conversion.id}`,
        actor: 'player',
        at,
      });
      if (moved.balance !== balanceAfter) throw new Error('balance moved during the conversion');
      return {
        status: 200,
        body: { success: true, message: `Converted ${amount} VP to ৳${fromPaisa(credit)}.`, vip_coin: updated.vipCoin, balance: moved.balance },
      };
    });
  } catch (error) {
    if (error instanceof InsufficientPoints) {
      return {
        status: 422,
        body: { success: false, message: `Not enough VIP points: you have ${error.available} VP and asked to convert ${amount} VP.` },
        replayed: false,
      };
    }
    throw error;
  }
}

/** GET convert-vipcoin (optional Idempotency-Key): see convertVipPoints. */
export function registerVipRoutes(app: Hono, deps: AppDeps): void {
  app.get('/api/convert-vipcoin', requirePlayer(deps), async (c) => {
    const player = c.get('player');
    const parsed = convertQuery.safeParse(c.req.query());
    if (!parsed.success) {
      // The client shows `message` in its dialog: keep the spec's wording ("Minimum VP Required: 10").
      const message = parsed.error.issues[0]?.message ?? 'The given data was invalid.';
      return c.json({ success: false, message }, 422);
    }
    const refused = remoteIdMismatch(c, player, parsed.data.remote_id);
    if (refused) return refused;
    const key = idempotencyKeyOf(c);
    if (key === 'invalid') return c.json({ success: false, ...(invalidKeyAnswer.body as { message: string }) }, 400);
    const answer = await convertVipPoints(deps.database.db, { playerId: player.playerId, cents: toCents(parsed.data.vip_coin), key, at: deps.clock.now() });
    return idempotentJson(c, answer);
  });
}
