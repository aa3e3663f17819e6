import { sessionFlow } from '../../machines/session.flow';
import { generatePaths } from './paths';
import { describeState, toCsv, toJson, toMarkdown, toQaCase } from './qa';

const paths = generatePaths(sessionFlow);
const cases = paths.map((path) => toQaCase(sessionFlow, path));

describe('QA test cases from generated paths', () => {
  it('numbers cases and steps, in Given/When/Then form with state descriptions', () => {
    const markdown = toMarkdown(sessionFlow, cases);
    expect(markdown).toContain('## session-001: ');
    expect(markdown).toMatch(/^1\. Given it is in "loggedOut" \(A visitor: guest toolbar, and login-only pages send them to \/login\), when the event session\.(loggedIn|signedUp) happens with/m);
    expect(markdown).toContain('when the call fetchBalance failed with {"kind":"unauthorized"}, then it is in "loggedOut"');
    expect(markdown).toContain('when after 10 s pass, then it is in "loggedIn.refreshingBalance"');
  });

  it('describes nested states by their path and description', () => {
    expect(describeState(sessionFlow, { loggedIn: 'waitingToRefresh' })).toBe('"loggedIn.waitingToRefresh" (Showing the balance until the next refresh is due)');
  });

  it('writes CSV with one row per step and quotes fields that need it', () => {
    const csv = toCsv(cases);
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('case,title,step,given,when,then');
    expect(lines.length).toBe(1 + cases.reduce((sum, qaCase) => sum + qaCase.steps.length + 1, 0));
    expect(csv).toContain('"the event session.loggedIn happens with {""credentials"":');
  });

  it('writes JSON with the replayable events of every case', () => {
    const parsed = JSON.parse(toJson(sessionFlow, paths, cases)) as { cases: { id: string; events: { type: string }[] }[] };
    expect(parsed.cases).toHaveLength(paths.length);
    expect(parsed.cases[0]?.events[0]?.type).toBe('xstate.init');
  });
});
