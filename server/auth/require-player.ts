import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Clock } from '../clock.ts';
import type { AppDb, Database } from '../db/client.ts';
import { refusal } from '../i18n/messages.ts';
import type { Restriction } from '../safer/breaks.ts';
import { resolveSession, resolveSessionReading, resolveSessionWithPlayer, type PlayerRow, type SessionPlayer, type SessionRow } from './sessions.ts';

export type PlayerVariables = { player: SessionPlayer };
export type PlayerRowVariables = PlayerVariables & { playerRow: PlayerRow; restriction: Restriction | null };

/** The bearer token of the request, or null without a well-formed Authorization header. */
function bearerToken(c: Context): string | null {
  const match = /^Bearer ([A-Za-z0-9_\-.~+/=]+)$/.exec(c.req.header('Authorization') ?? '');
  return match?.[1] ?? null;
}

/** Bearer-token guard for player calls: 401 `{ message: 'Unauthenticated.', code: 'unauthenticated' }` unless the session is valid. */
export function requirePlayer(deps: { database: Database; clock: Clock }) {
  return createMiddleware<{ Variables: PlayerVariables }>(async (c, next) => {
    const token = bearerToken(c);
    const player = token ? await resolveSession(deps.database.db, token, deps.clock) : null;
    if (!player) return c.json(refusal('unauthenticated'), 401);
    c.set('player', player);
    await next();
  });
}

/**
 * requirePlayer that also reads the player's whole row and restriction in the session's statement
 * (`c.get('playerRow')`, `c.get('restriction')`): for user/show, which answers them (issue 25: one round
 * trip instead of three). Same rules, same 401.
 */
export function requirePlayerWithRow(db: AppDb, clock: Clock) {
  return createMiddleware<{ Variables: PlayerRowVariables }>(async (c, next) => {
    const token = bearerToken(c);
    const found = token ? await resolveSessionWithPlayer(db, token, clock) : null;
    if (!found) return c.json(refusal('unauthenticated'), 401);
    c.set('player', found.session);
    c.set('playerRow', found.player);
    c.set('restriction', found.restriction);
    await next();
  });
}

export type ReadingVariables<Row> = PlayerVariables & { read: Row };

/**
 * requirePlayer whose statement also reads what the call answers (`c.get('read')`): `lookup` is the call's
 * prepared statement of `sessionColumns` and its own columns (sessions.ts, resolveSessionReading). One round
 * trip for the call instead of two (issue 25). Same rules, same 401.
 */
export function requirePlayerReading<Row extends SessionRow>(deps: { database: Database; clock: Clock }, lookup: (tokenHash: string) => Promise<Row | undefined>) {
  return createMiddleware<{ Variables: ReadingVariables<Row> }>(async (c, next) => {
    const token = bearerToken(c);
    const found = token ? await resolveSessionReading(deps.database.db, token, deps.clock, lookup) : null;
    if (!found) return c.json(refusal('unauthenticated'), 401);
    c.set('player', found.session);
    c.set('read', found.row);
    await next();
  });
}
