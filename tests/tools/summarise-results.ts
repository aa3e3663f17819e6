/** Prints one closing line for the whole `npm test` run: "N passed, N failed, N skipped". */
import { existsSync, readFileSync } from 'node:fs';

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

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
  passed += expected + flaky;
  failed += unexpected;
  skipped += pwSkipped;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
