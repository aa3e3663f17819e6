import { assign, setup, type SnapshotFrom } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readFailed } from './lib/failures';

/** One inbox message (spec 2 §3, Inbox message: id, title, message, is_read, created_at). */
export type InboxMessage = { id: number; title: string; message: string; isRead: boolean; createdAt: string };

/** One page of GET /api/inbox?remote_id&page: data.data and data.last_page. */
export type InboxPage = { messages: InboxMessage[]; lastPage: number };

/** Spec 2 §9: the inbox is asked again every 10 s. */
export const INBOX_POLL_MS = 10_000;

/** Spec 2 §9: the list shows the first 5 words of a message. */
export const INBOX_PREVIEW_WORDS = 5;
/** Page size options of spec 2 §9 (default 10). */
export const INBOX_PAGE_SIZES = [10, 25, 50, 100] as const;
export type InboxPageSize = (typeof INBOX_PAGE_SIZES)[number];

export type InboxInput = {
  /** Whether the page is hidden (a background tab) when the inbox opens: polling waits until it shows. */
  hidden: boolean;
};

export type InboxContext = {
  /** Hidden when the inbox opened; page.hidden / page.shown take over from there. */
  openedHidden: boolean;
  page: number;
  pageSize: InboxPageSize;
  lastPage: number;
  messages: readonly InboxMessage[];
  /** False until the first answer, so the list can tell loading from empty. */
  loaded: boolean;
  /** The last ask failed: with nothing listed, the page says so instead of No Data. */
  failed: boolean;
  /** The message whose detail is asked for or shown. */
  openedId: number | null;
  opened: InboxMessage | null;
  /** Rows ticked in edit mode; pruned to the listed messages at each poll. */
  selectedIds: readonly number[];
};

export type InboxEvent =
  | { type: 'page.hidden' }
  | { type: 'page.shown' }
  | { type: 'inbox.pageChosen'; page: number }
  /** Try again now, after the list could not be loaded (the poll would also try in 10 s). */
  | { type: 'inbox.retryRequested' }
  /** The per-page selector: the list starts again at page 1. */
  | { type: 'inbox.pageSizeChosen'; size: InboxPageSize }
  | { type: 'inbox.messageOpened'; id: number }
  | { type: 'inbox.messageClosed' }
  | { type: 'inbox.editEntered' }
  | { type: 'inbox.messageSelectionToggled'; id: number }
  /** Ticks every listed message, or none when all are ticked already. */
  | { type: 'inbox.allSelectionToggled' }
  | { type: 'inbox.markReadRequested' }
  | { type: 'inbox.deleteRequested' }
  | { type: 'inbox.editExited' };

export type InboxFailure = { kind: 'failed'; message: string | null };

const machineId = 'inbox';

/** The list's preview of a message: its first 5 words (spec 2 §9), and "…" when there are more (issue 22: a cut must show). */
export function inboxPreview(content: string): string {
  const words = content.trim().split(/\s+/);
  const preview = words.slice(0, INBOX_PREVIEW_WORDS).join(' ');
  return words.length > INBOX_PREVIEW_WORDS ? `${preview}…` : preview;
}

/** The count on the Notification tab: unread messages. */
export function unreadCount(messages: readonly InboxMessage[]): number {
  return messages.filter((message) => !message.isRead).length;
}

export function isAllSelected(context: Pick<InboxContext, 'messages' | 'selectedIds'>): boolean {
  return context.messages.length > 0 && context.messages.every((message) => context.selectedIds.includes(message.id));
}

/** Inbox failures are only logged (the spec names no message); a missing actor stops the machine loudly. */
export const toInboxFailure = (error: unknown): InboxFailure => readFailed(error);

const markRead = (messages: readonly InboxMessage[], ids: readonly number[]) => messages.map((message) => (ids.includes(message.id) ? { ...message, isRead: true } : message));

export const inboxMachine = setup({
  types: {
    input: {} as InboxInput,
    context: {} as InboxContext,
    events: {} as InboxEvent,
  },
  actors: {
    /** GET /api/inbox?remote_id&page (bearer): resolves on success with data.data and data.last_page. */
    fetchInbox: unprovidedActor<InboxPage, { page: number; pageSize: InboxPageSize }>(machineId, 'fetchInbox'),
    /** GET /api/inbox/{id}: the message's full text (data). */
    fetchMessage: unprovidedActor<InboxMessage, { id: number }>(machineId, 'fetchMessage'),
    /** PATCH /api/inbox/{id}/read for each id. */
    markMessagesRead: unprovidedActor<void, { ids: readonly number[] }>(machineId, 'markMessagesRead'),
    /** DELETE /api/inbox/{id} for each id. */
    deleteMessages: unprovidedActor<void, { ids: readonly number[] }>(machineId, 'deleteMessages'),
  },
  actions: {
    /** Inbox failures go only to the console. */
    reportInboxFailure: unprovidedAction(machineId, 'reportInboxFailure') as (args: unknown, failure: InboxFailure) => void,
  },
  guards: {
    wasOpenedHidden: ({ context }) => context.openedHidden,
    isOtherAvailablePage: ({ context, event }) => event.type === 'inbox.pageChosen' && event.page !== context.page && event.page >= 1 && event.page <= context.lastPage,
    hasFailed: ({ context }) => context.failed,
    isOtherPageSize: ({ context, event }) => event.type === 'inbox.pageSizeChosen' && event.size !== context.pageSize && INBOX_PAGE_SIZES.includes(event.size),
    isListedMessage: ({ context, event }) =>
      (event.type === 'inbox.messageOpened' || event.type === 'inbox.messageSelectionToggled') && context.messages.some((message) => message.id === event.id),
    hasSelection: ({ context }) => context.selectedIds.length > 0,
  },
  delays: {
    inboxPollInterval: INBOX_POLL_MS,
  },
}).createMachine({
  id: machineId,
  description: 'The inbox (spec 2 §2 Inbox, §4 Inbox, §7): the list polled every 10 s while the page is visible, a message’s detail, and edit mode to mark read or delete.',
  context: ({ input }) => ({ openedHidden: input.hidden, page: 1, pageSize: 10, lastPage: 1, messages: [], loaded: false, failed: false, openedId: null, opened: null, selectedIds: [] }),
  type: 'parallel',
  states: {
    polling: {
      description: 'Keeps the list fresh: asks every 10 s while the page is visible, stops while it is hidden.',
      initial: 'checkingVisibility',
      states: {
        checkingVisibility: {
          description: 'Opened in a background tab, the inbox waits for the page to show before asking.',
          always: [{ guard: 'wasOpenedHidden', target: 'paused' }, { target: 'active' }],
        },
        active: {
          description: 'The page is visible: the list is asked for now and every 10 s.',
          initial: 'loadingMessages',
          on: {
            'page.hidden': { target: 'paused', description: 'Another tab or a minimised window: no calls until it shows again.' },
            'inbox.pageChosen': {
              guard: 'isOtherAvailablePage',
              target: '.loadingMessages',
              reenter: true,
              description: 'Another page of the list, asked for at once.',
              actions: assign(({ event }) => ({ page: event.page })),
            },
            'inbox.retryRequested': {
              guard: 'hasFailed',
              target: '.loadingMessages',
              reenter: true,
              description: 'Asked again at once after a failure.',
            },
            'inbox.pageSizeChosen': {
              guard: 'isOtherPageSize',
              target: '.loadingMessages',
              reenter: true,
              description: 'Another page size: the list is asked for again from page 1.',
              actions: assign(({ event }) => ({ pageSize: event.size, page: 1 })),
            },
          },
          states: {
            loadingMessages: {
              description: 'Asking the inbox for the current page.',
              invoke: {
                id: 'fetchInbox',
                src: 'fetchInbox',
                input: ({ context }) => ({ page: context.page, pageSize: context.pageSize }),
                onDone: {
                  target: 'awaitingNextPoll',
                  description: 'The list is replaced; ticked rows no longer listed are unticked.',
                  actions: assign(({ context, event }) => ({
                    messages: event.output.messages,
                    lastPage: Math.max(1, event.output.lastPage),
                    loaded: true,
                    failed: false,
                    selectedIds: context.selectedIds.filter((id) => event.output.messages.some((message) => message.id === id)),
                  })),
                },
                onError: {
                  target: 'awaitingNextPoll',
                  description: 'Logged; the list keeps what it had until the next poll, and with nothing listed the page says it failed.',
                  actions: [assign({ loaded: true, failed: true }), { type: 'reportInboxFailure', params: ({ event }) => toInboxFailure(event.error) }],
                },
              },
            },
            awaitingNextPoll: {
              description: 'Showing the list until the next poll, 10 s later.',
              after: { inboxPollInterval: 'loadingMessages' },
            },
          },
        },
        paused: {
          description: 'The page is hidden: no polling.',
          on: { 'page.shown': { target: 'active', description: 'Back on the page: the list is asked for at once, then every 10 s.' } },
        },
      },
    },
    messages: {
      description: 'What the player does with the list: reading a message, or editing (select, mark read, delete).',
      initial: 'browsing',
      states: {
        browsing: {
          description: 'The list: subject, the first 5 words, received date; unread messages highlighted.',
          on: {
            'inbox.messageOpened': {
              guard: 'isListedMessage',
              target: 'openingMessage',
              actions: assign(({ event }) => ({ openedId: event.id, opened: null })),
            },
            'inbox.editEntered': 'editing',
          },
        },
        openingMessage: {
          description: 'Fetching the message’s full text for the detail modal.',
          invoke: {
            id: 'fetchMessage',
            src: 'fetchMessage',
            input: ({ context }) => {
              if (context.openedId === null) throw new Error('inbox: opening a message without an id');
              return { id: context.openedId };
            },
            onDone: { target: 'markingOpenedRead', actions: assign(({ event }) => ({ opened: event.output })) },
            onError: {
              target: 'browsing',
              description: 'Only logged: the modal does not open.',
              actions: [assign({ openedId: null, opened: null }), { type: 'reportInboxFailure', params: ({ event }) => toInboxFailure(event.error) }],
            },
          },
        },
        markingOpenedRead: {
          description: 'The detail modal shows the message while it is marked read.',
          invoke: {
            id: 'markOpenedRead',
            src: 'markMessagesRead',
            input: ({ context }) => ({ ids: context.openedId === null ? [] : [context.openedId] }),
            onDone: {
              target: 'readingMessage',
              description: 'No longer highlighted in the list.',
              actions: assign(({ context }) => ({
                messages: markRead(context.messages, context.openedId === null ? [] : [context.openedId]),
                opened: context.opened && { ...context.opened, isRead: true },
              })),
            },
            onError: {
              target: 'readingMessage',
              description: 'Only logged: the message stays unread.',
              actions: { type: 'reportInboxFailure', params: ({ event }) => toInboxFailure(event.error) },
            },
          },
        },
        readingMessage: {
          description: 'The detail modal: subject, full text, received date.',
          on: { 'inbox.messageClosed': { target: 'browsing', actions: assign({ openedId: null, opened: null }) } },
        },
        editing: {
          description: 'Edit mode: rows can be ticked (one by one or all), then marked read or deleted; Exit leaves.',
          on: {
            'inbox.messageSelectionToggled': {
              guard: 'isListedMessage',
              actions: assign(({ context, event }) => ({
                selectedIds: context.selectedIds.includes(event.id) ? context.selectedIds.filter((id) => id !== event.id) : [...context.selectedIds, event.id],
              })),
            },
            'inbox.allSelectionToggled': {
              actions: assign(({ context }) => ({ selectedIds: isAllSelected(context) ? [] : context.messages.map((message) => message.id) })),
            },
            'inbox.markReadRequested': { guard: 'hasSelection', target: 'markingSelectedRead' },
            'inbox.deleteRequested': { guard: 'hasSelection', target: 'deletingSelected' },
            'inbox.editExited': { target: 'browsing', actions: assign({ selectedIds: [] }) },
          },
        },
        markingSelectedRead: {
          description: 'Marking the ticked messages read.',
          invoke: {
            id: 'markSelectedRead',
            src: 'markMessagesRead',
            input: ({ context }) => ({ ids: context.selectedIds }),
            onDone: {
              target: 'editing',
              actions: assign(({ context }) => ({ messages: markRead(context.messages, context.selectedIds), selectedIds: [] })),
            },
            onError: {
              target: 'editing',
              description: 'Only logged: the rows stay ticked to try again.',
              actions: { type: 'reportInboxFailure', params: ({ event }) => toInboxFailure(event.error) },
            },
          },
        },
        deletingSelected: {
          description: 'Deleting the ticked messages.',
          invoke: {
            id: 'deleteMessages',
            src: 'deleteMessages',
            input: ({ context }) => ({ ids: context.selectedIds }),
            onDone: {
              target: 'editing',
              description: 'They leave the list at once; the next poll brings the list in line with the server.',
              actions: assign(({ context }) => ({ messages: context.messages.filter((message) => !context.selectedIds.includes(message.id)), selectedIds: [] })),
            },
            onError: {
              target: 'editing',
              description: 'Only logged: the rows stay ticked to try again.',
              actions: { type: 'reportInboxFailure', params: ({ event }) => toInboxFailure(event.error) },
            },
          },
        },
      },
    },
  },
});

export type InboxSnapshot = SnapshotFrom<typeof inboxMachine>;

/** What the inbox screen shows, read from the machine's state. */
export type InboxPhase = {
  /** Edit mode: checkboxes and the edit bar (also while marking or deleting). */
  editing: boolean;
  markingRead: boolean;
  deleting: boolean;
  /** The message whose full text is being fetched. */
  openingId: number | null;
};

export function inboxPhaseOf(snapshot: InboxSnapshot): InboxPhase {
  const markingRead = snapshot.matches({ messages: 'markingSelectedRead' });
  const deleting = snapshot.matches({ messages: 'deletingSelected' });
  return {
    editing: snapshot.matches({ messages: 'editing' }) || markingRead || deleting,
    markingRead,
    deleting,
    openingId: snapshot.matches({ messages: 'openingMessage' }) ? snapshot.context.openedId : null,
  };
}
