/**
 * The end of `npm test`: each step's time, the 15 slowest tests, the number of tests per layer, and
 * one closing line for the whole run: "N passed, N failed, N skipped".
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

type VitestAssertion = { fullName: string; status: 'passed' | 'failed' | 'pending' | 'todo' | 'skipped'; duration?: number | null };
type VitestFile = { name: string; assertionResults: VitestAssertion[] };
type VitestReport = { testResults: VitestFile[] };
type PlaywrightResult = { duration: number; status: string };
type PlaywrightTest = { projectName: string; status: 'expected' | 'unexpected' | 'flaky' | 'skipped'; results: PlaywrightResult[] };
type PlaywrightSpec = { title: string; file: string; line: number; tests: PlaywrightTest[] };
type PlaywrightSuite = { specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
type PlaywrightReport = { suites: PlaywrightSuite[] };

type Layer = 'model' | 'component' | 'API' | 'end-to-end';
type Outcome = 'passed' | 'failed' | 'skipped';
type TestRun = { layer: Layer; name: string; outcome: Outcome; seconds: number };

/** The layer of a vitest file, by where it lives: machines and model paths, views (in jsdom or in a real browser), the server. */
function layerOf(file: string): Layer {
  if (file.startsWith('server/')) return 'API';
  if (file.startsWith('src/') || file.startsWith('tests/components/')) return 'component';
  return 'model';
}

function vitestRuns(): TestRun[] {
  if (!existsSync('.tmp/vitest-results.json')) return [];
  const report = JSON.parse(readFileSync('.tmp/vitest-results.json', 'utf8')) as VitestReport;
  return report.testResults.flatMap((file) => {
    const path = relative(process.cwd(), file.name);
    return file.assertionResults.map((test) => ({
      layer: layerOf(path),
      name: `${path} › ${test.fullName}`,
      outcome: test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped',
      seconds: (test.duration ?? 0) / 1000,
    }));
  });
}

function playwrightSpecs(suites: PlaywrightSuite[]): PlaywrightSpec[] {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...playwrightSpecs(suite.suites ?? [])]);
}

function playwrightRuns(): TestRun[] {
  if (!existsSync('.tmp/playwright-results.json')) return [];
  const report = JSON.parse(readFileSync('.tmp/playwright-results.json', 'utf8')) as PlaywrightReport;
  return playwrightSpecs(report.suites).flatMap((spec) =>
    spec.tests.map((test) => ({
      layer: 'end-to-end' as const,
      name: `[${test.projectName}] tests/e2e/${spec.file}:${spec.line} › ${spec.title}`,
      // Retries are 0: a flaky test is a failed one.
      outcome: test.status === 'expected' ? 'passed' : test.status === 'skipped' ? 'skipped' : 'failed',
      seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
    })),
  );
}

function steps(): { name: string; seconds: number; status: number }[] {
  if (!existsSync('.tmp/steps.tsv')) return [];
  return readFileSync('.tmp/steps.tsv', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name = '', started = '0', ended = '0', status = '0'] = line.split('\t');
      return { name, seconds: Number(ended) - Number(started), status: Number(status) };
    });
}

const runs = [...vitestRuns(), ...playwrightRuns()];
const count = (outcome: Outcome, of: TestRun[] = runs) => of.filter((run) => run.outcome === outcome).length;

console.log('Time per step:');
for (const step of steps()) console.log(`  ${String(step.seconds).padStart(5)} s  ${step.name}${step.status === 0 ? '' : `  (failed, exit ${step.status})`}`);

console.log('\nThe 15 slowest tests:');
for (const run of [...runs].sort((a, b) => b.seconds - a.seconds).slice(0, 15)) console.log(`  ${run.seconds.toFixed(1).padStart(6)} s  ${run.name}`);

console.log('\nTests per layer:');
for (const layer of ['model', 'component', 'API', 'end-to-end'] as const) {
  const of = runs.filter((run) => run.layer === layer);
  const seconds = of.reduce((sum, run) => sum + run.seconds, 0);
  console.log(`  ${layer.padEnd(11)} ${String(of.length).padStart(5)} tests (${count('passed', of)} passed, ${count('failed', of)} failed, ${count('skipped', of)} skipped), ${Math.round(seconds)} s of test time`);
}

const failed = runs.filter((run) => run.outcome === 'failed');
if (failed.length > 0) {
  console.log('\nFailed:');
  for (const run of failed) console.log(`  ${run.name}`);
}
console.log(`\n${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
process.exit(failed.length > 0 || steps().some((step) => step.status !== 0) ? 1 : 0);
