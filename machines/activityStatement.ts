import { assign, setup } from 'xstate';
import { readFailed } from './lib/failures';
import { unprovidedActor } from './lib/unprovided';

/** The statement's periods (issue 24, RTS 1): the last 24 hours, 7 days, 30 days and 12 months. */
export type StatementPeriod = '24h' | '7d' | '30d' | '12m';

export const STATEMENT_PERIODS: readonly StatementPeriod[] = ['24h', '7d', '30d', '12m'];

/** One period's figures in taka; `netWinLoss` is wins − stakes (negative for a loss). */
export type StatementFigures = { period: StatementPeriod; deposits: number; withdrawals: number; stakes: number; netWinLoss: number };

/** GET /api/safer-gambling/statement, read. */
export type ActivityStatement = {
  lifetime: { deposits: number; withdrawals: number; netDeposits: number };
  periods: StatementFigures[];
};

export type ActivityStatementEvent = { type: 'statement.retryPressed' };

export type ActivityStatementContext = { statement: ActivityStatement | null };

const machineId = 'activityStatement';

export const activityStatementMachine = setup({
  types: {
    context: {} as ActivityStatementContext,
    events: {} as ActivityStatementEvent,
  },
  actors: {
    loadStatement: unprovidedActor<ActivityStatement, void>(machineId, 'loadStatement'),
  },
}).createMachine({
  id: machineId,
  description: 'The activity statement (issue 24, RTS 1): net deposits over the account’s life and the figures of the last 24 hours, 7 days, 30 days and 12 months.',
  context: { statement: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading the statement.',
      invoke: {
        id: 'loadStatement',
        src: 'loadStatement',
        onDone: { target: 'shown', description: 'The statement shows.', actions: assign(({ event }) => ({ statement: event.output })) },
        // Reading the failure makes a missing actor stop the machine (machines/lib/failures.ts caught).
        onError: { target: 'failed', description: 'It could not be loaded: Try again.', actions: ({ event }) => void readFailed(event.error) },
      },
    },
    failed: {
      description: '"Your statement could not be loaded." with Try again.',
      on: { 'statement.retryPressed': { target: 'loading', description: 'Try again loads it again.' } },
    },
    shown: { description: 'The statement is shown.' },
  },
});

/** One row of the statement's table, in the periods' order; a period the answer lacks is left out. */
export type StatementRow = StatementFigures & { outcome: 'win' | 'loss' | 'even' };

export function statementRows(statement: ActivityStatement | null): StatementRow[] {
  if (!statement) return [];
  return STATEMENT_PERIODS.flatMap((period) => {
    const figures = statement.periods.find((row) => row.period === period);
    if (!figures) return [];
    const outcome = figures.netWinLoss > 0 ? 'win' : figures.netWinLoss < 0 ? 'loss' : 'even';
    return [{ ...figures, outcome } as StatementRow];
  });
}

/** Net deposits over the account's life (deposits − withdrawals), or null before the statement loads. */
export function lifetimeNetDeposits(statement: ActivityStatement | null): number | null {
  return statement ? statement.lifetime.netDeposits : null;
}
