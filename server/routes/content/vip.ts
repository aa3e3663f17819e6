import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import { players, vipConversions } from '../../db/schema.ts';
import { remoteIdMismatch } from './account.ts';

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

/** GET convert-vipcoin: debits VP and credits the main wallet in one transaction, the player row locked. */
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
    const cents = toCents(parsed.data.vip_coin);
    const amount = fromCents(cents);
    const credit = fromCents(cents * VP_TO_TAKA);
    try {
      const result = await deps.database.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ vipCoin: players.vipCoin, balance: players.balance })
          .from(players)
          .where(eq(players.id, player.playerId))
          .for('update');
        if (!row) throw new Error('session player vanished');
        if (toCents(row.vipCoin) < cents) throw new InsufficientPoints(row.vipCoin);
        const [updated] = await tx
          .update(players)
          .set({
            vipCoin: sql`${players.vipCoin} - ${amount}::numeric`,
            balance: sql`${players.balance} + ${credit}::numeric`,
          })
          .where(eq(players.id, player.playerId))
          .returning({ vipCoin: players.vipCoin, balance: players.balance });
        if (!updated) throw new Error('player update returned nothing');
        await tx.insert(vipConversions).values({
          playerId: player.playerId,
          vipCoin: amount,
          amount: credit,
          vipCoinAfter: updated.vipCoin,
          balanceAfter: updated.balance,
          createdAt: deps.clock.now(),
        });
        // TODO(balance ledger, next issue): write the wallet ledger row for this credit here, in this transaction
        // (kind 'vip_conversion', amount = credit, balance_after = updated.balance, reference = the vip_conversions id).
        return updated;
      });
      return c.json({
        success: true,
        message: `Converted ${amount} VP to ৳${credit}.`,
        vip_coin: result.vipCoin,
        balance: result.balance,
      });
    } catch (error) {
      if (error instanceof InsufficientPoints) {
        return c.json(
          { success: false, message: `Not enough VIP points: you have ${error.available} VP and asked to convert ${amount} VP.` },
          422,
        );
      }
      throw error;
    }
  });
}
