/**
 * `npm run flows`: writes docs/flows/<flow>.svg and docs/flows/index.html from the machine
 * definitions in machines/flows.ts, offline, with the model-test coverage of each flow.
 * The charts are committed; the index page is not (git ignores it: run this to get it). The page
 * carries the viewer (paths, coverage) and Simulate, the real machines bundled in (simulate-bundle.ts).
 * `--check` writes nothing: exit 1 listing the charts that are missing, differ or are no longer
 * generated; exit 0 when the charts in docs/flows/ match the machines.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flows } from '../../../machines/flows';
import { checkCommittedCharts, isUpToDate, writeFlowDocs } from '../charts/files';
import { COVERAGE_FILE, FLOW_DOCS_DIR, generateFlowDocs, type FlowCoverage } from '../charts/generate';
import { browserCoverage, figures, modelCoverage } from '../coverage';
import { bundleSimulator } from '../charts/simulate-bundle';
import { viewerFlow } from '../charts/viewer';

const check = process.argv.includes('--check');
const outDir = join(process.cwd(), FLOW_DOCS_DIR);

const coverage: Record<string, FlowCoverage> = {};
const modelTaken = new Map<string, Set<string>>();
for (const flow of flows) {
  const covered = await modelCoverage(flow);
  modelTaken.set(flow.name, covered.transitions);
  const result = figures(flow.machine, covered);
  coverage[flow.name] = { states: result.states, transitions: result.transitions };
}
const browser = browserCoverage();
// The offline viewer's paths and coverage: only when writing (the check compares the charts alone and stays fast).
const viewer = check ? undefined : Object.fromEntries(flows.map((flow) => [flow.name, viewerFlow(flow, browser.size > 0 ? (browser.get(flow.name)?.transitions ?? new Set()) : null)]));
// Simulate on the offline page: the machines and the simulator bundled into the page, likewise only when writing.
const simulator = check ? undefined : await bundleSimulator();
const files = await generateFlowDocs(flows, { coverage, viewer, simulator });
const show = (names: string[]) => names.map((name) => `${FLOW_DOCS_DIR}/${name}`);

if (check) {
  const result = checkCommittedCharts(files, outDir);
  if (!isUpToDate(result)) {
    const lines = [
      ...show(result.missing).map((path) => `missing:            ${path}`),
      ...show(result.differ).map((path) => `differs:            ${path}`),
      ...show(result.extra).map((path) => `no longer generated: ${path}`),
    ];
    console.error(`${FLOW_DOCS_DIR}/ is out of date with machines/ (run npm run flows and commit the result):\n  ${lines.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${FLOW_DOCS_DIR}/ is up to date: ${show([...files.keys()].filter((name) => name.endsWith('.svg'))).join(', ')}`);
} else {
  const result = writeFlowDocs(files, outDir);
  // For the /flows page's coverage marks (git-ignored, like the index page): what model tests and the last browser runs here took.
  const taken = Object.fromEntries(
    flows.map((flow) => [
      flow.name,
      { model: [...(modelTaken.get(flow.name) ?? [])].sort(), browser: browser.size > 0 ? [...(browser.get(flow.name)?.transitions ?? [])].sort() : null },
    ]),
  );
  writeFileSync(join(outDir, COVERAGE_FILE), `${JSON.stringify(taken, null, 1)}\n`);
  console.log(`wrote     ${FLOW_DOCS_DIR}/${COVERAGE_FILE}`);
  for (const path of show(result.written)) console.log(`wrote     ${path}`);
  for (const path of show(result.unchanged)) console.log(`unchanged ${path}`);
  for (const path of show(result.removed)) console.log(`removed   ${path} (no flow generates it)`);
  console.log(`${flows.length} flow${flows.length === 1 ? '' : 's'}: ${flows.map((flow) => flow.name).join(', ')}`);
}
