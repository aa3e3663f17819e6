import { useSyncExternalStore } from 'react';
import { getOtherTabs, subscribeOtherTabs, type TabFlows } from '../../edge/flowTabs';

/** The live states of the flows running in the site's other tabs of this browser. */
export function useOtherTabs(): TabFlows {
  return useSyncExternalStore(subscribeOtherTabs, getOtherTabs);
}
