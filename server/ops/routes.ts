import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { clientAddress, isLoopback } from '../http/client-address.ts';
import { readJsonBody } from '../http/json-body.ts';
import { defaultPasswordHasher } from '../security/password.ts';
import { settleExchange } from '../exchange/settle.ts';
import { runAlone } from '../db/exclusive.ts';
import { exchangeDataSourceFor } from '../exchange/source.ts';
import { findCommand, opsCommands } from './commands/index.ts';
import { OpsFailure, OpsUsageError, type OpsContext } from './types.ts';

const runBody = z.object({
  command: z.string().min(1).max(100),
  args: z.array(z.string().max(10_000)).max(100).default([]),
  /** The CLI's OS user (money commands record it unless `--operator` is given). */
  operator: z.string().max(100).optional(),
});

function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Operator endpoints for `npm run ops` while the server runs (PGlite admits one process).
 * Only loopback clients with `Authorization: Bearer <ops token>`; anything else is 404, as if absent.
 */
export function opsRoutes(deps: AppDeps, token: string): Hono {
  const app = new Hono();
  const context: OpsContext = {
    database: deps.database,
    clock: deps.clock,
    log: deps.log,
    passwords: deps.passwords ?? defaultPasswordHasher,
    outbox: deps.outbox,
    feedClock: deps.feedClock,
    // Waits for a settlement run of this or another server to end, then settles what the skip made known.
    settleExchange: deps.feedClock
      ? () => runAlone(deps.database, 'exchange-settlement', () => settleExchange(deps.database.db, exchangeDataSourceFor(deps), deps.clock))
      : undefined,
  };

  app.use('/ops/*', async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!isLoopback(clientAddress(c)) || !given || !sameToken(given, token)) return c.json({ message: 'Not found' }, 404);
    await next();
  });

  app.get('/ops/commands', (c) => c.json({ commands: opsCommands.map(({ name, usage, summary }) => ({ name, usage, summary })) }));

  app.post('/ops/run', async (c) => {
    const body = await readJsonBody(c, runBody);
    const command = findCommand(body.command);
    if (!command) return c.json({ message: `Unknown command: ${body.command}` }, 404);
    try {
      const result = await command.run({ ...context, operator: body.operator }, body.args);
      deps.log.info(`[ops] ${command.name} ran`);
      return c.json({ text: result.text, json: result.json, exit_code: result.exitCode ?? 0 });
    } catch (error) {
      if (error instanceof OpsUsageError) return c.json({ message: error.message }, 400);
      if (error instanceof OpsFailure) return c.json({ message: error.message }, 422);
      throw error;
    }
  });

  app.all('/ops/*', (c) => c.json({ message: 'Not found' }, 404));
  return app;
}
