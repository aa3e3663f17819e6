import { JSDOM } from 'jsdom';
import type { FlowPath } from '../../../machines/lib/paths';
import { sessionFlow } from '../../../machines/session.flow';
import { FlowSimulation } from '../../../src/features/flows/simulator';
import { replayPath } from '../replay';
import { generateFlowDocs } from './generate';
import { CLIPBOARD_REFUSED } from './offline-simulate';
import { bundleSimulator } from './simulate-bundle';
import { viewerFlow } from './viewer';

/**
 * Simulate on the offline index page (issue 27 §2): the page as `npm run flows` writes it, with the
 * bundle of the real machines, run in jsdom and driven through the session flow (a call and a timer).
 */
describe('Simulate on the offline page', () => {
  let dom: JSDOM;
  let page: string;
  /** What the page handed the clipboard; `refuse` makes the clipboard say no, as a file:// page may hear. */
  const clipboard = { written: [] as string[], refuse: false };

  const $ = <T extends Element = HTMLElement>(selector: string): T => {
    const element = dom.window.document.querySelector(`section[data-flow="session"] ${selector}`);
    if (!element) throw new Error(`no ${selector}`);
    return element as T;
  };
  const all = (selector: string) => [...dom.window.document.querySelectorAll<HTMLElement>(`section[data-flow="session"] ${selector}`)];
  const buttonOf = (selector: string, words: RegExp) => {
    const found = all(`${selector} button`).find((element) => words.test(element.textContent ?? ''));
    if (!found) throw new Error(`no button ${words} in ${selector}: ${all(`${selector} button`).map((element) => element.textContent).join(' | ')}`);
    return found;
  };
  const activeStates = () => all('.chart [data-state-id].active').map((element) => element.dataset.stateId);
  const activeTransitions = () => all('.chart [data-transition-key].active').map((element) => element.dataset.transitionKey);
  const log = () => all('.sim-log li').map((element) => element.textContent);
  /** Lets the page's clipboard promise settle. */
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  beforeAll(async () => {
    const simulator = await bundleSimulator();
    page = (await generateFlowDocs([sessionFlow], { viewer: { session: viewerFlow(sessionFlow, null) }, simulator })).get('index.html') ?? '';
    dom = new JSDOM(page, {
      runScripts: 'dangerously',
      url: 'file:///work/docs/flows/index.html#flow-session',
      beforeParse: (window) => {
        const writeText = (text: string) => {
          if (clipboard.refuse) return Promise.reject(new window.DOMException('Write permission denied.', 'NotAllowedError'));
          clipboard.written.push(text);
          return Promise.resolve();
        };
        Object.defineProperty(window.navigator, 'clipboard', { value: { writeText } });
      },
    });
  }, 30_000);

  it('is inline in the page, minified, and starts nothing until asked', () => {
    expect(dom.window.document.querySelectorAll('script[src]')).toHaveLength(0);
    expect(dom.window.document.querySelectorAll('script:not([type])')).toHaveLength(2);
    expect($('[data-sim-panel]').hidden).toBe(true);
    expect($('[data-sim="start"]').hidden).toBe(false);
    expect($('[data-sim="start"]').textContent).toBe('Simulate');
    expect(activeStates()).toEqual([]);
  });

  it('starts the real machine: its state on the chart, the events it accepts with their samples', () => {
    expect(all('[data-sim-input] option').map((option) => option.textContent)).toEqual(sessionFlow.inputs.map((input) => input.name));
    $('[data-sim="start"]').click();
    expect($('[data-sim-panel]').hidden).toBe(false);
    expect($('.sim-state').textContent).toBe('Now in: loggedOut');
    expect(activeStates()).toEqual(['session.loggedOut']);
    expect(all('[data-sim-events] button').map((element) => element.textContent)).toEqual([
      expect.stringMatching(/^session\.loggedIn \{"credentials":\{"token":"token-1",/),
      expect.stringMatching(/^session\.signedUp \{"credentials":\{"token":"token-1",/),
    ]);
    expect(all('[data-sim-call]')).toHaveLength(0);
    expect($('.sim-panel').textContent).toContain('No steps yet: send an event.');
  });

  it('sends an event, settles the call it makes, and lets the timer fire', () => {
    buttonOf('[data-sim-events]', /^session\.loggedIn /).click();
    expect(activeStates()).toEqual(['session.loggedIn', 'session.loggedIn.refreshingBalance']);
    expect(activeTransitions()).toContain('session.loggedOut session.loggedIn #0');
    expect(all('[data-sim-call="fetchBalance"] button').map((element) => element.textContent)).toEqual([
      'succeeds 1200',
      'fails {"kind":"unauthorized"}',
      'fails {"kind":"failed","message":"Network error, please try again later."}',
    ]);
    buttonOf('[data-sim-call="fetchBalance"]', /^succeeds/).click();
    expect($('.sim-state').textContent).toBe('Now in: loggedIn.waitingToRefresh');
    expect(all('[data-sim-call]')).toHaveLength(0);
    buttonOf('[data-sim-timers]', /^Let balanceRefreshInterval \(\d+ ms\) fire$/).click();
    expect($('.sim-state').textContent).toBe('Now in: loggedIn.refreshingBalance');
    expect(log()).toEqual([
      expect.stringMatching(/^session\.loggedIn \{"credentials":.* → \{"loggedIn":"refreshingBalance"\}$/),
      'fetchBalance succeeded 1200 → {"loggedIn":"waitingToRefresh"}',
      'timer balanceRefreshInterval  → {"loggedIn":"refreshingBalance"}',
    ]);
  });

  it('steps back to the state before the last step', () => {
    $('[data-sim="back"]').click();
    expect($('.sim-state').textContent).toBe('Now in: loggedIn.waitingToRefresh');
    expect(activeStates()).toEqual(['session.loggedIn', 'session.loggedIn.waitingToRefresh']);
    expect(log()).toHaveLength(2);
  });

  it('copies the steps as the test path the /flows page copies, which the model replay accepts', async () => {
    $('[data-sim="copy"]').click();
    await settled();
    expect(clipboard.written).toHaveLength(1);
    const copied = clipboard.written[0] ?? '';
    const same = new FlowSimulation(sessionFlow, 0, [
      sessionFlow.events?.['session.loggedIn']?.[0] ?? { type: 'missing' },
      { type: 'xstate.done.actor.fetchBalance', output: 1200 },
    ]);
    expect(copied).toBe(same.asPathText());
    same.stop();
    expect($('[data-sim="copy"]').textContent).toBe('Copied');
    const result = await replayPath(sessionFlow, JSON.parse(copied) as FlowPath);
    expect(result.transitions).toContain('session.loggedOut session.loggedIn #0');
  });

  it('shows the path selected in a text box when the browser refuses the clipboard', async () => {
    clipboard.refuse = true;
    $('[data-sim="copy"]').click();
    await settled();
    const box = $<HTMLTextAreaElement>('.sim-copy textarea');
    expect($('.sim-copy').hidden).toBe(false);
    expect($('.sim-copy').textContent).toContain(CLIPBOARD_REFUSED);
    expect(box.value).toBe(clipboard.written[0]);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, box.value.length]);
  });

  it('starts again from another input, and a chosen path ends the simulation', () => {
    const input = $<HTMLSelectElement>('[data-sim-input]');
    input.value = '1';
    input.dispatchEvent(new dom.window.Event('change'));
    expect(log()).toEqual([]);
    expect($('.sim-state').textContent).toBe('Now in: loggedIn.refreshingBalance');
    const pathPick = $<HTMLSelectElement>('[data-path-pick]');
    pathPick.value = '0';
    pathPick.dispatchEvent(new dom.window.Event('change'));
    expect($('[data-sim-panel]').hidden).toBe(true);
    expect($('[data-sim="start"]').hidden).toBe(false);
    expect(activeStates()).toEqual(['session.loggedOut']);
    $('[data-sim="start"]').click();
    expect(pathPick.value).toBe('');
    expect($('.path-step').textContent).toBe('');
  });
});
