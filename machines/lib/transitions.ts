import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * Every state and transition of a machine, named stably, so that model tests, the running
 * site (when recording for QA) and the charts all count the same things.
 */

export type TransitionKind = 'event' | 'done' | 'error' | 'after' | 'always';

export type TransitionInfo = {
  /** Stable identity: source state id, event type and position among that event's transitions. */
  key: string;
  sourceId: string;
  /** '' for eventless (`always`) transitions. */
  eventType: string;
  index: number;
  targetIds: string[];
  guard: string | null;
  kind: TransitionKind;
  /** Plain words for charts and QA paths: "session.loggedOut", "fetchBalance failed", "after 10 s". */
  label: string;
  description: string | undefined;
};

export type StateInfo = {
  id: string;
  /** Path below the machine root, e.g. "loggedIn.refreshingBalance" (empty for the root). */
  path: string;
  type: AnyStateNode['type'];
  description: string | undefined;
  initialChildId: string | undefined;
  invokes: { id: string; src: string }[];
};

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return nodes;
}

export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return 'guard';
}

export function kindOf(eventType: string): TransitionKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  if (eventType.startsWith('xstate.after.')) return 'after';
  return 'event';
}

/** `xstate.after.balanceRefreshInterval.session.loggedIn.waitingToRefresh` → `balanceRefreshInterval`. */
export function delayNameOf(eventType: string): string {
  return eventType.slice('xstate.after.'.length).split('.')[0] ?? '';
}

/**
 * The delay in milliseconds, from a number or a named delay of the machine: a fixed number, or one
 * computed from the context (issue 24: the reality check's next check) when the context is given.
 */
export function delayMs(machine: AnyStateMachine, eventType: string, context?: unknown): number | undefined {
  const name = delayNameOf(eventType);
  if (/^\d+$/.test(name)) return Number(name);
  const delays = machine.implementations.delays as Record<string, unknown>;
  const value = delays[name];
  if (typeof value === 'number') return value;
  if (typeof value === 'function' && context !== undefined) {
    const ms: unknown = (value as (args: { context: unknown; event: unknown }) => unknown)({ context, event: { type: eventType } });
    return typeof ms === 'number' ? ms : undefined;
  }
  return undefined;
}

function formatDuration(ms: number): string {
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}

export function eventLabel(machine: AnyStateMachine, eventType: string): string {
  switch (kindOf(eventType)) {
    case 'always':
      return 'immediately';
    case 'done':
      return `${eventType.slice('xstate.done.actor.'.length)} succeeded`;
    case 'error':
      return `${eventType.slice('xstate.error.actor.'.length)} failed`;
    case 'after': {
      const ms = delayMs(machine, eventType);
      return ms === undefined ? `after ${delayNameOf(eventType)}` : `after ${formatDuration(ms)}`;
    }
    default:
      return eventType;
  }
}

function transitionsOf(node: AnyStateNode): [string, AnyTransitionDefinition[]][] {
  const entries: [string, AnyTransitionDefinition[]][] = [...node.transitions.entries()];
  if (node.always?.length) entries.push(['', node.always]);
  return entries;
}

export function transitionKey(sourceId: string, eventType: string, index: number): string {
  return `${sourceId} ${eventType || '(always)'} #${index}`;
}

/** The key of a transition definition taken by a running actor (from an inspection microstep). */
export function keyOfTakenTransition(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const list = transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  // Definitions are compared by position, since `machine.provide()` builds new definition objects.
  const index = list.findIndex((candidate) => candidate === transition || sameTransition(candidate, transition));
  return transitionKey(source.id, transition.eventType, Math.max(index, 0));
}

function sameTransition(a: AnyTransitionDefinition, b: AnyTransitionDefinition): boolean {
  return (
    a.eventType === b.eventType &&
    guardName(a.guard) === guardName(b.guard) &&
    (a.target ?? []).map((t) => t.id).join() === (b.target ?? []).map((t) => t.id).join()
  );
}

export function allTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const result: TransitionInfo[] = [];
  for (const node of allStateNodes(machine)) {
    for (const [eventType, list] of transitionsOf(node)) {
      list.forEach((transition, index) => {
        const guard = guardName(transition.guard);
        const base = eventLabel(machine, eventType);
        result.push({
          key: transitionKey(node.id, eventType, index),
          sourceId: node.id,
          eventType,
          index,
          targetIds: (transition.target ?? []).map((target) => target.id),
          guard,
          kind: kindOf(eventType),
          label: guard ? `${base} [${guard}]` : base,
          description: transition.description,
        });
      });
    }
  }
  return result;
}

export function allStates(machine: AnyStateMachine): StateInfo[] {
  return allStateNodes(machine).map((node) => ({
    id: node.id,
    path: node.path.join('.'),
    type: node.type,
    description: node.description,
    initialChildId: node.type === 'compound' ? node.initial.target[0]?.id : undefined,
    invokes: node.invoke.map((invoke) => ({ id: invoke.id, src: typeof invoke.src === 'string' ? invoke.src : invoke.id })),
  }));
}
