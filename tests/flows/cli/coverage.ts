/**
 * `npm run coverage:flows`: for every machine, the states and transitions covered by the generated
 * model tests and by the browser runs (Playwright, and the component tests in a real browser; recorded by
 * the running site), out of all of them,
 * with the missing ones named. Fails when model tests cover less than 100 % of the transitions.
 */
import { existsSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { flows } from '../../../machines/flows';
import { allTransitions } from '../../../machines/lib/transitions';
import { browserCoverage, e2eDir, figures, modelCoverage, percent } from '../coverage';

const browser = browserCoverage();
const browserMeasured = existsSync(e2eDir);
let failed = false;

console.log('Flow coverage (model tests: generated paths replayed on real actors; browser: Playwright runs and component tests in a real browser)\n');
for (const flow of flows) {
  const machine = flow.machine as AnyStateMachine;
  const names = new Map(allTransitions(machine).map((transition) => [transition.key, `${transition.sourceId} —${transition.label}→ ${transition.targetIds.join(', ') || '(stays)'}`]));
  const model = figures(machine, await modelCoverage(flow));
  const inBrowser = figures(machine, browser.get(flow.name) ?? { states: new Set(), transitions: new Set() });
  console.log(`${flow.name}`);
  console.log(`  model tests: states ${model.states[0]}/${model.states[1]} (${percent(model.states)}), transitions ${model.transitions[0]}/${model.transitions[1]} (${percent(model.transitions)})`);
  if (browserMeasured) {
    console.log(`  browser:     states ${inBrowser.states[0]}/${inBrowser.states[1]} (${percent(inBrowser.states)}), transitions ${inBrowser.transitions[0]}/${inBrowser.transitions[1]} (${percent(inBrowser.transitions)})`);
  } else {
    console.log('  browser:     not measured (run the Playwright tests or the browser project first)');
  }
  for (const key of model.missingTransitions) console.log(`  missing in model tests: ${names.get(key) ?? key}`);
  for (const id of model.missingStates) console.log(`  state missing in model tests: ${id}`);
  if (browserMeasured) for (const key of inBrowser.missingTransitions) console.log(`  not reached in the browser: ${names.get(key) ?? key}`);
  if (model.transitions[0] < model.transitions[1]) failed = true;
  console.log('');
}

if (failed) {
  console.error('Flow coverage is below the target: 100 % of every machine\'s transitions by model tests.');
  process.exit(1);
}
console.log('Target met: 100 % of every machine\'s transitions covered by model tests.');
