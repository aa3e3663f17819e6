import { createActor, fromPromise } from 'xstate';
import { breakReturnMachine, noticeOf } from './breakReturn';
import type { Restriction, SaferStatus } from './lib/saferBreaks';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');
const ended: Restriction = { kind: 'self_exclusion', startedAt: '2026-05-26T10:00:00.000Z', endsAt: '2026-11-25T10:00:00.000Z', returnRequestedAt: null, returnConfirmableAt: null };
const requested: Restriction = { ...ended, returnRequestedAt: '2026-11-26T10:00:00.000Z', returnConfirmableAt: '2026-11-27T10:00:00.000Z' };
const status = (restriction: Restriction | null): SaferStatus => ({ restriction, realityCheck: { intervalMinutes: 0 }, session: { startedAt: '2026-11-26T09:30:00.000Z', netWinLoss: '0.00' } });

type Pending<T> = { resolve: (value: T) => void; reject: (failure: unknown) => void };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start() {
  const loads: Pending<SaferStatus>[] = [];
  const requests: Pending<Restriction | null>[] = [];
  const confirms: Pending<Restriction | null>[] = [];
  const pending = <T,>(list: Pending<T>[]) => fromPromise<T, void>(() => new Promise((resolve, reject) => list.push({ resolve, reject })));
  const actor = createActor(breakReturnMachine.provide({ actors: { loadStatus: pending(loads), requestReturn: pending(requests), confirmReturn: pending(confirms) } }), { input: { now: NOW } }).start();
  return { actor, loads, requests, confirms, state: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('break return machine (issue 24): the restricted account', () => {
  it('says what each break closes', () => {
    expect(noticeOf({ now: NOW, restriction: null })).toBeNull();
    expect(noticeOf({ now: NOW, restriction: { ...ended, kind: 'time_out' } })).toEqual({ kind: 'timeOut', endsAt: ended.endsAt });
    expect(noticeOf({ now: NOW, restriction: { ...ended, endsAt: '2027-11-25T10:00:00.000Z' } })).toEqual({ kind: 'selfExclusion', endsAt: '2027-11-25T10:00:00.000Z' });
    expect(noticeOf({ now: NOW, restriction: ended })).toEqual({ kind: 'exclusionEnded', returnRequested: false, confirmableAt: null });
    expect(noticeOf({ now: NOW, restriction: requested })).toEqual({ kind: 'exclusionEnded', returnRequested: true, confirmableAt: '2026-11-27T10:00:00.000Z' });
  });

  it('no break: no notice; an unreadable status: no notice either', async () => {
    const open = start();
    open.loads[0]?.resolve(status(null));
    await settle();
    expect(open.state()).toBe('open');
    const unknown = start();
    unknown.loads[0]?.reject({ kind: 'failed', message: null });
    await settle();
    expect(unknown.state()).toBe('unknown');
  });

  it('after an exclusion’s end: ask to return, then confirm; a refusal shows the server’s words', async () => {
    const run = start();
    run.loads[0]?.resolve(status(ended));
    await settle();
    expect(run.state()).toBe('restricted');
    run.actor.send({ type: 'breakReturn.returnConfirmed' });
    expect(run.state()).toBe('restricted');
    run.actor.send({ type: 'breakReturn.returnRequested' });
    expect(run.state()).toBe('requestingReturn');
    run.requests[0]?.resolve(requested);
    await settle();
    expect(run.context().restriction).toEqual(requested);
    run.actor.send({ type: 'breakReturn.returnRequested' });
    expect(run.state()).toBe('restricted');
    run.actor.send({ type: 'breakReturn.returnConfirmed' });
    run.confirms[0]?.reject({ kind: 'failed', message: 'Not yet.' });
    await settle();
    expect(run.context().problem).toEqual({ message: 'Not yet.' });
    run.actor.send({ type: 'breakReturn.returnConfirmed' });
    expect(run.context().problem).toBeNull();
    run.confirms[1]?.resolve(null);
    await settle();
    expect(run.state()).toBe('returned');
    expect(noticeOf(run.context())).toBeNull();
  });

  it('a failed request to return keeps the notice with the failure', async () => {
    const run = start();
    run.loads[0]?.resolve(status(ended));
    await settle();
    run.actor.send({ type: 'breakReturn.returnRequested' });
    run.requests[0]?.reject({ kind: 'failed', message: null });
    await settle();
    expect(run.state()).toBe('restricted');
    expect(run.context().problem).toEqual({ message: null });
  });
});
