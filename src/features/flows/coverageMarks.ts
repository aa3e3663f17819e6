import type { AnyFlow } from '../../../machines/lib/flow';
import { generatePaths, type FlowPath } from '../../../machines/lib/paths';
import { allTransitions } from '../../../machines/lib/transitions';
import { framesOf } from './simulator';

export type CoverageMark = 'covered' | 'model-only' | 'uncovered';

/** One flow's entry in docs/flows/coverage.json (`npm run flows`): transition keys; browser null when no browser run was recorded. */
export type MeasuredCoverage = { model: readonly string[]; browser: readonly string[] | null };

/**
 * Coverage on the chart (issue 27 §2): each transition taken by model tests and by a browser run
 * (Playwright, the browser component tests), by model tests only, or by none. A transition taken in
 * a browser but not by the model counts as covered: the browser is the stronger test.
 */
export function coverageMarks(keys: readonly string[], model: ReadonlySet<string>, browser: ReadonlySet<string>): Map<string, CoverageMark> {
  return new Map(keys.map((key): [string, CoverageMark] => [key, browser.has(key) ? 'covered' : model.has(key) ? 'model-only' : 'uncovered']));
}

const generated = new WeakMap<AnyFlow, FlowPath[]>();

/** The flow's generated paths, made once per page (a second or more for the largest machines). */
export function pathsOf(flow: AnyFlow): FlowPath[] {
  let paths = generated.get(flow);
  if (!paths) {
    paths = generatePaths(flow);
    generated.set(flow, paths);
  }
  return paths;
}

/** The transitions the model tests take: every generated path replayed, as `npm run coverage:flows` counts them. */
export function modelTransitions(flow: AnyFlow): Set<string> {
  const taken = new Set<string>();
  for (const path of pathsOf(flow)) for (const frame of framesOf(flow, path)) for (const key of frame.transitions) taken.add(key);
  return taken;
}

export function transitionKeys(flow: AnyFlow): string[] {
  return allTransitions(flow.machine).map((transition) => transition.key);
}
