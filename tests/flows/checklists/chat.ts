import { chatMachine, CHAT_SENDER_ID, isBlank, type ChatContext, type ChatFailure, type ChatMessage, type ChatSummary } from '../../../machines/chat';
import { defineChecklist } from '../../../machines/lib/flow';
import type { PromotionSummary } from '../../../machines/promotions';
import { blockedCall } from './browserTab';
import { overriddenAnswer } from './devtools';
import { quoted, ui } from './ui';

/** A player with no chat yet: the first message creates one, so each such case needs a player of its own. */
const newPlayer = 'Logged in as a player made for this case, with no chat yet (npm run ops -- create-player xchat0001 pass12345, another name for each case)';
const notSent = (call: string, situation: string) => (_failure: ChatFailure) => ({ action: 'Wait for the message to go', precondition: `Where the message is not sent, ${call} is blocked (${blockedCall(call)})`, situation });

/** The conversation's heading (src/features/chat/ConversationScreen.tsx): /chat has its own, with a line about support. */
const heading = (context: ChatContext) => (context.openedOn === 'home' ? `${quoted('chat.home.title')} with ${quoted('chat.home.intro')}` : quoted('chat.conversation.title'));

/** The bubbles, oldest first (MessageBubbles.tsx): support's on the left, the player's on the right. */
function messagesShow(messages: readonly ChatMessage[]): string {
  if (messages.length === 0) return quoted('chat.conversation.empty');
  const bubbles = messages.map((message) => `'${message.content}' ${message.senderId === CHAT_SENDER_ID ? 'on the right (yours)' : 'on the left (support’s)'}`);
  return `the messages oldest first: ${bubbles.join(', ')}`;
}

/** The message box (MessageBox.tsx): Send is enabled only for a text that is not blank, and spins while it sends. */
function boxShows(context: ChatContext, sending: boolean): string {
  if (sending) return `"${context.draft}" in ${quoted('chat.box.label')}, ${quoted('chat.box.send')} spins`;
  if (context.draft === '') return `${quoted('chat.box.label')} empty (${quoted('chat.box.placeholder')}), ${quoted('chat.box.send')} disabled`;
  if (isBlank(context.draft)) return `only spaces in ${quoted('chat.box.label')}, ${quoted('chat.box.send')} disabled`;
  return `"${context.draft}" in ${quoted('chat.box.label')}, ${quoted('chat.box.send')} enabled`;
}

/**
 * On /chat the first message sent moves the page to its new chat's own address (src/edge/chat.ts,
 * reportChatCreated), a conversation page of its own: no card, its messages loaded.
 */
const movedToChatBox = (context: ChatContext) => context.openedOn === 'home' && context.chatId !== null && !context.createdHere;

function conversationShows(context: ChatContext, sending = false): string {
  if (movedToChatBox(context)) return `The page moves to /chat-box/ and the new chat’s number: ${quoted('chat.conversation.title')}; ${messagesShow(context.messages)}; ${boxShows(context, sending)}`;
  return `${heading(context)}; ${messagesShow(context.messages)}; ${boxShows(context, sending)}`;
}

const chatRow = (chat: ChatSummary) => `${chat.otherUsername} with '${chat.lastMessage ?? ui('chat.list.noMessage')}'`;

export const chatChecklist = defineChecklist(chatMachine, {
  subject: 'Support chat',
  open: {
    'the chat list (/chat-list)': 'Open /chat-list',
    'a conversation (/chat-box/12)': `On /chat-list, tap the chat with support`,
    // No page of the site opens a conversation without a chat but this address.
    'the floating chat button, no chat yet': 'Open /chat-box/new (a conversation address without a chat number)',
    'the chat home (/chat), with its promotion': `Tap the floating chat button (${quoted('chatButton.label')})`,
  },
  preconditions: {
    'the chat list (/chat-list)': 'Logged in as a player',
    'a conversation (/chat-box/12)': 'Logged in as demoplayer1 / demo12345, who has the demo’s chat with support (the steps quote the flow’s sample messages: read the chat’s own)',
    'the floating chat button, no chat yet': newPlayer,
    'the chat home (/chat), with its promotion': newPlayer,
  },
  events: {
    // Each of these links opens another page, which starts its own chat (tests/flows/uiReach.ts keeps them out).
    'chat.conversationOpened': () => 'On /chat-list, tap the chat with support',
    'chat.newConversationStarted': () => `Tap ${quoted('chat.link.newChat')}`,
    'chat.listOpened': () => `Tap ${quoted('chat.link.messages')}`,
    'chat.retryRequested': () => `Unblock the call and tap ${quoted('chat.list.retry')}`,
    'chat.draftChanged': (event) =>
      event.value === '' ? `Clear ${quoted('chat.box.label')}` : isBlank(event.value) ? `Type only spaces in ${quoted('chat.box.label')}` : `Type "${event.value}" in ${quoted('chat.box.label')} in place of what is there`,
    'chat.messageSent': () => `Tap ${quoted('chat.box.send')}`,
  },
  actors: {
    fetchChats: {
      done: (chats: ChatSummary[]) =>
        chats.length === 0
          ? { action: 'Wait for the chats', precondition: 'Where the list is empty, the player has no chat yet (demoplayer2 / demo12345, who starts empty)', situation: 'no chats' }
          : { action: 'Wait for the chats', precondition: 'Where chats are listed, the player is demoplayer1 / demo12345, who has the demo’s chat with support' },
      error: () => ({ action: 'Wait for the chats', precondition: `Where the chats fail, their call is blocked (${blockedCall('/api/get-chats')})`, situation: 'chats fail' }),
    },
    fetchMessages: {
      done: () => ({ action: 'Wait for the messages' }),
      error: () => ({ action: 'Wait for the messages', precondition: `Where the messages fail, their call is blocked (${blockedCall('/api/chats/*/messages')})`, situation: 'messages fail' }),
    },
    createChat: {
      done: () => ({ action: 'Wait (the chat with support is made first)' }),
      error: notSent('/api/chats', 'chat not created'),
    },
    sendMessage: {
      done: () => ({ action: 'Wait for the message to go' }),
      error: notSent('/api/messages', 'not sent'),
    },
    loadPromotion: {
      done: (promotions: PromotionSummary[]) =>
        promotions.length === 0
          ? { action: 'Wait for the promotion card', precondition: `Where no card shows, there is no current promotion (${overriddenAnswer('/api/promotion', 'an empty list')})`, situation: 'no promotion' }
          : { action: 'Wait for the promotion card', precondition: 'The card shows the newest current promotion (the steps call it Slots Tournament: read the newest one’s title on /promotions instead)' },
      error: () => ({ action: 'Wait for the promotion card', precondition: `Where the card fails, its call is blocked (${blockedCall('/api/promotion')})`, situation: 'promotion fails' }),
    },
  },
  states: {
    'promotion.decidingPromotion': null,
    // The chat works meanwhile: the card is checked once its call has answered.
    'promotion.loadingPromotion': null,
    'promotion.showingPromotion': (context) =>
      movedToChatBox(context)
        ? null
        : `Above the conversation the card ${quoted('chat.promotion.label')}: '${context.promotion?.title ?? ''}', the first words of its description and ${quoted('chat.promotion.link')}`,
    // Only /chat has a card; its failure is only logged.
    'promotion.withoutPromotion': (context) => (context.openedOn === 'home' ? `No ${quoted('chat.promotion.label')} card` : null),
    'support.openingChat': null,
    'support.loadingChats': () => `${quoted('chat.list.title')} with ${quoted('chat.link.newChat')} beside it; a spinner in place of the chats`,
    'support.chatsUnavailable': () => `${quoted('chat.list.title')} shows ${quoted('chat.list.failed')} in red with ${quoted('chat.list.retry')}; devtools › Console shows an error 'Chat: …'`,
    'support.showingChats': (context) =>
      `${quoted('chat.list.title')} ${context.chats.length === 0 ? `shows ${quoted('chat.list.empty')}` : `lists the chats: ${context.chats.map(chatRow).join(', ')}`}`,
    'support.conversation.loadingMessages': (context) => `${heading(context)}; a spinner in place of the messages`,
    'support.conversation.messagesUnavailable': (context) =>
      `${heading(context)}; ${quoted('chat.conversation.failed')} in red with ${quoted('chat.conversation.retry')}; ${quoted('chat.box.label')} disabled; devtools › Console shows an error 'Chat: …'`,
    'support.conversation.chatting': (context) => conversationShows(context),
    'support.conversation.messageNotSent': (context) => `${conversationShows(context)}; above the box ${quoted('chat.box.notSent')} in red; devtools › Console shows an error 'Chat: …'`,
    // Send spins while the chat is made and the message sent.
    'support.conversation.creatingChat': (context) => conversationShows(context, true),
    'support.conversation.sendingMessage': (context) => conversationShows(context, true),
  },
});
