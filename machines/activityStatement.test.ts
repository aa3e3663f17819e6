import { createActor, fromPromise } from 'xstate';
import { activityStatementMachine, lifetimeNetDeposits, statementRows, type ActivityStatement } from './activityStatement';

const statement: ActivityStatement = {
  lifetime: { deposits: 12000, withdrawals: 4500, netDeposits: 7500 },
  periods: [
    { period: '12m', deposits: 12000, withdrawals: 4500, stakes: 15000, netWinLoss: 0 },
    { period: '24h', deposits: 1000, withdrawals: 0, stakes: 800, netWinLoss: -120 },
    { period: '7d', deposits: 3000, withdrawals: 500, stakes: 2400, netWinLoss: 350 },
  ],
};

describe('activityStatement machine', () => {
  it('loads, and on a failure Try again loads again', async () => {
    const answers: ((ok: boolean) => void)[] = [];
    const machine = activityStatementMachine.provide({
      actors: { loadStatement: fromPromise<ActivityStatement, void>(() => new Promise((resolve, reject) => answers.push((ok) => (ok ? resolve(statement) : reject({ kind: 'failed', message: null }))))) },
    });
    const actor = createActor(machine).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    answers[0]?.(false);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'statement.retryPressed' });
    answers[1]?.(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.statement).toEqual(statement);
  });

  it('rows come in the periods’ order with win, loss or even; a missing period is left out', () => {
    expect(statementRows(statement).map((row) => [row.period, row.outcome])).toEqual([
      ['24h', 'loss'],
      ['7d', 'win'],
      ['12m', 'even'],
    ]);
    expect(statementRows(null)).toEqual([]);
    expect(lifetimeNetDeposits(statement)).toBe(7500);
    expect(lifetimeNetDeposits(null)).toBeNull();
  });
});

it('a missing actor stops the statement loudly', async () => {
  const { NotProvidedError } = await import('./lib/unprovided');
  const actor = createActor(activityStatementMachine);
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(errors[0]).toBeInstanceOf(NotProvidedError);
});
