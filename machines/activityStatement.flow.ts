import { defineFlow } from './lib/flow';
import { activityStatementMachine, type ActivityStatement } from './activityStatement';

const statement: ActivityStatement = {
  lifetime: { deposits: 12000, withdrawals: 4500, netDeposits: 7500 },
  periods: [
    { period: '24h', deposits: 1000, withdrawals: 0, stakes: 800, netWinLoss: -120 },
    { period: '7d', deposits: 3000, withdrawals: 500, stakes: 2400, netWinLoss: 350 },
    { period: '30d', deposits: 6000, withdrawals: 1500, stakes: 5200, netWinLoss: -900 },
    { period: '12m', deposits: 12000, withdrawals: 4500, stakes: 15000, netWinLoss: 0 },
  ],
};

export const activityStatementFlow = defineFlow({
  name: 'activityStatement',
  summary: 'The activity statement: net deposits over the account’s life and the deposits, withdrawals, stakes and net win or loss of the last 24 hours, 7 days, 30 days and 12 months.',
  machine: activityStatementMachine,
  inputs: [{ name: 'a player opening /safer-gambling', input: undefined }],
  actorResults: {
    loadStatement: { done: [statement], error: [{ kind: 'failed', message: null }] },
  },
});
