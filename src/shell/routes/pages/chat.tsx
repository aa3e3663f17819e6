import '../../../i18n/texts/chat';
import { ConversationScreen } from '../../../features/chat/ConversationScreen';

/** /chat (spec 2 §2 Support chat): the chat home, a conversation with support; the first message creates the chat. */
export default function ChatPage() {
  return <ConversationScreen chatId={null} home />;
}
