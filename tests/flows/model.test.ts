import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { flows } from '../../machines/flows';
import { sessionFlow } from '../../machines/session.flow';
import { figures, type Coverage } from './coverage';
import { generatePaths } from './paths';
import { FlowPathError, replayPath } from './replay';

for (const flow of flows) {
  describe(`flow "${flow.name}"`, () => {
    const paths = generatePaths(flow);
    // What the path replays below took, for the coverage check after them (tests of a file run in order).
    const covered: Coverage = { states: new Set(), transitions: new Set() };

    it('has generated paths', () => {
      expect(paths.length).toBeGreaterThan(0);
    });

    for (const path of paths) {
      it(`path ${path.number}: ${path.title}`, async () => {
        const result = await replayPath(flow, path);
        expect(result.transitions.size).toBeGreaterThan(0);
        for (const state of result.states) covered.states.add(state);
        for (const transition of result.transitions) covered.transitions.add(transition);
      });
    }

    // From the replays above (a path that failed adds nothing): each path is replayed once.
    it('covers 100 % of its transitions and states with generated paths', () => {
      const result = figures(flow.machine as AnyStateMachine, covered);
      expect(result.missingTransitions).toEqual([]);
      expect(result.missingStates).toEqual([]);
    });
  });
}

describe('the harness', () => {
  it('catches a broken guard at the step where it matters', async () => {
    const broken = (sessionFlow.machine as AnyStateMachine).provide({ guards: { isUnauthorized: () => false } });
    const outcomes = await Promise.all(
      generatePaths(sessionFlow).map((path) => replayPath(sessionFlow, path, { machine: broken }).then(() => null, (error: unknown) => error)),
    );
    const failures = outcomes.filter((outcome) => outcome !== null);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((failure) => failure instanceof FlowPathError)).toBe(true);
    const failedSteps = (failures as FlowPathError[]).map((failure) => failure.path.steps[failure.stepIndex]?.event);
    expect(new Set(failedSteps.map((event) => JSON.stringify(event)))).toEqual(
      new Set([JSON.stringify({ type: 'xstate.error.actor.fetchBalance', error: { kind: 'unauthorized' } })]),
    );
    for (const message of (failures as FlowPathError[]).map((failure) => failure.message)) {
      expect(message).toMatch(/^machine "session", path \d+ \(.+\), step \d+ \(xstate\.error\.actor\.fetchBalance\): expected state "loggedOut"/);
    }
  });

  it('knows every machine in machines/', async () => {
    const machinesDir = join(import.meta.dirname, '../../machines');
    const files = readdirSync(machinesDir).filter((file) => /^[\w-]+\.ts$/.test(file) && !/\.(flow|test)\.ts$/.test(file) && file !== 'flows.ts');
    const registered = new Set(flows.map((flow) => flow.machine));
    const unregistered: string[] = [];
    let machinesFound = 0;
    for (const file of files) {
      const module = (await import(join(machinesDir, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        const isMachine = typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value;
        if (!isMachine) continue;
        machinesFound += 1;
        if (!registered.has(value as AnyStateMachine)) unregistered.push(`${file}: ${name}`);
      }
    }
    expect(machinesFound).toBeGreaterThan(0);
    expect(unregistered, 'machines without a flow in machines/flows.ts').toEqual([]);
  });
});
