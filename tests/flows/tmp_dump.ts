import { flows } from '../../machines/flows';
import { allStates, allTransitions } from '../../machines/lib/transitions';
import type { AnyStateMachine } from 'xstate';
for (const name of process.argv.slice(2)) {
  const f = flows.find((x) => x.name === name)!;
  const m = f.machine as AnyStateMachine;
  console.log('=== ' + name, f.inputs.map((i) => i.name));
  for (const s of allStates(m)) console.log('S', s.path, '|', s.description, s.invokes.map((i) => i.id).join(','));
  const ev = new Set<string>();
  for (const t of allTransitions(m)) ev.add(t.kind + ' ' + t.eventType);
  console.log([...ev].join('\n'));
  console.log(JSON.stringify(f.events));
}
