import { recordListChecklist } from './records';
import { quoted } from './ui';

/** The desktop tabs' names (src/features/records/TurnoverScreen.tsx: Complete on a desktop, Completed on a phone). */
const tabName = (tab: string) => quoted(tab === 'completed' ? 'records.turnover.tab.complete' : 'records.turnover.tab.active');

export const turnoverRecordsChecklist = recordListChecklist({
  subject: 'Turnover records',
  input: 'the turnover records',
  // server/db/seed/history.ts: the ৳5,000 deposit's turnover played off, the ৳10,000 deposit's a quarter played.
  player: 'Logged in as demoplayer1 / demo12345 on a desktop browser, on the demo as seeded (no round or bet of the tester’s since): one turnover complete (the ৳5,000 deposit’s) and one active (the ৳10,000 deposit’s, a quarter played)',
  open: 'Open /turnover-record',
  call: { pattern: '*/api/turnovers*', name: 'GET /api/turnovers' },
  filterChanged: (event) => `Tap the ${event.filters.list === 'turnover' ? tabName(event.filters.tab) : quoted('records.turnover.tab.active')} tab`,
  loading: `A spinner (${quoted('records.loading')}) under the tabs`,
  noData: `${quoted('records.noData')} under the tabs`,
  rows: (context) => {
    const completed = context.filters.list === 'turnover' && context.filters.tab === 'completed';
    const card = completed ? `the ৳5,000 deposit’s card at ${quoted('records.turnover.percent', { percent: 100 })}` : `the ৳10,000 deposit’s card with its yellow ${quoted('records.turnover.progress')} bar at ${quoted('records.turnover.percent', { percent: 25 })}`;
    return `Under the ${tabName(completed ? 'completed' : 'active')} tab ${card}: its promotion's name (or ${quoted(completed ? 'records.turnover.noPromotionComplete' : 'records.turnover.noPromotionActive')}), ${quoted('records.turnover.required')} and ${quoted('records.turnover.remaining')}`;
  },
});
