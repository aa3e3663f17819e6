import { allStates, allTransitions, type StateInfo, type TransitionInfo } from '../../../machines/lib/transitions';
import type { AnyFlow } from '../../../machines/lib/flow';
import { displayLabel } from './layout';
import { FONT_FAMILY, escapeXml as esc, plainWords } from './text';
import { SIMULATE_STYLE } from './offline-simulate';
import { VIEWER_STYLE, viewerControls, viewerDataBlock, viewerPicker, viewerScript, type ViewerData } from './viewer';

/**
 * `docs/flows/index.html`: every flow for product owners, with its chart inline and, beside it,
 * the same machine as lists (states, guards, timers, calls) and how much of it tests cover.
 * Self-contained: no external resources, nothing that changes between runs. With the viewer's data
 * (`npm run flows`, issue 27 §2) one inline script shows one machine at a time with fit, zoom, pan,
 * paths and coverage (viewer.ts); without it the page is static. With the simulate bundle too
 * (simulate-bundle.ts), a second inline script adds Simulate on the real machines (offline-simulate.ts).
 */

export type FlowCoverage = { states: [covered: number, total: number]; transitions: [covered: number, total: number] };

/** The name the flow CLI has used for the same figures. */
export type FlowCoverageFigures = FlowCoverage;

export type IndexEntry = {
  flow: AnyFlow;
  svg: string;
  /** The chart's file next to index.html; `<name>.svg` unless given. */
  svgFile?: string;
};

const PAGE_STYLE = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1b2530; --muted: #4a5868; --line: #d5dde6; --code-bg: #eef3f8; --accent: #2c5d8a; }
@media (prefers-color-scheme: dark) { :root { --bg: #10151b; --fg: #e6edf3; --muted: #a8b6c4; --line: #2c3a48; --code-bg: #1c2630; --accent: #8fb3d9; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.5 ${FONT_FAMILY}; }
main { max-width: 1600px; margin: 0 auto; padding: 24px 20px 64px; }
h1 { font-size: 28px; margin: 0 0 4px; }
h2 { font-size: 22px; margin: 48px 0 4px; padding-top: 16px; border-top: 1px solid var(--line); }
h3 { font-size: 16px; margin: 24px 0 8px; }
a { color: var(--accent); }
p { margin: 4px 0 8px; }
.muted { color: var(--muted); }
code { font-family: ui-monospace, monospace; font-size: 13px; background: var(--code-bg); padding: 1px 4px; border-radius: 3px; }
.chart { overflow-x: auto; border: 1px solid var(--line); border-radius: 6px; margin: 12px 0; }
.chart svg { display: block; }
table { border-collapse: collapse; width: 100%; margin: 4px 0 8px; }
th, td { text-align: left; vertical-align: top; padding: 6px 10px; border-bottom: 1px solid var(--line); }
th { font-size: 13px; color: var(--muted); font-weight: 600; }
ul { margin: 4px 0 8px; padding-left: 20px; }
.coverage { display: flex; gap: 24px; flex-wrap: wrap; margin: 8px 0; }
.coverage div { padding: 6px 12px; border: 1px solid var(--line); border-radius: 6px; }
.indent-1 { padding-left: 22px; } .indent-2 { padding-left: 38px; } .indent-3 { padding-left: 54px; } .indent-4 { padding-left: 70px; }
`;

/** Rounded down, so that 99.6 % never reads as complete. */
function percent(covered: number, total: number): string {
  return total === 0 ? '100 %' : `${Math.floor((covered / total) * 1000) / 10} %`;
}

function coverageBlock(coverage: FlowCoverage | undefined): string {
  if (!coverage) return '<p class="coverage-figures"><strong>Test coverage:</strong> <span class="muted">not measured</span></p>';
  const figure = (what: string, [covered, total]: [number, number]) =>
    `<div><strong>${what}:</strong> ${covered} of ${total} covered (${percent(covered, total)})</div>`;
  return `<div class="coverage coverage-figures">${figure('States', coverage.states)}${figure('Transitions', coverage.transitions)}</div>`;
}

function statePath(machineId: string, id: string): string {
  const prefix = `${machineId}.`;
  return id.startsWith(prefix) ? id.slice(prefix.length) : id;
}

function describeTransition(machineId: string, t: TransitionInfo, source: StateInfo | undefined): string {
  const from = esc(statePath(machineId, t.sourceId));
  const to = t.targetIds.length === 0 ? 'stays' : t.targetIds.map((id) => esc(statePath(machineId, id))).join(', ');
  const note = t.description ? ` <span class="muted">— ${esc(t.description)}</span>` : '';
  return `<code>${esc(displayLabel(t, source))}</code>: ${from} → ${to}${note}`;
}

function typeWords(state: StateInfo, parallelIds: Set<string>, parentOf: (id: string) => string | undefined): string {
  const parent = parentOf(state.id);
  if (parent !== undefined && parallelIds.has(parent)) return 'region';
  switch (state.type) {
    case 'compound':
      return 'has sub-states';
    case 'parallel':
      return 'parallel regions';
    case 'final':
      return 'final';
    case 'history':
      return 'history';
    default:
      return 'state';
  }
}

function flowSection(entry: IndexEntry, coverage: FlowCoverage | undefined, withViewer: boolean): string {
  const { flow } = entry;
  const svgFile = entry.svgFile ?? `${flow.name}.svg`;
  const machineId = flow.machine.root.id;
  const states = allStates(flow.machine);
  const transitions = allTransitions(flow.machine);
  const byId = new Map(states.map((state) => [state.id, state]));
  const parallelIds = new Set(states.filter((state) => state.type === 'parallel').map((state) => state.id));
  const parentOf = (id: string): string | undefined => {
    const at = id.lastIndexOf('.');
    return at < 0 ? undefined : id.slice(0, at);
  };
  const out: string[] = [];
  out.push(`<section class="flow" id="flow-${esc(flow.name)}" data-flow="${esc(flow.name)}">`);
  out.push(`<h2>${esc(flow.name)}</h2>`);
  out.push(`<p>${esc(flow.summary)}</p>`);
  out.push(coverageBlock(coverage));
  if (withViewer) out.push(viewerControls());
  out.push(`<div class="chart">\n${entry.svg.trimEnd()}\n</div>`);
  out.push(`<p class="muted">Chart file: <a href="${esc(svgFile)}">${esc(svgFile)}</a>. Dashed arrows are taken immediately; a dot marks where a state starts; dashed boxes are regions that run at the same time; double borders are final states.</p>`);

  out.push('<h3>States</h3>');
  out.push('<table class="states"><thead><tr><th>State</th><th>Kind</th><th>What it means</th></tr></thead><tbody>');
  for (const state of states) {
    const depth = state.path === '' ? 0 : state.path.split('.').length - 1;
    const name = state.path === '' ? `${machineId} (the whole flow)` : state.path;
    const indent = Math.min(depth, 4);
    out.push(
      `<tr data-state-id="${esc(state.id)}"><td class="indent-${indent}"><code>${esc(name)}</code></td><td>${esc(typeWords(state, parallelIds, parentOf))}</td><td>${esc(state.description ?? '')}</td></tr>`,
    );
  }
  out.push('</tbody></table>');

  out.push('<h3>Conditions (guards)</h3>');
  const guards = [...new Set(transitions.flatMap((t) => (t.guard ? [t.guard] : [])))];
  if (guards.length === 0) out.push('<p class="muted">None: every transition is taken whenever its event happens.</p>');
  else {
    out.push('<ul class="guards">');
    for (const guard of guards) {
      const users = transitions.filter((t) => t.guard === guard);
      out.push(`<li data-guard="${esc(guard)}"><strong>${esc(plainWords(guard))}</strong> <span class="muted">(<code>${esc(guard)}</code>)</span>, checked by:<ul>`);
      for (const t of users) out.push(`<li>${describeTransition(machineId, t, byId.get(t.sourceId))}</li>`);
      out.push('</ul></li>');
    }
    out.push('</ul>');
  }

  out.push('<h3>Timers</h3>');
  const timers = transitions.filter((t) => t.kind === 'after');
  if (timers.length === 0) out.push('<p class="muted">None.</p>');
  else {
    out.push('<ul class="timers">');
    for (const t of timers) {
      out.push(`<li>In <code>${esc(statePath(machineId, t.sourceId))}</code>: ${describeTransition(machineId, t, byId.get(t.sourceId))}</li>`);
    }
    out.push('</ul>');
  }

  out.push('<h3>Calls (invoked actors)</h3>');
  const calls = states.flatMap((state) => state.invokes.map((invoke) => ({ state, invoke })));
  if (calls.length === 0) out.push('<p class="muted">None.</p>');
  else {
    out.push('<ul class="calls">');
    for (const { state, invoke } of calls) {
      const results = transitions.filter(
        (t) =>
          t.sourceId === state.id &&
          (t.eventType === `xstate.done.actor.${invoke.id}` || t.eventType === `xstate.error.actor.${invoke.id}`),
      );
      out.push(`<li><strong>${esc(invoke.src)}</strong>, called while in <code>${esc(statePath(machineId, state.id) || machineId)}</code>`);
      if (results.length > 0) {
        out.push('<ul>');
        for (const t of results) out.push(`<li>${describeTransition(machineId, t, state)}</li>`);
        out.push('</ul>');
      }
      out.push('</li>');
    }
    out.push('</ul>');
  }
  out.push('</section>');
  return out.join('\n');
}

/** `simulator`: the bundled Simulate script (simulate-bundle.ts); only a page with the viewer gets it. */
export function renderIndexPage(entries: IndexEntry[], coverage?: Record<string, FlowCoverage>, viewer?: ViewerData, simulator?: string): string {
  const simulate = viewer && simulator !== undefined;
  const out: string[] = [];
  out.push('<!doctype html>');
  out.push('<html lang="en">');
  out.push('<head>');
  out.push('<meta charset="utf-8">');
  out.push('<meta name="viewport" content="width=device-width, initial-scale=1">');
  out.push('<title>Flows</title>');
  out.push(`<style>${PAGE_STYLE}${viewer ? VIEWER_STYLE : ''}${simulate ? SIMULATE_STYLE : ''}</style>`);
  out.push('</head>');
  out.push('<body>');
  out.push('<main>');
  out.push('<h1>Flows</h1>');
  out.push('<p class="muted">Every user flow of the site, drawn from its state machine in <code>machines/</code>. Generated by <code>npm run flows</code>; do not edit by hand.</p>');
  if (viewer) out.push(viewerPicker());
  out.push('<ul class="toc">');
  for (const { flow } of entries) out.push(`<li><a href="#flow-${esc(flow.name)}">${esc(flow.name)}</a> — ${esc(flow.summary)}</li>`);
  out.push('</ul>');
  for (const entry of entries) out.push(flowSection(entry, coverage?.[entry.flow.name], viewer !== undefined));
  out.push('</main>');
  if (viewer) {
    out.push(viewerDataBlock(viewer));
    out.push(`<script>${viewerScript()}</script>`);
    if (simulate) out.push(`<script>${simulator}</script>`);
  }
  out.push('</body>');
  out.push('</html>');
  return `${out.join('\n')}\n`;
}
