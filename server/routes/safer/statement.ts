import type { Hono } from 'hono';
import { requirePlayer } from '../../auth/require-player.ts';
import type { AppDeps } from '../../deps.ts';
import { activityStatement } from '../../safer/statement.ts';

/** The activity statement (issue 24, RTS 1); the figures' definitions are in safer/statement.ts. */
export function registerStatementRoutes(app: Hono, deps: AppDeps): void {
  app.get('/api/safer-gambling/statement', requirePlayer(deps), async (c) => {
    return c.json(await activityStatement(deps.database.db, c.get('player').playerId, deps.clock.now()));
  });
}
