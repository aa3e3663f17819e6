import { defineFlow } from './lib/flow';
import { chatMachine, type ChatMessage, type ChatSummary } from './chat';

const chats: ChatSummary[] = [{ id: 12, otherUsername: 'support', lastMessage: 'How can we help?' }];
const messages: ChatMessage[] = [
  { senderId: 7, content: 'How can we help?' },
  { senderId: 6, content: 'My deposit is still pending.' },
];

export const chatFlow = defineFlow({
  name: 'chat',
  summary: 'Support chat: the chat list, a conversation’s messages, and sending (creating the chat with support first when there is none); blank messages are not sent.',
  machine: chatMachine,
  inputs: [
    { name: 'the chat list (/chat-list)', input: { screen: 'list', chatId: null } },
    { name: 'a conversation (/chat-box/12)', input: { screen: 'conversation', chatId: 12 } },
    { name: 'the floating chat button, no chat yet', input: { screen: 'conversation', chatId: null } },
  ],
  events: {
    'chat.conversationOpened': [{ type: 'chat.conversationOpened', chatId: 12 }],
    'chat.draftChanged': [
      { type: 'chat.draftChanged', value: '   ' },
      { type: 'chat.draftChanged', value: 'Is my withdrawal on its way?' },
    ],
  },
  actorResults: {
    fetchChats: { done: [chats, []], error: [{ kind: 'failed', message: 'Network error' }] },
    fetchMessages: { done: [messages], error: [{ kind: 'failed', message: null }] },
    createChat: { done: [12], error: [{ kind: 'failed', message: 'Server error' }] },
    sendMessage: { done: [{ senderId: 6, content: 'Is my withdrawal on its way?' }], error: [{ kind: 'failed', message: 'Server error' }] },
  },
  // Whether chats are listed, whether there is a chat and what kind of text is typed make a state; the texts do not.
  contextKey: (context) => ({
    chats: context.chats.length > 0,
    chat: context.chatId !== null,
    createdHere: context.createdHere,
    draft: context.draft === '' ? 'empty' : context.draft.trim() === '' ? 'blank' : 'text',
  }),
});
