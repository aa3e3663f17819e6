import { FLOWS_CHANNEL, type FlowTabMessage } from './flowChannel';
import { getOtherTabs, subscribeOtherTabs } from './flowTabs';

/** /flows hears the site's other tabs (issue 27 §2): their flows' states, and their goodbye. */
describe('the flows of other tabs', () => {
  it('asks the open tabs, keeps what each says, and forgets a tab that says goodbye', async () => {
    const otherTab = new BroadcastChannel(FLOWS_CHANNEL);
    const heard: FlowTabMessage[] = [];
    otherTab.onmessage = (event: MessageEvent<FlowTabMessage>) => void heard.push(event.data);
    let changes = 0;
    const unsubscribe = subscribeOtherTabs(() => changes++);
    try {
      await vi.waitFor(() => expect(heard).toEqual([{ kind: 'ask' }]));
      otherTab.postMessage({ kind: 'states', tab: 'tab-2', flow: 'bannerRotation', states: ['bannerRotation', 'bannerRotation.showing'] } satisfies FlowTabMessage);
      await vi.waitFor(() => expect(getOtherTabs().get('bannerRotation')).toEqual(['bannerRotation', 'bannerRotation.showing']));
      otherTab.postMessage({ kind: 'goodbye', tab: 'tab-2' } satisfies FlowTabMessage);
      await vi.waitFor(() => expect(getOtherTabs().size).toBe(0));
      expect(changes).toBe(2);
    } finally {
      unsubscribe();
      otherTab.close();
    }
  });
});
