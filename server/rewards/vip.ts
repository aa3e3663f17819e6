import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { players, vipConversions } from '../db/schema.ts';
import { refusal } from '../i18n/messages.ts';
import { fromPaisa, toPaisa } from '../money/amounts.ts';
import { runIdempotent, type StoredAnswer } from '../money/idempotency.ts';
import { moveMoney } from '../money/ledger.ts';
import { breakRefusal } from '../safer/breaks.ts';

/** Spec 2 §5/§9: at least 10 VP per conversion; 1 VP = ৳1. */
export const MIN_VIP_COIN = 10;
export const VP_TO_TAKA = 1;
export const MAX_VIP_COIN = 1_000_000_000;

/** Amounts in hundredths (integers), so the checks are exact; numeric(14,2) in the database. */
export const toCents = (value: string) => Math.round(Number(value) * 100);
const fromCents = (cents: number) => (cents / 100).toFixed(2);

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
      // No conversion during a time-out or self-exclusion (issue 24).
      const onBreak = await breakRefusal(tx, playerId, at);
      if (onBreak) return { status: onBreak.status, body: { success: false, ...(onBreak.body as Record<string, unknown>) } };
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
        body: { success: true, ...refusal('vip_converted', { converted: amount, amount: fromPaisa(credit) }), vip_coin: updated.vipCoin, balance: moved.balance },
      };
    });
  } catch (error) {
    if (error instanceof InsufficientPoints) {
      return {
        status: 422,
        body: { success: false, ...refusal('vip_points_short', { vip_coin: error.available, requested: amount }) },
        replayed: false,
      };
    }
    throw error;
  }
}

