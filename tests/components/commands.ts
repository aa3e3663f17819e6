import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserCommand } from 'vitest/node';

/** Where browser runs leave the transitions the site's machines took (read by `npm run coverage:flows`). */
const flowCoverageDir = join(import.meta.dirname, '../../.tmp/flow-coverage/e2e');

export type RecordedTransition = { flow: string; transition: string; states: string[] };

/**
 * Commands the component tests call from the browser; they run in Node. `writeFlowCoverage` writes the
 * transitions one test's page took, in the same place and form as the Playwright runs (tests/e2e/support.ts),
 * so the flow coverage counts them as driven in a browser.
 */
const writeFlowCoverage: BrowserCommand<[name: string, recorded: RecordedTransition[]]> = (_context, name, recorded) => {
  if (recorded.length === 0) return;
  mkdirSync(flowCoverageDir, { recursive: true });
  writeFileSync(join(flowCoverageDir, `component-${name.replace(/[^\w.-]+/g, '_').slice(0, 150)}.json`), JSON.stringify(recorded));
};

/** Lets the test page read and write the clipboard (the copy buttons), as Playwright's `context.grantPermissions`. */
const grantClipboard: BrowserCommand<[]> = async (context) => {
  if (context.provider.name !== 'playwright') throw new Error(`grantClipboard needs the playwright provider, not ${context.provider.name}`);
  await context.context.grantPermissions(['clipboard-read', 'clipboard-write']);
};

export const componentCommands = { writeFlowCoverage, grantClipboard };

declare module 'vitest/browser' {
  interface BrowserCommands {
    writeFlowCoverage: (name: string, recorded: RecordedTransition[]) => Promise<void>;
    grantClipboard: () => Promise<void>;
  }
}
