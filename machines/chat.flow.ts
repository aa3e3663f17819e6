import { defineFlow } from './lib/flow';
import { chatMachine, type ChatMessage, type ChatSummary } from './chat';
import type { PromotionSummary } from './promotions';

const chats: ChatSummary[] = [{ id: 12, otherUsername: 'support', lastMessage: 'How can we help?' }];
const messages: ChatMessage[] = [
  { senderId: 7, content: 'How can we help?' },
  { senderId: 6, content: 'My deposit is still pending.' },
];

const promotions: PromotionSummary[] = [
  { id: 1, name: 'Welcome Offer', description: 'New members get a sports bonus.', thumbnail: '', startDate: '2025-04-01', endDate: null, tag: 'New', categories: [99, 4] },
  { id: 15, name: 'Slots Tournament', description: 'Climb the weekly slots leaderboard.', thumbnail: '', startDate: '2025-05-02', endDate: '2025-05-30', tag: '', categories: [1] },
];

export const chatFlow = defineFlow({
  name: 'chat',
  summary:
    'Support chat: the chat list, a conversation’s messages, and sending (creating the chat with support first when there is none); blank messages are not sent; the chat home shows the newest promotion.',
  machine: chatMachine,
  inputs: [
    { name: 'the chat list (/chat-list)', input: { screen: 'list', chatId: null } },
    { name: 'a conversation (/chat-box/12)', input: { screen: 'conversation', chatId: 12 } },
    { name: 'the floating chat button, no chat yet', input: { screen: 'conversation', chatId: null } },
    { name: 'the chat home (/chat), with its promotion', input: { screen: 'home', chatId: null } },
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
    createChat: { done: [12], error: [{ kind: 'failed', message: 'Internal server error' }] },
    sendMessage: { done: [{ senderId: 6, content: 'Is my withdrawal on its way?' }], error: [{ kind: 'failed', message: 'Internal server error' }] },
    loadPromotion: { done: [promotions, []], error: [{ kind: 'failed', message: null }] },
  },
  // Whether chats are listed, whether there is a chat, what kind of text is typed and whether a promotion shows make a state; the texts do not.
  contextKey: (context) => ({
    promotion: context.promotion !== null,
    chats: context.chats.length > 0,
    chat: context.chatId !== null,
    createdHere: context.createdHere,
    draft: context.draft === '' ? 'empty' : context.draft.trim() === '' ? 'blank' : 'text',
  }),
});
