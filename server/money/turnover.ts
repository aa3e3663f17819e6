import { and, asc, eq } from 'drizzle-orm';
import { turnoverRequirements } from '../db/schema.ts';
import { fromPaisa, toPaisa, type Paisa } from './amounts.ts';
import type { DbOrTx } from './ledger.ts';

/**
 * A stake counts towards the player's active turnover requirements, oldest first; a requirement
 * reaching 0 remaining is complete. Call inside the bet's transaction.
 */
export async function progressTurnover(tx: DbOrTx, playerId: number, stake: Paisa, at: Date): Promise<void> {
  if (stake <= 0) return;
  const active = await tx
    .select({ id: turnoverRequirements.id, remaining: turnoverRequirements.remainingTurnover })
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.playerId, playerId), eq(turnoverRequirements.status, 'active')))
    .orderBy(asc(turnoverRequirements.id))
    .for('update');
  let left = stake;
  for (const requirement of active) {
    if (left <= 0) break;
    const remaining = toPaisa(requirement.remaining);
    const used = Math.min(remaining, left);
    left -= used;
    const after = remaining - used;
    await tx
      .update(turnoverRequirements)
      .set(after === 0 ? { remainingTurnover: '0.00', status: 'complete', completedAt: at } : { remainingTurnover: fromPaisa(after) })
      .where(eq(turnoverRequirements.id, requirement.id));
  }
}

/** Turnover still to play over all active requirements, in paisa (0 when none is open). */
export async function turnoverLeft(tx: DbOrTx, playerId: number): Promise<Paisa> {
  const rows = await tx
    .select({ remaining: turnoverRequirements.remainingTurnover })
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.playerId, playerId), eq(turnoverRequirements.status, 'active')));
  return rows.reduce((sum, row) => sum + toPaisa(row.remaining), 0);
}

export async function hasActiveTurnover(tx: DbOrTx, playerId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: turnoverRequirements.id })
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.playerId, playerId), eq(turnoverRequirements.status, 'active')))
    .limit(1);
  return rows.length > 0;
}
