import type { AnyEventObject } from 'xstate';
import type { AnyFlow } from '../../../machines/lib/flow';
import { eventWords, FlowSimulation, groupChoices, leafStateNames, payloadText, stepWords, timerWords } from '../../../src/features/flows/simulator';
import type { MessageKey } from '../../../src/i18n/en';
import { highlight } from './highlight';

/**
 * Simulate on the offline index page (issue 27 §2): the /flows page's Simulate mode in plain DOM.
 * Bundled by simulate-bundle.ts with machines/flows.ts into one script inlined in the page, so
 * it drives the real machines with their flow files' samples through the /flows simulator
 * (src/features/flows/simulator.ts), not a copy. One panel per flow section, above its chart;
 * choosing a path (viewer.ts) stops the simulation, and starting one leaves the path.
 */

/** The /flows page's texts the offline panel shows (English: the offline page is). */
export const SIMULATE_TEXT_KEYS = [
  'flows.mode.simulate',
  'flows.currentState',
  'flows.sim.input',
  'flows.sim.restart',
  'flows.sim.back',
  'flows.sim.events',
  'flows.sim.noEvents',
  'flows.sim.calls',
  'flows.sim.done',
  'flows.sim.error',
  'flows.sim.timers',
  'flows.sim.fire',
  'flows.sim.finished',
  'flows.sim.failed',
  'flows.sim.log',
  'flows.sim.logEmpty',
  'flows.sim.copy',
  'flows.sim.copied',
] as const satisfies readonly MessageKey[];

export type SimulateTexts = Record<(typeof SIMULATE_TEXT_KEYS)[number], string>;

/** Said when the browser refuses the clipboard (a page opened from a file often may not use it). */
export const CLIPBOARD_REFUSED = 'This browser did not let the page use the clipboard: the path is selected below, copy it from there.';

export const SIMULATE_STYLE = `
.sim-panel { border: 1px solid var(--line); border-radius: 6px; padding: 4px 12px 8px; margin: 8px 0; }
.sim-panel h3 { font-size: 14px; margin: 10px 0 4px; }
.sim-row { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.sim-panel button { font: inherit; font-size: 13px; padding: 2px 8px; }
.sim-panel button.done { border-color: #2f9e44; } .sim-panel button.error { border-color: #e03131; } .sim-panel button.timer { border-color: #9c36b5; }
.sim-state { font-weight: 600; } .sim-failed { color: #e03131; }
.sim-log { font-size: 13px; margin: 4px 0; }
.sim-copy textarea { width: 100%; min-height: 12em; font: 12px ui-monospace, monospace; }
`;

type Child = Node | string;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** Fills `{name}` as the site's `t()` does. */
function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

function button(words: string, onClick: () => void, attributes: Record<string, string> = {}): HTMLButtonElement {
  const node = element('button', { type: 'button', ...attributes }, words);
  node.addEventListener('click', onClick);
  return node;
}

/** The simulate controls and panel of one flow's section. */
function mountSimulator(section: HTMLElement, flow: AnyFlow, texts: SimulateTexts): void {
  const chart = section.querySelector('.chart');
  if (!chart) return;
  let simulation: FlowSimulation | null = null;
  const input = element('select', { 'data-sim-input': '' });
  for (const [index, candidate] of flow.inputs.entries()) input.add(new Option(candidate.name, String(index)));
  const start = button(texts['flows.mode.simulate'], () => run(new FlowSimulation(flow, Number(input.value))), { 'data-sim': 'start' });
  const back = button(texts['flows.sim.back'], () => simulation && run(simulation.back()), { 'data-sim': 'back' });
  const restart = button(texts['flows.sim.restart'], () => run(new FlowSimulation(flow, Number(input.value))), { 'data-sim': 'restart' });
  const panel = element('div', { class: 'sim-panel', 'data-sim-panel': '' });
  const pathPick = section.querySelector<HTMLSelectElement>('[data-path-pick]');
  chart.before(element('div', { class: 'viewer-only' }, element('label', {}, `${texts['flows.sim.input']} `, input), start, back, restart), panel);

  input.addEventListener('change', () => {
    if (simulation) run(new FlowSimulation(flow, Number(input.value)));
  });
  // A path shown on the chart ends the simulation (the chart shows one or the other).
  // The viewer has marked the path's start by then: the chart is left as it is.
  pathPick?.addEventListener('change', () => {
    if (pathPick.value !== '') run(null, false);
  });

  function run(next: FlowSimulation | null, mark = true): void {
    if (simulation !== next) simulation?.stop();
    simulation = next;
    if (next && pathPick && pathPick.value !== '') {
      pathPick.value = '';
      pathPick.dispatchEvent(new Event('change'));
    }
    render(mark);
  }

  function take(event: AnyEventObject): void {
    simulation?.take(event);
    render();
  }

  /** Shows the simulation (or its absence) in the panel and, when `mark`, on the chart. */
  function render(mark = true): void {
    start.hidden = simulation !== null;
    back.hidden = restart.hidden = simulation === null;
    back.disabled = (simulation?.steps.length ?? 0) === 0;
    panel.hidden = simulation === null;
    panel.replaceChildren();
    if (!simulation) {
      if (mark) highlight(section, [], []);
      return;
    }
    highlight(section, simulation.activeStateIds(), simulation.taken.at(-1) ?? []);
    panel.append(...panelContent(simulation));
  }

  function panelContent(current: FlowSimulation): Node[] {
    const nodes: Node[] = [element('p', { class: 'sim-state' }, fill(texts['flows.currentState'], { states: leafStateNames(current.activeStateIds()).join(', ') }))];
    if (current.failure !== null) nodes.push(element('p', { class: 'sim-failed', role: 'alert' }, fill(texts['flows.sim.failed'], { message: current.failure })));
    if (current.snapshot.status === 'done') nodes.push(element('p', { class: 'sim-finished' }, texts['flows.sim.finished']));
    const { events, calls, timers } = groupChoices(current.choices());
    nodes.push(element('h3', {}, texts['flows.sim.events']));
    nodes.push(
      events.length === 0
        ? element('p', { class: 'muted' }, texts['flows.sim.noEvents'])
        : element('div', { class: 'sim-row', 'data-sim-events': '' }, ...events.map((choice) => button(eventWords(choice), () => take(choice.event)))),
    );
    if (calls.length > 0) {
      nodes.push(element('h3', {}, texts['flows.sim.calls']));
      for (const { actorId, outcomes } of calls) {
        const words = (kind: string) => (kind === 'done' ? texts['flows.sim.done'] : texts['flows.sim.error']);
        const choices = outcomes.map((choice) => button(`${words(choice.kind)} ${payloadText(choice.event)}`.trim(), () => take(choice.event), { class: choice.kind }));
        nodes.push(element('div', { class: 'sim-row', 'data-sim-call': actorId }, element('strong', {}, actorId), ...choices));
      }
    }
    if (timers.length > 0) {
      nodes.push(element('h3', {}, texts['flows.sim.timers']));
      const choices = timers.map((choice) => button(fill(texts['flows.sim.fire'], { timer: timerWords(choice) }), () => take(choice.event), { class: 'timer' }));
      nodes.push(element('div', { class: 'sim-row', 'data-sim-timers': '' }, ...choices));
    }
    const copy = button(texts['flows.sim.copy'], () => copyPath(current, copy, copied), { 'data-sim': 'copy' });
    copy.disabled = current.steps.length === 0;
    const copied = element('div', { class: 'sim-copy', hidden: '' });
    nodes.push(element('div', { class: 'sim-row' }, element('h3', {}, texts['flows.sim.log']), copy));
    nodes.push(
      current.steps.length === 0
        ? element('p', { class: 'muted' }, texts['flows.sim.logEmpty'])
        : element('ol', { class: 'sim-log' }, ...current.steps.map((step) => element('li', {}, stepWords(step)))),
    );
    nodes.push(copied);
    return nodes;
  }

  /** The path to the clipboard; where the browser refuses it (a file:// page may), selected in a text box instead. */
  function copyPath(current: FlowSimulation, copy: HTMLButtonElement, copied: HTMLElement): void {
    const text = current.asPathText();
    const refused = () => {
      const box = element('textarea', { readonly: '', 'aria-label': texts['flows.sim.copy'] }, text);
      copied.replaceChildren(element('p', { class: 'muted' }, CLIPBOARD_REFUSED), box);
      copied.hidden = false;
      box.select();
    };
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return refused();
    clipboard.writeText(text).then(() => {
      copy.textContent = texts['flows.sim.copied'];
    }, refused);
  }

  render();
}

/** Puts a Simulate panel on each section of the page whose flow is given. */
export function mountSimulators(flows: readonly AnyFlow[], texts: SimulateTexts): void {
  for (const section of document.querySelectorAll<HTMLElement>('section.flow[data-flow]')) {
    const flow = flows.find((candidate) => candidate.name === section.dataset.flow);
    if (flow) mountSimulator(section, flow, texts);
  }
}
