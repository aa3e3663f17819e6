import { createActor } from 'xstate';
import { bannerRotationMachine } from '../../machines/homeContent';
import { getLiveFlows, inspectFlow, subscribeLiveFlows, type InspectFlowOptions } from './flowRecorder';

/** Runs the banner clock (a 30 ms tick) for 300 ms with a recorder exposed, as Playwright does. */
function recordTicks(options?: InspectFlowOptions, flow = 'bannerRotation') {
  const record = vi.fn<NonNullable<Window['__recordFlowTransition']>>();
  window.__recordFlowTransition = record;
  const notified = vi.fn<() => void>();
  const unsubscribe = subscribeLiveFlows(notified);
  const actor = createActor(bannerRotationMachine, { inspect: inspectFlow(flow, options) }).start();
  vi.advanceTimersByTime(300);
  unsubscribe();
  actor.stop();
  return { record, notified };
}

describe('the flow recorder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    delete window.__recordFlowTransition;
  });

  it('reports every transition taken by default: each 30 ms tick of the banner clock', () => {
    const { record } = recordTicks();
    const ticks = record.mock.calls.filter(([, transition]) => transition.includes('progressTick'));
    expect(ticks.length).toBe(10);
    expect(record.mock.calls.every(([flow]) => flow === 'bannerRotation')).toBe(true);
  });

  it('with repeats "once", reports a transition that leads to the same states only the first time', () => {
    const every = recordTicks().record.mock.calls;
    const once = recordTicks({ repeats: 'once' }).record.mock.calls;
    const distinct = new Set(every.map(([, transition, states]) => `${transition} ${states.join(' ')}`));
    expect(once.length).toBe(distinct.size);
    expect(new Set(once.map(([, transition, states]) => `${transition} ${states.join(' ')}`))).toEqual(distinct);
  });

  it('tells the /flows page of a state change, not of a tick that leaves the flow where it was', () => {
    // A flow the page has not shown before: its first states are news, the ten ticks after them are not.
    const { notified } = recordTicks({}, 'bannerRotationSeenOnce');
    expect(notified).toHaveBeenCalledTimes(1);
  });

  it('shows a flow as running only while its actor runs: a stopped flow (its page left) is not running', () => {
    const first = createActor(bannerRotationMachine, { inspect: inspectFlow('bannerRotationStopped') }).start();
    expect(getLiveFlows().get('bannerRotationStopped')?.length).toBeGreaterThan(0);
    const notified = vi.fn<() => void>();
    const unsubscribe = subscribeLiveFlows(notified);
    first.stop();
    unsubscribe();
    expect(getLiveFlows().has('bannerRotationStopped')).toBe(false);
    expect(notified).toHaveBeenCalledTimes(1);
  });

  it('keeps showing the running actor when an earlier actor of the same flow stops after it started', () => {
    const earlier = createActor(bannerRotationMachine, { inspect: inspectFlow('bannerRotationTwice') }).start();
    const later = createActor(bannerRotationMachine, { inspect: inspectFlow('bannerRotationTwice') }).start();
    earlier.stop();
    expect(getLiveFlows().get('bannerRotationTwice')?.length).toBeGreaterThan(0);
    later.stop();
    expect(getLiveFlows().has('bannerRotationTwice')).toBe(false);
  });
});
