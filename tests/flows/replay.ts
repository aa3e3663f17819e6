import { isDeepStrictEqual } from 'node:util';
import { createActor, fromPromise, getInitialSnapshot, getNextSnapshot, SimulatedClock, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate';
import type { AnyFlow } from '../../machines/lib/flow';
import { delayMs, keyOfTakenTransition, kindOf } from '../../machines/lib/transitions';
import { isUnprovided } from '../../machines/lib/unprovided';
import type { FlowPath } from './paths';

/**
 * A context with each spawned actor (a child the machine keeps in its context) replaced by its id:
 * the running actor's child and the pure model's are different objects for the same child.
 */
function withActorIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withActorIds);
  if (typeof value !== 'object' || value === null) return value;
  if ('sessionId' in value && 'send' in value && 'id' in value) return { actor: value.id };
  const prototype: unknown = Object.getPrototypeOf(value);
  // Only plain objects are walked: anything else (a Date, say) is compared as it is.
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withActorIds(entry)]));
}

/** A replay that went wrong, naming the machine, the path and the step. */
export class FlowPathError extends Error {
  override name = 'FlowPathError';
  constructor(
    readonly flow: string,
    readonly path: FlowPath,
    readonly stepIndex: number,
    problem: string,
  ) {
    const step = path.steps[stepIndex];
    super(`machine "${flow}", path ${path.number} (${path.title}), step ${stepIndex} (${step?.event.type ?? '?'}): ${problem}`);
  }
}

export type ReplayResult = {
  /** Transition keys (see machines/lib/transitions.ts) the real actor took. */
  transitions: Set<string>;
  /** State ids the real actor was in at some point, including states left at once. */
  states: Set<string>;
  /** Names of the edge actions the machine asked for, in order. */
  actions: string[];
};

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function describe(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * Replays a generated path on a real actor: invoked actors are stand-ins settled by the path's
 * done/error steps, timers run on a SimulatedClock, edge actions are recorded. After every step the
 * value is compared with the generated path and the context with the model's own pure transition.
 */
export async function replayPath(flow: AnyFlow, path: FlowPath, options: { machine?: AnyStateMachine } = {}): Promise<ReplayResult> {
  const machine = options.machine ?? (flow.machine as AnyStateMachine);
  const running = new Map<string, Deferred>();
  const result: ReplayResult = { transitions: new Set(), states: new Set(), actions: [] };

  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise(({ self }) => new Promise((resolve, reject) => running.set(self.id, { resolve, reject }))),
    ]),
  );
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, implementation]) => isUnprovided(implementation))
      .map(([name]) => [name, () => void result.actions.push(name)]),
  );
  const clock = new SimulatedClock();
  const recordFrom = (inspection: InspectionEvent) => {
    if (inspection.actorRef.sessionId !== inspection.rootId) return;
    if (inspection.type === '@xstate.microstep') {
      for (const transition of inspection._transitions) {
        result.transitions.add(keyOfTakenTransition(transition));
        // A state left at once (by an eventless transition) never shows in a snapshot, but was visited.
        result.states.add(transition.source.id);
      }
    }
    if (inspection.type === '@xstate.microstep' || inspection.type === '@xstate.snapshot') {
      const snapshot = inspection.snapshot as { _nodes?: { id: string }[] };
      for (const node of snapshot._nodes ?? []) result.states.add(node.id);
    }
  };
  const actor = createActor(machine.provide({ actors, actions }), { input: path.input, clock, inspect: recordFrom });
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();

  const fail = (stepIndex: number, problem: string): never => {
    actor.stop();
    throw new FlowPathError(flow.name, path, stepIndex, problem);
  };

  // The context the model expects, computed purely from the flow's own machine along the same events.
  const model = flow.machine as AnyStateMachine;
  let expected = getInitialSnapshot(model, path.input);

  for (const [stepIndex, step] of path.steps.entries()) {
    const event: EventObject = step.event;
    const kind = kindOf(event.type);
    if (event.type !== 'xstate.init') {
      expected = getNextSnapshot(model, expected, event);
      if (kind === 'done' || kind === 'error') {
        const id = event.type.slice(kind === 'done' ? 'xstate.done.actor.'.length : 'xstate.error.actor.'.length);
        const call = running.get(id);
        if (!call) fail(stepIndex, `actor "${id}" is not running, so it cannot ${kind === 'done' ? 'succeed' : 'fail'}`);
        running.delete(id);
        if (kind === 'done') call?.resolve((event as { output?: unknown }).output);
        else call?.reject((event as { error?: unknown }).error);
        await settle();
      } else if (kind === 'after') {
        const ms = delayMs(machine, event.type, actor.getSnapshot().context);
        if (ms === undefined) fail(stepIndex, `timer "${event.type}" has no fixed delay to advance the clock by`);
        clock.increment(ms ?? 0);
      } else {
        actor.send(event);
      }
    }
    if (errors.length) fail(stepIndex, `the actor stopped with an error: ${String(errors[0])}`);
    const snapshot = actor.getSnapshot();
    if (!isDeepStrictEqual(snapshot.value, step.value)) {
      fail(stepIndex, `expected state ${describe(step.value)}, got ${describe(snapshot.value)}`);
    }
    if (!isDeepStrictEqual(withActorIds(snapshot.context), withActorIds(expected.context))) {
      fail(stepIndex, `expected context ${describe(expected.context)}, got ${describe(snapshot.context)}`);
    }
  }
  actor.stop();
  return result;
}
