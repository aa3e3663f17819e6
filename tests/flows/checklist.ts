import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { ActionWords, AnyChecklistWords, AnyFlow, OutcomeWords } from '../../machines/lib/flow';
import { allStates, delayMs, delayNameOf, kindOf } from '../../machines/lib/transitions';
import { pathsCoveringTheirTransitions } from '../e2e/flows/coveringPaths';
import { leafPaths } from './browserPlan';
import { checklistWords } from './checklists';
import { generatePaths, type FlowPath } from './paths';
import { pathsPossibleInTheUi } from './uiReach';

/**
 * The covering paths of a flow (the ones the browser drives) as numbered manual test cases: actions
 * on screen, the expected result after each, preconditions in plain words (issue 27 §1). Flows with
 * words in tests/flows/checklists/ read as a tester would write them; the others fall back to their
 * event names and state descriptions in plain words.
 */

export type Priority = 'High' | 'Medium' | 'Low';
export type ChecklistStep = { action: string; expected: string };
export type ChecklistCase = { number: number; title: string; priority: Priority; preconditions: string[]; steps: ChecklistStep[]; path: FlowPath };

/**
 * Priority: a case of a flow where money moves or a player gets in (see the two lists) is High when it
 * reaches the flow's end (the deposit opens /make-payment, the player is logged in) and Medium otherwise;
 * the safer-gambling flows are Medium, a player's protection; every other flow is Low.
 */
const moneyFlows = ['deposit', 'withdrawal', 'makePayment', 'paymentRequest', 'betSlip', 'openBets', 'vipConversion', 'referral'];
const logInFlows = ['session', 'login', 'signup', 'signupSteps', 'forgotPassword', 'passwordChange'];
const saferGamblingFlows = ['saferLimits', 'accountBreak', 'realityCheck', 'breakReturn', 'activityStatement'];

export function priorityOf(flow: AnyFlow, reachesTheEnd: boolean): Priority {
  if (moneyFlows.includes(flow.name) || logInFlows.includes(flow.name)) return reachesTheEnd ? 'High' : 'Medium';
  return saferGamblingFlows.includes(flow.name) ? 'Medium' : 'Low';
}

const priorityOrder: Record<Priority, number> = { High: 0, Medium: 1, Low: 2 };

/** The paths the browser drives for this flow: the few covering every transition a player can take. */
export async function checklistPaths(flow: AnyFlow): Promise<FlowPath[]> {
  const paths = generatePaths(flow);
  const possible = pathsPossibleInTheUi[flow.name]?.(paths) ?? paths;
  return (await pathsCoveringTheirTransitions(flow, possible)).chosen;
}

/** "deposit.amountAdded" → "Amount added"; "fetchBalance" → "Fetch balance". */
export function humanise(name: string): string {
  const words = (name.split('.').pop() ?? name).replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A sample value in plain words, without JSON: nested objects are named by their keys. */
function plainValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : `${value.length} of them`;
  if (typeof value === 'object') return Object.keys(value).map(humanise).join(', ').toLowerCase();
  return String(value);
}

function plainPayload(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null) return payload === undefined ? '' : ` (${plainValue(payload)})`;
  const entries = Object.entries(payload);
  return entries.length ? ` (${entries.map(([key, value]) => `${humanise(key).toLowerCase()}: ${plainValue(value)}`).join('; ')})` : '';
}

/** The words of a flow without its own: event and actor names in plain words, the states' descriptions. */
function fallbackWords(flow: AnyFlow): AnyChecklistWords {
  const machine = flow.machine as AnyStateMachine;
  return {
    subject: humanise(flow.name),
    open: `Open the screen of ${humanise(flow.name).toLowerCase()}`,
    preconditions: Object.fromEntries(flow.inputs.map(({ name }) => [name, name.charAt(0).toUpperCase() + name.slice(1)])),
    events: {},
    actors: {},
    states: Object.fromEntries(allStates(machine).map((state) => [state.path, state.description ?? humanise(state.path)])),
  };
}

/** Ends a text with a full stop unless it ends a sentence already (also inside a quoted message). */
function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]['"’”)]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

const clausesOf = (expected: string) => expected.replace(/\.$/, '').split(/[,;] /);

/**
 * The gist of an expected result for a title: what changed since the step before when the screen is the
 * same (its first clause unchanged), else the new screen up to its first colon or semicolon.
 */
function headline(expected: string, before: string | undefined): string {
  const clauses = clausesOf(expected);
  const previous = before === undefined ? [] : clausesOf(before);
  if (clauses[0] !== undefined && clauses[0] === previous[0]) {
    const changed = clauses.filter((clause) => !previous.includes(clause));
    if (changed.length) return changed.join(', ');
  }
  return (expected.split(/[:;] /)[0] ?? expected).replace(/\.$/, '');
}

function actionOf(flow: AnyFlow, words: AnyChecklistWords, event: EventObject, before: AnyMachineSnapshot): ActionWords {
  const kind = kindOf(event.type);
  if (kind === 'done' || kind === 'error') {
    const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
    const result = kind === 'done' ? (event as EventObject & { output: unknown }).output : (event as EventObject & { error: unknown }).error;
    const outcome: OutcomeWords | undefined = kind === 'done' ? words.actors[id]?.done?.(result) : words.actors[id]?.error?.(result);
    return outcome ?? { action: `Wait until ${humanise(id).toLowerCase()} ${kind === 'done' ? 'succeeds' : 'fails'}${plainPayload(result)}` };
  }
  if (kind === 'after') {
    const name = delayNameOf(event.type);
    const ms = delayMs(flow.machine as AnyStateMachine, event.type, before.context);
    const own = words.delays?.[name];
    if (own !== undefined) return typeof own === 'string' ? { action: own } : own;
    return { action: ms === undefined ? `Wait (${humanise(name).toLowerCase()})` : `Wait ${ms >= 1000 ? `${ms / 1000} seconds` : `${ms} ms`}` };
  }
  const own = words.events[event.type];
  if (own) {
    const said = own(event, before.context, before);
    return typeof said === 'string' ? { action: said } : said;
  }
  const { type: _type, ...payload } = event as EventObject & Record<string, unknown>;
  return { action: `${humanise(event.type)}${plainPayload(payload)}` };
}

/** The expected result in a state: the words of each active leaf, or of its nearest parent that has some. */
function expectedIn(words: AnyChecklistWords, snapshot: AnyMachineSnapshot): string | null {
  const texts = leafPaths(snapshot.value).map((leaf) => {
    for (let path = leaf; ; path = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '') {
      const entry = words.states[path];
      if (entry !== undefined) return typeof entry === 'function' ? entry(snapshot.context) : entry;
      if (path === '') return humanise(leaf);
    }
  });
  const shown = texts.filter((text): text is string => text !== null);
  return shown.length ? shown.map(sentence).join(' ') : null;
}

/** The machine's own descriptions of the active leaf states. */
function descriptionOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string | undefined {
  const descriptions = new Map(allStates(machine).map((state) => [state.path, state.description]));
  const texts = leafPaths(snapshot.value).map((leaf) => descriptions.get(leaf)).filter((text): text is string => Boolean(text));
  return texts.length ? texts.join(' ') : undefined;
}

/** The actions of one step, a run of the same one said once with its count: "Wait 0.3 seconds (twice)." */
function actionsText(actions: string[]): string {
  const runs: { text: string; count: number }[] = [];
  for (const action of actions) {
    const last = runs[runs.length - 1];
    if (last?.text === action) last.count++;
    else runs.push({ text: action, count: 1 });
  }
  return runs.map(({ text, count }) => (count === 1 ? text : `${text.replace(/\.$/, '')} (${count === 2 ? 'twice' : `${count} times`}).`)).join(' ');
}

/** A case's title: its subject and situation, its last action (not a wait) and what that shows. */
function titleOf(subject: string, situations: string[], steps: ChecklistStep[]): string {
  const last = steps[steps.length - 1];
  const sentences = (last?.action ?? '').split(/(?<=[.!?…]) /);
  const lastAction = sentences.filter((part) => !/^Wait\b/.test(part)).pop() ?? sentences.pop() ?? '';
  return `${[subject, ...situations].join(', ')}: ${lastAction.replace(/\.$/, '')} → ${headline(last?.expected ?? '', steps[steps.length - 2]?.expected)}`;
}

/**
 * One case from one path. A step whose state has nothing to check merges into the next, and so does a
 * step after which the tester checks the same as before (the screen did not change).
 */
export function toChecklistCase(flow: AnyFlow, path: FlowPath, words: AnyChecklistWords = checklistWords[flow.name] ?? fallbackWords(flow)): Omit<ChecklistCase, 'number'> {
  const machine = flow.machine as AnyStateMachine;
  let snapshot: AnyMachineSnapshot = getInitialSnapshot(machine, path.input);
  const preconditions = [sentence(words.preconditions[path.inputName] ?? path.inputName)];
  const situations: string[] = [];
  // Each step's actions, and what the tester checks after them.
  const steps: { actions: string[]; expected: string }[] = [];
  let pending: string[] = [sentence(typeof words.open === 'string' ? words.open : (words.open[path.inputName] ?? path.inputName))];
  let lastExpected: string | null = null;
  const consider = (expected: string | null) => {
    if (expected === null) return;
    const previous = steps[steps.length - 1];
    if (expected === lastExpected && previous) previous.actions.push(...pending);
    else steps.push({ actions: pending, expected });
    pending = [];
    lastExpected = expected;
  };
  consider(expectedIn(words, snapshot));
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    const { action, precondition, situation, expected } = actionOf(flow, words, step.event, snapshot);
    if (precondition && !preconditions.includes(sentence(precondition))) preconditions.push(sentence(precondition));
    if (situation && !situations.includes(situation)) situations.push(situation);
    pending.push(sentence(action));
    snapshot = getNextSnapshot(machine, snapshot, step.event as never);
    consider(expected === undefined ? expectedIn(words, snapshot) : sentence(expected));
  }
  // A path that ends in a state with nothing of its own to check: the machine's description of it says what holds.
  if (pending.length) steps.push({ actions: pending, expected: sentence(descriptionOf(machine, snapshot) ?? lastExpected ?? 'Nothing changes on screen') });
  const written = steps.map(({ actions, expected }) => ({ action: actionsText(actions), expected }));
  return { title: titleOf(words.subject, situations, written), priority: priorityOf(flow, snapshot.status === 'done'), preconditions, steps: written, path };
}

/** The checklist of a flow: its covering paths as cases, High first, numbered from 1. */
export async function checklistOf(flow: AnyFlow): Promise<ChecklistCase[]> {
  return toChecklist(flow, await checklistPaths(flow));
}

export function toChecklist(flow: AnyFlow, paths: FlowPath[]): ChecklistCase[] {
  return paths
    .map((path) => toChecklistCase(flow, path))
    .sort((a, b) => priorityOrder[a.priority] - priorityOrder[b.priority] || a.path.number - b.path.number)
    .map((checklistCase, index) => ({ ...checklistCase, number: index + 1 }));
}

/** A table cell: a pipe would end the cell, a line break the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function checklistMarkdown(flow: AnyFlow, cases: ChecklistCase[]): string {
  const words = checklistWords[flow.name];
  const lines = [
    `# Manual test cases: ${words?.subject ?? humanise(flow.name)}`,
    '',
    `${flow.summary} ${cases.length} cases, the paths the browser tests drive; regenerate with \`npm run paths -- ${flow.name} --format checklist\`.`,
    '',
  ];
  for (const checklistCase of cases) {
    lines.push(`## ${checklistCase.number}. ${checklistCase.title} (${checklistCase.priority})`);
    lines.push(`Preconditions: ${checklistCase.preconditions.join(' ')}`, '');
    lines.push('| # | Step | Expected |', '|---|---|---|');
    checklistCase.steps.forEach((step, index) => lines.push(`| ${index + 1} | ${cell(step.action)} | ${cell(step.expected)} |`));
    lines.push('');
  }
  return lines.join('\n');
}

function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One row per step, the case's title, preconditions and priority on each: the shape test-management tools import. */
export function checklistCsv(cases: ChecklistCase[]): string {
  const rows = [['title', 'preconditions', 'step', 'expected', 'priority']];
  for (const checklistCase of cases) {
    const title = `${checklistCase.number}. ${checklistCase.title}`;
    for (const step of checklistCase.steps) rows.push([title, checklistCase.preconditions.join(' '), step.action, step.expected, checklistCase.priority]);
  }
  return rows.map((row) => row.map(csvField).join(',')).join('\n') + '\n';
}
