import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { inboxMachine, inboxPhaseOf, inboxPreview, INBOX_POLL_MS, toInboxFailure, unreadCount, type InboxMessage, type InboxPage, type InboxPageSize } from './inbox';
import { NotProvidedError } from './lib/unprovided';

type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

const message = (id: number, isRead = false): InboxMessage => ({ id, title: `Message ${id}`, message: `Text of message ${id}`, isRead, createdAt: '2026-11-22T08:00:00.000Z' });

function start(hidden = false) {
  const lists: Pending<{ page: number; pageSize: InboxPageSize }, InboxPage>[] = [];
  const details: Pending<{ id: number }, InboxMessage>[] = [];
  const reads: Pending<{ ids: readonly number[] }, void>[] = [];
  const deletes: Pending<{ ids: readonly number[] }, void>[] = [];
  const reported: unknown[] = [];
  const pending = <I, O>(list: Pending<I, O>[]) => ({ input }: { input: I }) => new Promise<O>((resolve, reject) => list.push({ input, resolve, reject }));
  const machine = inboxMachine.provide({
    actors: {
      fetchInbox: fromPromise(pending(lists)),
      fetchMessage: fromPromise(pending(details)),
      markMessagesRead: fromPromise(pending(reads)),
      deleteMessages: fromPromise(pending(deletes)),
    },
    actions: { reportInboxFailure: (_, failure) => void reported.push(failure) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { hidden }, clock }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const context = () => actor.getSnapshot().context;
  return { actor, lists, details, reads, deletes, reported, clock, settle, context };
}

async function loaded(messages: InboxMessage[]) {
  const run = start();
  run.lists[0]?.resolve({ messages, lastPage: 2 });
  await run.settle();
  return run;
}

describe('inbox machine (spec 2 §2 Inbox, §4 Inbox, §7)', () => {
  it('polls every 10 s while the page is visible, stops while hidden and asks at once on return', async () => {
    const { actor, lists, clock, settle } = start();
    expect(lists[0]?.input).toEqual({ page: 1, pageSize: 10 });
    lists[0]?.resolve({ messages: [message(1)], lastPage: 1 });
    await settle();
    clock.increment(INBOX_POLL_MS - 1);
    expect(lists).toHaveLength(1);
    clock.increment(1);
    expect(lists).toHaveLength(2);
    lists[1]?.resolve({ messages: [message(1)], lastPage: 1 });
    await settle();
    actor.send({ type: 'page.hidden' });
    clock.increment(10 * INBOX_POLL_MS);
    expect(lists).toHaveLength(2);
    actor.send({ type: 'page.shown' });
    expect(lists).toHaveLength(3);
  });

  it('opened in a background tab, waits for the page to show', () => {
    const { actor, lists } = start(true);
    expect(actor.getSnapshot().value).toEqual({ polling: 'paused', messages: 'browsing' });
    expect(lists).toHaveLength(0);
    actor.send({ type: 'page.shown' });
    expect(lists).toHaveLength(1);
  });

  it('asks for another page at once, only within the last page; a failed poll keeps the list (only logged)', async () => {
    const { actor, lists, reported, clock, settle, context } = await loaded([message(1)]);
    actor.send({ type: 'inbox.pageChosen', page: 3 });
    actor.send({ type: 'inbox.pageChosen', page: 1 });
    expect(lists).toHaveLength(1);
    actor.send({ type: 'inbox.pageChosen', page: 2 });
    expect(lists[1]?.input).toEqual({ page: 2, pageSize: 10 });
    lists[1]?.reject({ kind: 'failed', message: 'Network error' });
    await settle();
    expect(context().messages).toHaveLength(1);
    expect(reported).toEqual([{ kind: 'failed', message: 'Network error' }]);
    clock.increment(INBOX_POLL_MS);
    expect(lists[2]?.input).toEqual({ page: 2, pageSize: 10 });
  });

  it('a failed ask with nothing listed is marked failed; Try again asks at once, and only after a failure', async () => {
    const { actor, lists, settle, context } = start();
    actor.send({ type: 'inbox.retryRequested' });
    expect(lists).toHaveLength(1);
    lists[0]?.reject({ kind: 'failed', message: 'Network error' });
    await settle();
    expect(context()).toMatchObject({ loaded: true, failed: true, messages: [] });
    actor.send({ type: 'inbox.retryRequested' });
    expect(lists).toHaveLength(2);
    lists[1]?.resolve({ messages: [message(1)], lastPage: 1 });
    await settle();
    expect(context()).toMatchObject({ failed: false, messages: [message(1)] });
    actor.send({ type: 'inbox.retryRequested' });
    expect(lists).toHaveLength(2);
  });

  it('the per-page selector asks again from page 1 with the new size; the same size or an unknown one asks nothing', async () => {
    const { actor, lists, clock, settle, context } = await loaded([message(1)]);
    actor.send({ type: 'inbox.pageChosen', page: 2 });
    lists[1]?.resolve({ messages: [message(2)], lastPage: 2 });
    await settle();
    actor.send({ type: 'inbox.pageSizeChosen', size: 10 });
    actor.send({ type: 'inbox.pageSizeChosen', size: 30 as 25 });
    expect(lists).toHaveLength(2);
    actor.send({ type: 'inbox.pageSizeChosen', size: 25 });
    expect(lists[2]?.input).toEqual({ page: 1, pageSize: 25 });
    expect(context()).toMatchObject({ page: 1, pageSize: 25 });
    lists[2]?.resolve({ messages: [message(1), message(2)], lastPage: 1 });
    await settle();
    clock.increment(INBOX_POLL_MS);
    expect(lists[3]?.input).toEqual({ page: 1, pageSize: 25 });
  });

  it('opens a message: fetches its full text, then marks it read', async () => {
    const { actor, details, reads, settle, context } = await loaded([message(1), message(2, true)]);
    actor.send({ type: 'inbox.messageOpened', id: 99 });
    expect(details).toHaveLength(0);
    actor.send({ type: 'inbox.messageOpened', id: 1 });
    expect(details[0]?.input).toEqual({ id: 1 });
    details[0]?.resolve({ ...message(1), message: 'The whole text of message 1.' });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ messages: 'markingOpenedRead' });
    expect(reads[0]?.input).toEqual({ ids: [1] });
    reads[0]?.resolve();
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ messages: 'readingMessage' });
    expect(context().opened).toMatchObject({ message: 'The whole text of message 1.', isRead: true });
    expect(unreadCount(context().messages)).toBe(0);
    actor.send({ type: 'inbox.messageClosed' });
    expect(context()).toMatchObject({ openedId: null, opened: null });
  });

  it('does not open the modal when the full text cannot be fetched (only logged)', async () => {
    const { actor, details, reads, reported, settle } = await loaded([message(1)]);
    actor.send({ type: 'inbox.messageOpened', id: 1 });
    details[0]?.reject({ kind: 'failed', message: null });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ messages: 'browsing' });
    expect(reads).toHaveLength(0);
    expect(reported).toEqual([{ kind: 'failed', message: null }]);
  });

  it('in edit mode ticks rows (one by one or all), marks them read, deletes them, and Exit leaves', async () => {
    const { actor, reads, deletes, settle, context } = await loaded([message(1), message(2), message(3)]);
    actor.send({ type: 'inbox.markReadRequested' });
    actor.send({ type: 'inbox.editEntered' });
    actor.send({ type: 'inbox.markReadRequested' });
    actor.send({ type: 'inbox.deleteRequested' });
    expect(reads).toHaveLength(0);
    expect(deletes).toHaveLength(0);
    actor.send({ type: 'inbox.messageSelectionToggled', id: 1 });
    actor.send({ type: 'inbox.messageSelectionToggled', id: 2 });
    actor.send({ type: 'inbox.messageSelectionToggled', id: 1 });
    expect(context().selectedIds).toEqual([2]);
    actor.send({ type: 'inbox.allSelectionToggled' });
    expect(context().selectedIds).toEqual([1, 2, 3]);
    actor.send({ type: 'inbox.allSelectionToggled' });
    expect(context().selectedIds).toEqual([]);
    actor.send({ type: 'inbox.messageSelectionToggled', id: 2 });
    actor.send({ type: 'inbox.markReadRequested' });
    expect(reads[0]?.input).toEqual({ ids: [2] });
    reads[0]?.resolve();
    await settle();
    expect(context().messages.map((item) => item.isRead)).toEqual([false, true, false]);
    expect(context().selectedIds).toEqual([]);
    actor.send({ type: 'inbox.messageSelectionToggled', id: 1 });
    actor.send({ type: 'inbox.messageSelectionToggled', id: 3 });
    actor.send({ type: 'inbox.deleteRequested' });
    expect(deletes[0]?.input).toEqual({ ids: [1, 3] });
    deletes[0]?.resolve();
    await settle();
    expect(context().messages.map((item) => item.id)).toEqual([2]);
    actor.send({ type: 'inbox.messageSelectionToggled', id: 2 });
    actor.send({ type: 'inbox.editExited' });
    expect(actor.getSnapshot().value).toMatchObject({ messages: 'browsing' });
    expect(context().selectedIds).toEqual([]);
  });

  it('keeps the rows ticked when marking or deleting fails, and unticks rows a poll no longer lists', async () => {
    const { actor, lists, reads, deletes, clock, settle, context } = await loaded([message(1), message(2)]);
    actor.send({ type: 'inbox.editEntered' });
    actor.send({ type: 'inbox.allSelectionToggled' });
    actor.send({ type: 'inbox.markReadRequested' });
    reads[0]?.reject({ kind: 'failed', message: null });
    await settle();
    actor.send({ type: 'inbox.deleteRequested' });
    deletes[0]?.reject({ kind: 'failed', message: null });
    await settle();
    expect(context().selectedIds).toEqual([1, 2]);
    expect(context().messages.every((item) => !item.isRead)).toBe(true);
    clock.increment(INBOX_POLL_MS);
    lists[1]?.resolve({ messages: [message(2)], lastPage: 1 });
    await settle();
    expect(context().selectedIds).toEqual([2]);
  });

  it('previews the first 5 words', () => {
    expect(inboxPreview('Your account is ready. Claim your welcome bonus today.')).toBe('Your account is ready. Claim…');
    expect(inboxPreview('Exactly five words are here')).toBe('Exactly five words are here');
    expect(inboxPreview('  Short   note ')).toBe('Short note');
    expect(inboxPreview('')).toBe('');
    expect(toInboxFailure({ message: 'x' })).toEqual({ kind: 'failed', message: 'x' });
    expect(() => toInboxFailure(new NotProvidedError('inbox', 'actor', 'fetchInbox'))).toThrow(NotProvidedError);
  });
});

describe('inbox selectors: what the screen shows', () => {
  it('reads edit mode, marking, deleting and the message being opened from the state', async () => {
    const { actor, details, reads, deletes, settle } = await loaded([message(1), message(2)]);
    const phase = () => inboxPhaseOf(actor.getSnapshot());
    expect(phase()).toEqual({ editing: false, markingRead: false, deleting: false, openingId: null });
    actor.send({ type: 'inbox.messageOpened', id: 2 });
    expect(phase()).toEqual({ editing: false, markingRead: false, deleting: false, openingId: 2 });
    details[0]?.resolve(message(2, true));
    await settle();
    expect(phase()).toEqual({ editing: false, markingRead: false, deleting: false, openingId: null });
    reads[0]?.resolve();
    await settle();
    actor.send({ type: 'inbox.messageClosed' });
    actor.send({ type: 'inbox.editEntered' });
    expect(phase()).toEqual({ editing: true, markingRead: false, deleting: false, openingId: null });
    actor.send({ type: 'inbox.messageSelectionToggled', id: 1 });
    actor.send({ type: 'inbox.markReadRequested' });
    expect(phase()).toEqual({ editing: true, markingRead: true, deleting: false, openingId: null });
    reads[1]?.resolve();
    await settle();
    expect(phase()).toEqual({ editing: true, markingRead: false, deleting: false, openingId: null });
    actor.send({ type: 'inbox.messageSelectionToggled', id: 1 });
    actor.send({ type: 'inbox.deleteRequested' });
    expect(phase()).toEqual({ editing: true, markingRead: false, deleting: true, openingId: null });
    expect(deletes).toHaveLength(1);
  });
});
