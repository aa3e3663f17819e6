import { createActor, fromPromise } from 'xstate';
import { chatMachine, isBlank, toChatFailure, type ChatInput, type ChatMessage, type ChatSummary, type NewChatRequest, type OutgoingMessage } from './chat';
import { NotProvidedError } from './lib/unprovided';

type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

function start(input: ChatInput) {
  const chatLists: Pending<void, ChatSummary[]>[] = [];
  const messageLoads: Pending<{ chatId: number }, ChatMessage[]>[] = [];
  const creations: Pending<NewChatRequest, number>[] = [];
  const sends: Pending<OutgoingMessage, ChatMessage>[] = [];
  const reported: unknown[] = [];
  const created: number[] = [];
  const pending = <I, O>(list: Pending<I, O>[]) => ({ input: value }: { input: I }) => new Promise<O>((resolve, reject) => list.push({ input: value, resolve, reject }));
  const machine = chatMachine.provide({
    actors: {
      fetchChats: fromPromise(pending(chatLists)),
      fetchMessages: fromPromise(pending(messageLoads)),
      createChat: fromPromise(pending(creations)),
      sendMessage: fromPromise(pending(sends)),
    },
    actions: { reportChatFailure: (_, failure) => void reported.push(failure), reportChatCreated: (_, chatId) => void created.push(chatId) },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, chatLists, messageLoads, creations, sends, reported, created, settle };
}

describe('chat machine (spec 2 §2 Support chat, §4, §5, §7)', () => {
  it('lists the chats, then opening one loads its messages', async () => {
    const { actor, chatLists, messageLoads, settle } = start({ screen: 'list', chatId: null });
    expect(actor.getSnapshot().value).toBe('loadingChats');
    chatLists[0]?.resolve([{ id: 12, otherUsername: 'support', lastMessage: 'Hi' }]);
    await settle();
    expect(actor.getSnapshot().value).toBe('showingChats');
    actor.send({ type: 'chat.conversationOpened', chatId: 12 });
    expect(actor.getSnapshot().value).toEqual({ conversation: 'loadingMessages' });
    expect(messageLoads[0]?.input).toEqual({ chatId: 12 });
    messageLoads[0]?.resolve([{ senderId: 7, content: 'How can we help?' }]);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ conversation: 'chatting' });
    expect(actor.getSnapshot().context.messages).toHaveLength(1);
  });

  it('does not send an empty or blank message', async () => {
    const { actor, messageLoads, sends, creations, settle } = start({ screen: 'conversation', chatId: 12 });
    messageLoads[0]?.resolve([]);
    await settle();
    actor.send({ type: 'chat.messageSent' });
    actor.send({ type: 'chat.draftChanged', value: ' \n\t ' });
    actor.send({ type: 'chat.messageSent' });
    expect(actor.getSnapshot().value).toEqual({ conversation: 'chatting' });
    expect(sends).toHaveLength(0);
    expect(creations).toHaveLength(0);
  });

  it('sends to the open chat as sender 6, adding the message and emptying the box', async () => {
    const { actor, messageLoads, sends, settle } = start({ screen: 'conversation', chatId: 12 });
    messageLoads[0]?.resolve([]);
    await settle();
    actor.send({ type: 'chat.draftChanged', value: 'Hello' });
    actor.send({ type: 'chat.messageSent' });
    actor.send({ type: 'chat.messageSent' });
    expect(sends).toHaveLength(1);
    expect(sends[0]?.input).toEqual({ chatId: 12, senderId: 6, content: 'Hello' });
    sends[0]?.resolve({ senderId: 6, content: 'Hello' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ draft: '', messages: [{ senderId: 6, content: 'Hello' }] });
  });

  it('creates the chat with support (user 7) first when there is none, then sends to it, then reports the new chat once', async () => {
    const { actor, creations, sends, messageLoads, created, settle } = start({ screen: 'conversation', chatId: null });
    expect(actor.getSnapshot().value).toEqual({ conversation: 'chatting' });
    expect(messageLoads).toHaveLength(0);
    actor.send({ type: 'chat.draftChanged', value: 'Is my withdrawal on its way?' });
    actor.send({ type: 'chat.messageSent' });
    expect(creations[0]?.input).toEqual({ userOneId: 6, userTwoId: 7 });
    creations[0]?.resolve(31);
    await settle();
    expect(sends[0]?.input).toEqual({ chatId: 31, senderId: 6, content: 'Is my withdrawal on its way?' });
    expect(created).toEqual([]);
    sends[0]?.resolve({ senderId: 6, content: 'Is my withdrawal on its way?' });
    await settle();
    expect(created).toEqual([31]);
    // The next message goes to the chat just created, and is not a new chat.
    actor.send({ type: 'chat.draftChanged', value: 'Thanks' });
    actor.send({ type: 'chat.messageSent' });
    expect(creations).toHaveLength(1);
    expect(sends[1]?.input.chatId).toBe(31);
    sends[1]?.resolve({ senderId: 6, content: 'Thanks' });
    await settle();
    expect(created).toEqual([31]);
  });

  it('keeps the message in the box when creating the chat or sending fails (only logged)', async () => {
    const { actor, creations, sends, reported, settle } = start({ screen: 'conversation', chatId: null });
    actor.send({ type: 'chat.draftChanged', value: 'Hello' });
    actor.send({ type: 'chat.messageSent' });
    creations[0]?.reject({ kind: 'failed', message: 'Server error' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ chatId: null, draft: 'Hello' });
    actor.send({ type: 'chat.messageSent' });
    creations[1]?.resolve(31);
    await settle();
    sends[0]?.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ conversation: 'chatting' });
    expect(actor.getSnapshot().context).toMatchObject({ chatId: 31, draft: 'Hello', messages: [] });
    expect(reported).toEqual([{ kind: 'failed', message: 'Server error' }, { kind: 'failed', message: 'offline' }]);
    // The chat exists; once its first message is in, it is reported.
    actor.send({ type: 'chat.messageSent' });
    sends[1]?.resolve({ senderId: 6, content: 'Hello' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ messages: [{ senderId: 6, content: 'Hello' }], createdHere: false });
  });

  it('goes back to a freshly loaded chat list', async () => {
    const { actor, chatLists, messageLoads, settle } = start({ screen: 'conversation', chatId: 12 });
    messageLoads[0]?.reject({ kind: 'failed', message: null });
    await settle();
    actor.send({ type: 'chat.listOpened' });
    expect(actor.getSnapshot().value).toBe('loadingChats');
    chatLists[0]?.reject({ kind: 'failed', message: null });
    await settle();
    // A failed list is said, not shown as empty; Try again asks again.
    expect(actor.getSnapshot().value).toBe('chatsUnavailable');
    actor.send({ type: 'chat.retryRequested' });
    expect(chatLists).toHaveLength(2);
    chatLists[1]?.resolve([]);
    await settle();
    expect(actor.getSnapshot().value).toBe('showingChats');
    actor.send({ type: 'chat.newConversationStarted' });
    expect(actor.getSnapshot().context).toMatchObject({ chatId: null, messages: [], draft: '' });
  });

  it('reads blank texts and failures', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \u00a0\n')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
    expect(toChatFailure({ message: '' })).toEqual({ kind: 'failed', message: null });
    expect(() => toChatFailure(new NotProvidedError('chat', 'actor', 'sendMessage'))).toThrow(NotProvidedError);
  });
});
