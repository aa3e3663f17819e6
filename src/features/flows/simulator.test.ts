import { generatePaths } from '../../../machines/lib/paths';
import { sessionFlow } from '../../../machines/session.flow';
import { coverageMarks, modelTransitions, transitionKeys } from './coverageMarks';
import { FlowSimulation, framesOf, payloadText, type Choice } from './simulator';

const credentials = { token: 'token-1', remoteId: 'remote-1', username: 'demoplayer1', exchangeToken: 'exchange-1' };
const labels = (choices: Choice[]) => choices.map((choice) => `${choice.kind} ${choice.event.type} ${payloadText(choice.event)}`.trim());

describe('the /flows simulator on the real session machine', () => {
  it('offers the enabled events with their samples, the pending call’s outcomes and the timer, and takes them', () => {
    const simulation = new FlowSimulation(sessionFlow);
    expect(simulation.activeStateIds()).toEqual(['session', 'session.loggedOut']);
    expect(simulation.choices()).toEqual([
      { kind: 'event', event: { type: 'session.loggedIn', credentials } },
      { kind: 'event', event: { type: 'session.signedUp', credentials } },
    ]);
    // A long payload is cut for its button.
    expect(labels(simulation.choices())[0]).toMatch(/^event session\.loggedIn \{"credentials":\{.{40,}…$/);

    simulation.take({ type: 'session.loggedIn', credentials });
    expect(simulation.activeStateIds()).toEqual(['session', 'session.loggedIn', 'session.loggedIn.refreshingBalance']);
    expect(simulation.taken.at(-1)).toEqual(['session.loggedOut session.loggedIn #0']);
    expect(labels(simulation.choices().filter((choice) => choice.kind === 'done' || choice.kind === 'error'))).toEqual([
      'done xstate.done.actor.fetchBalance 1200',
      'error xstate.error.actor.fetchBalance {"kind":"unauthorized"}',
      'error xstate.error.actor.fetchBalance {"kind":"failed","message":"Network error, please try again later."}',
    ]);

    simulation.take({ type: 'xstate.done.actor.fetchBalance', output: 1200 });
    expect(simulation.activeStateIds()).toEqual(['session', 'session.loggedIn', 'session.loggedIn.waitingToRefresh']);
    expect(simulation.snapshot.context.balance).toBe(1200);
    // Settled once: a call no longer waiting offers nothing, and cannot be settled again.
    expect(simulation.choices().some((choice) => choice.kind === 'done')).toBe(false);
    expect(() => simulation.take({ type: 'xstate.done.actor.fetchBalance', output: 1 })).toThrow('the call "fetchBalance" is not waiting for an answer');

    const timer = simulation.choices().find((choice) => choice.kind === 'after');
    expect(timer).toMatchObject({ delayName: 'balanceRefreshInterval', ms: 10_000 });
    simulation.take(timer?.event ?? { type: '' });
    expect(simulation.activeStateIds()).toEqual(['session', 'session.loggedIn', 'session.loggedIn.refreshingBalance']);
    expect(simulation.steps.map((step) => step.value)).toEqual([
      { loggedIn: 'refreshingBalance' },
      { loggedIn: 'waitingToRefresh' },
      { loggedIn: 'refreshingBalance' },
    ]);
    simulation.stop();
  });

  it('steps back by replaying every step but the last from the start', () => {
    const simulation = new FlowSimulation(sessionFlow);
    simulation.take({ type: 'session.loggedIn', credentials });
    simulation.take({ type: 'xstate.error.actor.fetchBalance', error: { kind: 'unauthorized' } });
    expect(simulation.activeStateIds()).toEqual(['session', 'session.loggedOut']);
    const back = simulation.back();
    expect(back.activeStateIds()).toEqual(['session', 'session.loggedIn', 'session.loggedIn.refreshingBalance']);
    expect(back.steps.map((step) => step.event.type)).toEqual(['session.loggedIn']);
    expect(back.choices().filter((choice) => choice.kind === 'done')).toHaveLength(1);
    expect(back.back().activeStateIds()).toEqual(['session', 'session.loggedOut']);
  });

  it('starts from any of the flow’s inputs and copies the steps as a generated path', () => {
    const simulation = new FlowSimulation(sessionFlow, 1);
    expect(simulation.activeStateIds()).toEqual(['session', 'session.loggedIn', 'session.loggedIn.refreshingBalance']);
    simulation.take({ type: 'xstate.done.actor.fetchBalance', output: 1200 });
    expect(simulation.asPath()).toEqual({
      flow: 'session',
      number: 0,
      inputName: 'a player with a stored session',
      input: sessionFlow.inputs[1]?.input,
      steps: [
        { event: { type: 'xstate.init' }, value: { loggedIn: 'refreshingBalance' } },
        { event: { type: 'xstate.done.actor.fetchBalance', output: 1200 }, value: { loggedIn: 'waitingToRefresh' } },
      ],
      title: 'from a player with a stored session: fetchBalance succeeded',
    });
  });

  it('replays a generated path frame by frame: the states and the transitions each step took', () => {
    const path = generatePaths(sessionFlow).find((candidate) => candidate.steps.length >= 3);
    if (!path) throw new Error('no path of three steps');
    const frames = framesOf(sessionFlow, path);
    expect(frames).toHaveLength(path.steps.filter((step) => step.event.type !== 'xstate.init').length + 1);
    expect(frames.slice(1).every((frame) => frame.transitions.length > 0)).toBe(true);
  });
});

describe('coverage marks', () => {
  it('covered when a browser took it, model-only when only model tests did, uncovered otherwise', () => {
    expect([...coverageMarks(['a', 'b', 'c', 'd'], new Set(['a', 'b']), new Set(['a', 'd']))]).toEqual([
      ['a', 'covered'],
      ['b', 'model-only'],
      ['c', 'uncovered'],
      ['d', 'covered'],
    ]);
  });

  it('every transition of the session machine is taken by its generated paths', () => {
    const model = modelTransitions(sessionFlow);
    expect(transitionKeys(sessionFlow).filter((key) => !model.has(key))).toEqual([]);
  });
});
