import { assign, setup } from 'xstate';
import { NotProvidedError, unprovidedAction, unprovidedActor } from './lib/unprovided';

/** Spec 2 §9: the support user the player chats with, and the sender id the player's messages carry. */
export const CHAT_SUPPORT_USER_ID = 7;
export const CHAT_SENDER_ID = 6;

/** One chat of /chat-list (spec 2 §3, Chat: chat_id or id, other_user.username, last_message). */
export type ChatSummary = { id: number; otherUsername: string; lastMessage: string | null };

/** One message of a conversation (spec 2 §3, Message). */
export type ChatMessage = { senderId: number; content: string };

/** POST /api/chats: user_one_id (the player's sender id), user_two_id (support). */
export type NewChatRequest = { userOneId: number; userTwoId: number };

/** POST /api/messages: chat_id, sender_id, content. */
export type OutgoingMessage = { chatId: number; senderId: number; content: string };

export type ChatInput = {
  /** /chat-list shows the chats; /chat-box/{chatId} (or the floating button) opens a conversation. */
  screen: 'list' | 'conversation';
  /** The chat of /chat-box/{chatId}; null for a conversation with no chat yet. */
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
};

export type ChatEvent =
  | { type: 'chat.conversationOpened'; chatId: number }
  /** Chatting with support before any chat exists: the first message creates it. */
  | { type: 'chat.newConversationStarted' }
  | { type: 'chat.listOpened' }
  /** Try again after the chat list could not be loaded. */
  | { type: 'chat.retryRequested' }
  | { type: 'chat.draftChanged'; value: string }
  | { type: 'chat.messageSent' };

export type ChatFailure = { kind: 'failed'; message: string | null };

const machineId = 'chat';

/** Chat failures are only logged (the spec names no message); a missing actor stops the machine loudly. */
export function toChatFailure(error: unknown): ChatFailure {
  if (error instanceof NotProvidedError) throw error;
  const message = typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message !== '' ? error.message : null;
  return { kind: 'failed', message };
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
  },
  actions: {
    /** Chat failures go only to the console. */
    reportChatFailure: unprovidedAction(machineId, 'reportChatFailure') as (args: unknown, failure: ChatFailure) => void,
    /** The first message of a new chat is in: the page can move to the chat's address, so a reload keeps the conversation. */
    reportChatCreated: unprovidedAction(machineId, 'reportChatCreated') as (args: unknown, chatId: number) => void,
    appendSentMessage: assign(({ context }, message: ChatMessage) => ({ messages: [...context.messages, message], draft: '' })),
  },
  guards: {
    opensConversationOfChat: ({ context }) => context.openedOn === 'conversation' && context.chatId !== null,
    opensNewConversation: ({ context }) => context.openedOn === 'conversation',
    isBlankMessage: ({ context }) => isBlank(context.draft),
    hasChat: ({ context }) => context.chatId !== null,
    wasChatCreatedHere: ({ context }) => context.createdHere,
  },
}).createMachine({
  id: machineId,
  description: 'Support chat (spec 2 §2 Support chat, §4 Chat): the chat list, a conversation with its messages, and sending, creating the chat first if needed.',
  context: ({ input }) => ({ openedOn: input.screen, chats: [], chatId: input.screen === 'conversation' ? input.chatId : null, messages: [], draft: '', createdHere: false }),
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
              target: 'chatting',
              description: 'Only logged: the conversation shows no messages.',
              actions: { type: 'reportChatFailure', params: ({ event }) => toChatFailure(event.error) },
            },
          },
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
        creatingChat: {
          description: 'Creating the chat between the player (sender 6) and support (user 7).',
          invoke: {
            id: 'createChat',
            src: 'createChat',
            input: { userOneId: CHAT_SENDER_ID, userTwoId: CHAT_SUPPORT_USER_ID },
            onDone: { target: 'sendingMessage', actions: assign(({ event }) => ({ chatId: event.output, createdHere: true })) },
            onError: {
              target: 'chatting',
              description: 'Only logged: the message stays in the box to send again.',
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
              target: 'chatting',
              description: 'Only logged: the message stays in the box to send again.',
              actions: { type: 'reportChatFailure', params: ({ event }) => toChatFailure(event.error) },
            },
          },
        },
      },
    },
  },
});

