import { activityStatementMachine, statementRows, type ActivityStatementContext } from '../../../machines/activityStatement';
import { defineChecklist } from '../../../machines/lib/flow';
// The page's English texts are an area's: registered as its page registers them.
import '../../../src/i18n/areaTexts';
import { formatSaferAmount } from '../../../src/features/safer-gambling/texts';
import type { MessageKey } from '../../../src/i18n/en';
import { blockedCalls } from './devtools';
import { quoted, ui } from './ui';

/** The period names of src/features/safer-gambling/StatementTable.tsx, in the table's order. */
const periodKeys = { '24h': 'safer.statement.period.24h', '7d': 'safer.statement.period.7d', '30d': 'safer.statement.period.30d', '12m': 'safer.statement.period.12m' } as const satisfies Record<string, MessageKey>;

/**
 * The demo player's money as seeded (server/db/seed/history.ts): deposits of ৳5,000 and ৳10,000 approved
 * (one of ৳1,500 rejected), a ৳1,000 withdrawal paid. Its periods move with the days since the demo started,
 * so the table is checked by its shape and signs, not its amounts.
 */
const lifetime = { deposits: formatSaferAmount(15_000), withdrawals: formatSaferAmount(1_000), net: formatSaferAmount(14_000) };

function statementShows(context: ActivityStatementContext): string {
  const rows = statementRows(context.statement).map((row) => `'${ui(periodKeys[row.period])}'`);
  const columns = ['safer.statement.column.deposits', 'safer.statement.column.withdrawals', 'safer.statement.column.stakes', 'safer.statement.column.net'] as const;
  return `${quoted('safer.statement.netDeposits')} ${lifetime.net} with ${quoted('safer.statement.netDepositsDetail', { deposits: lifetime.deposits, withdrawals: lifetime.withdrawals })} under it; below, ${quoted('safer.statement.caption')} over a table of ${rows.join(', ')} by ${columns.map((key) => quoted(key)).join(', ')}: a net win green with a plus sign, a loss red with a minus, nothing grey`;
}

export const activityStatementChecklist = defineChecklist(activityStatementMachine, {
  subject: 'Activity statement',
  open: `Open /safer-gambling and scroll to ${quoted('safer.statement.title')}`,
  preconditions: {
    'a player opening /safer-gambling': 'Logged in as demoplayer1 / demo12345 on the demo as seeded (no deposit or withdrawal of the tester’s since)',
  },
  events: {
    'statement.retryPressed': () => `Turn the blocking off; tap ${quoted('safer.retry')}`,
  },
  actors: {
    loadStatement: {
      done: () => ({ action: 'Wait for the statement' }),
      error: () => ({ action: 'Wait for the statement', precondition: `Where the statement cannot load, ${blockedCalls('*/api/safer-gambling/statement*')} before opening the page`, situation: 'statement fails to load' }),
    },
  },
  states: {
    loading: quoted('safer.statement.loading'),
    failed: `A red alert ${quoted('safer.statement.loadFailed')}: ${quoted('safer.loadHint')} with ${quoted('safer.retry')}`,
    shown: statementShows,
  },
});
