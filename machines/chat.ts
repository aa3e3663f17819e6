import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readFailed } from './lib/failures';
import type { PromotionSummary } from './promotions';

/** Spec 2 §9: the support user the player chats with, and the sender id the player's messages carry. */
export const CHAT_SUPPORT_USER_ID = 7;
export const CHAT_SENDER_ID = 6;

/** Spec 2 §9: the chat home shows the first 100 words of the promotion's description. */
export const CHAT_PROMOTION_WORDS = 100;

/** The promotion card of the chat home: the newest current promotion, its title and its description's first 100 words. */
export type ChatPromotion = { id: number; title: string; preview: string; titleBn?: string; previewBn?: string };

/** One chat of /chat-list (spec 2 §3, Chat: chat_id or id, other_user.username, last_message). */
export type ChatSummary = { id: number; otherUsername: string; lastMessage: string | null };

/** One message of a conversation (spec 2 §3, Message). */
export type ChatMessage = { senderId: number; content: string };

/** POST /api/chats: user_one_id (the player's sender id), user_two_id (support). */
export type NewChatRequest = { userOneId: number; userTwoId: number };

/** POST /api/messages: chat_id, sender_id, content. */
export type OutgoingMessage = { chatId: number; senderId: number; content: string };

export type ChatInput = {
  /**
   * /chat-list shows the chats; /chat-box/{chatId} opens a conversation; /chat, the chat home, opens a
   * conversation with no chat yet and shows the newest promotion.
   */
  screen: 'list' | 'conversation' | 'home';
  /** The chat of /chat-box/{chatId}; null for a conversation with no chat yet (always on the home). */
  chatId: number | null;
};

export type ChatContext = {
  /** The screen the page was opened on: decides the first state only. */
  openedOn: ChatInput['screen'];
  chats: readonly ChatSummary[];
  /** The open conversation's chat; null until the first message creates one. */
  chatId: number | null;
  messages: readonly ChatMessage[];
  draft: string;
  /** The chat was created by this conversation's first message: once it is sent, the chat's own address (/chat-box/{chatId}) can replace /chat. */
  createdHere: boolean;
  /** The chat home's promotion card; null while loading, when there is none, when the call failed, and off the home. */
  promotion: ChatPromotion | null;
};

export type ChatEvent =
  | { type: 'chat.conversationOpened'; chatId: number }
  /** Chatting with support before any chat exists: the first message creates it. */
  | { type: 'chat.newConversationStarted' }
  | { type: 'chat.listOpened' }
  /** Try again after the chat list or the conversation's messages could not be loaded. */
  | { type: 'chat.retryRequested' }
  | { type: 'chat.draftChanged'; value: string }
  | { type: 'chat.messageSent' };

export type ChatFailure = { kind: 'failed'; message: string | null };

const machineId = 'chat';

/** Chat failures are logged and said on the page (the spec names no message); a missing actor stops the machine loudly. */
export const toChatFailure = (error: unknown): ChatFailure => readFailed(error);

/**
 * The chat home's cut of a promotion description: its first 100 words (spec 2 §9), with an ellipsis when
 * there is more. Words are what whitespace separates; runs of whitespace become one space.
 */
export function chatPromotionPreview(description: string): string {
  const words = description.trim().split(/\s+/).filter((word) => word !== '');
  return words.length > CHAT_PROMOTION_WORDS ? `${words.slice(0, CHAT_PROMOTION_WORDS).join(' ')}…` : words.join(' ');
}

/**
 * The newest of the current promotions (the server lists only those running today): the latest start date,
 * a promotion with no start date counting as the oldest; on the same date the higher id, the one added last.
 */
export function newestPromotion(promotions: readonly PromotionSummary[]): PromotionSummary | null {
  let newest: PromotionSummary | null = null;
  for (const promotion of promotions) {
    if (newest === null) {
      newest = promotion;
      continue;
    }
    const byDate = (promotion.startDate ?? '').localeCompare(newest.startDate ?? '');
    if (byDate > 0 || (byDate === 0 && promotion.id > newest.id)) newest = promotion;
  }
  return newest;
}

/** The card of the chat home for a promotion list: the newest promotion, its title and its cut description; null for none. */
export function chatPromotionOf(promotions: readonly PromotionSummary[]): ChatPromotion | null {
  const newest = newestPromotion(promotions);
  if (newest === null) return null;
  // The Bangla title and cut description beside the English ones, when the promotion has them (issue 22).
  const bangla = {
    ...(newest.nameBn ? { titleBn: newest.nameBn } : {}),
    ...(newest.descriptionBn ? { previewBn: chatPromotionPreview(newest.descriptionBn) } : {}),
  };
  return { id: newest.id, title: newest.name, preview: chatPromotionPreview(newest.description), ...bangla };
}

/** Spec 2 §5: an empty or blank (whitespace-only) message is not sent. */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}

export const chatMachine = setup({
  types: {
    input: {} as ChatInput,
    context: {} as ChatContext,
    events: {} as ChatEvent,
  },
  actors: {
    /** GET /api/get-chats (bearer): chats. */
    fetchChats: unprovidedActor<ChatSummary[], void>(machineId, 'fetchChats'),
    /** GET /api/chats/{chatId}/messages: messages. */
    fetchMessages: unprovidedActor<ChatMessage[], { chatId: number }>(machineId, 'fetchMessages'),
    /** POST /api/chats: resolves to chat.id. */
    createChat: unprovidedActor<number, NewChatRequest>(machineId, 'createChat'),
    /** POST /api/messages: resolves to the stored message (data). */
    sendMessage: unprovidedActor<ChatMessage, OutgoingMessage>(machineId, 'sendMessage'),
    /** GET /api/promotion (the /promotions call, every category): the current promotions. */
    loadPromotion: unprovidedActor<PromotionSummary[], void>(machineId, 'loadPromotion'),
  },
  actions: {
    /** Chat failures go to the console too; the page says them through the machine's states. */
    reportChatFailure: unprovidedAction(machineId, 'reportChatFailure') as (args: unknown, failure: ChatFailure) => void,
    /** The first message of a new chat is in: the page can move to the chat's address, so a reload keeps the conversation. */
    reportChatCreated: unprovidedAction(machineId, 'reportChatCreated') as (args: unknown, chatId: number) => void,
    /** The chat home's promotion could not be loaded: only logged, the chat goes on without the card. */
    reportPromotionFailure: unprovidedAction(machineId, 'reportPromotionFailure') as (args: unknown, failure: ChatFailure) => void,
    appendSentMessage: assign(({ context }, message: ChatMessage) => ({ messages: [...context.messages, message], draft: '' })),
  },
  guards: {
    opensConversationOfChat: ({ context }) => context.openedOn === 'conversation' && context.chatId !== null,
    opensNewConversation: ({ context }) => context.openedOn !== 'list',
    isChatHome: ({ context }) => context.openedOn === 'home',
    hasPromotion: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length > 0,
    isBlankMessage: ({ context }) => isBlank(context.draft),
    hasChat: ({ context }) => context.chatId !== null,
    wasChatCreatedHere: ({ context }) => context.createdHere,
  },
}).createMachine({
  id: machineId,
  description:
    'Support chat (spec 2 §2 Support chat, §4 Chat, §9): the chat list, a conversation with its messages, and sending, creating the chat first if needed; the chat home also shows the newest promotion.',
  context: ({ input }) => ({
    openedOn: input.screen,
    chats: [],
    chatId: input.screen === 'conversation' ? input.chatId : null,
    messages: [],
    draft: '',
    createdHere: false,
    promotion: null,
  }),
  type: 'parallel',
  states: {
    promotion: {
      description: 'The chat home’s promotion card (spec 2 §9): the newest current promotion, its title and the first 100 words of its description, with a link to /promotions.',
      initial: 'decidingPromotion',
      states: {
        decidingPromotion: {
          description: 'Only the chat home (/chat) shows a promotion.',
          always: [{ guard: 'isChatHome', target: 'loadingPromotion' }, { target: 'withoutPromotion' }],
        },
        loadingPromotion: {
          description: 'Asking the promotions call (the one /promotions uses) for the current promotions; the chat works meanwhile.',
          invoke: {
            id: 'loadPromotion',
            src: 'loadPromotion',
            onDone: [
              {
                guard: 'hasPromotion',
                target: 'showingPromotion',
                description: 'The newest promotion becomes the card.',
                actions: assign(({ event }) => ({ promotion: chatPromotionOf(event.output) })),
              },
              { target: 'withoutPromotion', description: 'No current promotion: no card.' },
            ],
            onError: {
              target: 'withoutPromotion',
              description: 'Only logged: no card, and the chat goes on.',
              actions: { type: 'reportPromotionFailure', params: ({ event }) => toChatFailure(event.error) },
            },
          },
        },
        showingPromotion: {
          description: 'The card: the promotion’s title, its description cut to 100 words, and a link to /promotions.',
        },
        withoutPromotion: {
          description: 'No card: not the chat home, no current promotion, or the promotions call failed.',
        },
      },
    },
    support: {
      description: 'The chat with support: the chat list, or one conversation with its messages and the message box.',
      initial: 'openingChat',
      states: {
        openingChat: {
          description: 'Which screen was opened: the chat list, a conversation of a chat, or a conversation with no chat yet.',
          always: [
            { guard: 'opensConversationOfChat', target: 'conversation.loadingMessages' },
            { guard: 'opensNewConversation', target: 'conversation.chatting' },
            { target: 'loadingChats' },
          ],
        },
        loadingChats: {
          description: 'Asking get-chats for the player’s chats.',
          invoke: {
            id: 'fetchChats',
            src: 'fetchChats',
            onDone: { target: 'showingChats', actions: assign(({ event }) => ({ chats: event.output })) },
            onError: {
              target: 'chatsUnavailable',
              description: 'Logged, and said in place of the list (not a false No Data).',
              actions: [assign({ chats: [] }), { type: 'reportChatFailure', params: ({ event }) => toChatFailure(event.error) }],
            },
          },
        },
        chatsUnavailable: {
          description: 'The chat list could not be loaded: the error and Try again.',
          on: { 'chat.retryRequested': { target: 'loadingChats', description: 'The list, asked again.' } },
        },
        showingChats: {
          description: 'The chats with the other user’s name and the last message; one opens its conversation.',
          on: {
            'chat.conversationOpened': {
              target: 'conversation.loadingMessages',
              actions: assign(({ event }) => ({ chatId: event.chatId, messages: [], draft: '', createdHere: false })),
            },
            'chat.newConversationStarted': {
              target: 'conversation.chatting',
              actions: assign({ chatId: null, messages: [], draft: '', createdHere: false }),
            },
          },
        },
        conversation: {
          description: 'One conversation (/chat-box/{chatId}): its messages and the message box.',
          on: {
            'chat.listOpened': { target: 'loadingChats', description: 'Back to the chat list, loaded afresh.' },
          },
          initial: 'chatting',
          states: {
            loadingMessages: {
              description: 'Loading the conversation’s messages.',
              invoke: {
                id: 'fetchMessages',
                src: 'fetchMessages',
                input: ({ context }) => {
                  if (context.chatId === null) throw new Error('chat: loading messages without a chat');
                  return { chatId: context.chatId };
                },
                onDone: { target: 'chatting', actions: assign(({ event }) => ({ messages: event.output })) },
                onError: {
                  target: 'messagesUnavailable',
                  description: 'Logged, and said in place of the messages (not a false "No messages yet").',
                  actions: [assign({ messages: [] }), { type: 'reportChatFailure', params: ({ event }) => toChatFailure(event.error) }],
                },
              },
            },
            messagesUnavailable: {
              description: 'The conversation’s messages could not be loaded: the error and Try again in place of the messages; nothing can be sent until they are in.',
              on: { 'chat.retryRequested': { target: 'loadingMessages', description: 'The messages, asked again.' } },
            },
            chatting: {
              description: 'The messages and the message box; Send sends what is typed.',
              on: {
                'chat.draftChanged': { actions: assign(({ event }) => ({ draft: event.value })) },
                'chat.messageSent': [
                  { guard: 'isBlankMessage', description: 'An empty or blank message is not sent.' },
                  { guard: 'hasChat', target: 'sendingMessage' },
                  { target: 'creatingChat', description: 'No chat yet: create it with support first.' },
                ],
              },
            },
            messageNotSent: {
              description: 'Creating the chat or sending failed: the message stays in the box, the page says it was not sent, and Send (or Send again) tries once more.',
              on: {
                'chat.draftChanged': { actions: assign(({ event }) => ({ draft: event.value })), description: 'The text can be changed before sending again; the note stays until then.' },
                'chat.messageSent': [
                  { guard: 'isBlankMessage', description: 'An empty or blank message is still not sent.' },
                  { guard: 'hasChat', target: 'sendingMessage', description: 'Sent again to the chat (created already, or the open one).' },
                  { target: 'creatingChat', description: 'Still no chat: create it with support first, then send.' },
                ],
              },
            },
            creatingChat: {
              description: 'Creating the chat between the player (sender 6) and support (user 7).',
              invoke: {
                id: 'createChat',
                src: 'createChat',
                input: { userOneId: CHAT_SENDER_ID, userTwoId: CHAT_SUPPORT_USER_ID },
                onDone: { target: 'sendingMessage', actions: assign(({ event }) => ({ chatId: event.output, createdHere: true })) },
                onError: {
                  target: 'messageNotSent',
                  description: 'Logged; the message stays in the box and the page says it was not sent.',
                  actions: { type: 'reportChatFailure', params: ({ event }) => toChatFailure(event.error) },
                },
              },
            },
            sendingMessage: {
              description: 'Sending the message; Send cannot be pressed twice.',
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                input: ({ context }) => {
                  if (context.chatId === null) throw new Error('chat: sending without a chat');
                  return { chatId: context.chatId, senderId: CHAT_SENDER_ID, content: context.draft };
                },
                onDone: [
                  {
                    guard: 'wasChatCreatedHere',
                    target: 'chatting',
                    description: 'The first message of the chat just created: it joins the conversation, and the page moves to the chat’s own address.',
                    actions: [
                      { type: 'appendSentMessage', params: ({ event }) => event.output },
                      assign({ createdHere: false }),
                      { type: 'reportChatCreated', params: ({ context }) => context.chatId ?? 0 },
                    ],
                  },
                  {
                    target: 'chatting',
                    description: 'The message joins the conversation and the box empties.',
                    actions: { type: 'appendSentMessage', params: ({ event }) => event.output },
                  },
                ],
                onError: {
                  target: 'messageNotSent',
                  description: 'Logged; the message stays in the box and the page says it was not sent.',
                  actions: { type: 'reportChatFailure', params: ({ event }) => toChatFailure(event.error) },
                },
              },
            },
          },
        },
      },
    },
  },
});
