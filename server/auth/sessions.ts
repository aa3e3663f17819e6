import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { AppDb } from '../db/client.ts';
import { playerBreaks, players, playerSessions } from '../db/schema.ts';
import { restrictionBreakId, restrictionOf, type Restriction } from '../safer/breaks.ts';

/** Idle expiry: the site's 10 s balance refresh keeps an open tab alive. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Absolute expiry, whatever the activity. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/**
 * Last-seen is written at most this often: idle expiry needs minute precision, not a database
 * write on every 10 s balance refresh.
 */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export type SessionPlayer = {
  playerId: number;
  remoteId: string;
  username: string;
  sessionId: number;
  /**
   * The wallet as the session lookup read it, in the same statement (issue 25: one round trip for
   * `balance` and the exchange summary). For answers that show it only, never for a money decision:
   * those lock the player row in their transaction and read it there.
   */
  balance: string;
};

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
 * The session lookup as a prepared statement, one per database handle (issue 25): drizzle builds its
 * SQL once instead of on every authenticated call, and on PostgreSQL it is a named statement each
 * connection parses and plans once. The player's wallet comes with it (`SessionPlayer.balance`).
 */
const preparedLookups = new WeakMap<AppDb, ReturnType<typeof prepareSessionLookups>>();

/**
 * The session's columns and its token condition (a `tokenHash` placeholder), for a call that reads its own
 * data in the session's statement (issue 25: one round trip per call): select these with the call's columns
 * from `playerSessions` joined to `players`, and pass the prepared statement to `resolveSessionReading`.
 */
export const sessionColumns = {
  sessionId: playerSessions.id,
  createdAt: playerSessions.createdAt,
  lastSeenAt: playerSessions.lastSeenAt,
  playerId: players.id,
  remoteId: players.remoteId,
  username: players.username,
  balance: players.balance,
};
export const sessionByToken = and(eq(playerSessions.tokenHash, sql.placeholder('tokenHash')), isNull(playerSessions.revokedAt));

function prepareSessionLookups(db: AppDb) {
  return {
    session: db.select(sessionColumns).from(playerSessions).innerJoin(players, eq(players.id, playerSessions.playerId)).where(sessionByToken).prepare('session_by_token_hash'),
    /**
     * The same, with the player's whole row and their restriction (issue 24's break) at `now`, an ISO
     * text: user/show in one statement instead of three.
     */
    withPlayer: db
      .select({ ...sessionColumns, player: players, restrictingBreak: playerBreaks })
      .from(playerSessions)
      .innerJoin(players, eq(players.id, playerSessions.playerId))
      .leftJoin(playerBreaks, eq(playerBreaks.id, restrictionBreakId(players.id, sql.placeholder('now'))))
      .where(sessionByToken)
      .prepare('session_with_player_by_token_hash'),
  };
}

function sessionLookups(db: AppDb) {
  let lookups = preparedLookups.get(db);
  if (!lookups) {
    lookups = prepareSessionLookups(db);
    preparedLookups.set(db, lookups);
  }
  return lookups;
}

/** A row of a statement that selected `sessionColumns`. */
export type SessionRow = SessionPlayer & { createdAt: Date; lastSeenAt: Date };

/** The rules every lookup keeps: live (not revoked, idle or past 12 hours), last-seen moved on at most once a minute. */
async function liveSession(db: AppDb, row: SessionRow | undefined, clock: Clock): Promise<SessionPlayer | null> {
  if (!row) return null;
  const now = clock.now().getTime();
  if (!sessionIsLive({ ...row, revokedAt: null }, clock.now())) return null;
  if (now - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db.update(playerSessions).set({ lastSeenAt: clock.now() }).where(eq(playerSessions.id, row.sessionId));
  }
  return { playerId: row.playerId, remoteId: row.remoteId, username: row.username, sessionId: row.sessionId, balance: row.balance };
}

const tokenLooksValid = (token: string) => token.length >= 16 && token.length <= 200;

/**
 * The player behind a bearer token, or null when the token is unknown, revoked or expired.
 * A valid session's last-seen time moves on (idle expiry counts from the last request, to the minute):
 * one statement on most calls, a second (the write) at most once a minute per session.
 */
export async function resolveSession(db: AppDb, token: string, clock: Clock): Promise<SessionPlayer | null> {
  const found = await resolveSessionReading(db, token, clock, (tokenHash) => sessionLookups(db).session.execute({ tokenHash }).then(([row]) => row));
  return found?.session ?? null;
}

/**
 * resolveSession where the statement also reads what the call answers (`lookup`, given the token's hash: a
 * prepared statement selecting `sessionColumns` and the call's own columns where `sessionByToken`): the same
 * rules, and the row with the call's data, or null.
 */
export async function resolveSessionReading<Row extends SessionRow>(db: AppDb, token: string, clock: Clock, lookup: (tokenHash: string) => Promise<Row | undefined>): Promise<{ session: SessionPlayer; row: Row } | null> {
  if (!tokenLooksValid(token)) return null;
  const row = await lookup(hashToken(token));
  const session = await liveSession(db, row, clock);
  return session && row ? { session, row } : null;
}

export type PlayerRow = typeof players.$inferSelect;

export type SessionWithPlayer = { session: SessionPlayer; player: PlayerRow; restriction: Restriction | null };

/** resolveSession with the player's whole row and restriction read in the same statement (the profile, user/show). */
export async function resolveSessionWithPlayer(db: AppDb, token: string, clock: Clock): Promise<SessionWithPlayer | null> {
  const found = await resolveSessionReading(db, token, clock, (tokenHash) => sessionLookups(db).withPlayer.execute({ tokenHash, now: clock.now().toISOString() }).then(([row]) => row));
  return found ? { session: found.session, player: found.row.player, restriction: found.row.restrictingBreak ? restrictionOf(found.row.restrictingBreak) : null } : null;
}

export async function revokeSession(db: AppDb, sessionId: number, clock: Clock): Promise<void> {
  await db.update(playerSessions).set({ revokedAt: clock.now() }).where(and(eq(playerSessions.id, sessionId), isNull(playerSessions.revokedAt)));
}

/** Every open session of a player ends (password change). */
export async function revokeAllSessions(db: AppDb, playerId: number, clock: Clock): Promise<void> {
  await db.update(playerSessions).set({ revokedAt: clock.now() }).where(and(eq(playerSessions.playerId, playerId), isNull(playerSessions.revokedAt)));
}
