import { flowTab, openFlowChannel, type FlowTabMessage } from './flowChannel';

/**
 * What /flows hears from the site's other tabs (issue 27 §2): each tab's flows and their live states
 * (flowRecorder.ts posts them). Listens only while someone subscribes; asks the open tabs for their
 * states when it starts. A tab's goodbye (it closed or left) clears its flows.
 */
export type TabFlows = ReadonlyMap<string, readonly string[]>;

let byTab = new Map<string, Map<string, readonly string[]>>();
let merged: TabFlows = new Map();
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function update(next: Map<string, Map<string, readonly string[]>>) {
  byTab = next;
  // The tab heard last wins for a flow running in several.
  merged = new Map([...byTab.values()].flatMap((flows) => [...flows]));
  for (const listener of listeners) listener();
}

function hear(message: FlowTabMessage) {
  if (message.kind === 'ask' || message.tab === flowTab) return;
  const next = new Map(byTab);
  if (message.kind === 'goodbye') next.delete(message.tab);
  else {
    const flows = new Map(next.get(message.tab));
    if (message.states) flows.set(message.flow, message.states);
    else flows.delete(message.flow);
    next.delete(message.tab);
    next.set(message.tab, flows);
  }
  update(next);
}

export function subscribeOtherTabs(listener: () => void): () => void {
  listeners.add(listener);
  if (!channel) channel = openFlowChannel();
  if (channel && listeners.size === 1) {
    channel.onmessage = (event: MessageEvent<FlowTabMessage>) => hear(event.data);
    channel.postMessage({ kind: 'ask' } satisfies FlowTabMessage);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && channel) {
      channel.close();
      channel = null;
      update(new Map());
    }
  };
}

export function getOtherTabs(): TabFlows {
  return merged;
}
