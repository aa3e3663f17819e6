import { createActor, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { chatMachineFor } from './chat';
import { failed as failedWithWords } from '../../machines/lib/failures';
import { describeFailure } from '../api/errors';

/** The edge's reading of a failed call: its description, then the machine's classifier (machines/lib/failures.ts). */
const chatFailureFrom = (error: unknown) => failedWithWords(describeFailure(error));

const client = vi.hoisted(() => ({ name: 'client' }));

type ChatApi = typeof import('../api/chat');

const api = vi.hoisted(() => ({
  fetchChats: vi.fn<ChatApi['fetchChats']>(),
  fetchMessages: vi.fn<ChatApi['fetchMessages']>(),
  createChat: vi.fn<ChatApi['createChat']>(),
  sendMessage: vi.fn<ChatApi['sendMessage']>(),
  fetchOwnId: vi.fn<ChatApi['fetchOwnId']>(),
}));
vi.mock('../api/chat', () => api);
const promotionsApi = vi.hoisted(() => ({ fetchPromotions: vi.fn<typeof import('../api/promotions').fetchPromotions>() }));
vi.mock('../api/promotions', () => promotionsApi);
vi.mock('./api', () => ({ apiClient: client }));

describe('chat failures', () => {
  it('keep the server’s words when it gave some', () => {
    expect(chatFailureFrom(new ApiError('Chat not found.', 404))).toEqual({ kind: 'failed', message: 'Chat not found.' });
    expect(chatFailureFrom(new TypeError('x'))).toEqual({ kind: 'failed', message: null });
  });
});

describe('the chat machine with its calls', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    localStorage.clear();
  });

  it('a first message creates the chat and sends it with the player’s own id in place of sender 6 (asked once)', async () => {
    api.fetchOwnId.mockResolvedValue(40);
    api.createChat.mockResolvedValue(12);
    api.sendMessage.mockImplementation(async (_client, message) => ({ senderId: 6, content: message.content }));
    const actor = createActor(chatMachineFor('R-1'), { input: { screen: 'conversation', chatId: null } }).start();
    actor.send({ type: 'chat.draftChanged', value: 'Hello' });
    actor.send({ type: 'chat.messageSent' });
    await waitFor(actor, (snapshot) => snapshot.context.messages.length === 1);
    actor.send({ type: 'chat.draftChanged', value: 'Again' });
    actor.send({ type: 'chat.messageSent' });
    await waitFor(actor, (snapshot) => snapshot.context.messages.length === 2);
    expect(api.fetchOwnId).toHaveBeenCalledTimes(1);
    expect(api.fetchOwnId.mock.calls[0]?.slice(0, 2)).toEqual([client, 'R-1']);
    expect(api.createChat.mock.calls[0]?.slice(0, 2)).toEqual([client, { userOneId: 40, userTwoId: 7 }]);
    expect(api.sendMessage.mock.calls.map((call) => call[1])).toEqual([
      { chatId: 12, senderId: 40, content: 'Hello' },
      { chatId: 12, senderId: 40, content: 'Again' },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ chatId: 12, draft: '', messages: [{ senderId: 6, content: 'Hello' }, { senderId: 6, content: 'Again' }] });
  });

  it('loads the chats and a conversation’s messages', async () => {
    api.fetchChats.mockResolvedValue([{ id: 12, otherUsername: 'support', lastMessage: 'Hi' }]);
    api.fetchMessages.mockResolvedValue([{ senderId: 7, content: 'Hi' }]);
    const list = createActor(chatMachineFor('R-1'), { input: { screen: 'list', chatId: null } }).start();
    await waitFor(list, (snapshot) => snapshot.matches({ support: 'showingChats' }));
    expect(list.getSnapshot().context.chats).toEqual([{ id: 12, otherUsername: 'support', lastMessage: 'Hi' }]);
    const conversation = createActor(chatMachineFor('R-1'), { input: { screen: 'conversation', chatId: 12 } }).start();
    await waitFor(conversation, (snapshot) => snapshot.matches({ support: { conversation: 'chatting' } }));
    expect(api.fetchMessages.mock.calls[0]?.slice(0, 2)).toEqual([client, 12]);
    expect(conversation.getSnapshot().context.messages).toEqual([{ senderId: 7, content: 'Hi' }]);
  });

  it('a failed call is logged and leaves the message not sent, and a failed id lookup is asked again next time', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.fetchOwnId.mockRejectedValueOnce(new ApiError('Unauthenticated.', 401)).mockResolvedValue(40);
    api.createChat.mockResolvedValue(12);
    api.sendMessage.mockResolvedValue({ senderId: 6, content: 'Hello' });
    const actor = createActor(chatMachineFor('R-1'), { input: { screen: 'conversation', chatId: null } }).start();
    actor.send({ type: 'chat.draftChanged', value: 'Hello' });
    actor.send({ type: 'chat.messageSent' });
    await waitFor(actor, () => logged.mock.calls.length === 1);
    expect(logged).toHaveBeenCalledWith('Chat: Unauthenticated.');
    expect(actor.getSnapshot().context.draft).toBe('Hello');
    await waitFor(actor, (snapshot) => snapshot.matches({ support: { conversation: 'messageNotSent' } }));
    actor.send({ type: 'chat.messageSent' });
    await waitFor(actor, (snapshot) => snapshot.context.messages.length === 1);
    expect(api.fetchOwnId).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('the chat home asks the promotions call for every category and shows the newest; a failure is only logged', async () => {
    const summary = (id: number, startDate: string) => ({ id, name: `Promotion ${id}`, description: 'Text', thumbnail: '', startDate, endDate: null, tag: '', categories: [] });
    promotionsApi.fetchPromotions.mockResolvedValue([summary(1, '2025-01-01'), summary(2, '2025-02-01')]);
    const home = createActor(chatMachineFor('R-1'), { input: { screen: 'home', chatId: null } }).start();
    await waitFor(home, (snapshot) => snapshot.matches({ promotion: 'showingPromotion' }));
    expect(promotionsApi.fetchPromotions.mock.calls[0]?.slice(0, 2)).toEqual([client, null]);
    expect(home.getSnapshot().context.promotion).toEqual({ id: 2, title: 'Promotion 2', preview: 'Text' });

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    promotionsApi.fetchPromotions.mockRejectedValue(new ApiError('Server Error', 500));
    const failed = createActor(chatMachineFor('R-1'), { input: { screen: 'home', chatId: null } }).start();
    await waitFor(failed, (snapshot) => snapshot.matches({ promotion: 'withoutPromotion' }));
    expect(logged).toHaveBeenCalledWith('Chat home promotion: Server Error');
    expect(failed.getSnapshot().matches({ support: { conversation: 'chatting' } })).toBe(true);
    logged.mockRestore();
  });
});
