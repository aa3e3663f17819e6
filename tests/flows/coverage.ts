import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import type { AnyFlow } from '../../machines/lib/flow';
import { allStates, allTransitions } from '../../machines/lib/transitions';
import { generatePaths } from './paths';
import { replayPath } from './replay';

export type Coverage = { states: Set<string>; transitions: Set<string> };

export type CoverageFigures = {
  states: [covered: number, total: number];
  transitions: [covered: number, total: number];
  missingStates: string[];
  missingTransitions: string[];
};

/** Runs every generated path of a flow and returns what the real actor visited and took. */
export async function modelCoverage(flow: AnyFlow): Promise<Coverage> {
  const coverage: Coverage = { states: new Set(), transitions: new Set() };
  for (const path of generatePaths(flow)) {
    const result = await replayPath(flow, path);
    for (const state of result.states) coverage.states.add(state);
    for (const transition of result.transitions) coverage.transitions.add(transition);
  }
  return coverage;
}

export function figures(machine: AnyStateMachine, coverage: Coverage): CoverageFigures {
  // The root is always "visited"; what counts is the states below it.
  const states = allStates(machine).filter((state) => state.path !== '').map((state) => state.id);
  const transitions = allTransitions(machine).map((transition) => transition.key);
  return {
    states: [states.filter((id) => coverage.states.has(id)).length, states.length],
    transitions: [transitions.filter((key) => coverage.transitions.has(key)).length, transitions.length],
    missingStates: states.filter((id) => !coverage.states.has(id)),
    missingTransitions: transitions.filter((key) => !coverage.transitions.has(key)),
  };
}

export function percent([covered, total]: [number, number]): string {
  return total === 0 ? '100 %' : `${Math.floor((covered / total) * 1000) / 10} %`;
}

/** Where browser runs (Playwright, the browser component tests) write the transitions the site took. */
export const e2eDir = join(process.cwd(), '.tmp', 'flow-coverage', 'e2e');

type Recorded = { flow: string; transition: string; states: string[] };

/** What the browser runs recorded, per flow; empty when none ran here. */
export function browserCoverage(): Map<string, Coverage> {
  const byFlow = new Map<string, Coverage>();
  if (!existsSync(e2eDir)) return byFlow;
  for (const file of readdirSync(e2eDir).filter((name) => name.endsWith('.json'))) {
    for (const record of JSON.parse(readFileSync(join(e2eDir, file), 'utf8')) as Recorded[]) {
      const coverage = byFlow.get(record.flow) ?? { states: new Set(), transitions: new Set() };
      coverage.transitions.add(record.transition);
      for (const state of record.states) coverage.states.add(state);
      byFlow.set(record.flow, coverage);
    }
  }
  return byFlow;
}
