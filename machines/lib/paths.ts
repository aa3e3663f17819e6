import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { AnyFlow } from './flow';
import { delayNameOf, kindOf } from './transitions';

/** One generated path: a start (input) and the events that lead through the machine. */
export type FlowPath = {
  flow: string;
  /** 1-based number, stable for a given machine and samples. */
  number: number;
  inputName: string;
  input: unknown;
  steps: { event: EventObject; value: unknown }[];
  /** "from a visitor with nothing stored: session.loggedIn → fetchBalance succeeded". */
  title: string;
};

export class MissingSampleError extends Error {
  override name = 'MissingSampleError';
}

/** The events a snapshot accepts, each with the flow's payload samples (or none needed). */
export function enabledEvents(flow: AnyFlow, snapshot: AnyMachineSnapshot): EventObject[] {
  const types = [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents as string[]))].filter((type) => type !== '*');
  return types.flatMap((type): EventObject[] => {
    const kind = kindOf(type);
    if (kind === 'done' || kind === 'error') {
      const id = type.slice(kind === 'done' ? 'xstate.done.actor.'.length : 'xstate.error.actor.'.length);
      const results = flow.actorResults?.[id]?.[kind];
      if (!results?.length) throw new MissingSampleError(`flow "${flow.name}": no ${kind} results for actor "${id}" in its samples`);
      return results.map((result) => (kind === 'done' ? { type, output: result } : { type, error: result }));
    }
    return flow.events?.[type] ?? [{ type }];
  });
}

/**
 * A step of a path in a few words, as path titles read: `deposit.methodChosen`, `loadChannels succeeded`, `timer balanceRefreshInterval`.
 * Here, not in transitions.ts: the entry carries that one, and only path tools and /flows need this.
 */
export function describeEvent(event: { type: string }): string {
  const kind = kindOf(event.type);
  if (kind === 'done') return `${event.type.slice('xstate.done.actor.'.length)} succeeded`;
  if (kind === 'error') return `${event.type.slice('xstate.error.actor.'.length)} failed`;
  if (kind === 'after') return `timer ${delayNameOf(event.type)}`;
  return event.type;
}

function contextKey(flow: AnyFlow, context: unknown): unknown {
  return flow.contextKey ? flow.contextKey(context) : context;
}

/**
 * States are told apart by value, context and the transition that reached them: counting by
 * state alone misses every transition back into a state already visited.
 */
function serializer(flow: AnyFlow) {
  return (snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) =>
    JSON.stringify({
      value: snapshot.value,
      context: contextKey(flow, snapshot.context),
      via: previous && event ? { from: previous.value, event: event.type } : null,
    });
}

function eventsSignature(steps: { event: EventObject }[]): string {
  return steps.map((step) => JSON.stringify(step.event)).join('\n');
}

/** Shortest paths to every (state, incoming transition), plus simple paths where the flow asks; prefixes dropped. */
export function generatePaths(flow: AnyFlow): FlowPath[] {
  const machine = flow.machine as AnyStateMachine;
  const collected: Omit<FlowPath, 'number' | 'title'>[] = [];
  for (const { name, input } of flow.inputs) {
    const options = { input, events: (snapshot: AnyMachineSnapshot) => enabledEvents(flow, snapshot), serializeState: serializer(flow) };
    const generated = [...getShortestPaths(machine, options), ...(flow.simplePaths ? getSimplePaths(machine, options) : [])];
    for (const path of generated) {
      collected.push({
        flow: flow.name,
        inputName: name,
        input,
        steps: path.steps.map((step) => ({ event: step.event, value: step.state.value })),
      });
    }
  }
  // A path whose events start another path of the same input adds nothing: keep the longer one.
  const unique = new Map<string, (typeof collected)[number]>();
  for (const path of collected) unique.set(`${path.inputName}\n${eventsSignature(path.steps)}`, path);
  const kept = [...unique.values()].filter(
    (path) =>
      ![...unique.values()].some(
        (other) =>
          other !== path &&
          other.inputName === path.inputName &&
          other.steps.length > path.steps.length &&
          eventsSignature(other.steps).startsWith(`${eventsSignature(path.steps)}\n`),
      ),
  );
  return kept.map((path, index) => ({
    ...path,
    number: index + 1,
    title: `from ${path.inputName}: ${path.steps.filter((step) => step.event.type !== 'xstate.init').map((step) => describeEvent(step.event)).join(' → ') || '(start)'}`,
  }));
}
