import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { AppDb } from '../db/client.ts';
import { players, playerSessions } from '../db/schema.ts';

/** Idle expiry: the site's 10 s balance refresh keeps an open tab alive. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Absolute expiry, whatever the activity. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/**
 * Last-seen is written at most this often: idle expiry needs minute precision, not a database
 * write on every 10 s balance refresh.
 */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export type SessionPlayer = { playerId: number; remoteId: string; username: string; sessionId: number };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session with a 256-bit random bearer token; only its hash is stored. */
export async function issueSession(db: AppDb, playerId: number, clock: Clock): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  const [row] = await db
    .insert(playerSessions)
    .values({ playerId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now })
    .returning({ id: playerSessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id };
}

/** A session is live until it is revoked, 30 minutes after it was last seen, or 12 hours after it began. */
export function sessionIsLive(session: { createdAt: Date; lastSeenAt: Date; revokedAt: Date | null }, at: Date): boolean {
  const now = at.getTime();
  return session.revokedAt === null && now - session.lastSeenAt.getTime() <= SESSION_IDLE_MS && now - session.createdAt.getTime() <= SESSION_ABSOLUTE_MS;
}

/**
 * The player behind a bearer token, or null when the token is unknown, revoked or expired.
 * A valid session's last-seen time moves on (idle expiry counts from the last request, to the minute).
 */
export async function resolveSession(db: AppDb, token: string, clock: Clock): Promise<SessionPlayer | null> {
  if (token.length < 16 || token.length > 200) return null;
  const [row] = await db
    .select({
      sessionId: playerSessions.id,
      createdAt: playerSessions.createdAt,
      lastSeenAt: playerSessions.lastSeenAt,
      playerId: players.id,
      remoteId: players.remoteId,
      username: players.username,
    })
    .from(playerSessions)
    .innerJoin(players, eq(players.id, playerSessions.playerId))
    .where(and(eq(playerSessions.tokenHash, hashToken(token)), isNull(playerSessions.revokedAt)));
  if (!row) return null;
  const now = clock.now().getTime();
  if (!sessionIsLive({ ...row, revokedAt: null }, clock.now())) return null;
  if (now - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db.update(playerSessions).set({ lastSeenAt: clock.now() }).where(eq(playerSessions.id, row.sessionId));
  }
  return { playerId: row.playerId, remoteId: row.remoteId, username: row.username, sessionId: row.sessionId };
}

export async function revokeSession(db: AppDb, sessionId: number, clock: Clock): Promise<void> {
  await db.update(playerSessions).set({ revokedAt: clock.now() }).where(and(eq(playerSessions.id, sessionId), isNull(playerSessions.revokedAt)));
}

/** Every open session of a player ends (password change). */
export async function revokeAllSessions(db: AppDb, playerId: number, clock: Clock): Promise<void> {
  await db.update(playerSessions).set({ revokedAt: clock.now() }).where(and(eq(playerSessions.playerId, playerId), isNull(playerSessions.revokedAt)));
}
