import { sessionFlow } from '../../machines/session.flow';
import { FlowSimulation } from '../../src/features/flows/simulator';
import { replayPath } from './replay';

/** What /flows copies from a simulation (issue 27 §2) is a generated path's JSON: the model replays it as it is. */
describe('a simulation copied as a test path', () => {
  it('replays on the real machine, step by step, with the transitions the simulation took', async () => {
    const simulation = new FlowSimulation(sessionFlow);
    simulation.take({ type: 'session.loggedIn', credentials: { token: 't', remoteId: 'r', username: 'u', exchangeToken: 'e' } });
    simulation.take({ type: 'xstate.done.actor.fetchBalance', output: 1200 });
    const timer = simulation.choices().find((choice) => choice.kind === 'after');
    simulation.take(timer?.event ?? { type: 'none' });
    simulation.take({ type: 'xstate.error.actor.fetchBalance', error: { kind: 'unauthorized' } });
    const copied: unknown = JSON.parse(JSON.stringify(simulation.asPath()));
    const result = await replayPath(sessionFlow, copied as Parameters<typeof replayPath>[1]);
    expect([...result.transitions].sort()).toEqual([...new Set(simulation.taken.flat())].sort());
    simulation.stop();
  });
});
