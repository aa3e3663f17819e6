import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken, revokeAllSessions, sessionIsLive, SESSION_ABSOLUTE_MS } from '../../auth/sessions.ts';
import type { Clock } from '../../clock.ts';
import type { AppDb } from '../../db/client.ts';
import { players, playerSessions, playerTokens } from '../../db/schema.ts';

/** player-login's access_token lives this long. */
export const SPORTS_TOKEN_MS = 5 * 60 * 1000;
/** An exchange token can never outlive its session's absolute end (it usually ends sooner, with the session). */
export const EXCHANGE_TOKEN_MS = SESSION_ABSOLUTE_MS;

export type PlayerTokenKind = 'exchange' | 'sports';

/** A random token of `kind`; only its SHA-256 is stored. */
export async function issuePlayerToken(
  db: AppDb,
  clock: Clock,
  values: { playerId: number; sessionId: number | null; kind: PlayerTokenKind; ttlMs?: number },
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

export type TokenPlayer = { playerId: number; remoteId: string; username: string; currency: string; sessionId: number };

/**
 * The player behind an exchange or sports token, or null. A token lives only while the session that
 * issued it does: it is refused once it is revoked or past its own expiry, and also once its session
 * is logged out, revoked or expired (30 idle minutes, 12 hours), so no token outlives its session.
 * Checking a token does not keep the session alive: only the site's own calls do.
 */
export async function resolvePlayerToken(db: AppDb, token: string, kind: PlayerTokenKind, clock: Clock): Promise<TokenPlayer | null> {
  if (token.length < 16 || token.length > 200) return null;
  const [row] = await db
    .select({
      expiresAt: playerTokens.expiresAt,
      playerId: players.id,
      remoteId: players.remoteId,
      username: players.username,
      currency: players.currency,
      session: { id: playerSessions.id, createdAt: playerSessions.createdAt, lastSeenAt: playerSessions.lastSeenAt, revokedAt: playerSessions.revokedAt },
    })
    .from(playerTokens)
    .innerJoin(players, eq(players.id, playerTokens.playerId))
    .innerJoin(playerSessions, eq(playerSessions.id, playerTokens.sessionId))
    .where(and(eq(playerTokens.tokenHash, hashToken(token)), eq(playerTokens.kind, kind), isNull(playerTokens.revokedAt)));
  if (!row) return null;
  const now = clock.now();
  if (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()) return null;
  if (!sessionIsLive(row.session, now)) return null;
  return { playerId: row.playerId, remoteId: row.remoteId, username: row.username, currency: row.currency, sessionId: row.session.id };
}

/** Log-out: the session and every exchange/sports token it issued end together, in one transaction. */
export async function endSession(db: AppDb, sessionId: number, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.update(playerSessions).set({ revokedAt: now }).where(and(eq(playerSessions.id, sessionId), isNull(playerSessions.revokedAt)));
    await tx.update(playerTokens).set({ revokedAt: now }).where(and(eq(playerTokens.sessionId, sessionId), isNull(playerTokens.revokedAt)));
  });
}

/** Ends every session and every exchange/sports token of a player (password change or reset). */
export async function revokeEverything(db: AppDb, playerId: number, clock: Clock): Promise<void> {
  await revokeAllSessions(db, playerId, clock);
  await db
    .update(playerTokens)
    .set({ revokedAt: clock.now() })
    .where(and(eq(playerTokens.playerId, playerId), isNull(playerTokens.revokedAt)));
}
