import { createActor, fromCallback, SimulatedClock, type Actor, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate';
import type { AnyFlow } from '../../../machines/lib/flow';
import { describeEvent, type FlowPath } from '../../../machines/lib/paths';
import { delayMs, delayNameOf, keyOfTakenTransition, kindOf } from '../../../machines/lib/transitions';
import { isUnprovided } from '../../../machines/lib/unprovided';

/**
 * The /flows simulator (issue 27 §2): the REAL machine of a flow, started with `machine.provide()`
 * replacing its invoked actors by stand-ins that wait for the user to pick an outcome, its edge
 * actions by no-ops, and its timers on a SimulatedClock. Every step is kept, so a step back is a
 * replay from the start without the last one. No view code: the view (SimulatePanel.tsx) renders
 * `choices()` and calls `take()`.
 */

/** A step as a generated path writes it (tests/flows/paths.ts `FlowPath.steps`): the event, then the state value it led to. */
export type SimulationStep = { event: EventObject; value: unknown };

/** What the user can do now. */
export type Choice =
  | { kind: 'event'; event: EventObject }
  | { kind: 'done' | 'error'; actorId: string; event: EventObject }
  | { kind: 'after'; event: EventObject; delayName: string; ms: number };

/** The copy of a simulation: the same shape as a generated path (tests/flows/paths.ts `FlowPath`), which `replayPath` replays. */
export type SimulatedPath = { flow: string; number: 0; inputName: string; input: unknown; steps: SimulationStep[]; title: string };

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** The payload of an event (or an outcome's output or error) in one short line, for a button. */
export function payloadText(event: EventObject): string {
  const { type: _type, ...rest } = event as EventObject & Record<string, unknown>;
  const keys = Object.keys(rest);
  if (keys.length === 0) return '';
  const text = JSON.stringify(keys.length === 1 && (keys[0] === 'output' || keys[0] === 'error') ? rest[keys[0]] : rest);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** A button's words for an event or outcome: its type and its sample payload. */
export function eventWords(choice: Choice): string {
  const payload = payloadText(choice.event);
  return payload ? `${choice.event.type} ${payload}` : choice.event.type;
}

/** A timer's name on its button: the delay's name and its length. */
export function timerWords(choice: Extract<Choice, { kind: 'after' }>): string {
  return `${choice.delayName} (${choice.ms} ms)`;
}

/** One line of the event log: the step's event, its payload and the state value it led to. */
export function stepWords(step: SimulationStep): string {
  return `${describeEvent(step.event)} ${payloadText(step.event)} → ${JSON.stringify(step.value)}`;
}

export type CallChoice = Extract<Choice, { actorId: string }>;

/** The choices as a Simulate panel lists them: events, each waiting call with its outcomes, timers. */
export function groupChoices(choices: readonly Choice[]): {
  events: Choice[];
  calls: { actorId: string; outcomes: CallChoice[] }[];
  timers: Extract<Choice, { kind: 'after' }>[];
} {
  const outcomes = choices.filter((choice): choice is CallChoice => choice.kind === 'done' || choice.kind === 'error');
  return {
    events: choices.filter((choice) => choice.kind === 'event'),
    calls: [...new Set(outcomes.map((choice) => choice.actorId))].map((actorId) => ({ actorId, outcomes: outcomes.filter((choice) => choice.actorId === actorId) })),
    timers: choices.filter((choice): choice is Extract<Choice, { kind: 'after' }> => choice.kind === 'after'),
  };
}

/** The innermost active states, without the machine's name: `loggedIn.waitingToRefresh`. */
export function leafStateNames(ids: readonly string[]): string[] {
  return ids.filter((id) => id.includes('.') && !ids.some((other) => other.startsWith(`${id}.`))).map((id) => id.split('.').slice(1).join('.'));
}

export class FlowSimulation {
  readonly flow: AnyFlow;
  readonly inputIndex: number;
  readonly steps: SimulationStep[] = [];
  /** The transitions (keys, machines/lib/transitions.ts) each step took; the first entry is the start's (its eventless ones). */
  readonly taken: string[][] = [[]];
  /** Set when the actor failed (an error event with no handler, an action that threw). */
  failure: string | null = null;
  private readonly machine: AnyStateMachine;
  private readonly clock = new SimulatedClock();
  /** Invoked stand-ins waiting for an outcome, by invoke id: each sends its done or error event to the machine. */
  private readonly pending = new Map<string, (event: EventObject) => void>();
  private readonly actor: Actor<AnyStateMachine>;

  constructor(flow: AnyFlow, inputIndex = 0, steps: readonly AnyEventObject[] = []) {
    this.flow = flow;
    this.inputIndex = inputIndex;
    this.machine = flow.machine;
    const pending = this.pending;
    const standIn = fromCallback<EventObject>(({ self, sendBack }) => {
      pending.set(self.id, sendBack);
      return () => {
        if (pending.get(self.id) === sendBack) pending.delete(self.id);
      };
    });
    const actors = Object.fromEntries(Object.keys(this.machine.implementations.actors).map((src) => [src, standIn]));
    const actions = Object.fromEntries(
      Object.entries(this.machine.implementations.actions)
        .filter(([, implementation]) => isUnprovided(implementation))
        .map(([name]) => [name, () => undefined]),
    );
    const record = (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
      this.taken[this.taken.length - 1]?.push(...inspection._transitions.map(keyOfTakenTransition));
    };
    this.actor = createActor(this.machine.provide({ actors, actions }), { input: this.input.input, clock: this.clock, inspect: record });
    this.actor.subscribe({ error: (error) => void (this.failure = error instanceof Error ? error.message : String(error)) });
    this.actor.start();
    for (const event of steps) this.take(event);
  }

  get input(): { name: string; input: unknown } {
    const input = this.flow.inputs[this.inputIndex] ?? this.flow.inputs[0];
    if (!input) throw new Error(`flow "${this.flow.name}" has no inputs`);
    return input;
  }

  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot;
  }

  /** Every active state node's id, the root included (as the live recorder reports them). */
  activeStateIds(): string[] {
    return this.snapshot._nodes.map((node) => node.id);
  }

  /** The events accepted now (each payload sample of the flow's), the outcomes of pending calls, the timers that can fire. */
  choices(): Choice[] {
    const snapshot = this.snapshot;
    if (snapshot.status !== 'active' || this.failure !== null) return [];
    const types = [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents as string[]))].filter((type) => type !== '*');
    const choices: Choice[] = [];
    for (const type of types) {
      const kind = kindOf(type);
      if (kind === 'event') {
        for (const event of this.flow.events?.[type] ?? [{ type }]) if (snapshot.can(event)) choices.push({ kind: 'event', event });
      } else if (kind === 'after') {
        const ms = delayMs(this.machine, type, snapshot.context);
        if (ms !== undefined && snapshot.can({ type })) choices.push({ kind: 'after', event: { type }, delayName: delayNameOf(type), ms });
      }
    }
    for (const actorId of this.pending.keys()) {
      const results = this.flow.actorResults?.[actorId] ?? {};
      for (const output of results.done ?? []) choices.push({ kind: 'done', actorId, event: { type: `${DONE}${actorId}`, output } as EventObject });
      for (const error of results.error ?? []) choices.push({ kind: 'error', actorId, event: { type: `${ERROR}${actorId}`, error } as EventObject });
    }
    return choices;
  }

  /** Takes one step: sends an event, settles a pending call, or lets a timer fire. Throws when the step cannot be taken now. */
  take(event: AnyEventObject): void {
    this.taken.push([]);
    try {
      this.apply(event);
    } catch (error) {
      this.taken.pop();
      throw error;
    }
    this.steps.push({ event, value: this.snapshot.value });
  }

  private apply(event: AnyEventObject): void {
    const kind = kindOf(event.type);
    if (kind === 'done' || kind === 'error') {
      const actorId = event.type.slice(kind === 'done' ? DONE.length : ERROR.length);
      const settle = this.pending.get(actorId);
      if (!settle) throw new Error(`${this.flow.name}: the call "${actorId}" is not waiting for an answer`);
      // A call settles once, as a promise does, even when its state stays.
      this.pending.delete(actorId);
      settle({ ...event, actorId } as EventObject);
    } else if (kind === 'after') {
      const ms = delayMs(this.machine, event.type, this.snapshot.context);
      if (ms === undefined) throw new Error(`${this.flow.name}: the timer "${event.type}" has no delay to wait for`);
      this.clock.increment(ms);
    } else {
      this.actor.send(event);
    }
  }

  /** A new simulation from the same start with every step but the last. */
  back(): FlowSimulation {
    this.stop();
    return new FlowSimulation(this.flow, this.inputIndex, this.steps.slice(0, -1).map((step) => step.event));
  }

  stop(): void {
    this.actor.stop();
  }

  /** The steps so far as a path the paths tooling reads (tests/flows/paths.ts `FlowPath`, replayed by tests/flows/replay.ts). */
  asPath(): SimulatedPath {
    const initial = new FlowSimulation(this.flow, this.inputIndex);
    const start: SimulationStep = { event: { type: 'xstate.init' }, value: initial.snapshot.value };
    initial.stop();
    const { name, input } = this.input;
    const title = `from ${name}: ${this.steps.map((step) => describeEvent(step.event)).join(' → ') || '(start)'}`;
    return { flow: this.flow.name, number: 0, inputName: name, input, steps: [start, ...this.steps], title };
  }

  /** What "Copy as a test path" copies, on /flows and on the offline page: the path as indented JSON. */
  asPathText(): string {
    return JSON.stringify(this.asPath(), null, 2);
  }
}

/** What the chart shows at one point of a path: the active states and the transitions the last step took. */
export type Frame = { states: string[]; transitions: string[] };

/** A generated path replayed on the simulator: the start, then one frame per step. */
export function framesOf(flow: AnyFlow, path: FlowPath): Frame[] {
  const inputIndex = Math.max(0, flow.inputs.findIndex((input) => input.name === path.inputName));
  const simulation = new FlowSimulation(flow, inputIndex);
  const frames: Frame[] = [{ states: simulation.activeStateIds(), transitions: simulation.taken[0] ?? [] }];
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    simulation.take(step.event);
    frames.push({ states: simulation.activeStateIds(), transitions: simulation.taken.at(-1) ?? [] });
  }
  simulation.stop();
  return frames;
}
