import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import {
  CHAT_PROMOTION_WORDS,
  chatMachine,
  chatPromotionOf,
  chatPromotionPreview,
  isBlank,
  newestPromotion,
  toChatFailure,
  type ChatInput,
  type ChatMessage,
  type ChatSummary,
  type NewChatRequest,
  type OutgoingMessage,
} from './chat';
import { NotProvidedError } from './lib/unprovided';
import type { PromotionSummary } from './promotions';

type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

/** The state of the chat itself (the support region), whatever the promotion card does. */
const supportOf = (actor: AnyActorRef) => (actor.getSnapshot() as { value: { support: unknown } }).value.support;
const promotionOf = (actor: AnyActorRef) => (actor.getSnapshot() as { value: { promotion: unknown } }).value.promotion;

const promotion = (id: number, startDate: string | null, description = 'A bonus for everyone.'): PromotionSummary => ({
  id,
  name: `Promotion ${id}`,
  description,
  thumbnail: '',
  startDate,
  endDate: null,
  tag: '',
  categories: [],
});
const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index + 1}`).join(' ');

function start(input: ChatInput) {
  const chatLists: Pending<void, ChatSummary[]>[] = [];
  const messageLoads: Pending<{ chatId: number }, ChatMessage[]>[] = [];
  const creations: Pending<NewChatRequest, number>[] = [];
  const sends: Pending<OutgoingMessage, ChatMessage>[] = [];
  const promotionLoads: Pending<void, PromotionSummary[]>[] = [];
  const reported: unknown[] = [];
  const promotionFailures: unknown[] = [];
  const created: number[] = [];
  const pending = <I, O>(list: Pending<I, O>[]) => ({ input: value }: { input: I }) => new Promise<O>((resolve, reject) => list.push({ input: value, resolve, reject }));
  const machine = chatMachine.provide({
    actors: {
      fetchChats: fromPromise(pending(chatLists)),
      fetchMessages: fromPromise(pending(messageLoads)),
      createChat: fromPromise(pending(creations)),
      sendMessage: fromPromise(pending(sends)),
      loadPromotion: fromPromise(pending(promotionLoads)),
    },
    actions: {
      reportChatFailure: (_, failure) => void reported.push(failure),
      reportChatCreated: (_, chatId) => void created.push(chatId),
      reportPromotionFailure: (_, failure) => void promotionFailures.push(failure),
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, chatLists, messageLoads, creations, sends, promotionLoads, reported, promotionFailures, created, settle };
}

describe('chat machine (spec 2 §2 Support chat, §4, §5, §7)', () => {
  it('lists the chats, then opening one loads its messages', async () => {
    const { actor, chatLists, messageLoads, settle } = start({ screen: 'list', chatId: null });
    expect(supportOf(actor)).toBe('loadingChats');
    chatLists[0]?.resolve([{ id: 12, otherUsername: 'support', lastMessage: 'Hi' }]);
    await settle();
    expect(supportOf(actor)).toBe('showingChats');
    actor.send({ type: 'chat.conversationOpened', chatId: 12 });
    expect(supportOf(actor)).toEqual({ conversation: 'loadingMessages' });
    expect(messageLoads[0]?.input).toEqual({ chatId: 12 });
    messageLoads[0]?.resolve([{ senderId: 7, content: 'How can we help?' }]);
    await settle();
    expect(supportOf(actor)).toEqual({ conversation: 'chatting' });
    expect(actor.getSnapshot().context.messages).toHaveLength(1);
  });

  it('does not send an empty or blank message', async () => {
    const { actor, messageLoads, sends, creations, settle } = start({ screen: 'conversation', chatId: 12 });
    messageLoads[0]?.resolve([]);
    await settle();
    actor.send({ type: 'chat.messageSent' });
    actor.send({ type: 'chat.draftChanged', value: ' \n\t ' });
    actor.send({ type: 'chat.messageSent' });
    expect(supportOf(actor)).toEqual({ conversation: 'chatting' });
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
    expect(supportOf(actor)).toEqual({ conversation: 'chatting' });
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

  it('keeps the message in the box and says it was not sent when creating the chat or sending fails; Send tries again', async () => {
    const { actor, creations, sends, reported, created, settle } = start({ screen: 'conversation', chatId: null });
    actor.send({ type: 'chat.draftChanged', value: 'Hello' });
    actor.send({ type: 'chat.messageSent' });
    creations[0]?.reject({ kind: 'failed', message: 'Internal server error' });
    await settle();
    expect(supportOf(actor)).toEqual({ conversation: 'messageNotSent' });
    expect(actor.getSnapshot().context).toMatchObject({ chatId: null, draft: 'Hello' });
    expect(created).toEqual([]);
    // Still no chat: sending again creates it first.
    actor.send({ type: 'chat.messageSent' });
    expect(supportOf(actor)).toEqual({ conversation: 'creatingChat' });
    creations[1]?.resolve(31);
    await settle();
    sends[0]?.reject(new Error('offline'));
    await settle();
    expect(supportOf(actor)).toEqual({ conversation: 'messageNotSent' });
    expect(actor.getSnapshot().context).toMatchObject({ chatId: 31, draft: 'Hello', messages: [] });
    expect(created).toEqual([]);
    expect(reported).toEqual([{ kind: 'failed', message: 'Internal server error' }, { kind: 'failed', message: 'offline' }]);
    // The chat exists: sending again goes straight to it, and once its first message is in, it is reported.
    actor.send({ type: 'chat.messageSent' });
    expect(creations).toHaveLength(2);
    expect(sends[1]?.input).toEqual({ chatId: 31, senderId: 6, content: 'Hello' });
    sends[1]?.resolve({ senderId: 6, content: 'Hello' });
    await settle();
    expect(supportOf(actor)).toEqual({ conversation: 'chatting' });
    expect(actor.getSnapshot().context).toMatchObject({ messages: [{ senderId: 6, content: 'Hello' }], createdHere: false, draft: '' });
    expect(created).toEqual([31]);
  });

  it('after a failed send the text can be changed, is not sent when blank, and the changed text is what goes', async () => {
    const { actor, messageLoads, sends, creations, settle } = start({ screen: 'conversation', chatId: 12 });
    messageLoads[0]?.resolve([]);
    await settle();
    actor.send({ type: 'chat.draftChanged', value: 'Helo' });
    actor.send({ type: 'chat.messageSent' });
    sends[0]?.reject({ kind: 'failed', message: null });
    await settle();
    expect(supportOf(actor)).toEqual({ conversation: 'messageNotSent' });
    actor.send({ type: 'chat.draftChanged', value: '  ' });
    actor.send({ type: 'chat.messageSent' });
    expect(supportOf(actor)).toEqual({ conversation: 'messageNotSent' });
    expect(sends).toHaveLength(1);
    actor.send({ type: 'chat.draftChanged', value: 'Hello' });
    expect(supportOf(actor)).toEqual({ conversation: 'messageNotSent' });
    actor.send({ type: 'chat.messageSent' });
    expect(supportOf(actor)).toEqual({ conversation: 'sendingMessage' });
    expect(creations).toHaveLength(0);
    expect(sends[1]?.input).toEqual({ chatId: 12, senderId: 6, content: 'Hello' });
    sends[1]?.resolve({ senderId: 6, content: 'Hello' });
    await settle();
    expect(supportOf(actor)).toEqual({ conversation: 'chatting' });
    expect(actor.getSnapshot().context).toMatchObject({ draft: '', messages: [{ senderId: 6, content: 'Hello' }] });
  });

  it('says when the messages could not be loaded (not a false empty conversation); Try again loads them', async () => {
    const { actor, messageLoads, sends, reported, settle } = start({ screen: 'conversation', chatId: 12 });
    messageLoads[0]?.reject({ kind: 'failed', message: 'Server Error' });
    await settle();
    expect(supportOf(actor)).toEqual({ conversation: 'messagesUnavailable' });
    expect(reported).toEqual([{ kind: 'failed', message: 'Server Error' }]);
    // Nothing is typed or sent into a conversation whose history is not in.
    expect(actor.getSnapshot().can({ type: 'chat.messageSent' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'chat.draftChanged', value: 'Hi' })).toBe(false);
    actor.send({ type: 'chat.retryRequested' });
    expect(supportOf(actor)).toEqual({ conversation: 'loadingMessages' });
    expect(messageLoads[1]?.input).toEqual({ chatId: 12 });
    messageLoads[1]?.resolve([{ senderId: 7, content: 'How can we help?' }]);
    await settle();
    expect(supportOf(actor)).toEqual({ conversation: 'chatting' });
    expect(actor.getSnapshot().context.messages).toEqual([{ senderId: 7, content: 'How can we help?' }]);
    expect(sends).toHaveLength(0);
  });

  it('goes back to a freshly loaded chat list', async () => {
    const { actor, chatLists, messageLoads, settle } = start({ screen: 'conversation', chatId: 12 });
    messageLoads[0]?.reject({ kind: 'failed', message: null });
    await settle();
    expect(supportOf(actor)).toEqual({ conversation: 'messagesUnavailable' });
    actor.send({ type: 'chat.listOpened' });
    expect(supportOf(actor)).toBe('loadingChats');
    chatLists[0]?.reject({ kind: 'failed', message: null });
    await settle();
    // A failed list is said, not shown as empty; Try again asks again.
    expect(supportOf(actor)).toBe('chatsUnavailable');
    actor.send({ type: 'chat.retryRequested' });
    expect(chatLists).toHaveLength(2);
    chatLists[1]?.resolve([]);
    await settle();
    expect(supportOf(actor)).toBe('showingChats');
    actor.send({ type: 'chat.newConversationStarted' });
    expect(actor.getSnapshot().context).toMatchObject({ chatId: null, messages: [], draft: '' });
  });

  it('the chat home shows the newest current promotion while the chat with support works', async () => {
    const { actor, promotionLoads, creations, messageLoads, settle } = start({ screen: 'home', chatId: null });
    expect(supportOf(actor)).toEqual({ conversation: 'chatting' });
    expect(promotionOf(actor)).toBe('loadingPromotion');
    expect(promotionLoads).toHaveLength(1);
    expect(messageLoads).toHaveLength(0);
    // The chat does not wait for the promotion.
    actor.send({ type: 'chat.draftChanged', value: 'Hello' });
    actor.send({ type: 'chat.messageSent' });
    expect(creations[0]?.input).toEqual({ userOneId: 6, userTwoId: 7 });
    promotionLoads[0]?.resolve([promotion(1, '2025-05-01'), promotion(3, '2025-05-20', words(101)), promotion(2, '2025-05-10')]);
    await settle();
    expect(promotionOf(actor)).toBe('showingPromotion');
    expect(actor.getSnapshot().context.promotion).toEqual({ id: 3, title: 'Promotion 3', preview: `${words(100)}…` });
    expect(supportOf(actor)).toEqual({ conversation: 'creatingChat' });
  });

  it('the chat home shows no card when there is no current promotion', async () => {
    const { actor, promotionLoads, promotionFailures, settle } = start({ screen: 'home', chatId: null });
    promotionLoads[0]?.resolve([]);
    await settle();
    expect(promotionOf(actor)).toBe('withoutPromotion');
    expect(actor.getSnapshot().context.promotion).toBeNull();
    expect(promotionFailures).toEqual([]);
  });

  it('a failed promotions call is only logged: no card, and the chat goes on', async () => {
    const { actor, promotionLoads, promotionFailures, reported, creations, settle } = start({ screen: 'home', chatId: null });
    promotionLoads[0]?.reject(new Error('offline'));
    await settle();
    expect(promotionOf(actor)).toBe('withoutPromotion');
    expect(actor.getSnapshot().context.promotion).toBeNull();
    expect(promotionFailures).toEqual([{ kind: 'failed', message: 'offline' }]);
    expect(reported).toEqual([]);
    actor.send({ type: 'chat.draftChanged', value: 'Hello' });
    actor.send({ type: 'chat.messageSent' });
    expect(supportOf(actor)).toEqual({ conversation: 'creatingChat' });
    expect(creations).toHaveLength(1);
  });

  it('only the chat home asks for a promotion', () => {
    for (const input of [
      { screen: 'list', chatId: null },
      { screen: 'conversation', chatId: 12 },
      { screen: 'conversation', chatId: null },
    ] as const) {
      const { actor, promotionLoads } = start(input);
      expect(promotionOf(actor)).toBe('withoutPromotion');
      expect(promotionLoads).toHaveLength(0);
      actor.stop();
    }
  });

  it('cuts a promotion description to its first 100 words (spec 2 §9), with an ellipsis only when cut', () => {
    expect(CHAT_PROMOTION_WORDS).toBe(100);
    expect(chatPromotionPreview(words(100))).toBe(words(100));
    expect(chatPromotionPreview(words(101))).toBe(`${words(100)}…`);
    expect(chatPromotionPreview(`  ${words(3).replaceAll(' ', ' \n\t ')}  `)).toBe(words(3));
    expect(chatPromotionPreview('')).toBe('');
  });

  it('picks the newest promotion: the latest start date, then the higher id; no start date is the oldest', () => {
    expect(newestPromotion([])).toBeNull();
    expect(newestPromotion([promotion(5, null), promotion(1, '2025-01-01')])?.id).toBe(1);
    expect(newestPromotion([promotion(4, '2025-03-01'), promotion(9, '2025-02-01'), promotion(2, '2025-03-01')])?.id).toBe(4);
    expect(newestPromotion([promotion(7, null), promotion(8, null)])?.id).toBe(8);
    expect(chatPromotionOf([])).toBeNull();
    expect(chatPromotionOf([promotion(1, null, 'Short text')])).toEqual({ id: 1, title: 'Promotion 1', preview: 'Short text' });
  });

  it('carries the promotion’s Bangla title and cut description when it has them (issue 22)', () => {
    const bangla = { ...promotion(1, null, 'Short text'), nameBn: 'প্রোমোশন ১', descriptionBn: Array.from({ length: 120 }, () => 'শব্দ').join(' ') };
    const card = chatPromotionOf([bangla]);
    expect(card).toMatchObject({ title: 'Promotion 1', preview: 'Short text', titleBn: 'প্রোমোশন ১' });
    expect(card?.previewBn).toBe(chatPromotionPreview(bangla.descriptionBn));
    expect(Object.keys(chatPromotionOf([promotion(1, null, 'Short text')]) ?? {})).not.toContain('titleBn');
  });

  it('reads blank texts and failures', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \u00a0\n')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
    expect(toChatFailure({ message: '' })).toEqual({ kind: 'failed', message: null });
    expect(() => toChatFailure(new NotProvidedError('chat', 'actor', 'sendMessage'))).toThrow(NotProvidedError);
  });
});
