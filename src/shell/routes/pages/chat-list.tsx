import '../../../i18n/texts/chat';
import { ChatListScreen } from '../../../features/chat/ChatListScreen';

/** /chat-list (spec 2 §2 Support chat): the player's chats. */
export default function ChatListPage() {
  return <ChatListScreen />;
}
