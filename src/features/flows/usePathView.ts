import { useMemo, useState } from 'react';
import type { AnyFlow } from '../../../machines/lib/flow';
import type { FlowPath } from '../../../machines/lib/paths';
import { pathsOf } from './coverageMarks';
import { framesOf, type Frame } from './simulator';

export type PathView = {
  paths: FlowPath[];
  path: FlowPath | undefined;
  frames: Frame[];
  /** 0: the start; n: after the path's n-th step. */
  step: number;
  choose: (number: number) => void;
  go: (step: number) => void;
};

/**
 * Path mode (issue 27 §2): the machine's generated paths (as `npm run paths` makes them, generated
 * here for the chosen machine only, when the mode is opened), one replayed on the simulator.
 */
export function usePathView(flow: AnyFlow, on: boolean): PathView {
  const paths = useMemo(() => (on ? pathsOf(flow) : []), [flow, on]);
  const [chosen, setChosen] = useState<{ flow: string; number: number; step: number }>({ flow: flow.name, number: 1, step: 0 });
  const current = chosen.flow === flow.name ? chosen : { flow: flow.name, number: 1, step: 0 };
  const path = paths.find((candidate) => candidate.number === current.number) ?? paths[0];
  const frames = useMemo(() => (path ? framesOf(flow, path) : []), [flow, path]);
  return {
    paths,
    path,
    frames,
    step: Math.min(current.step, Math.max(frames.length - 1, 0)),
    choose: (number) => setChosen({ flow: flow.name, number, step: 0 }),
    go: (step) => setChosen({ ...current, step }),
  };
}
