import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromPromise, setup, type AnyStateMachine } from 'xstate';
import { flows } from '../../../machines/flows';
import type { AnyFlow } from '../../../machines/lib/flow';
import { allStates, allTransitions } from '../../../machines/lib/transitions';
import { sessionFlow } from '../../../machines/session.flow';
import { checkCommittedCharts, checkFlowDocs, isUpToDate, writeFlowDocs } from './files';
import { generateFlowDocs } from './generate';
import { layoutMachine } from './layout';
import { renderSvg } from './svg';
import { plainWords, wrap } from './text';

/** Nested, parallel, final and history states, an unnamed invoke, a timer and a targetless event. */
const sampleMachine = setup({
  types: { events: {} as { type: 'go' } | { type: 'toggle' } | { type: 'stop' } | { type: 'reset' } | { type: 'ping' } },
  actors: { loadThings: fromPromise(async () => 1) },
  guards: { isReady: () => true },
}).createMachine({
  id: 'sample',
  description: 'A machine with nesting, parallel regions and final states.',
  initial: 'idle',
  on: { reset: { target: '.idle' } },
  states: {
    idle: { on: { go: 'working', ping: {} }, after: { 500: { target: 'working', guard: 'isReady' } } },
    working: {
      type: 'parallel',
      description: 'Loads and plays at once.',
      onDone: 'finished',
      states: {
        loader: {
          initial: 'loading',
          states: {
            loading: { invoke: { src: 'loadThings', onDone: 'loaded', onError: '#sample.idle' } },
            loaded: { type: 'final' },
          },
        },
        player: {
          initial: 'paused',
          states: {
            paused: { on: { toggle: 'playing' } },
            playing: { on: { toggle: 'paused', stop: 'stopped' } },
            stopped: { type: 'final', description: 'The player was stopped.' },
            resume: { type: 'history' },
          },
        },
      },
    },
    finished: { type: 'final', description: 'All done.' },
  },
});

/** Well-formed XML, as far as our own output goes: every tag closed in order, every `&` an entity. */
function expectWellFormed(svg: string) {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([A-Za-z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name ?? '');
  }
  expect(stack).toEqual([]);
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
}

function unescape(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

function expectEveryStateAndTransition(machine: AnyStateMachine, svg: string) {
  expectWellFormed(svg);
  const stateIds = [...svg.matchAll(/<g class="state[^"]*" data-state-id="([^"]*)">/g)].map((m) => unescape(m[1] ?? ''));
  expect(stateIds.sort()).toEqual(allStates(machine).map((state) => state.id).sort());
  const keys = new Set([...svg.matchAll(/<g class="transition[^"]*" data-transition-key="([^"]*)">/g)].map((m) => unescape(m[1] ?? '')));
  expect([...keys].sort()).toEqual(allTransitions(machine).map((transition) => transition.key).sort());
  // Every state and transition group starts with a <title>, for hover.
  const groups = svg.match(/<g class="(state|transition)[^"]*" data-[^>]*>/g) ?? [];
  const titled = svg.match(/<g class="(state|transition)[^"]*" data-[^>]*>\n<title>/g) ?? [];
  expect(titled).toHaveLength(groups.length);
}

describe('flow charts', () => {
  it('draw every state and every transition of the session machine', async () => {
    const machine = sessionFlow.machine;
    const svg = renderSvg(await layoutMachine(machine));
    expectEveryStateAndTransition(machine, svg);
    for (const state of allStates(machine)) expect(svg).toContain(`data-state-id="${state.id}"`);
    for (const transition of allTransitions(machine)) expect(svg).toContain(`data-transition-key="${transition.key}"`);
    expect(svg).toContain('fetchBalance succeeded');
    expect(svg).toContain('after 10 s');
    expect(svg).toContain('calls fetchBalance');
    expect(svg).toContain('<rect class="background"');
    expect(svg).toContain('.state.active rect');
    expect(svg).toContain('font-family: system-ui, sans-serif');
    // Eventless transitions are dashed.
    expect(svg).toMatch(/<g class="transition kind-always" data-transition-key="session\.checkingStoredSession \(always\) #0">/);
    // Coordinates carry at most one decimal.
    expect(svg).not.toMatch(/(x|y|width|height|d|cx|cy|r)="[^"]*\d\.\d\d/);
  });

  it('read left to right from the initial state', async () => {
    const layout = await layoutMachine(sessionFlow.machine);
    const rootInitial = layout.initials.find((initial) => initial.parentId === 'session');
    const topLevel = layout.states.filter((state) => state.depth === 1);
    const initial = layout.states.find((state) => state.info.id === 'session.checkingStoredSession');
    expect(rootInitial).toBeDefined();
    expect(initial).toBeDefined();
    for (const state of topLevel) {
      expect(rootInitial?.cx ?? Infinity).toBeLessThan(state.x);
      expect(initial?.x ?? Infinity).toBeLessThanOrEqual(state.x);
    }
    // Boxes do not overlap their siblings.
    for (const a of layout.states) {
      for (const b of layout.states) {
        if (a === b || a.depth !== b.depth) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart ? 'apart' : `${a.info.id} overlaps ${b.info.id}`).toBe('apart');
      }
    }
  });

  it('are byte-identical from one generation to the next', async () => {
    const first = await generateFlowDocs(flows);
    const second = await generateFlowDocs(flows);
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [name, content] of first) expect(second.get(name)).toBe(content);
    expect([...first.keys()]).toEqual([...flows.map((flow) => `${flow.name}.svg`), 'index.html']);
    // Lays out every chart twice: seconds on this 2-core machine, more as flows are added.
  }, 60_000);

  it('show nested, parallel, final and history states', async () => {
    const svg = renderSvg(await layoutMachine(sampleMachine));
    expectEveryStateAndTransition(sampleMachine, svg);
    expect(svg).toContain('<g class="state final" data-state-id="sample.finished">');
    expect(svg).toMatch(/<g class="state final" data-state-id="sample\.finished">\n<title>[^<]*<\/title>\n<rect [^>]*\/>\n<rect class="inner"/);
    expect(svg).toContain('<g class="state parallel" data-state-id="sample.working">');
    expect(svg).toContain('<g class="state compound region" data-state-id="sample.working.loader">');
    expect(svg).toContain('<g class="state compound region" data-state-id="sample.working.player">');
    expect(svg).toContain('.state.region > rect { stroke-dasharray');
    expect(svg).toContain('<g class="state history" data-state-id="sample.working.player.resume">');
    // An unnamed invoke is called by its actor, not by its generated id.
    expect(svg).toContain('calls loadThings');
    expect(svg).toContain('loadThings succeeded');
    expect(svg).not.toMatch(/>[^<]*0\.sample/);
    expect(svg).toContain('working finished');
    expect(svg).toContain('ping → stays');
    // One initial dot per compound state with an initial child: the root, loader and player.
    expect(svg.match(/<g class="initial"/g)).toHaveLength(3);
  });

  it('write an index page with guards in plain words, timers, calls and coverage', async () => {
    const files = await generateFlowDocs(flows, { coverage: { session: { states: [4, 5], transitions: [12, 12] } } });
    const index = files.get('index.html') ?? '';
    expect(index).toContain('<strong>is unauthorized</strong>');
    expect(index).toContain('<strong>has stored token</strong>');
    expect(index).toContain('<strong>States:</strong> 4 of 5 covered (80 %)');
    expect(index).toContain('<strong>Transitions:</strong> 12 of 12 covered (100 %)');
    expect(index).toContain('after 10 s');
    expect(index).toContain('<strong>fetchBalance</strong>, called while in <code>loggedIn.refreshingBalance</code>');
    expect(index).toContain(files.get('session.svg')?.trimEnd());
    expect(index).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(index).not.toMatch(/<script|<link|@import|url\(http/);
    const unmeasured = (await generateFlowDocs(flows)).get('index.html') ?? '';
    expect(unmeasured).toContain('not measured');
    // Lays out every flow of the site twice: it grows with each flow.
  }, 60_000);

  it('refuse flow names that cannot be file names', async () => {
    const bad: AnyFlow = { ...sessionFlow, name: '../escape' };
    await expect(generateFlowDocs([bad])).rejects.toThrow(/cannot be a file name/);
    await expect(generateFlowDocs([sessionFlow, sessionFlow])).rejects.toThrow(/two flows/);
  });
});

describe('the --check of npm run flows', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'flow-docs-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes when the files match, and names a changed, missing or leftover file', async () => {
    const files = await generateFlowDocs(flows);
    expect(checkFlowDocs(files, join(dir, 'docs', 'flows')).missing).toEqual([...files.keys()]);

    const out = join(dir, 'docs', 'flows');
    expect(writeFlowDocs(files, out).written).toEqual([...files.keys()].sort());
    expect(isUpToDate(checkFlowDocs(files, out))).toBe(true);
    expect(writeFlowDocs(files, out)).toEqual({ written: [], unchanged: [...files.keys()], removed: [] });

    writeFileSync(join(out, 'session.svg'), readFileSync(join(out, 'session.svg'), 'utf8').replace('loggedIn', 'loggedin'));
    rmSync(join(out, 'index.html'));
    writeFileSync(join(out, 'renamed.svg'), '<svg/>');
    writeFileSync(join(out, 'notes.txt'), 'not ours');
    const check = checkFlowDocs(files, out);
    expect(check).toEqual({ missing: ['index.html'], differ: ['session.svg'], extra: ['renamed.svg'] });
    expect(isUpToDate(check)).toBe(false);

    const untouched = [...files.keys()].filter((name) => name !== 'index.html' && name !== 'session.svg');
    expect(writeFlowDocs(files, out)).toEqual({ written: ['index.html', 'session.svg'], unchanged: untouched, removed: ['renamed.svg'] });
    expect(isUpToDate(checkFlowDocs(files, out))).toBe(true);
    expect(readFileSync(join(out, 'notes.txt'), 'utf8')).toBe('not ours');
  }, 60_000);

  it('checks the committed charts only: the index page is generated on demand and git ignores it', async () => {
    const files = await generateFlowDocs(flows);
    const out = join(dir, 'docs', 'flows');
    writeFlowDocs(files, out);
    rmSync(join(out, 'index.html'));
    expect(isUpToDate(checkCommittedCharts(files, out))).toBe(true);
    writeFileSync(join(out, 'index.html'), 'stale');
    expect(isUpToDate(checkCommittedCharts(files, out))).toBe(true);
    writeFileSync(join(out, 'session.svg'), '<svg/>');
    writeFileSync(join(out, 'renamed.svg'), '<svg/>');
    expect(checkCommittedCharts(files, out)).toEqual({ missing: [], differ: ['session.svg'], extra: ['renamed.svg'] });
  }, 60_000);
});

describe('chart text', () => {
  it('splits guard names into plain words', () => {
    expect(plainWords('isUnauthorized')).toBe('is unauthorized');
    expect(plainWords('hasStoredToken')).toBe('has stored token');
    expect(plainWords('canUseOTPCode')).toBe('can use otp code');
  });

  it('wraps descriptions at a fixed width', () => {
    expect(wrap('Opening the site: a stored token means the player is still logged in.', 30)).toEqual([
      'Opening the site: a stored',
      'token means the player is',
      'still logged in.',
    ]);
  });
});
