import type { Hono } from 'hono';
import { requirePlayer } from '../../auth/require-player.ts';
import type { AppDeps } from '../../deps.ts';
import { refusal, say } from '../../i18n/messages.ts';
import { cancelLimitChange, confirmLimit, dismissLimitPrompt, isLimitPeriod, parseLimitInput, readLimits, saveLimits } from '../../safer/limits.ts';
import { fieldRefusal, readObjectBody } from './shared.ts';

/**
 * Deposit limits (issue 24): GET the limits with used/left/resets_at and the allowance; POST the form
 * (a decrease or new limit at once, an increase or removal pending 24 hours); confirm or cancel a pending
 * change; dismiss the set-a-limit prompt. The rules live in safer/limits.ts.
 */
export function registerLimitRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps.database;
  const guard = requirePlayer(deps);

  app.get('/api/safer-gambling/limits', guard, async (c) => {
    return c.json(await readLimits(db, c.get('player').playerId, deps.clock.now()));
  });

  app.post('/api/safer-gambling/limits', guard, async (c) => {
    const { playerId } = c.get('player');
    const parsed = parseLimitInput(await readObjectBody(c));
    if ('invalid' in parsed) return c.json(fieldRefusal('limit_amount_invalid', parsed.invalid), 422);
    const at = deps.clock.now();
    const { applied, pending } = await saveLimits(db, playerId, parsed.input, at);
    return c.json({ ...refusal('limits_saved', { applied, pending }), ...(await readLimits(db, playerId, at)) });
  });

  for (const action of ['confirm', 'cancel'] as const) {
    app.post(`/api/safer-gambling/limits/${action}`, guard, async (c) => {
      const { playerId } = c.get('player');
      const { period } = await readObjectBody(c);
      if (!isLimitPeriod(period)) return c.json(fieldRefusal('limit_period_invalid', 'period'), 422);
      const at = deps.clock.now();
      const outcome = action === 'confirm' ? await confirmLimit(db, playerId, period, at) : await cancelLimitChange(db, playerId, period, at);
      if (!outcome.ok) {
        if (outcome.code === 'limit_not_confirmable') return c.json(refusal(outcome.code, { confirmable_at: outcome.confirmable_at }), 409);
        return c.json(refusal(outcome.code), 404);
      }
      const code = action === 'confirm' ? 'limit_confirmed' : 'limit_change_cancelled';
      return c.json({ code, message: say(code), ...(await readLimits(db, playerId, at)) });
    });
  }

  app.post('/api/safer-gambling/limit-prompt/dismiss', guard, async (c) => {
    await dismissLimitPrompt(db, c.get('player').playerId, deps.clock.now());
    return c.json(refusal('limit_prompt_dismissed'));
  });
}
