import { createMiddleware } from 'hono/factory';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { refusal } from '../i18n/messages.ts';
import { resolveSession, type SessionPlayer } from './sessions.ts';

export type PlayerVariables = { player: SessionPlayer };

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
