import { inboxMachine, isAllSelected, type InboxContext } from '../../../machines/inbox';
import { defineChecklist } from '../../../machines/lib/flow';
// The inbox's English texts are an area's: registered as its page registers them.
import '../../../src/i18n/areaTexts';
import { blockedCalls } from './devtools';
import { quoted } from './ui';

/** The message the precondition sends (the flow's sample, id 1): the newest, unread, first on page 1. */
const SAMPLE_ID = 1;
const sent = { title: 'Welcome to TakaPlay', message: 'Your account is ready. Claim your welcome bonus today.' };
const newest = `'${sent.title}'`;

/** The Notification tab's list: a spinner, the failure, No Data, or the page's messages with the sample's mark. */
function listShows(context: InboxContext): string {
  if (!context.loaded) return `A spinner (${quoted('inbox.loading')}) under ${quoted('inbox.tab.notification')}`;
  if (context.messages.length === 0) return context.failed ? `A red alert ${quoted('inbox.loadFailed')} with ${quoted('inbox.retry')}` : `The list says ${quoted('inbox.empty')}`;
  const perPage = context.pageSize === 10 ? '' : ` (${context.pageSize} a page)`;
  // A page that could not load leaves the messages listed before it.
  if (context.page > 1) return `The page numbers mark ${context.page}; ${context.failed ? 'the list keeps the messages it showed' : `the list shows that page’s older messages${perPage} once it answers`}`;
  const sample = context.messages.find((message) => message.id === SAMPLE_ID);
  const first = !sample ? `${newest} is no longer listed` : sample.isRead ? `${newest} first, not highlighted, no ${quoted('inbox.new')}` : `${newest} first, highlighted, with ${quoted('inbox.new')}`;
  const pages = context.lastPage > 1 ? '; page numbers 1 and 2 under it' : '';
  return `The list, newest first${perPage}: ${first}; ${quoted('inbox.tab.notification')} counts the unread${pages}`;
}

/** Edit mode's bar and what is ticked; Mark read and Delete wait for a tick. */
function editShows(context: InboxContext): string {
  const ticked = isAllSelected(context) ? 'every message ticked' : context.selectedIds.includes(SAMPLE_ID) ? `${newest} ticked` : 'nothing ticked';
  const buttons = context.selectedIds.length > 0 ? `${quoted('inbox.markRead')} and ${quoted('inbox.delete')}` : `${quoted('inbox.markRead')} and ${quoted('inbox.delete')} disabled`;
  return `${listShows(context)}; a box before each message, ${ticked}; above the list ${quoted('inbox.selectAll')}, ${buttons}, ${quoted('inbox.exit')}`;
}

export const inboxChecklist = defineChecklist(inboxMachine, {
  subject: 'Inbox',
  open: {
    'a visible /inbox': 'Open /inbox',
    'an /inbox opened in a background tab': `On /account, open ${quoted('member.link.inbox')} in a new tab (Ctrl-click, ⌘-click on a Mac) and stay on /account`,
  },
  preconditions: Object.fromEntries(
    ['a visible /inbox', 'an /inbox opened in a background tab'].map((name) => [
      name,
      // The demo player's inbox has more than 10 messages (server/db/seed/account.ts): two pages at 10 a page.
      `Logged in as demoplayer1 / demo12345, whose inbox has more than 10 messages; npm run ops -- send-inbox demoplayer1 --title "${sent.title}" --message "${sent.message}" just before the case puts an unread one on top`,
    ]),
  ),
  events: {
    'page.hidden': () => 'Switch to another browser tab',
    'page.shown': () => 'Switch back to the inbox’s tab',
    'inbox.pageChosen': (event) => `Tap ${event.page} under the list`,
    'inbox.retryRequested': () => `Turn the blocking off; tap ${quoted('inbox.retry')}`,
    'inbox.pageSizeChosen': (event) => `Choose ${event.size} in ${quoted('inbox.perPage')} under the list`,
    'inbox.messageOpened': () => `Tap ${newest}`,
    'inbox.messageClosed': () => `Close the message (×, ${quoted('inbox.detail.close')})`,
    'inbox.editEntered': () => `Tap ${quoted('inbox.edit')}`,
    'inbox.messageSelectionToggled': (_event, context) => `${context.selectedIds.includes(SAMPLE_ID) ? 'Untick' : 'Tick'} ${newest}`,
    'inbox.allSelectionToggled': (_event, context) => `${isAllSelected(context) ? 'Untick' : 'Tick'} ${quoted('inbox.selectAll')}`,
    'inbox.markReadRequested': () => `Tap ${quoted('inbox.markRead')}`,
    'inbox.deleteRequested': () => `Tap ${quoted('inbox.delete')}`,
    'inbox.editExited': () => `Tap ${quoted('inbox.exit')}`,
  },
  actors: {
    fetchInbox: {
      done: () => ({ action: 'Wait for the list' }),
      // Only logged: the list keeps what it showed, or says it failed when it had nothing.
      error: () => ({ action: 'Wait for the list', precondition: `Where the list cannot load, ${blockedCalls('*/api/inbox?*')} right before the call that fails`, situation: 'list fails to load' }),
    },
    fetchMessage: {
      done: () => ({ action: 'Wait for the message' }),
      error: () => ({ action: 'Wait a moment', precondition: `Where a message cannot open, ${blockedCalls('*/api/inbox/*')} before tapping it`, situation: 'message fails to open' }),
    },
    markOpenedRead: {
      done: () => ({ action: 'Wait a moment' }),
      error: () => ({ action: 'Wait a moment', precondition: `Where marking read fails, ${blockedCalls('*/read')} before the tap`, situation: 'marking read fails' }),
    },
    markSelectedRead: {
      done: () => ({ action: 'Wait for the answer' }),
      error: () => ({ action: 'Wait for the answer', precondition: `Where marking read fails, ${blockedCalls('*/read')} before the tap`, situation: 'marking read fails' }),
    },
    deleteMessages: {
      done: () => ({ action: 'Wait for the answer' }),
      error: () => ({ action: 'Wait for the answer', precondition: `Where deleting fails, ${blockedCalls('*/api/inbox/*')} before tapping ${quoted('inbox.delete')}`, situation: 'deleting fails' }),
    },
  },
  delays: { inboxPollInterval: 'Wait 10 seconds' },
  states: {
    // The list's own calls, as devtools › Network shows them: the first is the spinner below.
    'polling.checkingVisibility': null,
    'polling.active.loadingMessages': (context) => (context.loaded ? 'devtools › Network shows a new /api/inbox?… call' : null),
    'polling.active.awaitingNextPoll': null,
    'polling.paused': 'devtools › Network shows no /api/inbox?… call while the tab is hidden',
    'messages.browsing': listShows,
    'messages.openingMessage': (context) => `${listShows(context)}; a small spinner beside ${newest}`,
    'messages.markingOpenedRead': (context) => `The message opens in a dialog: ${newest}, ${quoted('inbox.detail.received', { date: '…' })} and '${context.opened?.message ?? ''}'`,
    'messages.readingMessage': (context) =>
      `The dialog shows ${newest} with its full text; behind it ${context.messages.find((message) => message.id === SAMPLE_ID)?.isRead ? `${newest} lost ${quoted('inbox.new')}` : `${newest} still has ${quoted('inbox.new')}`}`,
    'messages.editing': editShows,
    'messages.markingSelectedRead': (context) => `${editShows(context)}; ${quoted('inbox.markRead')} shows a spinner`,
    'messages.deletingSelected': (context) => `${editShows(context)}; ${quoted('inbox.delete')} shows a spinner`,
  },
});
