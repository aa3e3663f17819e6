import { createMiddleware } from 'hono/factory';
import type { Clock } from '../clock.ts';
import type { AppDb, Database } from '../db/client.ts';
import { refusal } from '../i18n/messages.ts';
import type { Restriction } from '../safer/breaks.ts';
import { resolveSession, resolveSessionWithPlayer, type PlayerRow, type SessionPlayer } from './sessions.ts';

export type PlayerVariables = { player: SessionPlayer };
export type PlayerRowVariables = PlayerVariables & { playerRow: PlayerRow; restriction: Restriction | null };

/** Bearer-token guard for player calls: 401 `{ message: 'Unauthenticated.', code: 'unauthenticated' }` unless the session is valid. */
export function requirePlayer(deps: { database: Database; clock: Clock }) {
  return createMiddleware<{ Variables: PlayerVariables }>(async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer ([A-Za-z0-9_\-.~+/=]+)$/.exec(header);
    const player = match?.[1] ? await resolveSession(deps.database.db, match[1], deps.clock) : null;
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
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer ([A-Za-z0-9_\-.~+/=]+)$/.exec(header);
    const found = match?.[1] ? await resolveSessionWithPlayer(db, match[1], clock) : null;
    if (!found) return c.json(refusal('unauthenticated'), 401);
    c.set('player', found.session);
    c.set('playerRow', found.player);
    c.set('restriction', found.restriction);
    await next();
  });
}
