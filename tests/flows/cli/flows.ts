/**
 * `npm run flows`: writes docs/flows/<machine>.svg and docs/flows/index.html from the machine
 * definitions, offline. `--check` writes nothing and fails when a file is missing or stale.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { flows } from '../../../machines/flows';
import { generateFlowDocs } from '../charts/generate';
import type { FlowCoverageFigures } from '../charts/index-page';
import { figures, modelCoverage } from '../coverage';

const outDir = join(process.cwd(), 'docs', 'flows');
const check = process.argv.includes('--check');

const coverage: Record<string, FlowCoverageFigures> = {};
for (const flow of flows) {
  const result = figures(flow.machine as AnyStateMachine, await modelCoverage(flow));
  coverage[flow.name] = { states: result.states, transitions: result.transitions };
}
const files = await generateFlowDocs(flows, { coverage });

if (check) {
  const problems: string[] = [];
  for (const [name, content] of files) {
    const path = join(outDir, name);
    if (!existsSync(path)) problems.push(`missing: docs/flows/${name}`);
    else if (readFileSync(path, 'utf8') !== content) problems.push(`stale: docs/flows/${name}`);
  }
  const extra = existsSync(outDir) ? readdirSync(outDir).filter((name) => !files.has(name)) : [];
  problems.push(...extra.map((name) => `no longer generated: docs/flows/${name}`));
  if (problems.length) {
    console.error(`docs/flows/ is out of date with machines/ — run npm run flows and commit the result:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`docs/flows/ is up to date (${files.size} files).`);
} else {
  mkdirSync(outDir, { recursive: true });
  for (const stale of readdirSync(outDir).filter((name) => !files.has(name))) rmSync(join(outDir, stale));
  for (const [name, content] of files) writeFileSync(join(outDir, name), content);
  console.log(`Wrote ${[...files.keys()].map((name) => `docs/flows/${name}`).join(', ')}`);
}
