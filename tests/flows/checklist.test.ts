import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { depositFlow } from '../../machines/deposit.flow';
import { flows } from '../../machines/flows';
import type { AnyFlow } from '../../machines/lib/flow';
import { allStates, allTransitions } from '../../machines/lib/transitions';
import { withdrawalFlow } from '../../machines/withdrawal.flow';
import { en } from '../../src/i18n/en';
import { checklistCsv, checklistMarkdown, checklistOf, priorityOf, toChecklist, type ChecklistCase } from './checklist';
import { checklistWords } from './checklists';
import { enabledEvents, type FlowPath } from './paths';

/** A tiny RFC 4180 reader: the rows a test-management tool would import. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
    } else field += character;
  }
  return rows;
}

/**
 * A short deterministic walk through a machine (each step takes a different enabled event in turn), so
 * every flow's checklist renders without generating its hundreds of paths.
 */
function walk(flow: AnyFlow, length: number): FlowPath {
  const machine = flow.machine as AnyStateMachine;
  const { name, input } = flow.inputs[0] ?? { name: 'start', input: {} };
  let snapshot: AnyMachineSnapshot = getInitialSnapshot(machine, input);
  const steps: FlowPath['steps'] = [{ event: { type: 'xstate.init' }, value: snapshot.value }];
  for (let index = 0; index < length && snapshot.status === 'active'; index++) {
    const events = enabledEvents(flow, snapshot);
    const event = events[index % Math.max(events.length, 1)];
    if (!event) break;
    snapshot = getNextSnapshot(machine, snapshot, event as never);
    steps.push({ event, value: snapshot.value });
  }
  return { flow: flow.name, number: 1, inputName: name, input, steps, title: 'a walk' };
}

/** The flows whose checklists are written in the player's words; every other one uses the plain fallback. */
const withUiWords = ['accountBreak', 'activityStatement', 'bannerRotation', 'betSlip', 'bettingRecords', 'birthday', 'breakReturn', 'categoryBar', 'chat', 'codeCapture', 'deposit', 'exchangeAccount', 'exchangeHeader', 'extraPhones', 'favourites', 'forgotPassword', 'gameLaunch', 'games', 'homeContent', 'inbox', 'inplayList', 'login', 'makePayment', 'memberArea', 'multiMarkets', 'oddsView', 'openBets', 'pageLoading', 'passwordChange', 'paymentRequest', 'popups', 'profile', 'promotions', 'realityCheck', 'referral', 'saferLimits', 'session', 'sideMenu', 'signup', 'signupSteps', 'transactionRecords', 'turnoverRecords', 'verification', 'vipConversion', 'withdrawal'];

let deposit: ChecklistCase[];
let depositMarkdown: string;

// Generating the deposit's paths and picking the covering ones takes 2–5 s on a quiet machine and more
// than vitest's 10 s hook limit beside a full run: the limit here is for a hang, not for speed.
beforeAll(async () => {
  deposit = await checklistOf(depositFlow);
  depositMarkdown = checklistMarkdown(depositFlow, deposit);
}, 120_000);

describe('the deposit checklist', () => {
  it('speaks the player’s words: no event names, no JSON', () => {
    expect(depositMarkdown).not.toMatch(/deposit\.[a-z]+[A-Z]\w*/);
    expect(depositMarkdown).not.toMatch(/xstate\.|[{}]/);
  });

  it('quotes the labels and messages of the English catalogue', () => {
    for (const text of [en['deposit.next'], en['deposit.amount.label'], en['deposit.loading'], en['deposit.error.amountRequired'], en['deposit.error.phoneNotVerified'], en['safer.deposit.prompt.later']]) {
      expect(depositMarkdown).toContain(`'${text}'`);
    }
    expect(depositMarkdown).toContain("| Tap 'Next'. Wait for the next page. | /make-payment opens: 'bKash Payment'");
  });

  it('has a priority and preconditions per case, the case that opens /make-payment first', () => {
    expect(deposit.length).toBeGreaterThan(3);
    expect(deposit[0]?.priority).toBe('High');
    expect(deposit[0]?.steps.at(-1)?.expected).toMatch(/^\/make-payment opens/);
    const order = deposit.map((entry) => ['High', 'Medium', 'Low'].indexOf(entry.priority));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const entry of deposit) expect(entry.preconditions[0]).toMatch(/^Logged in as a player/);
    expect(deposit.some((entry) => entry.preconditions.includes('None of the player’s phone numbers is verified.'))).toBe(true);
  });

  it('merges waiting for the channels into the choice that loads them', () => {
    const steps = deposit.flatMap((entry) => entry.steps);
    expect(steps.some((step) => step.action.includes('Wait for the channels.'))).toBe(true);
    for (const step of steps.filter((entry) => entry.action.includes('Wait for the channels.'))) expect(step.action).toContain('choose bKash');
  });

  it('fits on two printed pages', () => {
    expect(depositMarkdown.split('\n').length).toBeLessThanOrEqual(120);
  });

  it('writes a CSV that test-management tools import: one row per step, the case on each row', () => {
    const rows = readCsv(checklistCsv(deposit));
    expect(rows[0]).toEqual(['title', 'preconditions', 'step', 'expected', 'priority']);
    expect(rows.length).toBe(1 + deposit.reduce((sum, entry) => sum + entry.steps.length, 0));
    for (const row of rows) expect(row).toHaveLength(5);
    expect(rows[1]?.[0]).toBe(`1. ${deposit[0]?.title}`);
    expect(rows[1]?.[4]).toBe('High');
    expect(rows.slice(1).every((row) => row[1]?.startsWith('Logged in as a player'))).toBe(true);
  });
});

// A flow's checklist generates its paths: under a second here on a quiet machine, several beside a full run.
describe('UI words of the flows', { timeout: 60_000 }, () => {
  it('lists the flows with their own words; the others fall back to plain words', () => {
    expect(Object.keys(checklistWords).sort()).toEqual(withUiWords);
    const fallback = flows.map((flow) => flow.name).filter((name) => !withUiWords.includes(name));
    expect(fallback.length + withUiWords.length).toBe(flows.length);
  });

  it.each(withUiWords)('%s has words for every event, call outcome, state and input of its machine', (name) => {
    const flow = flows.find((entry) => entry.name === name);
    const words = checklistWords[name];
    if (!flow || !words) throw new Error(`no flow or words for ${name}`);
    const machine = flow.machine as AnyStateMachine;
    // A parallel state's onDone (xstate.done.state.*) is the machine's own step, taken with the call that ends it.
    const eventTypes = [...new Set(allTransitions(machine).filter((transition) => transition.kind === 'event' && !transition.eventType.startsWith('xstate.done.state.')).map((transition) => transition.eventType))];
    expect(eventTypes.filter((type) => !words.events[type])).toEqual([]);
    const outcomes = Object.entries(flow.actorResults ?? {}).flatMap(([id, results]) => [...(results.done?.length ? [[id, 'done'] as const] : []), ...(results.error?.length ? [[id, 'error'] as const] : [])]);
    expect(outcomes.filter(([id, kind]) => !words.actors[id]?.[kind]).map(([id, kind]) => `${id} ${kind}`)).toEqual([]);
    const leaves = allStates(machine).filter((state) => state.path !== '' && state.initialChildId === undefined && state.type !== 'parallel');
    expect(leaves.filter((state) => !(state.path in words.states)).map((state) => state.path)).toEqual([]);
    expect(flow.inputs.filter((input) => !words.preconditions[input.name]).map((input) => input.name)).toEqual([]);
    const open = words.open;
    // One opening action for every case, or one per input.
    expect(flow.inputs.filter((input) => typeof open !== 'string' && !open[input.name]).map((input) => input.name)).toEqual([]);
  });

  it.each(withUiWords.filter((name) => name !== 'deposit'))('the %s checklist names no event and shows no JSON', async (name) => {
    const flow = flows.find((entry) => entry.name === name);
    if (!flow) throw new Error(`no flow ${name}`);
    const markdown = checklistMarkdown(flow, await checklistOf(flow));
    const eventTypes = new Set(allTransitions(flow.machine as AnyStateMachine).map((transition) => transition.eventType).filter((type) => type !== ''));
    expect([...eventTypes].filter((type) => markdown.includes(type))).toEqual([]);
    expect(markdown).not.toMatch(/xstate\.|[{}]/);
    // A flow with an end puts the case that reaches it first, with the priority of its end (High where money moved or the player got in).
    const hasAnEnd = allStates(flow.machine as AnyStateMachine).some((state) => state.type === 'final');
    expect(markdown).toMatch(new RegExp(`^## 1\\. .* \\(${priorityOf(flow, hasAnEnd)}\\)$`, 'm'));
  });

  it.each(flows.map((flow) => [flow.name, flow] as const))('renders the %s checklist, in plain words where the flow has none of its own', (_name, flow) => {
    const cases = toChecklist(flow, [walk(flow, 6)]);
    const markdown = checklistMarkdown(flow, cases);
    expect(markdown).toMatch(/^## 1\. /m);
    expect(markdown).not.toContain('{"');
    expect(cases[0]?.steps.length).toBeGreaterThan(0);
  });

  it('checks what another page shows after an action that opens it, where the machine’s state stays', async () => {
    const categoryBar = flows.find((flow) => flow.name === 'categoryBar');
    if (!categoryBar) throw new Error('no categoryBar flow');
    const steps = (await checklistOf(categoryBar)).flatMap((entry) => entry.steps);
    expect(steps).toContainEqual({ action: 'Tap JILI.', expected: "/games opens with JILI's games of 'Slot'." });
  });

  it('says a run of the same action in one step once, with its count', async () => {
    const oddsView = flows.find((flow) => flow.name === 'oddsView');
    if (!oddsView) throw new Error('no oddsView flow');
    const actions = (await checklistOf(oddsView)).flatMap((entry) => entry.steps.map((step) => step.action));
    expect(actions.filter((action) => action.endsWith('. Wait 0.3 seconds (twice).'))).not.toEqual([]);
    expect(actions.filter((action) => action.includes('Wait 0.3 seconds. Wait 0.3 seconds.'))).toEqual([]);
  });

  it('falls back to the machine’s names in plain words', () => {
    const cases = toChecklist(withdrawalFlow, [walk(withdrawalFlow, 3)]);
    expect(cases[0]?.priority).toMatch(/^(High|Medium)$/);
    const session = flows.find((flow) => flow.name === 'session');
    if (!session) throw new Error('no session flow');
    const steps = toChecklist(session, [walk(session, 4)])[0]?.steps ?? [];
    expect(steps.map((step) => step.action).join(' ')).not.toMatch(/session\.[a-z]+[A-Z]/);
  });
});
