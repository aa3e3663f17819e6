import { createActor, fromPromise } from 'xstate';
import {
  accountBreakMachine,
  breakFailureOf,
  dhakaDateOf,
  isUntilInRange,
  passwordProblemOf,
  plannedEndOf,
  toBreakFailure,
  untilRangeOf,
  type AccountBreakEvent,
  type BreakKind,
  type BreakRequest,
  type Restriction,
} from './accountBreak';
import { NotProvidedError } from './lib/unprovided';
import { otherFailure, type CallFailure } from './lib/failures';

/** 2026-11-26 10:00 UTC = 16:00 in Dhaka. */
const NOW = Date.parse('2026-11-26T10:00:00.000Z');

const restriction: Restriction = { kind: 'time_out', startedAt: '2026-11-26T10:00:00.000Z', endsAt: '2026-12-03T10:00:00.000Z', returnRequestedAt: null, returnConfirmableAt: null };

type Call = { input: BreakRequest; resolve: (value: Restriction | null) => void; reject: (failure: unknown) => void };

function start(kind: BreakKind, now = NOW) {
  const calls: Call[] = [];
  const effects: string[] = [];
  const machine = accountBreakMachine.provide({
    actors: {
      startBreak: fromPromise<Restriction | null, BreakRequest>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject }))),
    },
    actions: { reportBreakStarted: () => void effects.push('reportBreakStarted') },
  });
  const actor = createActor(machine, { input: { kind, now } }).start();
  const send = (...events: AccountBreakEvent[]) => events.forEach((event) => actor.send(event));
  const state = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  return { actor, send, state, context, calls, effects };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An exclusion taken to the password step. */
function atPassword(kind: BreakKind = 'self_exclusion') {
  const run = start(kind);
  run.send({ type: 'accountBreak.opened' }, { type: 'accountBreak.periodChosen', period: kind === 'self_exclusion' ? '1y' : '7d' }, { type: 'accountBreak.continued' });
  if (kind === 'self_exclusion') run.send({ type: 'accountBreak.understoodChanged', value: true });
  run.send({ type: 'accountBreak.continued' });
  return run;
}

describe('account break machine (issue 24): choosing, reviewing, password', () => {
  it('needs a period before the review', () => {
    const { send, state, context } = start('time_out');
    send({ type: 'accountBreak.opened' }, { type: 'accountBreak.continued' });
    expect(state()).toBe('choosing');
    expect(context().problem).toEqual({ code: 'periodRequired' });
    send({ type: 'accountBreak.periodChosen', period: '24h' });
    expect(context().problem).toBeNull();
    send({ type: 'accountBreak.continued' });
    expect(state()).toBe('reviewing');
  });

  it('takes an end date from tomorrow to 6 weeks (Dhaka dates)', () => {
    expect(dhakaDateOf(NOW)).toBe('2026-11-26');
    // 19:00 UTC is already the next day in Dhaka.
    expect(dhakaDateOf(Date.parse('2026-11-26T19:00:00.000Z'))).toBe('2026-11-27');
    expect(isUntilInRange('2026-11-26', '2026-11-26')).toBe(false);
    expect(isUntilInRange('2026-11-27', '2026-11-26')).toBe(true);
    expect(isUntilInRange('2027-01-07', '2026-11-26')).toBe(true);
    expect(isUntilInRange('2027-01-08', '2026-11-26')).toBe(false);
    expect(isUntilInRange('2026-02-30', '2026-01-26')).toBe(false);
    expect(isUntilInRange('', '2026-11-26')).toBe(false);
    expect(untilRangeOf({ today: '2026-11-26' })).toEqual({ first: '2026-11-27', last: '2027-01-07' });
    const { send, state, context } = start('time_out');
    send({ type: 'accountBreak.opened' }, { type: 'accountBreak.periodChosen', period: 'until' }, { type: 'accountBreak.untilChanged', value: '2027-01-08' }, { type: 'accountBreak.continued' });
    expect(state()).toBe('choosing');
    expect(context().problem).toEqual({ code: 'untilInvalid' });
    send({ type: 'accountBreak.untilChanged', value: '2027-01-07' }, { type: 'accountBreak.continued' });
    expect(state()).toBe('reviewing');
    expect(plannedEndOf(context())).toBe('2027-01-07T17:59:59.999Z');
  });

  it('states the planned end of each period', () => {
    const base = { until: '', now: NOW, today: '2026-11-26' };
    expect(plannedEndOf({ ...base, period: null })).toBeNull();
    expect(plannedEndOf({ ...base, period: '24h' })).toBe('2026-11-27T10:00:00.000Z');
    expect(plannedEndOf({ ...base, period: '7d' })).toBe('2026-12-03T10:00:00.000Z');
    expect(plannedEndOf({ ...base, period: '30d' })).toBe('2026-12-26T10:00:00.000Z');
    expect(plannedEndOf({ ...base, period: '6m' })).toBe('2027-05-26T10:00:00.000Z');
    expect(plannedEndOf({ ...base, period: '5y' })).toBe('2031-11-26T10:00:00.000Z');
    expect(plannedEndOf({ ...base, period: 'until', until: '2026-11-26' })).toBeNull();
  });

  it('an exclusion needs "I understand" ticked; a time-out does not', () => {
    const exclusion = start('self_exclusion');
    exclusion.send({ type: 'accountBreak.opened' }, { type: 'accountBreak.periodChosen', period: '6m' }, { type: 'accountBreak.continued' }, { type: 'accountBreak.continued' });
    expect(exclusion.state()).toBe('reviewing');
    expect(exclusion.context().problem).toEqual({ code: 'notUnderstood' });
    exclusion.send({ type: 'accountBreak.understoodChanged', value: true }, { type: 'accountBreak.continued' });
    expect(exclusion.state()).toBe('password');
    const timeOut = start('time_out');
    timeOut.send({ type: 'accountBreak.opened' }, { type: 'accountBreak.periodChosen', period: '30d' }, { type: 'accountBreak.continued' }, { type: 'accountBreak.continued' });
    expect(timeOut.state()).toBe('password');
  });

  it('goes back a step and cancels from each step, forgetting the form', () => {
    const { send, state, context } = atPassword();
    send({ type: 'accountBreak.backPressed' });
    expect(state()).toBe('reviewing');
    send({ type: 'accountBreak.backPressed' });
    expect(state()).toBe('choosing');
    expect(context().period).toBe('1y');
    send({ type: 'accountBreak.cancelled' });
    expect(state()).toBe('closed');
    expect(context()).toMatchObject({ period: null, understood: false, password: '', problem: null });
  });

  it('needs the password, then sends the exclusion with "understood"', async () => {
    const { send, state, calls, effects, context } = atPassword();
    send({ type: 'accountBreak.submitted' });
    expect(passwordProblemOf(context())).toEqual({ code: 'passwordRequired' });
    send({ type: 'accountBreak.passwordChanged', value: 'demo12345' }, { type: 'accountBreak.submitted' });
    expect(state()).toBe('submitting');
    expect(calls.map((call) => call.input)).toEqual([{ kind: 'self_exclusion', period: '1y', password: 'demo12345', understood: true }]);
    calls[0]?.resolve({ ...restriction, kind: 'self_exclusion' });
    await settle();
    expect(state()).toBe('started');
    expect(context().password).toBe('');
    expect(context().restriction?.kind).toBe('self_exclusion');
    expect(effects).toEqual(['reportBreakStarted']);
  });

  it('sends a time-out’s end date only for `until`', () => {
    const run = start('time_out');
    run.send(
      { type: 'accountBreak.opened' },
      { type: 'accountBreak.periodChosen', period: 'until' },
      { type: 'accountBreak.untilChanged', value: '2026-12-10' },
      { type: 'accountBreak.continued' },
      { type: 'accountBreak.continued' },
      { type: 'accountBreak.passwordChanged', value: 'pw' },
      { type: 'accountBreak.submitted' },
    );
    expect(run.calls[0]?.input).toEqual({ kind: 'time_out', period: 'until', until: '2026-12-10', password: 'pw' });
    const fixed = atPassword('time_out');
    fixed.send({ type: 'accountBreak.passwordChanged', value: 'pw' }, { type: 'accountBreak.submitted' });
    expect(fixed.calls[0]?.input).toEqual({ kind: 'time_out', period: '7d', until: null, password: 'pw' });
  });
});

describe('account break machine: refusals by code and failures', () => {
  async function refusedWith(failure: unknown) {
    const run = atPassword();
    run.send({ type: 'accountBreak.passwordChanged', value: 'wrong' }, { type: 'accountBreak.submitted' });
    run.calls[0]?.reject(failure);
    await settle();
    return run;
  }

  it('password_wrong: the server’s words on the password field, the period and the tick kept', async () => {
    const { state, context } = await refusedWith({ kind: 'passwordWrong', message: 'The password is not correct.' });
    expect(state()).toBe('password');
    expect(passwordProblemOf(context())).toEqual({ code: 'passwordWrong', message: 'The password is not correct.' });
    expect(context()).toMatchObject({ period: '1y', understood: true, password: '' });
  });

  it('break_period_invalid goes back to the period; exclusion_not_understood to the statement', async () => {
    const period = await refusedWith({ kind: 'periodInvalid', message: 'Choose a period.' });
    expect(period.state()).toBe('choosing');
    expect(period.context().problem).toEqual({ code: 'periodRefused', message: 'Choose a period.' });
    const understood = await refusedWith({ kind: 'notUnderstood', message: 'Tick it.' });
    expect(understood.state()).toBe('reviewing');
    expect(understood.context()).toMatchObject({ understood: false, problem: { code: 'understandingRefused', message: 'Tick it.' } });
  });

  it('break_running and other refusals show the server’s words with Close', async () => {
    const running = await refusedWith({ kind: 'breakRunning', message: 'A self-exclusion is already running.' });
    expect(running.state()).toBe('refused');
    expect(running.context().problem).toEqual({ code: 'breakRunning', message: 'A self-exclusion is already running.' });
    const other = await refusedWith({ kind: 'refused', message: 'No.' });
    expect(other.state()).toBe('refused');
    other.send({ type: 'accountBreak.cancelled' });
    expect(other.state()).toBe('closed');
  });

  it('a failure offers Try again, which resends the same request, and Back', async () => {
    const run = await refusedWith({ kind: 'failed', message: null });
    expect(run.state()).toBe('failed');
    expect(run.context().failure).toEqual({ message: null });
    run.send({ type: 'accountBreak.retried' });
    expect(run.state()).toBe('submitting');
    expect(run.calls[1]?.input).toEqual(run.calls[0]?.input);
    run.calls[1]?.reject({ kind: 'failed', message: 'Server busy' });
    await settle();
    run.send({ type: 'accountBreak.backPressed' });
    expect(run.state()).toBe('password');
  });

  it('reads an unknown rejection as a failure; a missing actor stops loudly', () => {
    expect(toBreakFailure(new Error('boom'))).toEqual({ kind: 'failed', message: 'boom' });
    expect(toBreakFailure('x')).toEqual({ kind: 'failed', message: null });
    expect(() => toBreakFailure(new NotProvidedError('accountBreak', 'actor', 'startBreak'))).toThrow(NotProvidedError);
  });
});

describe('account break: the start call’s failures by code', () => {
  const refusal = (status: number, code: string | null, serverMessage: string | null): CallFailure => ({ ...otherFailure(), kind: 'http', status, code, serverMessage });

  it('reads each refusal of the contract by its code, never by its words', () => {
    expect(breakFailureOf(refusal(422, 'password_wrong', 'The password is not correct.'))).toEqual({ kind: 'passwordWrong', message: 'The password is not correct.' });
    expect(breakFailureOf(refusal(422, 'break_period_invalid', 'Choose a period.'))).toEqual({ kind: 'periodInvalid', message: 'Choose a period.' });
    expect(breakFailureOf(refusal(422, 'exclusion_not_understood', 'Tick it.'))).toEqual({ kind: 'notUnderstood', message: 'Tick it.' });
    expect(breakFailureOf(refusal(409, 'break_running', 'Running.'))).toEqual({ kind: 'breakRunning', message: 'Running.' });
    expect(breakFailureOf(refusal(422, 'something_else', 'The password is not correct.'))).toEqual({ kind: 'refused', message: 'The password is not correct.' });
    expect(breakFailureOf(refusal(500, null, 'Server Error'))).toEqual({ kind: 'failed', message: null });
    expect(breakFailureOf({ ...otherFailure(), kind: 'network' })).toEqual({ kind: 'failed', message: null });
  });
});
