import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { CONFIRM_CHECK_MS, limitRows, saferLimitsMachine, type LimitFields, type LimitPeriod, type LimitsAnswer, type LimitsSaved, type PeriodLimit } from './saferLimits';
import { NotProvidedError } from './lib/unprovided';

type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

const none: PeriodLimit = { amount: null, used: 0, left: null, resetsAt: null, pending: null };
const requestedAt = '2026-11-26T08:00:00.000Z';
const confirmableAt = '2026-11-27T08:00:00.000Z';
const loadedAt = Date.parse(confirmableAt) - 40_000;
const dayLimit: PeriodLimit = { amount: 1000, used: 400, left: 600, resetsAt: '2026-11-27T06:00:00.000Z', pending: null };
const noLimits: LimitsAnswer = { limits: { day: none, week: none, month: none }, allowance: { left: null, period: null, resetsAt: null }, limitPrompt: true, now: loadedAt };
const raiseWaiting: LimitsAnswer = {
  limits: { day: { ...dayLimit, pending: { amount: 5000, requestedAt, confirmableAt } }, week: none, month: none },
  allowance: { left: 600, period: 'day', resetsAt: dayLimit.resetsAt },
  limitPrompt: false,
  now: loadedAt,
};
const dayOnly: LimitsAnswer = { ...raiseWaiting, limits: { day: dayLimit, week: none, month: none } };

function startLimits() {
  const loads: Pending<void, LimitsAnswer>[] = [];
  const saves: Pending<LimitFields, LimitsSaved>[] = [];
  const confirms: Pending<{ period: LimitPeriod }, LimitsAnswer>[] = [];
  const cancels: Pending<{ period: LimitPeriod }, LimitsAnswer>[] = [];
  const held = <I, O>(list: Pending<I, O>[]) => fromPromise<O, I>(({ input }) => new Promise<O>((resolve, reject) => list.push({ input, resolve, reject })));
  const clock = new SimulatedClock();
  const machine = saferLimitsMachine.provide({ actors: { loadLimits: held(loads), saveLimits: held(saves), confirmLimit: held(confirms), cancelLimitChange: held(cancels) } });
  const actor = createActor(machine, { clock }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, loads, saves, confirms, cancels, clock, settle, send: actor.send.bind(actor), context: () => actor.getSnapshot().context };
}

async function loaded(answer: LimitsAnswer = noLimits) {
  const run = startLimits();
  run.loads[0]?.resolve(answer);
  await run.settle();
  return run;
}

describe('saferLimits machine: loading', () => {
  it('prefills the fields with the current limits', async () => {
    const run = await loaded(raiseWaiting);
    expect(run.context().fields).toEqual({ day: '1000', week: '', month: '' });
    expect(run.actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('a failed load offers Try again, which loads again', async () => {
    const run = startLimits();
    run.loads[0]?.reject({ kind: 'failed', message: null });
    await run.settle();
    expect(run.actor.getSnapshot().value).toBe('loadFailed');
    run.send({ type: 'limits.retryPressed' });
    expect(run.loads).toHaveLength(2);
    run.loads[1]?.resolve(noLimits);
    await run.settle();
    expect(run.actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('a missing actor stops the machine loudly', async () => {
    const actor = createActor(saferLimitsMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors[0]).toBeInstanceOf(NotProvidedError);
  });
});

describe('saferLimits machine: the checks of Save, in order', () => {
  it.each([
    ['a field that is no amount', { week: '50,00' }, { week: { code: 'format' } }],
    ['more than two decimals', { day: '10.505' }, { day: { code: 'format' } }],
    ['eleven digits', { month: '12345678901' }, { month: { code: 'format' } }],
    ['below ৳1', { month: '0.50' }, { month: { code: 'tooSmall' } }],
    ['format comes before the minimum', { day: '0.5', week: 'abc' }, { week: { code: 'format' } }],
  ])('%s', async (_, typed, errors) => {
    const run = await loaded();
    for (const [period, value] of Object.entries(typed)) run.send({ type: 'limits.amountTyped', period: period as LimitPeriod, value });
    run.send({ type: 'limits.savePressed' });
    expect(run.context().errors).toEqual(errors);
    expect(run.saves).toHaveLength(0);
  });

  it('typing in a field clears its error', async () => {
    const run = await loaded();
    run.send({ type: 'limits.amountTyped', period: 'week', value: 'x' });
    run.send({ type: 'limits.savePressed' });
    run.send({ type: 'limits.amountTyped', period: 'week', value: '5' });
    expect(run.context().errors.week).toBeUndefined();
  });

  it('the current limits again: nothing to save', async () => {
    const run = await loaded(dayOnly);
    run.send({ type: 'limits.amountTyped', period: 'day', value: '১০০০.00' });
    run.send({ type: 'limits.savePressed' });
    expect(run.context().notice).toEqual({ code: 'nothingChanged' });
    expect(run.saves).toHaveLength(0);
  });

  it('sends the fields trimmed with Bangla digits as ASCII, and says which applied and which wait', async () => {
    const run = await loaded();
    run.send({ type: 'limits.amountTyped', period: 'day', value: ' ১০০০ ' });
    run.send({ type: 'limits.amountTyped', period: 'week', value: '5000.5' });
    run.send({ type: 'limits.savePressed' });
    expect(run.saves[0]?.input).toEqual({ day: '1000', week: '5000.5', month: '' });
    run.saves[0]?.resolve({ ...raiseWaiting, applied: ['week'], pending: ['day'] });
    await run.settle();
    expect(run.context().notice).toEqual({ code: 'saved', applied: ['week'], pending: ['day'] });
    expect(run.context().fields.day).toBe('1000');
  });
});

describe('saferLimits machine: refusals by code', () => {
  it('limit_amount_invalid marks its field and keeps what was typed', async () => {
    const run = await loaded();
    run.send({ type: 'limits.amountTyped', period: 'week', value: '5000' });
    run.send({ type: 'limits.savePressed' });
    run.saves[0]?.reject({ kind: 'amountInvalid', field: 'week', message: 'Please enter a valid amount.' });
    await run.settle();
    expect(run.context().errors).toEqual({ week: { code: 'refused', message: 'Please enter a valid amount.' } });
    expect(run.context().fields.week).toBe('5000');
  });

  it('a failed save keeps the fields and says so; Save again sends again', async () => {
    const run = await loaded();
    run.send({ type: 'limits.amountTyped', period: 'day', value: '700' });
    run.send({ type: 'limits.savePressed' });
    run.saves[0]?.reject({ kind: 'failed', message: null });
    await run.settle();
    expect(run.context().problem).toEqual({ code: 'saveFailed', message: null });
    expect(run.context().fields.day).toBe('700');
    run.send({ type: 'limits.savePressed' });
    expect(run.saves).toHaveLength(2);
  });
});

describe('saferLimits selectors', () => {
  it('say when more becomes available only under a limit in force, not for a period without one', async () => {
    const counted: PeriodLimit = { ...none, used: 400, resetsAt: '2026-11-27T06:00:00.000Z' };
    const run = await loaded({ ...noLimits, limits: { day: dayLimit, week: counted, month: none }, limitPrompt: false });
    expect(limitRows(run.context()).map((row) => [row.period, row.resetsAt])).toEqual([
      ['day', '2026-11-27T06:00:00.000Z'],
      ['week', null],
      ['month', null],
    ]);
  });
});

describe('saferLimits machine: a pending raise', () => {
  it('Confirm is enabled only once confirmable_at has passed on the machine’s clock', async () => {
    const run = await loaded(raiseWaiting);
    expect(limitRows(run.context())[0]?.pending?.confirmable).toBe(false);
    run.send({ type: 'limits.confirmPressed', period: 'day' });
    expect(run.confirms).toHaveLength(0);
    run.clock.increment(CONFIRM_CHECK_MS);
    await run.settle();
    expect(limitRows(run.context())[0]?.pending?.confirmable).toBe(false);
    run.clock.increment(CONFIRM_CHECK_MS);
    await run.settle();
    expect(limitRows(run.context())[0]?.pending?.confirmable).toBe(false);
    run.clock.increment(CONFIRM_CHECK_MS);
    await run.settle();
    expect(limitRows(run.context())[0]?.pending?.confirmable).toBe(true);
    expect(run.actor.getSnapshot().matches({ editing: 'ready' })).toBe(true);
    run.send({ type: 'limits.confirmPressed', period: 'day' });
    expect(run.confirms[0]?.input).toEqual({ period: 'day' });
    run.confirms[0]?.resolve({ ...dayOnly, limits: { ...dayOnly.limits, day: { ...dayLimit, amount: 5000 } } });
    await run.settle();
    expect(run.context().notice).toEqual({ code: 'confirmed', period: 'day' });
    expect(run.context().fields.day).toBe('5000');
  });

  it('limit_not_confirmable says when it can be confirmed', async () => {
    const run = await loaded({ ...raiseWaiting, now: Date.parse(confirmableAt) });
    run.send({ type: 'limits.confirmPressed', period: 'day' });
    run.confirms[0]?.reject({ kind: 'notConfirmable', confirmableAt, message: null });
    await run.settle();
    expect(run.context().problem).toEqual({ code: 'notConfirmable', period: 'day', confirmableAt });
  });

  it('limit_change_missing loads the limits again', async () => {
    const run = await loaded({ ...raiseWaiting, now: Date.parse(confirmableAt) });
    run.send({ type: 'limits.confirmPressed', period: 'day' });
    run.confirms[0]?.reject({ kind: 'changeMissing', message: null });
    await run.settle();
    expect(run.loads).toHaveLength(2);
    run.loads[1]?.resolve(dayOnly);
    await run.settle();
    expect(run.context().problem).toEqual({ code: 'changeMissing', period: 'day' });
  });

  it('Cancel drops the pending change at any time; a period without one cannot be cancelled', async () => {
    const run = await loaded(raiseWaiting);
    run.send({ type: 'limits.cancelPressed', period: 'week' });
    expect(run.cancels).toHaveLength(0);
    run.send({ type: 'limits.cancelPressed', period: 'day' });
    expect(run.cancels[0]?.input).toEqual({ period: 'day' });
    run.cancels[0]?.resolve(dayOnly);
    await run.settle();
    expect(run.context().notice).toEqual({ code: 'cancelled', period: 'day' });
    expect(limitRows(run.context())[0]?.pending).toBeNull();
  });

  it('a failed cancel says so and changes nothing', async () => {
    const run = await loaded(raiseWaiting);
    run.send({ type: 'limits.cancelPressed', period: 'day' });
    run.cancels[0]?.reject({ kind: 'failed', message: 'Offline' });
    await run.settle();
    expect(run.context().problem).toEqual({ code: 'changeFailed', period: 'day', message: 'Offline' });
    expect(run.context().limits?.day.pending).not.toBeNull();
    run.send({ type: 'limits.noticeDismissed' });
    expect(run.context().problem).toBeNull();
  });
});
