import { defineChecklist } from '../../../machines/lib/flow';
import { memberAreaMachine, type MemberAreaContext, type VipRecordKind, type VipRecordsPage } from '../../../machines/memberArea';
// The VIP page's English texts are an area's: registered as its page registers them.
import '../../../src/i18n/areaTexts';
import { LEVEL_TEXT } from '../../../src/features/vip/texts';
import type { MessageKey } from '../../../src/i18n/en';
import { blockedCalls } from './devtools';
import { quoted, ui } from './ui';

/**
 * The member area's machine runs on /account and on /vip; the cases walk /vip on a desktop, where the
 * level (GET account/overview) and the three record tabs (src/features/vip/VipDesktop.tsx) both show.
 */

const TABS: Record<VipRecordKind, MessageKey> = { received: 'vip.tab.received', used: 'vip.tab.used', history: 'vip.tab.history' };
const tabOf = (kind: VipRecordKind) => quoted(TABS[kind]);

/** The open table: its rows (ten a page, the No column counting on), No Data, or the failure. */
function tableShows(context: MemberAreaContext): string {
  const table = `The ${tabOf(context.recordsKind)} table`;
  if (context.rows.length === 0) return `${table} says ${quoted('vip.noData')}`;
  const rows = context.page < context.lastPage ? `ten rows, No ${(context.page - 1) * 10 + 1} to ${context.page * 10}` : `the rest, from No ${(context.page - 1) * 10 + 1}`;
  const pages = context.lastPage > 1 ? `; under it ${quoted('vip.pageOf', { page: context.page, last: context.lastPage })} with ${quoted('vip.previous')}${context.page === 1 ? ' disabled' : ''} and ${quoted('vip.next')}${context.page === context.lastPage ? ' disabled' : ''}` : '';
  return `${table} lists ${rows} (${quoted('vip.col.points')}, ${quoted('vip.col.source')}: the game / its platform, ${quoted('vip.col.time')}), newest first${pages}`;
}

/** Which player a records answer needs: one who played, or one who never did. */
function recordsLoaded(page: VipRecordsPage) {
  const action = 'Wait for the table to load';
  return page.rows.length > 0 ? { action } : { action, precondition: 'Where the tables are empty, log in as demoplayer2 / demo12345 instead, who has played no round', situation: 'no records' };
}

export const memberAreaChecklist = defineChecklist(memberAreaMachine, {
  subject: 'VIP level and records',
  open: 'Open /vip',
  preconditions: {
    // The demo player has 8 slot rounds (server/db/seed/history.ts): 3 more make 11 rows of VP Received, two pages.
    'a player opening /account or /vip': `Logged in as demoplayer1 / demo12345 on a desktop browser, after 3 more rounds of a slot game than the demo’s 8, so that ${tabOf('received')} has 11 rows (two pages)`,
  },
  events: {
    'member.refreshRequested': () => `Turn the blocking off; tap ${quoted('vip.retry')} beside ${quoted('vip.levelFailed')}`,
    // A table's Try again opens it again, as a tab does; an open tab opens again only from another.
    'vip.recordsOpened': (event, context, snapshot) => {
      if (snapshot.matches({ records: 'recordsFailed' }) && event.kind === context.recordsKind) return `Turn the blocking off; tap ${quoted('vip.retry')} in the table`;
      if (snapshot.matches({ records: 'closed' }) || event.kind !== context.recordsKind) return `Tap the ${tabOf(event.kind)} tab`;
      return `Tap ${quoted('vip.tab.myVip')}, then ${tabOf(event.kind)} again`;
    },
    'vip.recordsPageChosen': (event, context) => `Tap ${event.page > context.page ? quoted('vip.next') : quoted('vip.previous')}`,
  },
  actors: {
    loadOverview: {
      done: () => ({ action: 'Wait for the level to load' }),
      error: () => ({ action: 'Wait for the level to load', precondition: `Where the level cannot load, ${blockedCalls('*/api/account/overview*')} before opening /vip`, situation: 'level fails to load' }),
    },
    loadVipRecords: {
      done: recordsLoaded,
      error: () => ({ action: 'Wait for the table to load', precondition: `Where a table cannot load, ${blockedCalls('*/api/vip/*')} right before the tap it answers`, situation: 'records fail to load' }),
    },
  },
  states: {
    // One clause each (no comma, no colon outside the quotes): a case's title names what changed after it.
    'overview.loadingOverview': `${quoted('vip.levelLabel')} shows ${quoted('vip.pointsLoading')}`,
    'overview.showingOverview': (context) => {
      const standing = context.overview?.vip;
      if (!standing) return null;
      const next = standing.nextLevel ? ` and a progress bar to '${ui(LEVEL_TEXT[standing.nextLevel])}'` : ` and ${quoted('vip.topLevel')}`;
      return `${quoted('vip.levelLabel')} shows ${quoted(LEVEL_TEXT[standing.level])}${next}`;
    },
    'overview.overviewFailed': `${quoted('vip.levelLabel')} shows ${quoted('vip.levelFailed')} in red with ${quoted('vip.retry')}`,
    // My VIP is open: the level above is what a step shows.
    'records.closed': null,
    'records.loadingRecords': (context) =>
      // The page line counts the page asked for at once; the rows stay until it answers.
      context.rows.length > 0
        ? `${quoted('vip.pageOf', { page: context.page, last: context.lastPage })} with ${quoted('vip.previous')} and ${quoted('vip.next')} disabled while it loads`
        : `The ${tabOf(context.recordsKind)} table shows ${quoted('vip.recordsLoading')}`,
    'records.showingRecords': tableShows,
    'records.recordsFailed': (context) => `The ${tabOf(context.recordsKind)} table says ${quoted('vip.recordsFailed')} in red with ${quoted('vip.retry')}`,
  },
});
