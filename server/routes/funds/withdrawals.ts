import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import { requestWithdrawal, withdrawBlocker } from '../../funds/withdrawals.ts';
import { refusal, say } from '../../i18n/messages.ts';
import { idempotencyKeyOf, idempotentJson, invalidKeyAnswer } from '../../money/idempotency.ts';
import { remoteIdRefused } from './shared.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

async function readObject(c: Context): Promise<Record<string, unknown> | 'malformed'> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return await c.req.parseBody();
    } catch {
      return {};
    }
  }
  const raw = await c.req.text();
  if (raw.trim() === '') return {};
  try {
    const body: unknown = JSON.parse(raw);
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return 'malformed';
  }
}

/** GET userwithdrawcheck and POST submit-withdraw: the amount is held (debited) at request. */
export function registerWithdrawalRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps.database;

  app.get('/api/userwithdrawcheck', requirePlayer(deps), async (c) => {
    const player = c.get('player');
    const refused = remoteIdRefused(c, player, c.req.query('remote_id'));
    if (refused) return refused;
    const blocked = await withdrawBlocker(db, player.playerId);
    if (blocked) return c.json(blocked.body as object, blocked.status as ContentfulStatusCode);
    return c.json({ success: true });
  });

  app.post('/api/submit-withdraw', requirePlayer(deps), async (c) => {
    const player = c.get('player');
    const body = await readObject(c);
    if (body === 'malformed') return c.json({ success: false, ...refusal('body_not_json'), error: say('body_not_json') }, 400);
    const refused = remoteIdRefused(c, player, body.remote_id);
    if (refused) return refused;
    const key = idempotencyKeyOf(c);
    if (key === 'invalid') return c.json(invalidKeyAnswer.body as object, 400);
    const fields = { amount: text(body.amount), account_number: text(body.account_number), payment_id: text(body.payment_id) };
    const answer = await requestWithdrawal(db, { playerId: player.playerId, fields, key, at: deps.clock.now() });
    return idempotentJson(c, answer);
  });
}
