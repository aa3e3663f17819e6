import type { InspectionEvent } from 'xstate';
import { keyOfTakenTransition } from '../../machines/lib/transitions';
import { siteFeatures } from './siteFeatures';

/**
 * Watches the site's running machines: the /flows page highlights their live states, and
 * Playwright (which exposes `__recordFlowTransition`) counts the transitions they take for the
 * flow coverage report.
 */
declare global {
  interface Window {
    __recordFlowTransition?: (flow: string, transitionKey: string, stateIds: string[]) => void;
  }
}

export type LiveFlows = ReadonlyMap<string, readonly string[]>;

let live: LiveFlows = new Map();
/** The actor whose states each flow shows: when that actor stops, the flow is no longer running. */
const shownActors = new Map<string, string>();
const listeners = new Set<() => void>();

/**
 * Other tabs (issue 27 §2): where /flows is on, each flow's live states also go out to /flows in the
 * site's other tabs (flowChannel.ts, loaded only then: the entry does not carry it).
 */
let channel: Promise<typeof import('./flowChannel')> | null = null;

function broadcast(flow: string, stateIds: readonly string[] | null) {
  if (!siteFeatures.flows) return;
  channel ??= import('./flowChannel');
  // One promise: the posts leave in the order of the changes.
  void channel.then((module) => module.postLiveStates(flow, stateIds, getLiveFlows));
}

function setLiveStates(flow: string, stateIds: string[] | null) {
  const next = new Map(live);
  if (stateIds) next.set(flow, stateIds);
  else next.delete(flow);
  live = next;
  for (const listener of listeners) listener();
  broadcast(flow, stateIds);
}

export function subscribeLiveFlows(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLiveFlows(): LiveFlows {
  return live;
}

function stateIdsOf(snapshot: unknown): string[] {
  const nodes = (snapshot as { _nodes?: { id: string }[] })._nodes ?? [];
  return nodes.map((node) => node.id);
}

export type InspectFlowOptions = {
  /**
   * `every` (the default): each transition taken is reported. `once`: each distinct transition
   * (with the states it leads to) is reported once per page. For clocks that tick many times a
   * second: a report costs the test recorder a DevTools round trip and adds nothing to coverage.
   */
  repeats?: 'every' | 'once';
  /** Which actors of the system are the flow's: the root actor by default; a parent's spawned children otherwise. */
  of?: (inspection: InspectionEvent) => boolean;
};

function sameStates(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((id, index) => id === b[index]);
}

const isRoot = (inspection: InspectionEvent) => inspection.actorRef.sessionId === inspection.rootId;

/** An `inspect` option for createActor / Provider: records the root actor of one flow. */
export function inspectFlow(flow: string, { repeats = 'every', of = isRoot }: InspectFlowOptions = {}) {
  const reported = new Set<string>();
  return (inspection: InspectionEvent) => {
    if (!of(inspection)) return;
    if (inspection.type === '@xstate.microstep') {
      const record = typeof window === 'undefined' ? undefined : window.__recordFlowTransition;
      if (record) {
        const stateIds = stateIdsOf(inspection.snapshot);
        for (const transition of inspection._transitions) {
          const key = keyOfTakenTransition(transition);
          const states = [transition.source.id, ...stateIds];
          if (repeats === 'once') {
            const signature = `${key}\n${states.join('\n')}`;
            if (reported.has(signature)) continue;
            reported.add(signature);
          }
          record(flow, key, states);
        }
      }
    }
    if (inspection.type === '@xstate.snapshot') {
      const sessionId = inspection.actorRef.sessionId;
      if (inspection.snapshot.status !== 'active') {
        // Stopped (its page left), done or failed: the flow is not running any more.
        if (shownActors.get(flow) === sessionId) {
          shownActors.delete(flow);
          setLiveStates(flow, null);
        }
        return;
      }
      shownActors.set(flow, sessionId);
      const stateIds = stateIdsOf(inspection.snapshot);
      // A tick that leaves the flow where it was changes nothing the /flows page shows.
      if (!sameStates(live.get(flow), stateIds)) setLiveStates(flow, stateIds);
    }
  };
}
