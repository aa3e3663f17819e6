import type { AnyFlow } from '../../machines/lib/flow';
import { kindOf } from '../../machines/lib/transitions';
import type { FlowPath } from './paths';

/**
 * Which generated paths a UI mapping can drive, shared by the Playwright driver (tests/e2e/flows/driver.ts)
 * and the component-test driver in a real browser (tests/components/flowDriver.ts).
 */
export type UiMappingShape = {
  states: Record<string, unknown>;
  events: Record<string, unknown>;
  actors: Record<string, unknown>;
  /** Events with no UI yet, each with the reason; paths that need them are left out and reported. */
  notInUi?: Record<string, string>;
};

export class MissingMappingError extends Error {
  override name = 'MissingMappingError';
}

/** "open.loadingProviders" for { open: 'loadingProviders' }: every leaf state of a state value. */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

/** Paths the mapping can drive, and those it leaves out with the reason. Throws on a missing mapping. */
export function planBrowserPaths(flow: AnyFlow, paths: FlowPath[], mapping: UiMappingShape) {
  const drivable: FlowPath[] = [];
  const leftOut: { path: FlowPath; reason: string }[] = [];
  for (const path of paths) {
    for (const step of path.steps) {
      for (const state of leafPaths(step.value)) {
        if (!mapping.states[state]) throw new MissingMappingError(`flow "${flow.name}": no UI assertion for state "${state}"`);
      }
      const kind = kindOf(step.event.type);
      if (step.event.type === 'xstate.init' || kind === 'after') continue;
      if (kind === 'done' || kind === 'error') {
        const id = step.event.type.replace(/^xstate\.(done|error)\.actor\./, '');
        if (!mapping.actors[id]) throw new MissingMappingError(`flow "${flow.name}": no API call mapped for actor "${id}"`);
        continue;
      }
      if (!mapping.events[step.event.type] && !mapping.notInUi?.[step.event.type]) {
        throw new MissingMappingError(`flow "${flow.name}": no UI action for event "${step.event.type}"`);
      }
    }
    const unmapped = path.steps.find((step) => !mapping.events[step.event.type] && mapping.notInUi?.[step.event.type]);
    if (unmapped) leftOut.push({ path, reason: `${unmapped.event.type}: ${mapping.notInUi?.[unmapped.event.type]}` });
    else drivable.push(path);
  }
  return { drivable, leftOut };
}
