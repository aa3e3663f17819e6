import type { Hono } from 'hono';
import type { PlayerVariables } from '../../auth/require-player.ts';
import type { AppDeps } from '../../deps.ts';
import { activeRestriction, realityCheckInterval, sessionFigures } from '../../safer/breaks.ts';

/**
 * GET /api/safer-gambling/status: the player's restriction (or null), the reality-check interval and
 * this bearer session's figures (its log-in time, and wins − stakes since then, games and exchange).
 */
export function registerBreakStatus(app: Hono<{ Variables: PlayerVariables }>, deps: AppDeps): void {
  const { db } = deps.database;
  app.get('/api/safer-gambling/status', async (c) => {
    const player = c.get('player');
    const at = deps.clock.now();
    c.header('Cache-Control', 'no-store');
    return c.json({
      restriction: await activeRestriction(db, player.playerId, at),
      reality_check: { interval_minutes: await realityCheckInterval(db, player.playerId) },
      session: await sessionFigures(db, player),
    });
  });
}
