import { createActor, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { inboxMachineFor } from './inbox';
import { failed } from '../../machines/lib/failures';
import { describeFailure } from '../api/errors';

/** The edge's reading of a failed call: its description, then the machine's classifier (machines/lib/failures.ts). */
const inboxFailureFrom = (error: unknown) => failed(describeFailure(error));

const client = vi.hoisted(() => ({ name: 'client' }));

type InboxApi = typeof import('../api/inbox');

const api = vi.hoisted(() => ({
  fetchInbox: vi.fn<InboxApi['fetchInbox']>(),
  fetchMessage: vi.fn<InboxApi['fetchMessage']>(),
  markRead: vi.fn<InboxApi['markRead']>(),
  deleteMessage: vi.fn<InboxApi['deleteMessage']>(),
}));
vi.mock('../api/inbox', () => api);
vi.mock('./api', () => ({ apiClient: client }));

const message = (id: number) => ({ id, title: `Message ${id}`, message: `Text of message ${id}`, isRead: false, createdAt: '2026-11-22T08:00:00.000Z' });

describe('inbox failures (spec 2 §8: only logged)', () => {
  it('keep the server’s words when it gave some', () => {
    expect(inboxFailureFrom(new ApiError('Message not found.', 404))).toEqual({ kind: 'failed', message: 'Message not found.' });
    expect(inboxFailureFrom(new ApiError('Internal Server Error', 500))).toEqual({ kind: 'failed', message: null });
    expect(inboxFailureFrom(new TypeError('x'))).toEqual({ kind: 'failed', message: null });
  });
});

describe('the inbox machine with its calls', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    localStorage.clear();
  });

  it('asks for the list with the player’s remote_id and the page, marks ticked messages read and deletes them (an already gone one counts as deleted)', async () => {
    api.fetchInbox.mockResolvedValue({ messages: [message(1), message(2), message(3)], lastPage: 1 });
    api.markRead.mockResolvedValue(undefined);
    api.deleteMessage.mockImplementation(async (_client, id) => {
      if (id === 3) throw new ApiError('Message not found.', 404);
    });
    const actor = createActor(inboxMachineFor('R-1'), { input: { hidden: false } }).start();
    await waitFor(actor, (snapshot) => snapshot.context.loaded);
    expect(api.fetchInbox).toHaveBeenCalledWith(client, 'R-1', 1, 10, expect.any(AbortSignal));

    actor.send({ type: 'inbox.editEntered' });
    actor.send({ type: 'inbox.messageSelectionToggled', id: 1 });
    actor.send({ type: 'inbox.messageSelectionToggled', id: 2 });
    actor.send({ type: 'inbox.markReadRequested' });
    await waitFor(actor, (snapshot) => snapshot.matches({ messages: 'editing' }) && snapshot.context.selectedIds.length === 0);
    expect(api.markRead.mock.calls.map((call) => call[1])).toEqual([1, 2]);

    actor.send({ type: 'inbox.messageSelectionToggled', id: 2 });
    actor.send({ type: 'inbox.messageSelectionToggled', id: 3 });
    actor.send({ type: 'inbox.deleteRequested' });
    await waitFor(actor, (snapshot) => snapshot.context.messages.length === 1);
    expect(api.deleteMessage.mock.calls.map((call) => call[1])).toEqual([2, 3]);
    actor.stop();
  });

  it('uses the stored remote_id when the session has none; a failed call goes to the console', async () => {
    localStorage.setItem('remote_id', 'R-stored');
    api.fetchInbox.mockRejectedValue(new ApiError('Server busy.', 503));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(inboxMachineFor(null), { input: { hidden: false } }).start();
    await waitFor(actor, (snapshot) => snapshot.context.loaded);
    expect(api.fetchInbox.mock.calls[0]?.[1]).toBe('R-stored');
    expect(logged).toHaveBeenCalledWith('Inbox: Server busy.');
    logged.mockRestore();
    actor.stop();
  });
});
