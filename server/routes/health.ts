import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';

export function healthRoutes({ database, clock, log }: AppDeps): Hono {
  const routes = new Hono();
  routes.get('/', async (c) => {
    try {
      await database.db.execute(sql`select 1`);
    } catch (error) {
      log.error('Health check: database query failed', error);
      return c.json({ status: 'error' }, 503);
    }
    return c.json({ status: 'ok', database: database.kind, time: clock.now().toISOString() });
  });
  return routes;
}
