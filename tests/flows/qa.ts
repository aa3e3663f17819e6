import type { AnyStateMachine, EventObject } from 'xstate';
import type { AnyFlow } from '../../machines/lib/flow';
import { allStates, eventLabel, kindOf } from '../../machines/lib/transitions';
import type { FlowPath } from './paths';

/** One step of a path as QA reads it. */
export type QaStep = { number: number; given: string; when: string; then: string };
export type QaCase = { id: string; title: string; start: string; steps: QaStep[] };

/** The leaf states of a value, by id: `{ loggedIn: 'waitingToRefresh' }` → `session.loggedIn.waitingToRefresh`. */
function leafIds(machineId: string, value: unknown, prefix = machineId): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => leafIds(machineId, child, `${prefix}.${key}`));
  }
  return [prefix];
}

export function describeState(flow: AnyFlow, value: unknown): string {
  const machine = flow.machine as AnyStateMachine;
  const states = new Map(allStates(machine).map((state) => [state.id, state]));
  return leafIds(machine.id, value)
    .map((id) => {
      const state = states.get(id);
      const name = state?.path ?? id;
      return state?.description ? `"${name}" (${state.description.replace(/\.$/, '')})` : `"${name}"`;
    })
    .join(' and ');
}

function payloadOf(event: EventObject): string {
  const { type: _type, ...rest } = event as EventObject & Record<string, unknown>;
  const kind = kindOf(event.type);
  if (kind === 'done') return ` with ${JSON.stringify(rest.output)}`;
  if (kind === 'error') return ` with ${JSON.stringify(rest.error)}`;
  return Object.keys(rest).length ? ` with ${JSON.stringify(rest)}` : '';
}

export function describeEvent(flow: AnyFlow, event: EventObject): string {
  const machine = flow.machine as AnyStateMachine;
  const label = eventLabel(machine, event.type);
  const kind = kindOf(event.type);
  if (kind === 'after') return `${label} pass`;
  if (kind === 'done' || kind === 'error') return `the call ${label}${payloadOf(event)}`;
  return `the event ${label} happens${payloadOf(event)}`;
}

export function toQaCase(flow: AnyFlow, path: FlowPath): QaCase {
  const [first, ...rest] = path.steps;
  const start = `Given ${path.inputName}, the flow starts in ${describeState(flow, first?.value)}`;
  let previous = first?.value;
  const steps = rest.map((step, index) => {
    const qaStep = {
      number: index + 1,
      given: `it is in ${describeState(flow, previous)}`,
      when: describeEvent(flow, step.event),
      then: `it is in ${describeState(flow, step.value)}`,
    };
    previous = step.value;
    return qaStep;
  });
  return { id: `${flow.name}-${String(path.number).padStart(3, '0')}`, title: path.title, start, steps };
}

export function toMarkdown(flow: AnyFlow, cases: QaCase[]): string {
  const lines = [`# Test paths: ${flow.name}`, '', flow.summary, '', `${cases.length} paths, generated from the machine; regenerate with \`npm run paths -- ${flow.name} --format md\`.`, ''];
  for (const qaCase of cases) {
    lines.push(`## ${qaCase.id}: ${qaCase.title}`, '', qaCase.start + '.', '');
    for (const step of qaCase.steps) lines.push(`${step.number}. Given ${step.given}, when ${step.when}, then ${step.then}.`);
    lines.push('');
  }
  return lines.join('\n');
}

function csvField(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(cases: QaCase[]): string {
  const rows = [['case', 'title', 'step', 'given', 'when', 'then']];
  for (const qaCase of cases) {
    rows.push([qaCase.id, qaCase.title, '0', qaCase.start, '', '']);
    for (const step of qaCase.steps) rows.push([qaCase.id, qaCase.title, String(step.number), step.given, step.when, step.then]);
  }
  return rows.map((row) => row.map(csvField).join(',')).join('\n') + '\n';
}

export function toJson(flow: AnyFlow, paths: FlowPath[], cases: QaCase[]): string {
  return (
    JSON.stringify(
      {
        flow: flow.name,
        summary: flow.summary,
        cases: cases.map((qaCase, index) => ({ ...qaCase, events: paths[index]?.steps.map((step) => step.event) })),
      },
      null,
      2,
    ) + '\n'
  );
}
