import { defineFlow } from './lib/flow';
import { inboxMachine, type InboxMessage } from './inbox';

const welcome: InboxMessage = { id: 1, title: 'Welcome to TakaPlay', message: 'Your account is ready. Claim your welcome bonus today.', isRead: false, createdAt: '2026-11-22T08:00:00.000Z' };
const deposit: InboxMessage = { id: 2, title: 'Deposit received', message: 'We received your deposit of 500.', isRead: true, createdAt: '2026-11-21T08:00:00.000Z' };

export const inboxFlow = defineFlow({
  name: 'inbox',
  summary: 'The inbox: polled every 10 s while the page is visible, a message’s full text opened and marked read, and edit mode to tick, mark read or delete messages.',
  machine: inboxMachine,
  inputs: [
    { name: 'a visible /inbox', input: { hidden: false } },
    { name: 'an /inbox opened in a background tab', input: { hidden: true } },
  ],
  events: {
    'inbox.pageChosen': [{ type: 'inbox.pageChosen', page: 2 }],
    'inbox.pageSizeChosen': [{ type: 'inbox.pageSizeChosen', size: 25 }],
    'inbox.messageOpened': [{ type: 'inbox.messageOpened', id: 1 }],
    'inbox.messageSelectionToggled': [{ type: 'inbox.messageSelectionToggled', id: 1 }],
  },
  actorResults: {
    fetchInbox: { done: [{ messages: [welcome, deposit], lastPage: 2 }], error: [{ kind: 'failed', message: 'Network error' }] },
    fetchMessage: { done: [welcome], error: [{ kind: 'failed', message: null }] },
    markOpenedRead: { done: [undefined], error: [{ kind: 'failed', message: null }] },
    markSelectedRead: { done: [undefined], error: [{ kind: 'failed', message: null }] },
    deleteMessages: { done: [undefined], error: [{ kind: 'failed', message: null }] },
  },
  // Whether rows are listed and ticked make a state; the page, texts, dates and read flags do not (the two regions multiply states).
  contextKey: (context) => ({
    messages: context.messages.length > 0,
    selection: context.selectedIds.length > 0,
    failed: context.failed,
  }),
});
