import { DATE_CHOICES } from '../../../src/features/betting-records/choices';
import { recordListChecklist } from './records';
import { quoted, ui } from './ui';

const dateName = (date: string) => {
  const choice = DATE_CHOICES.find((entry) => entry.value === date);
  return choice ? `'${ui(choice.key)}'` : date;
};
const tabName = (tab: string) => quoted(tab === 'unsettled' ? 'bettingRecords.tab.unsettled' : 'bettingRecords.tab.settled');
const columns = (['bettingRecords.column.platform', 'bettingRecords.column.gameType', 'bettingRecords.column.turnover', 'bettingRecords.column.profitLoss', 'bettingRecords.column.settleDate'] as const).map((key) => quoted(key)).join(', ');

export const bettingRecordsChecklist = recordListChecklist({
  subject: 'Betting records',
  input: 'the betting records',
  // The demo's rounds are days old (server/db/seed/history.ts): a round today fills the list the page opens with.
  player: 'Logged in as demoplayer1 / demo12345 on a desktop browser after a round of a slot game today; none of the player’s bets is unsettled',
  open: 'Open /betting-record',
  call: { pattern: '*/api/betting-record?*', name: 'GET /api/betting-record' },
  // The desktop page sends its panel with Submit and a tab on its own (src/features/betting-records/DesktopBettingRecords.tsx): a change of both is two taps.
  filterChanged: (event, context) => {
    if (event.filters.list !== 'betting' || context.filters.list !== 'betting') return `Tap ${quoted('bettingRecords.filter.submit')}`;
    const { platform, gameType, date, tab } = event.filters;
    const panel = [
      platform === context.filters.platform ? null : `in ${quoted('bettingRecords.filter.platform')} tick ${platform === null ? quoted('bettingRecords.filter.all') : `'${platform}'`}`,
      gameType === context.filters.gameType ? null : `in ${quoted('bettingRecords.filter.gameType')} tick ${gameType === null ? quoted('bettingRecords.filter.all') : `'${gameType}'`}`,
      date === context.filters.date ? null : `in ${quoted('bettingRecords.filter.date')} choose ${dateName(date)}`,
    ].filter((part) => part !== null);
    const submit = panel.length ? `${panel.join(', ')}; tap ${quoted('bettingRecords.filter.submit')}` : '';
    const tabbed = tab === context.filters.tab ? '' : `tap the ${tabName(tab)} tab`;
    const both = [submit, tabbed].filter((part) => part !== '').join('; then ');
    return both.charAt(0).toUpperCase() + both.slice(1);
  },
  loading: `A spinner (${quoted('bettingRecords.loading')}) in place of the table`,
  noData: `The table says ${quoted('bettingRecords.noData')}`,
  // Only the list the page opens with has rows for the case's player (tests/flows/uiReach.ts): Settled, Today.
  rows: (context) => {
    const tab = context.filters.list === 'betting' ? context.filters.tab : 'settled';
    return `Under the ${tabName(tab)} tab the table (${columns}) has a row for today's slot round: its platform and game type, its stake as ${quoted('bettingRecords.column.turnover')}, today's date as ${quoted('bettingRecords.column.settleDate')}`;
  },
});
