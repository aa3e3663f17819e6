import { Hono, type Context } from 'hono';
import { requirePlayer, type PlayerVariables } from '../../auth/require-player.ts';
import type { AppDeps } from '../../deps.ts';
import { refusal, type MessageCode } from '../../i18n/messages.ts';
import {
  confirmReturn,
  isRealityCheckInterval,
  requestReturn,
  selfExclude,
  setRealityCheckInterval,
  takeTimeOut,
  timeOutEnd,
  type BreakOutcome,
  type SelfExclusionPeriod,
  type TimeOutChoice,
} from '../../safer/breaks.ts';
import { selfExclusionPeriods, timeOutPeriods } from '../../db/schema.ts';
import { defaultPasswordHasher } from '../../security/password.ts';
import { registerBreakStatus } from './status.ts';

type Fields = Record<string, unknown>;
type SaferContext = Context<{ Variables: PlayerVariables }>;

/** The body as an object; anything else (or no JSON) as an empty one, so every field is then missing. */
async function bodyOf(c: SaferContext): Promise<Fields> {
  const raw: unknown = await c.req.json().catch(() => ({}));
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Fields) : {};
}

/** A refusal about one field: `{ message, code, field, errors, error_codes }` (the site decides by `code`). */
function fieldRefusal(c: SaferContext, status: 409 | 422, code: MessageCode, field: string) {
  const body = refusal(code, { field });
  return c.json({ ...body, errors: { [field]: [body.message] }, error_codes: { [field]: [code] } }, status);
}

const PASSWORD_MAX = 128;
const passwordOf = (body: Fields): string | undefined =>
  typeof body.password === 'string' && body.password !== '' && body.password.length <= PASSWORD_MAX ? body.password : undefined;

function breakAnswer(c: SaferContext, outcome: BreakOutcome, started: 'time_out_started' | 'self_exclusion_started') {
  if (outcome.ok) return c.json(refusal(started, { restriction: outcome.restriction }));
  if (outcome.code === 'password_wrong') return fieldRefusal(c, 422, 'password_wrong', 'password');
  return c.json(refusal('break_running'), 409);
}

/**
 * The breaks' calls under /api/safer-gambling (issue 24): status, reality-check interval, time-out,
 * self-exclusion, return and its confirmation. Every call needs the bearer session.
 */
export function breaksRoutes(deps: AppDeps): Hono<{ Variables: PlayerVariables }> {
  const app = new Hono<{ Variables: PlayerVariables }>();
  const { db } = deps.database;
  const passwords = deps.passwords ?? defaultPasswordHasher;
  app.use('/api/safer-gambling/status', requirePlayer(deps));
  app.use('/api/safer-gambling/reality-check', requirePlayer(deps));
  app.use('/api/safer-gambling/time-out', requirePlayer(deps));
  app.use('/api/safer-gambling/self-exclusion', requirePlayer(deps));
  app.use('/api/safer-gambling/return', requirePlayer(deps));
  app.use('/api/safer-gambling/return/*', requirePlayer(deps));

  registerBreakStatus(app, deps);

  app.post('/api/safer-gambling/reality-check', async (c) => {
    const body = await bodyOf(c);
    const minutes = typeof body.interval_minutes === 'string' && /^\d{1,2}$/.test(body.interval_minutes) ? Number(body.interval_minutes) : body.interval_minutes;
    if (!isRealityCheckInterval(minutes)) return fieldRefusal(c, 422, 'reality_check_interval_invalid', 'interval_minutes');
    await setRealityCheckInterval(db, c.get('player').playerId, minutes, deps.clock.now());
    return c.json(refusal('reality_check_saved', { reality_check: { interval_minutes: minutes } }));
  });

  app.post('/api/safer-gambling/time-out', async (c) => {
    const body = await bodyOf(c);
    const at = deps.clock.now();
    const period = body.period;
    if (typeof period !== 'string' || !(timeOutPeriods as readonly string[]).includes(period)) return fieldRefusal(c, 422, 'break_period_invalid', 'period');
    const choice: TimeOutChoice =
      period === 'until' ? { period: 'until', until: typeof body.until === 'string' ? body.until.trim() : '' } : { period: period as '24h' | '7d' | '30d' };
    const endsAt = timeOutEnd(choice, at);
    if (!endsAt) return fieldRefusal(c, 422, 'break_period_invalid', 'until');
    const password = passwordOf(body);
    if (password === undefined) return fieldRefusal(c, 422, 'password_wrong', 'password');
    const outcome = await takeTimeOut(db, { playerId: c.get('player').playerId, password, passwords, at, choice, endsAt });
    return breakAnswer(c, outcome, 'time_out_started');
  });

  app.post('/api/safer-gambling/self-exclusion', async (c) => {
    const body = await bodyOf(c);
    const period = body.period;
    if (typeof period !== 'string' || !(selfExclusionPeriods as readonly string[]).includes(period)) return fieldRefusal(c, 422, 'break_period_invalid', 'period');
    if (body.understood !== true) return fieldRefusal(c, 422, 'exclusion_not_understood', 'understood');
    const password = passwordOf(body);
    if (password === undefined) return fieldRefusal(c, 422, 'password_wrong', 'password');
    const outcome = await selfExclude(db, { playerId: c.get('player').playerId, password, passwords, at: deps.clock.now(), period: period as SelfExclusionPeriod });
    return breakAnswer(c, outcome, 'self_exclusion_started');
  });

  app.post('/api/safer-gambling/return', async (c) => {
    const outcome = await requestReturn(db, c.get('player').playerId, deps.clock.now());
    if (!outcome.ok) return c.json(refusal('break_not_over', { ends_at: outcome.ends_at }), 409);
    return c.json(refusal('return_requested', { restriction: outcome.restriction }));
  });

  app.post('/api/safer-gambling/return/confirm', async (c) => {
    const outcome = await confirmReturn(db, c.get('player').playerId, deps.clock.now());
    if (!outcome.ok) return c.json(refusal('return_not_confirmable', { confirmable_at: outcome.confirmable_at }), 409);
    return c.json(refusal('return_confirmed', { restriction: outcome.restriction }));
  });

  return app;
}
