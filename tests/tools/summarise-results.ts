/** Prints one closing line for the whole `npm test` run: "N passed, N failed, N skipped". */
import { existsSync, readFileSync } from 'node:fs';

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
type PlaywrightTest = { projectName: string; status: 'expected' | 'unexpected' | 'flaky' | 'skipped' };
type PlaywrightSpec = { title: string; file: string; line: number; tests: PlaywrightTest[] };
type PlaywrightSuite = { specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: PlaywrightSuite[] };

/** Tests that passed only on their CI retry: named, so the next session can make them steady. */
function flakyTests(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.filter((test) => test.status === 'flaky').map((test) => `[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`)),
    ...flakyTests(suite.suites ?? []),
  ]);
}

let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync('.tmp/vitest-results.json')) {
  const vitest = JSON.parse(readFileSync('.tmp/vitest-results.json', 'utf8')) as VitestReport;
  console.log(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitest.numPendingTests + vitest.numTodoTests} skipped`);
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (existsSync('.tmp/playwright-results.json')) {
  const playwright = JSON.parse(readFileSync('.tmp/playwright-results.json', 'utf8')) as PlaywrightReport;
  const { expected, unexpected, flaky, skipped: pwSkipped } = playwright.stats;
  console.log(`playwright: ${expected + flaky} passed, ${unexpected} failed, ${pwSkipped} skipped`);
  if (flaky > 0) {
    console.log(`playwright: ${flaky} passed only on their retry (flaky):`);
    for (const name of flakyTests(playwright.suites)) console.log(`  ${name}`);
  }
  passed += expected + flaky;
  failed += unexpected;
  skipped += pwSkipped;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
