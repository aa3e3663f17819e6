import type { AnyStateMachine, EventObject } from 'xstate';
import { fakePageClock } from './pageClock';
import type { AnyFlow } from '../../machines/lib/flow';
import { delayMs, kindOf } from '../../machines/lib/transitions';
import { leafPaths, MissingMappingError, planBrowserPaths } from '../flows/browserPlan';
import { pathLayouts } from '../flows/pathLayouts';
import { generatePaths } from '../flows/paths';
import { pathsCoveringTheirTransitions } from '../e2e/flows/coveringPaths';
import type { FlowPath } from '../flows/paths';
import type { ApiAnswer } from '../e2e/flows/driver';
import { fakeApi, type FakeAnswer } from './fakeApi';
import { liveStateIds, stateReportCount, statesReportedSince } from './flows';
import type { Layout } from './site';

/**
 * Drives a generated path through the real views in a real browser, without the server (the
 * component-test twin of tests/e2e/flows/driver.ts): states are UI assertions, events are clicks and
 * typing, invoked calls are the fetches the site makes, held by the fake server until the path's
 * done/error step answers them, and timers run on vitest's fake clock (setTimeout and setInterval).
 */
export type ComponentFlowMapping = {
  /** Renders the site in the situation the path starts from (its input). */
  start: (path: FlowPath) => Promise<void>;
  /** One assertion per state path: what the player sees there. */
  states: Record<string, (calls: PendingCalls) => Promise<void>>;
  /** What the player does to cause each event. */
  events: Record<string, (event: EventObject) => Promise<void>>;
  /** Each invoked actor: the API call it makes ("METHOD path" after /api/) and how the server answers. */
  actors: Record<string, { route: string; done: (output: unknown) => FakeAnswer; error: (error: unknown) => FakeAnswer }>;
  notInUi?: Record<string, string>;
};

export type PendingCalls = { count: (actorId: string) => number };

/** A Playwright model spec's answer (tests/e2e/flows/driver.ts) as the fake server's: a dropped connection is an aborted fetch. */
export function fakeAnswerOf(answer: ApiAnswer): FakeAnswer {
  return 'abort' in answer ? { abort: true } : { status: answer.status, json: answer.json };
}

export async function driveFlowPath(flow: AnyFlow, path: FlowPath, mapping: ComponentFlowMapping): Promise<void> {
  const machine = flow.machine as AnyStateMachine;
  const calls: PendingCalls = { count: (id) => fakeApi.held(id).length };
  // The page's clock moves on the path's timer steps alone (pageClock.ts: not while a check polls).
  const restoreClock = fakePageClock();
  try {
    for (const [index, step] of path.steps.entries()) {
      const mark = stateReportCount(flow.name);
      const where = `flow "${flow.name}", path ${path.number} (${path.title}), step ${index} (${step.event.type})`;
      const kind = kindOf(step.event.type);
      if (step.event.type === 'xstate.init') {
        // The path's calls are held from before the page renders: one the page makes while the start still
        // waits for its first screen (a stored session's balance, the make-payment phones) must not miss its hold.
        for (const [id, actor] of Object.entries(mapping.actors)) fakeApi.hold(id, actor.route);
        await mapping.start(path);
      } else if (kind === 'done' || kind === 'error') {
        const id = step.event.type.replace(/^xstate\.(done|error)\.actor\./, '');
        const actor = mapping.actors[id];
        if (!actor) throw new MissingMappingError(`${where}: nothing to answer`);
        await expect.poll(() => calls.count(id), { message: `${where}: the page never called ${id}` }).toBeGreaterThan(0);
        fakeApi.release(id, kind === 'done' ? actor.done((step.event as { output?: unknown }).output) : actor.error((step.event as { error?: unknown }).error));
      } else if (kind === 'after') {
        vi.advanceTimersByTime(delayMs(machine, step.event.type) ?? 0);
      } else {
        const action = mapping.events[step.event.type];
        if (!action) throw new MissingMappingError(`${where}: no UI action`);
        await action(step.event);
      }
      if (step.event.type !== 'xstate.init') {
        // The site's machine reports each transition (src/edge/flowRecorder.ts): wait for it before looking.
        const expectedIds = leafPaths(step.value).map((state) => `${machine.id}.${state}`);
        const reached = (states: string[] | undefined) => expectedIds.every((id) => states?.includes(id) ?? false);
        await expect
          .poll(() => reached(liveStateIds(flow.name)) || statesReportedSince(flow.name, mark).some(reached), {
            message: `${where}: the page's ${flow.name} machine never reported ${expectedIds.join(', ')}`,
          })
          .toBe(true);
      }
      for (const state of leafPaths(step.value)) {
        const assertion = mapping.states[state];
        if (!assertion) throw new MissingMappingError(`${where}: no UI assertion for state "${state}"`);
        try {
          await assertion(calls);
        } catch (error) {
          throw new Error(`${where}: is in ${state}\n${error instanceof Error ? error.message : String(error)}`, { cause: error });
        }
      }
    }
  } finally {
    restoreClock();
  }
}

/**
 * The model-path tests of a flow in a real browser: of the generated paths, the few that together take every
 * transition they take, each driven on the layout its hash picks (as Playwright's model specs did), and a test
 * that none was left out for want of a mapping. Resolves to the generated paths (for a file's own checks).
 */
export async function describeCoveringPaths(
  title: string,
  flow: AnyFlow,
  mappingFor: (layout: Layout) => ComponentFlowMapping,
  /** The paths a player can take in the UI, where the model allows more (the flow's own checks say which transitions that leaves out). */
  possibleInTheUi: (paths: FlowPath[]) => FlowPath[] = (paths) => paths,
): Promise<FlowPath[]> {
  const paths = generatePaths(flow);
  // Every generated path replays on the model (tests/flows); the browser drives the few that together take every transition they take.
  const { chosen } = await pathsCoveringTheirTransitions(flow, possibleInTheUi(paths));
  const { drivable, leftOut } = planBrowserPaths(flow, chosen, mappingFor('mobile'));
  const layoutOf = pathLayouts(drivable);
  describe(title, () => {
    test('the driven paths take every transition of the generated paths', () => {
      expect(leftOut).toEqual([]);
      expect(drivable.length).toBe(chosen.length);
    });
    for (const path of drivable) {
      test(`path ${path.number} (${layoutOf(path)}): ${path.title}`, async () => {
        await driveFlowPath(flow, path, mappingFor(layoutOf(path)));
      });
    }
  });
  return paths;
}
