import type { AnyFlow } from '../../../machines/lib/flow';
import type { FlowPath } from '../../flows/paths';
import { replayPath } from '../../flows/replay';

/**
 * A few generated paths that together take every transition the given paths take (greedy set
 * cover, longest gain first). Flows with hundreds of paths are driven through the browser with
 * these; all their paths are still replayed on the model in tests/flows.
 */
export async function pathsCoveringTheirTransitions(flow: AnyFlow, paths: FlowPath[]): Promise<{ chosen: FlowPath[]; transitions: Set<string> }> {
  const taken = await Promise.all(paths.map(async (path) => ({ path, transitions: (await replayPath(flow, path)).transitions })));
  const all = new Set(taken.flatMap((entry) => [...entry.transitions]));
  const missing = new Set(all);
  const chosen: FlowPath[] = [];
  while (missing.size > 0) {
    let best: (typeof taken)[number] | undefined;
    let bestGain = 0;
    for (const entry of taken) {
      const gain = [...entry.transitions].filter((key) => missing.has(key)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && entry.path.steps.length < best.path.steps.length)) {
        best = entry;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best.path);
    for (const key of best.transitions) missing.delete(key);
  }
  return { chosen: chosen.sort((a, b) => a.number - b.number), transitions: all };
}
