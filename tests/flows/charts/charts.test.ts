import { setup } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import { flows } from '../../../machines/flows';
import { allStates, allTransitions } from '../../../machines/lib/transitions';
import { sessionFlow } from '../../../machines/session.flow';
import { generateFlowDocs } from './generate';
import { layoutMachine } from './layout';
import { renderSvg } from './svg';

describe('flow charts', () => {
  it('draw every state and every transition of the session machine', async () => {
    const machine = sessionFlow.machine as AnyStateMachine;
    const svg = renderSvg(await layoutMachine(machine));
    for (const state of allStates(machine)) expect(svg).toContain(`data-state-id="${state.id}"`);
    for (const transition of allTransitions(machine)) expect(svg).toContain(`data-transition-key="${transition.key}"`);
    expect(svg).toContain('fetchBalance succeeded');
    expect(svg).toContain('after 10 s');
  });

  it('are byte-identical from one generation to the next', async () => {
    const first = await generateFlowDocs(flows);
    const second = await generateFlowDocs(flows);
    expect([...second.entries()]).toEqual([...first.entries()]);
  });

  it('list guards in plain words and coverage in the index page', async () => {
    const files = await generateFlowDocs(flows, { coverage: { session: { states: [5, 5], transitions: [12, 12] } } });
    const index = files.get('index.html') ?? '';
    expect(index).toContain('<td>is unauthorized</td>');
    expect(index).toContain('transitions 12/12 (100 %)');
    expect(index).not.toMatch(/(src|href)="https?:/);
  });

  it('show nested, parallel and final states', async () => {
    const machine = setup({}).createMachine({
      id: 'sample',
      initial: 'working',
      states: {
        working: {
          type: 'parallel',
          states: {
            upload: { initial: 'sending', states: { sending: { on: { sent: 'sent' } }, sent: { type: 'final' } } },
            check: { initial: 'checking', states: { checking: { on: { checked: 'checked' } }, checked: { type: 'final' } } },
          },
          onDone: 'finished',
        },
        finished: { type: 'final' },
      },
    });
    const svg = renderSvg(await layoutMachine(machine));
    for (const state of allStates(machine)) expect(svg).toContain(`data-state-id="${state.id}"`);
    expect(svg).toContain('<g class="state final" data-state-id="sample.finished">');
    expect(svg).toContain('<g class="state parallel" data-state-id="sample.working">');
    expect(svg).toContain('<g class="state compound region" data-state-id="sample.working.upload">');
  });
});
