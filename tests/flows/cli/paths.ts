/**
 * `npm run paths -- <machine> [--format md|csv|json] [--stdout]`: the generated paths of a machine
 * as test cases QA can read, import or run by hand, written to docs/paths/<machine>.<format>.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flows } from '../../../machines/flows';
import { generatePaths } from '../paths';
import { toCsv, toJson, toMarkdown, toQaCase } from '../qa';

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--format');
const formatIndex = args.indexOf('--format');
const format = formatIndex >= 0 ? args[formatIndex + 1] : 'md';
const names = flows.map((flow) => flow.name);

if (!name || format === undefined || !['md', 'csv', 'json'].includes(format)) {
  console.error(`Usage: npm run paths -- <machine> [--format md|csv|json] [--stdout]\nMachines: ${names.join(', ')}`);
  process.exit(2);
}
const targets = name === 'all' ? flows : flows.filter((flow) => flow.name === name);
if (targets.length === 0) {
  console.error(`No machine named "${name}". Machines: ${names.join(', ')} (or all)`);
  process.exit(2);
}

for (const flow of targets) {
  const paths = generatePaths(flow);
  const cases = paths.map((path) => toQaCase(flow, path));
  const text = format === 'csv' ? toCsv(cases) : format === 'json' ? toJson(flow, paths, cases) : toMarkdown(flow, cases);
  if (args.includes('--stdout')) {
    process.stdout.write(text);
    continue;
  }
  const dir = join(process.cwd(), 'docs', 'paths');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${flow.name}.${format}`);
  writeFileSync(file, text);
  console.log(`${flow.name}: ${cases.length} paths → ${join('docs', 'paths', `${flow.name}.${format}`)}`);
}
