import type { AnyFlow } from '../../../machines/lib/flow';
import { renderIndexPage, type FlowCoverage, type IndexEntry } from './index-page';
import { layoutMachine } from './layout';
import { renderSvg } from './svg';
import type { ViewerData } from './viewer';

export type { FlowCoverage, FlowCoverageFigures } from './index-page';

/** Where the generated files live, relative to the repository root. */
export const FLOW_DOCS_DIR = 'docs/flows';
/** Beside the charts, git-ignored: per flow, the transitions model tests and the last browser runs took (read by the /flows page). */
export const COVERAGE_FILE = 'coverage.json';

export type GenerateOptions = {
  /** Coverage figures per flow name; flows without figures say "not measured". */
  coverage?: Record<string, FlowCoverage>;
  /** The offline viewer's data (paths, coverage): the index page then gets the viewer (viewer.ts). */
  viewer?: ViewerData;
  /** With the viewer: the Simulate script (simulate-bundle.ts `bundleSimulator`), inlined in the index page. */
  simulator?: string;
};

/**
 * Every file of docs/flows/, by path relative to docs/flows/: `<name>.svg` for each flow and
 * `index.html`, in that order. The same flows give byte-identical files.
 */
export async function generateFlowDocs(flows: AnyFlow[], options: GenerateOptions = {}): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const entries: IndexEntry[] = [];
  const seen = new Set<string>();
  for (const flow of flows) {
    if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(flow.name) || flow.name === 'index') {
      throw new Error(`charts: flow name "${flow.name}" cannot be a file name in ${FLOW_DOCS_DIR}/`);
    }
    if (seen.has(flow.name)) throw new Error(`charts: two flows are named "${flow.name}"`);
    seen.add(flow.name);
    const svgFile = `${flow.name}.svg`;
    const svg = renderSvg(await layoutMachine(flow.machine), { idPrefix: `flow-${flow.name}` });
    files.set(svgFile, svg);
    entries.push({ flow, svg, svgFile });
  }
  files.set('index.html', renderIndexPage(entries, options.coverage, options.viewer, options.simulator));
  return files;
}
