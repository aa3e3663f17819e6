import type { AnyStateMachine, ContextFrom, EventFromLogic, EventObject, InputFrom } from 'xstate';

/**
 * What the machine toolkit needs to know about one machine beyond its definition: sample
 * payloads for its events and results for its invoked actors. With these, paths are generated,
 * replayed in model tests, written out for QA and counted for coverage.
 */
export type FlowDefinition<TMachine extends AnyStateMachine = AnyStateMachine> = {
  /** Short name used by `npm run paths -- <name>` and in file names. */
  name: string;
  /** One sentence for product owners: what this flow is for. */
  summary: string;
  machine: TMachine;
  /** Starting points; each is traversed (a stored session and none, say). */
  inputs: { name: string; input: InputFrom<TMachine> }[];
  /** Payload samples per event type; events without a payload need no entry. */
  events?: { [K in EventFromLogic<TMachine>['type']]?: Extract<EventFromLogic<TMachine>, { type: K }>[] };
  /** Results per invoke id: what a success resolves to, what a failure rejects with (plain objects). */
  actorResults?: Record<string, { done?: unknown[]; error?: unknown[] }>;
  /**
   * What of the context identifies a state for path generation. Defaults to the whole context;
   * leave out counters and clocks, which would make the state space unbounded.
   */
  contextKey?: (context: ContextFrom<TMachine>) => unknown;
  /** Also generate every simple path (only for machines where that stays small). */
  simplePaths?: boolean;
};

/** A flow as the toolkit handles it, whatever its machine: samples are plain events there. */
export type AnyFlow = Omit<FlowDefinition, 'events' | 'contextKey' | 'inputs'> & {
  inputs: { name: string; input: unknown }[];
  events?: Record<string, EventObject[]>;
  contextKey?: (context: unknown) => unknown;
};

/** Checks the samples against the machine's own types, then hands the toolkit the general form. */
export function defineFlow<TMachine extends AnyStateMachine>(flow: FlowDefinition<TMachine>): AnyFlow {
  return flow as unknown as AnyFlow;
}
