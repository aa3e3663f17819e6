import type { Page, Route } from '@playwright/test';
import type { AnyStateMachine, EventObject } from 'xstate';
import type { AnyFlow } from '../../../machines/lib/flow';
import { delayMs, kindOf } from '../../../machines/lib/transitions';
import { leafPaths, MissingMappingError } from '../../flows/browserPlan';
import type { FlowPath } from '../../flows/paths';
import { expect, liveStateIds, stateReportCount, statesReportedSince } from '../support';

/**
 * Drives a generated path through the real UI: states are UI assertions, events are clicks and
 * typing, invoked calls are the API requests the page makes, held by `page.route()` until the
 * path's done/error step releases them, and timers run on `page.clock`.
 */
export type ApiAnswer =
  | { status: number; json: unknown }
  /** No answer at all: the request fails in the browser (`route.abort()`), as with a dropped connection. */
  | { abort: 'failed' | 'connectionrefused' | 'timedout' };

export type BrowserFlowMapping = {
  /** Opens the site in the situation the path starts from (its input). */
  start: (page: Page, path: FlowPath) => Promise<void>;
  /** One assertion per state path ("loggedOut", "loggedIn.waitingToRefresh"): what the player sees there. */
  states: Record<string, (page: Page, calls: PendingCalls) => Promise<void>>;
  /** What the player does to cause each event. */
  events: Record<string, (page: Page, event: EventObject) => Promise<void>>;
  /** Each invoked actor: the API call it makes and how the server answers a success or a failure. */
  actors: Record<string, { url: string | RegExp; done: (output: unknown) => ApiAnswer; error: (error: unknown) => ApiAnswer }>;
  /**
   * Events with no UI yet, each with the reason; paths that need them are left out and reported
   * (an event neither mapped nor listed here is an error).
   */
  notInUi?: Record<string, string>;
};

export type PendingCalls = { count: (actorId: string) => number };

export { MissingMappingError, planBrowserPaths } from '../../flows/browserPlan';

export async function driveFlowPath(page: Page, flow: AnyFlow, path: FlowPath, mapping: BrowserFlowMapping) {
  const machine = flow.machine as AnyStateMachine;
  const held = new Map<string, Route[]>();
  const calls: PendingCalls = { count: (id) => held.get(id)?.length ?? 0 };
  for (const [id, actor] of Object.entries(mapping.actors)) {
    await page.route(actor.url, (route) => {
      held.set(id, [...(held.get(id) ?? []), route]);
    });
  }
  // A call the page gave up (its state was left, or the page navigated away) no longer counts.
  page.on('requestfailed', (request) => {
    for (const [id, routes] of held) held.set(id, routes.filter((route) => route.request() !== request));
  });
  await page.clock.install();

  for (const [index, step] of path.steps.entries()) {
    const mark = stateReportCount(page, flow.name);
    const where = `flow "${flow.name}", path ${path.number} (${path.title}), step ${index} (${step.event.type})`;
    const kind = kindOf(step.event.type);
    if (step.event.type === 'xstate.init') {
      await mapping.start(page, path);
    } else if (kind === 'done' || kind === 'error') {
      const id = step.event.type.replace(/^xstate\.(done|error)\.actor\./, '');
      await expect.poll(() => calls.count(id), { message: `${where}: the page never called ${id}` }).toBeGreaterThan(0);
      const route = held.get(id)?.shift();
      const actor = mapping.actors[id];
      if (!route || !actor) throw new MissingMappingError(`${where}: nothing to answer`);
      const answer = kind === 'done' ? actor.done((step.event as { output?: unknown }).output) : actor.error((step.event as { error?: unknown }).error);
      if ('abort' in answer) await route.abort(answer.abort);
      else await route.fulfill({ status: answer.status, json: answer.json });
    } else if (kind === 'after') {
      await page.clock.runFor(delayMs(machine, step.event.type) ?? 0);
    } else {
      const action = mapping.events[step.event.type];
      if (!action) throw new MissingMappingError(`${where}: no UI action`);
      await action(page, step.event);
    }
    if (step.event.type !== 'xstate.init') {
      // The page's machine reports each transition (see src/edge/flowRecorder.ts): wait until it is
      // there before looking, so a timer step never runs before the state that sets the timer.
      const expectedIds = leafPaths(step.value).map((state) => `${machine.id}.${state}`);
      const reached = (states: string[] | undefined) => expectedIds.every((id) => states?.includes(id) ?? false);
      await expect
        .poll(() => reached(liveStateIds(page, flow.name)) || statesReportedSince(page, flow.name, mark).some(reached), {
          message: `${where}: the page's ${flow.name} machine never reported ${expectedIds.join(', ')}`,
        })
        .toBe(true);
    }
    for (const state of leafPaths(step.value)) {
      const assertion = mapping.states[state];
      if (!assertion) throw new MissingMappingError(`${where}: no UI assertion for state "${state}"`);
      await namedStep(`${where}: is in ${state}`, () => assertion(page, calls));
    }
  }
}

/** Names the failing step in the error, whatever the assertion's own message. */
async function namedStep(name: string, body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    throw new Error(`${name}\n${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
