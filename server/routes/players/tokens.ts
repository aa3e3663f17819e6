import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken, revokeAllSessions } from '../../auth/sessions.ts';
import type { Clock } from '../../clock.ts';
import type { AppDb } from '../../db/client.ts';
import { playerTokens } from '../../db/schema.ts';

/** player-login's access_token lives this long. */
export const SPORTS_TOKEN_MS = 5 * 60 * 1000;

/** A random token of `kind`; only its SHA-256 is stored. */
export async function issuePlayerToken(
  db: AppDb,
  clock: Clock,
  values: { playerId: number; sessionId: number | null; kind: 'exchange' | 'sports'; ttlMs?: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.insert(playerTokens).values({
    playerId: values.playerId,
    sessionId: values.sessionId,
    kind: values.kind,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: values.ttlMs === undefined ? null : new Date(now.getTime() + values.ttlMs),
  });
  return token;
}

/** Ends every session and every exchange/sports token of a player (password change or reset). */
export async function revokeEverything(db: AppDb, playerId: number, clock: Clock): Promise<void> {
  await revokeAllSessions(db, playerId, clock);
  await db
    .update(playerTokens)
    .set({ revokedAt: clock.now() })
    .where(and(eq(playerTokens.playerId, playerId), isNull(playerTokens.revokedAt)));
}
