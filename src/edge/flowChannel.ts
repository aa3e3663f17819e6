/**
 * The site's tabs tell /flows in another tab what their flows are doing (issue 27 §2): each flow's live
 * states on a BroadcastChannel, all of them again when a /flows tab opens and asks, and a goodbye when
 * the tab closes or navigates away (pagehide). Loaded by flowRecorder.ts only where /flows is on.
 */
export const FLOWS_CHANNEL = 'takaplay-flows';

export type FlowTabMessage =
  | { kind: 'states'; tab: string; flow: string; states: readonly string[] | null }
  | { kind: 'goodbye'; tab: string }
  | { kind: 'ask' };

/** This tab's name on the channel. */
export const flowTab = Math.random().toString(36).slice(2);

/** A channel that does not keep a Node process (a jsdom test) alive. */
export function openFlowChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(FLOWS_CHANNEL);
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return channel;
}

let channel: BroadcastChannel | null | undefined;

export function postLiveStates(flow: string, states: readonly string[] | null, live: () => ReadonlyMap<string, readonly string[]>): void {
  if (channel === undefined) {
    channel = openFlowChannel();
    const open = channel;
    if (open) {
      open.onmessage = (event: MessageEvent<FlowTabMessage>) => {
        if (event.data.kind !== 'ask') return;
        for (const [name, ids] of live()) open.postMessage({ kind: 'states', tab: flowTab, flow: name, states: ids } satisfies FlowTabMessage);
      };
      if (typeof addEventListener === 'function') addEventListener('pagehide', () => open.postMessage({ kind: 'goodbye', tab: flowTab } satisfies FlowTabMessage));
    }
  }
  channel?.postMessage({ kind: 'states', tab: flowTab, flow, states } satisfies FlowTabMessage);
}
