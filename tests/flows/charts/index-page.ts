import type { AnyStateMachine } from 'xstate';
import type { AnyFlow } from '../../../machines/lib/flow';
import { allStates, allTransitions } from '../../../machines/lib/transitions';
import { escapeXml, plainWords } from './text';

export type FlowCoverageFigures = { states: [number, number]; transitions: [number, number] };

function percent([covered, total]: [number, number]): string {
  return total === 0 ? '100 %' : `${Math.floor((covered / total) * 1000) / 10} %`;
}

function section(flow: AnyFlow, svg: string, coverage: FlowCoverageFigures | undefined): string {
  const machine = flow.machine as AnyStateMachine;
  const states = allStates(machine).filter((state) => state.path !== '');
  const transitions = allTransitions(machine);
  const guards = [...new Set(transitions.map((transition) => transition.guard).filter((guard): guard is string => guard !== null))];
  const timers = transitions.filter((transition) => transition.kind === 'after');
  const calls = states.flatMap((state) => state.invokes.map((invoke) => ({ state: state.path, ...invoke })));
  const rows = (cells: string[][]) => cells.map((cell) => `<tr>${cell.map((text) => `<td>${escapeXml(text)}</td>`).join('')}</tr>`).join('\n');
  return `<section id="${escapeXml(flow.name)}">
<h2>${escapeXml(flow.name)}</h2>
<p>${escapeXml(flow.summary)}</p>
<p class="coverage">Model-test coverage: ${
    coverage
      ? `states ${coverage.states[0]}/${coverage.states[1]} (${percent(coverage.states)}), transitions ${coverage.transitions[0]}/${coverage.transitions[1]} (${percent(coverage.transitions)})`
      : 'not measured'
  }</p>
<div class="chart">${svg}</div>
<h3>States</h3>
<table><thead><tr><th>State</th><th>What is happening</th></tr></thead><tbody>
${rows(states.map((state) => [state.path, state.description ?? '']))}
</tbody></table>
<h3>Guards</h3>
${
  guards.length
    ? `<table><thead><tr><th>Guard</th><th>In plain words</th><th>Decides</th></tr></thead><tbody>
${rows(guards.map((guard) => [guard, plainWords(guard), transitions.filter((transition) => transition.guard === guard).map((transition) => `${transition.sourceId} —${transition.label}→ ${transition.targetIds.join(', ') || '(stays)'}`).join('; ')]))}
</tbody></table>`
    : '<p>None.</p>'
}
<h3>Timers</h3>
${timers.length ? `<ul>${timers.map((timer) => `<li>${escapeXml(`${timer.sourceId}: ${timer.label} → ${timer.targetIds.join(', ')}`)}</li>`).join('')}</ul>` : '<p>None.</p>'}
<h3>Calls</h3>
${calls.length ? `<ul>${calls.map((call) => `<li>${escapeXml(`${call.state}: calls ${call.src} (done and error branches on the chart)`)}</li>`).join('')}</ul>` : '<p>None.</p>'}
</section>`;
}

/** docs/flows/index.html: every flow with its chart, states, guards, timers, calls and coverage. */
export function renderIndexPage(flows: { flow: AnyFlow; svg: string }[], coverage: Record<string, FlowCoverageFigures> = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flows of the site</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #1b2530; background: #fff; line-height: 1.45; }
nav a { margin-right: 1rem; }
section { margin: 2.5rem 0; border-top: 1px solid #d0d7de; padding-top: 1rem; }
.chart { overflow-x: auto; border: 1px solid #d0d7de; border-radius: 6px; padding: 0.5rem; }
table { border-collapse: collapse; margin: 0.5rem 0; }
th, td { border: 1px solid #d0d7de; padding: 0.3rem 0.6rem; text-align: left; vertical-align: top; }
.coverage { font-weight: 600; }
</style>
</head>
<body>
<h1>Flows of the site</h1>
<p>Generated from the machine definitions in <code>machines/</code> by <code>npm run flows</code>; do not edit by hand.</p>
<nav>${flows.map(({ flow }) => `<a href="#${escapeXml(flow.name)}">${escapeXml(flow.name)}</a>`).join('')}</nav>
${flows.map(({ flow, svg }) => section(flow, svg, coverage[flow.name])).join('\n')}
</body>
</html>
`;
}
