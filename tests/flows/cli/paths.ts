/**
 * `npm run paths -- <machine> [--format md|csv|json|checklist] [--stdout]`: the generated paths of a machine
 * as test cases QA can read, import or run by hand, written to docs/paths/<machine>.<format>. `checklist`
 * writes the covering paths (the ones the browser drives) as manual test cases in the player's words:
 * docs/paths/<machine>.checklist.md and .checklist.csv.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flows } from '../../../machines/flows';
import { generatePaths } from '../paths';
import { checklistCsv, checklistMarkdown, checklistOf } from '../checklist';
import { toCsv, toJson, toMarkdown, toQaCase } from '../qa';

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--format');
const formatIndex = args.indexOf('--format');
const format = formatIndex >= 0 ? args[formatIndex + 1] : 'md';
const names = flows.map((flow) => flow.name);

if (!name || format === undefined || !['md', 'csv', 'json', 'checklist'].includes(format)) {
  console.error(`Usage: npm run paths -- <machine> [--format md|csv|json|checklist] [--stdout]\nMachines: ${names.join(', ')}`);
  process.exit(2);
}
const targets = name === 'all' ? flows : flows.filter((flow) => flow.name === name);
if (targets.length === 0) {
  console.error(`No machine named "${name}". Machines: ${names.join(', ')} (or all)`);
  process.exit(2);
}

const dir = join(process.cwd(), 'docs', 'paths');

function write(fileName: string, text: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, fileName), text);
}

for (const flow of targets) {
  if (format === 'checklist') {
    const cases = await checklistOf(flow);
    if (args.includes('--stdout')) {
      process.stdout.write(checklistMarkdown(flow, cases));
      continue;
    }
    write(`${flow.name}.checklist.md`, checklistMarkdown(flow, cases));
    write(`${flow.name}.checklist.csv`, checklistCsv(cases));
    console.log(`${flow.name}: ${cases.length} cases → ${join('docs', 'paths', `${flow.name}.checklist.md`)} and .csv`);
    continue;
  }
  const paths = generatePaths(flow);
  const cases = paths.map((path) => toQaCase(flow, path));
  const text = format === 'csv' ? toCsv(cases) : format === 'json' ? toJson(flow, paths, cases) : toMarkdown(flow, cases);
  if (args.includes('--stdout')) {
    process.stdout.write(text);
    continue;
  }
  write(`${flow.name}.${format}`, text);
  console.log(`${flow.name}: ${cases.length} paths → ${join('docs', 'paths', `${flow.name}.${format}`)}`);
}
