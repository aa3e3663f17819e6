import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventFromLogic, EventObject, InputFrom, SnapshotFrom } from 'xstate';

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

/** What the tester does or waits for when an invoked call ends one way, and what must hold for it (test data). */
export type OutcomeWords = {
  action: string;
  precondition?: string;
  /** A few words naming the case this outcome makes, for its title: "phone not verified". */
  situation?: string;
};

/** An action with its setup, or with what the tester checks after it in place of the words of the machine's state. */
export type ActionWords = OutcomeWords & { expected?: string };

/**
 * A flow as a manual tester reads it (issue 27): actions on screen, expected results, preconditions,
 * in the words the player sees. The words quote the text catalogue, which machines/ may not import,
 * so each lives in tests/flows/checklists/<flow>.ts; this type keeps them checked against the machine.
 */
export type ChecklistWords<TMachine extends AnyStateMachine = AnyStateMachine> = {
  /** The flow as testers name it in a case's title: "Deposit". */
  subject: string;
  /**
   * The first action of every case, before the machine starts: "Open /deposit"; or per input name, for a
   * flow whose situations are reached differently (a page opened from a form, reloaded, or typed).
   */
  open: string | Record<string, string>;
  /** Per input name of the flow: the situation a case starts from, in plain words. */
  preconditions: Record<string, string>;
  /**
   * Per event type, every one of the machine's: the action on screen for a sample ("Tap +৳500"), given the
   * context and, where the same event is a different tap in different states, the snapshot it is sent in; with
   * its setup where the page does it only when the tester makes it, or with what the tester checks then, for
   * an action that opens another page while the machine's state stays.
   */
  events: {
    [K in EventFromLogic<TMachine>['type']]: (event: Extract<EventFromLogic<TMachine>, { type: K }>, context: ContextFrom<TMachine>, snapshot: SnapshotFrom<TMachine>) => string | ActionWords;
  };
  /** Per invoke id: the outcome of the call from its output or error (method syntax: each names its own type). */
  actors: Record<string, { done?(output: never): OutcomeWords; error?(error: never): OutcomeWords }>;
  /** Per delay name or milliseconds of an `after` transition: "Wait 10 seconds"; with its setup where a timer fires only when the tester makes it. */
  delays?: Record<string, string | OutcomeWords>;
  /**
   * Per state path (a leaf, or a parent for all its leaves): what the tester checks on screen, given the
   * context there; null for a state with nothing to check, whose step then merges into the next.
   */
  states: Record<string, string | null | ((context: ContextFrom<TMachine>) => string | null)>;
};

/** A checklist as the renderer handles it, whatever its machine. */
export type AnyChecklistWords = Omit<ChecklistWords, 'events' | 'states' | 'actors'> & {
  events: Record<string, (event: EventObject, context: unknown, snapshot: AnyMachineSnapshot) => string | ActionWords>;
  actors: Record<string, { done?(output: unknown): OutcomeWords; error?(error: unknown): OutcomeWords }>;
  states: Record<string, string | null | ((context: unknown) => string | null)>;
};

/** Checks the words against the machine's own events and context, then hands over the general form. */
export function defineChecklist<TMachine extends AnyStateMachine>(_machine: TMachine, words: ChecklistWords<TMachine>): AnyChecklistWords {
  return words as unknown as AnyChecklistWords;
}
