import { asc, eq } from 'drizzle-orm';
import { saferLimitChanges } from '../../db/schema.ts';
import { decide } from '../../funds/decisions.ts';
import { addMonthsUtc, confirmLimit } from '../../safer/limits.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import type { TestPlayer } from '../../testing/app.ts';
import { channelId, depositRequest, FUNDS_NOW, fundsPlayer, fundsWorld, type FundsWorld } from '../funds/test-support.ts';
import { DAY, HOUR, later, recordFunds, saferCalls } from './test-support.ts';

const now = Date.parse(FUNDS_NOW);
const iso = (ms: number) => new Date(ms).toISOString();

describe('rolling month window', () => {
  it('goes back one calendar month, the 31st falling back to the month’s last day', () => {
    expect(addMonthsUtc(new Date('2025-05-05T12:00:00.000Z'), -1).toISOString()).toBe('2025-04-05T12:00:00.000Z');
    expect(addMonthsUtc(new Date('2025-03-31T08:30:00.000Z'), -1).toISOString()).toBe('2025-02-28T08:30:00.000Z');
    expect(addMonthsUtc(new Date('2024-03-31T00:00:00.000Z'), -1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(addMonthsUtc(new Date('2025-01-15T00:00:00.000Z'), -1).toISOString()).toBe('2024-12-15T00:00:00.000Z');
    expect(addMonthsUtc(new Date('2025-01-31T00:00:00.000Z'), 1).toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });
});

describeBothDatabases('/api/safer-gambling/limits', (ctx) => {
  let world: FundsWorld;
  let player: TestPlayer;
  let calls: ReturnType<typeof saferCalls>;

  beforeEach(async () => {
    world = await fundsWorld(ctx.database());
    player = await fundsPlayer(world);
    calls = saferCalls(world, player);
  });

  const history = async () =>
    (await ctx.database().db.select().from(saferLimitChanges).where(eq(saferLimitChanges.playerId, player.id)).orderBy(asc(saferLimitChanges.id))).map((row) => ({
      period: row.period,
      kind: row.kind,
      old: row.oldAmount,
      new: row.newAmount,
      requested: row.requestedAt.toISOString(),
      effective: row.effectiveAt?.toISOString() ?? null,
      by: row.by,
    }));

  it('starts with no limits and the prompt; the prompt goes with a deposit or a dismissal', async () => {
    const res = await calls.limits();
    expect(res.status).toBe(200);
    const none = { amount: null, used: '0.00', left: null, resets_at: null, pending: null };
    expect(await res.json()).toEqual({ limits: { day: none, week: none, month: none }, allowance: { left: null, period: null, resets_at: null }, limit_prompt: true });
    expect(await (await calls.dismiss()).json()).toMatchObject({ code: 'limit_prompt_dismissed' });
    expect((await (await calls.limits()).json()).limit_prompt).toBe(false);

    const other = await fundsPlayer(world);
    await recordFunds(world, other, { amount: '500', ago: 40 * DAY, status: 'fail' });
    expect((await (await saferCalls(world, other).limits()).json()).limit_prompt).toBe(false);
    expect((await world.app.request('/api/safer-gambling/limits')).status).toBe(401);
  });

  it('counts pending and successful deposits in rolling windows, with resets_at and the lowest allowance', async () => {
    await recordFunds(world, player, { amount: '1000', ago: 40 * DAY }); // before the month
    await recordFunds(world, player, { amount: '400', ago: 20 * DAY });
    await recordFunds(world, player, { amount: '100', ago: 3 * DAY });
    await recordFunds(world, player, { amount: '300', ago: 30 * HOUR });
    await recordFunds(world, player, { amount: '200', ago: 2 * HOUR });
    await recordFunds(world, player, { amount: '500', ago: 90 * 60_000, status: 'fail' }); // rejected: not counted
    await recordFunds(world, player, { amount: '50', ago: HOUR, status: 'pending' }); // in flight: counted
    await recordFunds(world, player, { amount: '900', ago: 2 * HOUR, action: 'withdraw' }); // never nets off
    const saved = await calls.save({ day: '1000', week: '700', month: '2000.5' });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body).toMatchObject({ code: 'limits_saved', message: 'Your deposit limits are saved.', applied: ['day', 'week', 'month'], pending: [], limit_prompt: false });
    expect(body.limits).toEqual({
      day: { amount: '1000.00', used: '250.00', left: '750.00', resets_at: iso(now + 22 * HOUR), pending: null },
      week: { amount: '700.00', used: '650.00', left: '50.00', resets_at: iso(now + 4 * DAY), pending: null },
      month: { amount: '2000.50', used: '1050.00', left: '950.50', resets_at: '2025-05-15T12:00:00.000Z', pending: null },
    });
    expect(body.allowance).toEqual({ left: '50.00', period: 'week', resets_at: iso(now + 4 * DAY) });

    await later(world, player, 22 * HOUR); // the 200 of 2 hours ago leaves the day's window
    const dayLater = await (await calls.limits()).json();
    expect(dayLater.limits.day).toMatchObject({ used: '50.00', left: '950.00', resets_at: iso(now + 23 * HOUR) });
    await later(world, player, 3 * DAY + 2 * HOUR); // now + 4 days: the 100 of 3 days ago leaves the week, exactly at its resets_at
    expect((await (await calls.limits()).json()).limits.week).toMatchObject({ used: '550.00', left: '150.00', resets_at: iso(now - 30 * HOUR + 7 * DAY) });
  });

  it('applies a new limit and a decrease at once; an increase waits 24 hours and a confirmation', async () => {
    expect(await (await calls.save({ day: '1000', week: '', month: '' })).json()).toMatchObject({ applied: ['day'], pending: [] });
    const unchanged = await (await calls.save({ day: '1000.00', week: '', month: '' })).json();
    expect(unchanged).toMatchObject({ applied: [], pending: [] });
    await later(world, player, HOUR);
    const raised = await (await calls.save({ day: '2000', week: '', month: '' })).json();
    expect(raised).toMatchObject({ applied: [], pending: ['day'], message: expect.stringContaining('24 hours') });
    expect(raised.limits.day).toMatchObject({ amount: '1000.00', pending: { amount: '2000.00', requested_at: iso(now + HOUR), confirmable_at: iso(now + 25 * HOUR) } });
    expect(raised.allowance).toMatchObject({ left: '1000.00', period: 'day' });

    const early = await calls.confirm('day');
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'limit_not_confirmable', confirmable_at: iso(now + 25 * HOUR), message: 'You can confirm this change from 6 May 2025, 19:00. Until then your current limit stays.' });
    await later(world, player, 24 * HOUR - 1);
    expect((await calls.confirm('day')).status).toBe(409);
    await later(world, player, 1);
    const confirmed = await calls.confirm('day');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ code: 'limit_confirmed', message: 'Your new deposit limit is now in force.', limits: { day: { amount: '2000.00', pending: null } } });
    expect(await (await calls.confirm('day')).json()).toMatchObject({ code: 'limit_change_missing' });

    await later(world, player, HOUR);
    expect(await (await calls.save({ day: '1500', week: '', month: '' })).json()).toMatchObject({ applied: ['day'], limits: { day: { amount: '1500.00' } } });
    expect(await history()).toEqual([
      { period: 'day', kind: 'set', old: null, new: '1000.00', requested: iso(now), effective: iso(now), by: 'player' },
      { period: 'day', kind: 'request', old: '1000.00', new: '2000.00', requested: iso(now + HOUR), effective: null, by: 'player' },
      { period: 'day', kind: 'confirm', old: '1000.00', new: '2000.00', requested: iso(now + HOUR), effective: iso(now + 25 * HOUR), by: 'player' },
      { period: 'day', kind: 'decrease', old: '2000.00', new: '1500.00', requested: iso(now + 26 * HOUR), effective: iso(now + 26 * HOUR), by: 'player' },
    ]);
  });

  it('replaces a pending change, cancels it, and drops it when the limit is lowered', async () => {
    await calls.save({ week: '1000' });
    await calls.save({ week: '3000' });
    await later(world, player, HOUR);
    const asked = await (await calls.save({ week: '3000' })).json(); // the same change again: the wait does not restart
    expect(asked).toMatchObject({ pending: [], limits: { week: { pending: { amount: '3000.00', confirmable_at: iso(now + DAY) } } } });
    const replaced = await (await calls.save({ week: '' })).json(); // removal replaces the increase
    expect(replaced).toMatchObject({ pending: ['week'], limits: { week: { amount: '1000.00', pending: { amount: null, requested_at: iso(now + HOUR), confirmable_at: iso(now + 25 * HOUR) } } } });
    const cancelled = await calls.cancel('week');
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ code: 'limit_change_cancelled', limits: { week: { amount: '1000.00', pending: null } } });
    const missing = await calls.cancel('week');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'limit_change_missing', message: 'There is no pending change to this deposit limit.' });

    await calls.save({ week: '5000' });
    const lowered = await (await calls.save({ week: '800' })).json();
    expect(lowered).toMatchObject({ applied: ['week'], pending: [], limits: { week: { amount: '800.00', pending: null } } });
    expect((await history()).map((row) => `${row.kind} ${row.old} ${row.new}`)).toEqual([
      'set null 1000.00',
      'request 1000.00 3000.00',
      'request 1000.00 null',
      'cancel 1000.00 null',
      'request 1000.00 5000.00',
      'cancel 1000.00 5000.00',
      'decrease 1000.00 800.00',
    ]);
  });

  it('keeps the history append-only: the database refuses to change or remove a row', async () => {
    await calls.save({ day: '1000' });
    const refused = { cause: expect.objectContaining({ message: expect.stringMatching(/safer_limit_changes is append-only/) }) };
    await expect(ctx.database().db.update(saferLimitChanges).set({ newAmount: '5000' })).rejects.toMatchObject(refused);
    await expect(ctx.database().db.delete(saferLimitChanges)).rejects.toMatchObject(refused);
    expect(await history()).toHaveLength(1);
  });

  it('removal after confirmation leaves no limit', async () => {
    await calls.save({ month: '5000' });
    await calls.save({ month: '' });
    await later(world, player, DAY);
    expect(await (await calls.confirm('month')).json()).toMatchObject({ limits: { month: { amount: null, left: null, pending: null } }, allowance: { left: null } });
  });

  it('two confirmations at once apply the change once', async () => {
    await calls.save({ day: '1000' });
    await calls.save({ day: '4000' });
    await later(world, player, DAY);
    const answers = await Promise.all([calls.confirm('day'), calls.confirm('day'), calls.confirm('day')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 404, 404]);
    expect((await history()).filter((row) => row.kind === 'confirm')).toHaveLength(1);
    // The domain function itself, started together (no HTTP in between): one applies, the others find nothing.
    await calls.save({ day: '9000' });
    await later(world, player, DAY);
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => confirmLimit(ctx.database().db, player.id, 'day', world.clock.now())));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect((await history()).filter((row) => row.kind === 'confirm')).toHaveLength(2);
  });

  it('a confirmation racing a save never applies early: refused until its time, whatever runs beside it', async () => {
    await calls.save({ day: '1000' });
    await calls.save({ day: '4000' });
    await later(world, player, DAY - 1);
    const answers = await Promise.all([calls.confirm('day'), calls.save({ day: '4000', week: '100' }), calls.confirm('day')]);
    expect(answers.map((res) => res.status)).toEqual([409, 200, 409]);
    expect((await (await calls.limits()).json()).limits.day).toMatchObject({ amount: '1000.00', pending: { amount: '4000.00' } });
  });

  it('refuses a bad amount by field, in English and Bangla, and a bad period', async () => {
    for (const [body, field] of [
      [{ day: 'abc' }, 'day'],
      [{ day: '1000', week: '0.99' }, 'week'],
      [{ month: '0' }, 'month'],
      [{ day: '12345678901' }, 'day'],
      [{ day: '10.123' }, 'day'],
      [{ day: '-5' }, 'day'],
    ] as const) {
      const res = await calls.save(body);
      expect(res.status).toBe(422);
      const message = 'Enter a limit of ৳1 or more (digits, up to 2 decimals), or leave it empty for no limit.';
      expect(await res.json()).toEqual({ code: 'limit_amount_invalid', field, message, errors: { [field]: [message] }, error_codes: { [field]: ['limit_amount_invalid'] } });
    }
    const bangla = await saferCalls(world, player, { 'Accept-Language': 'bn' }).save({ day: 'x' });
    expect((await bangla.json()).message).toMatch(/^৳১ বা তার বেশি/);
    expect(await (await calls.confirm('year')).json()).toMatchObject({ code: 'limit_period_invalid', field: 'period' });
    expect((await calls.save({ day: '1' })).status).toBe(200);
    expect(await history()).toHaveLength(1);
  });
});

describeBothDatabases('submit-deposit and the deposit limits', (ctx) => {
  let world: FundsWorld;
  let player: TestPlayer;
  let agent: number;
  let trx = 0;
  const deposit = (amount: string, overrides: Record<string, string> = {}) => {
    trx += 1;
    return world.app.request(
      '/api/submit-deposit',
      depositRequest(player, { account_number: '01711111111', transaction_id: `LIMIT${trx}X${player.id}`, amount, payment_id: String(agent), ...overrides }),
    );
  };

  beforeEach(async () => {
    world = await fundsWorld(ctx.database());
    player = await fundsPlayer(world);
    agent = await channelId(world, 'bKash', 'Agent');
  });

  it('refuses a deposit over the allowance after the other checks, accepts one at it, and counts it while pending', async () => {
    const calls = saferCalls(world, player);
    await calls.save({ day: '1000', week: '5000' });
    const over = await deposit('1200');
    expect(over.status).toBe(422);
    const message = 'This deposit is over your deposit limit. You can deposit up to ৳1,000.00.';
    expect(await over.json()).toEqual({
      success: false,
      code: 'deposit_limit_reached',
      message,
      error: message,
      left: '1000.00',
      period: 'day',
      resets_at: null,
      field: 'amount',
      errors: { amount: [message] },
      error_codes: { amount: ['deposit_limit_reached'] },
    });
    // The existing checks come first.
    expect(await (await deposit('1200', { account_number: '123' })).json()).toMatchObject({ code: 'account_number_invalid' });

    const at = await deposit('1000');
    expect(at.status).toBe(200);
    const { transaction } = await at.json();
    expect((await (await calls.limits()).json()).limits.day).toMatchObject({ used: '1000.00', left: '0.00', resets_at: iso(now + DAY) });
    await decide(ctx.database().db, { id: transaction.id, decision: 'approve', actor: 'operator:test', reason: null, at: world.clock.now() });

    await later(world, player, HOUR);
    const full = await deposit('500');
    expect(full.status).toBe(422);
    expect(await full.json()).toMatchObject({
      code: 'deposit_limit_reached',
      left: '0.00',
      period: 'day',
      resets_at: iso(now + DAY),
      message: 'You have reached your deposit limit. You can deposit again after 6 May 2025, 18:00.',
    });
    const bangla = await world.app.request(
      '/api/submit-deposit',
      depositRequest(player, { account_number: '01711111111', transaction_id: 'LIMITBN1', amount: '500', payment_id: String(agent) }, undefined, { 'Accept-Language': 'bn' }),
    );
    expect((await bangla.json()).message).toBe('আপনি আপনার ডিপোজিট সীমায় পৌঁছে গেছেন। ৬ মে ২০২৫, ১৮:০০-এর পরে আবার ডিপোজিট করতে পারবেন।');

    await later(world, player, 23 * HOUR); // the day's window has passed
    expect(await (await deposit('1000.01')).json()).toMatchObject({ code: 'deposit_limit_reached', left: '1000.00', period: 'day' });
    expect((await deposit('1000')).status).toBe(200);
  });

  it('a rejected deposit stops counting', async () => {
    await saferCalls(world, player).save({ day: '1000' });
    const { transaction } = await (await deposit('800')).json();
    await decide(ctx.database().db, { id: transaction.id, decision: 'reject', actor: 'operator:test', reason: 'no money arrived', at: world.clock.now() });
    expect((await deposit('1000')).status).toBe(200);
  });
});
