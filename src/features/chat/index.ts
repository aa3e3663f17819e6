// The support chat screens (spec 2 §2 Support chat, §4 Chat): the chat list and a conversation.
export { ChatListScreen } from './ChatListScreen';
export { ConversationScreen } from './ConversationScreen';
