import { cleanup } from 'vitest-browser-react';
import { commands } from 'vitest/browser';
import { setPreferredLanguage } from '../../src/i18n';
// Every English text: the pages bring their areas' texts (src/i18n/texts/); views tested alone need them all.
import '../../src/i18n/areaTexts';
import type { RecordedTransition } from './commands';
import { fakeApi } from './fakeApi';
import { resetFlowReports, reportFlowTransition } from './flows';

// Each test file runs in its own page (an iframe of the one chromium): the API is the fake server,
// every test starts from an empty page, empty storage, English and the address it was loaded on.
const realFetch = window.fetch.bind(window);
window.fetch = fakeApi.fetchFor(realFetch);
const startAddress = `${location.pathname}${location.search}`;

let recorded: RecordedTransition[] = [];

beforeEach(async () => {
  fakeApi.reset();
  localStorage.clear();
  sessionStorage.clear();
  recorded = [];
  resetFlowReports();
  // The site reports the transitions its machines take while a test listens (src/edge/flowRecorder.ts).
  window.__recordFlowTransition = (flow, transition, states) => {
    recorded.push({ flow, transition, states });
    reportFlowTransition(flow, states.slice(1));
  };
  await setPreferredLanguage('en');
});

afterEach(async ({ task }) => {
  await cleanup();
  history.replaceState(null, '', startAddress);
  delete window.__recordFlowTransition;
  // The same record as a Playwright test's (tests/e2e/support.ts), for `npm run coverage:flows`.
  if (recorded.length > 0) await commands.writeFlowCoverage(task.fullName, recorded);
});
