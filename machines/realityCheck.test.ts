import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import type { SaferStatus } from './lib/saferBreaks';
import { delayMs } from './lib/transitions';
import {
  dialogOf,
  elapsedSeconds,
  formatSessionClock,
  hoursAndMinutes,
  netResultOf,
  nextCheckAt,
  realityCheckMachine,
  sessionClockOf,
  shownIntervalOf,
  STATUS_RETRY_MS,
  type RealityCheckEvent,
  type RealityCheckInterval,
} from './realityCheck';

const MINUTE = 60_000;
const STARTED_AT = '2026-11-26T10:00:00.000Z';
const START = Date.parse(STARTED_AT);

const statusOf = (intervalMinutes: RealityCheckInterval, netWinLoss = '-120.00'): SaferStatus => ({
  restriction: null,
  realityCheck: { intervalMinutes },
  session: { startedAt: STARTED_AT, netWinLoss },
});

type Pending<TOut, TIn = void> = { input: TIn; resolve: (value: TOut) => void; reject: (failure: unknown) => void };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The machine on a simulated clock whose time the test moves; the clock actor's ticks are sent by
 * the test (`advance` moves both, as the edge's clock does each second).
 */
function start(openedAt = START + 5 * MINUTE) {
  const loads: Pending<SaferStatus>[] = [];
  const saves: Pending<RealityCheckInterval, RealityCheckInterval>[] = [];
  const effects: string[] = [];
  let clocks = 0;
  let clockStopped = false;
  const clock = new SimulatedClock();
  let now = openedAt;
  const machine = realityCheckMachine.provide({
    actors: {
      clock: fromCallback(() => {
        clocks += 1;
        return () => {
          clockStopped = true;
        };
      }),
      loadStatus: fromPromise<SaferStatus, void>(({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve, reject }))),
      saveInterval: fromPromise<RealityCheckInterval, RealityCheckInterval>(({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve, reject }))),
    },
    actions: {
      goToHistory: () => void effects.push('goToHistory'),
      logOut: () => void effects.push('logOut'),
    },
  });
  const actor = createActor(machine, { input: { now }, clock }).start();
  const send = (...events: RealityCheckEvent[]) => events.forEach((event) => actor.send(event));
  /** Moves the time on, ticking like the edge's clock (each minute over whole minutes, to stay fast). */
  const advance = (ms: number) => {
    const tick = ms % MINUTE === 0 ? MINUTE : 1000;
    for (let step = 0; step < ms; step += tick) {
      const by = Math.min(tick, ms - step);
      now += by;
      actor.send({ type: 'realityCheck.clockTicked', now });
      clock.increment(by);
    }
  };
  const state = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  return { actor, send, advance, state, context, loads, saves, effects, clockRuns: () => clocks, clockStopped: () => clockStopped };
}

describe('reality check: when the checks fall', () => {
  it('at started_at + k × interval, the first one after now', () => {
    expect(nextCheckAt(START, 15, START + 5 * MINUTE)).toBe(START + 15 * MINUTE);
    expect(nextCheckAt(START, 15, START + 15 * MINUTE)).toBe(START + 30 * MINUTE);
    expect(nextCheckAt(START, 60, START + 61 * MINUTE)).toBe(START + 120 * MINUTE);
    // A clock behind the server's: the first interval.
    expect(nextCheckAt(START, 30, START - MINUTE)).toBe(START + 30 * MINUTE);
  });

  it('the session clock reads hours, minutes and seconds', () => {
    expect(formatSessionClock(elapsedSeconds(START, START + 42 * MINUTE + 10_000))).toBe('0:42:10');
    expect(formatSessionClock(3 * 3600 + 5)).toBe('3:00:05');
    expect(elapsedSeconds(START, START - 5000)).toBe(0);
  });

  it('the dialog’s words: hours and minutes, a win or a loss with its size', () => {
    expect(hoursAndMinutes(75)).toEqual({ hours: 1, minutes: 15 });
    expect(netResultOf('-120.00')).toEqual({ kind: 'loss', amount: 120 });
    expect(netResultOf('250.50')).toEqual({ kind: 'win', amount: 250.5 });
    expect(netResultOf('0.00')).toEqual({ kind: 'even' });
    expect(netResultOf(null)).toEqual({ kind: 'unknown' });
    expect(netResultOf('abc')).toEqual({ kind: 'unknown' });
  });

  it('the named delay is computed from the context (the harness reads it the same way)', () => {
    const context = { now: START + 5 * MINUTE, dueAt: START + 15 * MINUTE };
    expect(delayMs(realityCheckMachine, 'xstate.after.untilNextCheck.realityCheck.running.waiting', context)).toBe(10 * MINUTE);
    expect(delayMs(realityCheckMachine, 'xstate.after.untilNextCheck.realityCheck.running.waiting')).toBeUndefined();
  });
});

describe('reality check machine (issue 24 §2)', () => {
  it('is off by default: no check, the session clock still runs', async () => {
    const run = start();
    expect(run.clockRuns()).toBe(1);
    run.loads[0]?.resolve(statusOf(0));
    await settle();
    expect(run.state()).toEqual({ running: 'off' });
    expect(sessionClockOf(run.context())).toBe('0:05:00');
    run.advance(2 * 60 * MINUTE);
    expect(run.state()).toEqual({ running: 'off' });
    expect(run.loads).toHaveLength(1);
    expect(sessionClockOf(run.context())).toBe('2:05:00');
  });

  it('shows the dialog at each interval of logged-in time with the session’s net', async () => {
    const run = start();
    run.loads[0]?.resolve(statusOf(15));
    await settle();
    expect(run.state()).toEqual({ running: 'waiting' });
    run.advance(10 * MINUTE - 1000);
    expect(run.state()).toEqual({ running: 'waiting' });
    run.advance(1000);
    expect(run.state()).toEqual({ running: 'loadingFigures' });
    run.loads[1]?.resolve(statusOf(15, '-120.00'));
    await settle();
    expect(dialogOf(run.actor.getSnapshot())).toEqual({ minutes: 15, netWinLoss: '-120.00' });
    // Left open for 2 minutes: Continue waits for the next whole interval (30 minutes in).
    run.advance(2 * MINUTE);
    run.send({ type: 'realityCheck.continued' });
    expect(run.state()).toEqual({ running: 'waiting' });
    expect(run.context().dueAt).toBe(START + 30 * MINUTE);
    run.advance(13 * MINUTE);
    run.loads[2]?.reject({ kind: 'failed', message: null });
    await settle();
    expect(dialogOf(run.actor.getSnapshot())).toEqual({ minutes: 30, netWinLoss: null });
  });

  it('View history opens the betting record and goes on; Log out stops the checks and the clock', async () => {
    const run = start();
    run.loads[0]?.resolve(statusOf(15));
    await settle();
    run.advance(10 * MINUTE);
    run.loads[1]?.resolve(statusOf(15, '30.00'));
    await settle();
    run.send({ type: 'realityCheck.historyViewed' });
    expect(run.effects).toEqual(['goToHistory']);
    expect(run.state()).toEqual({ running: 'waiting' });
    run.advance(15 * MINUTE);
    run.loads[2]?.resolve(statusOf(15, '30.00'));
    await settle();
    run.send({ type: 'realityCheck.logOutPressed' });
    expect(run.effects).toEqual(['goToHistory', 'logOut']);
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.clockStopped()).toBe(true);
  });

  it('an interval changed from the page is saved and reschedules the checks; off stops them', async () => {
    const run = start();
    run.loads[0]?.resolve(statusOf(0));
    await settle();
    run.send({ type: 'realityCheck.intervalChosen', minutes: 30 });
    expect(shownIntervalOf(run.context())).toBe(30);
    expect(run.saves.map((save) => save.input)).toEqual([30]);
    run.saves[0]?.resolve(30);
    await settle();
    expect(run.state()).toEqual({ running: 'waiting' });
    expect(run.context()).toMatchObject({ intervalMinutes: 30, dueAt: START + 30 * MINUTE, saveOutcome: { kind: 'saved' } });
    run.send({ type: 'realityCheck.intervalChosen', minutes: 0 });
    run.saves[1]?.resolve(0);
    await settle();
    expect(run.state()).toEqual({ running: 'off' });
    run.advance(60 * MINUTE);
    expect(run.state()).toEqual({ running: 'off' });
  });

  it('a failed save keeps the interval and says so', async () => {
    const run = start();
    run.loads[0]?.resolve(statusOf(15));
    await settle();
    run.send({ type: 'realityCheck.intervalChosen', minutes: 60 });
    run.saves[0]?.reject({ kind: 'failed', message: 'Not saved.' });
    await settle();
    expect(run.context()).toMatchObject({ intervalMinutes: 15, savingInterval: null, saveOutcome: { kind: 'failed', message: 'Not saved.' } });
    expect(run.state()).toEqual({ running: 'waiting' });
  });

  it('a save before the status loaded reads the status after it', async () => {
    const run = start();
    run.send({ type: 'realityCheck.intervalChosen', minutes: 45 });
    run.saves[0]?.resolve(45);
    await settle();
    expect(run.state()).toEqual({ running: 'loadingStatus' });
    run.loads[1]?.resolve(statusOf(45));
    await settle();
    expect(run.context().dueAt).toBe(START + 45 * MINUTE);
  });

  it('a status that failed to load is asked for again after a minute', async () => {
    const run = start();
    run.loads[0]?.reject({ kind: 'failed', message: null });
    await settle();
    expect(run.state()).toEqual({ running: 'statusFailed' });
    run.advance(STATUS_RETRY_MS);
    expect(run.state()).toEqual({ running: 'loadingStatus' });
    expect(run.loads).toHaveLength(2);
  });
});
