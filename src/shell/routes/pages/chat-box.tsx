import '../../../i18n/texts/chat';
import { useParams } from 'wouter';
import { ConversationScreen } from '../../../features/chat/ConversationScreen';

/** A chat id from the address: a positive whole number, else none (the first message then creates the chat). */
function chatIdOf(param: string | undefined): number | null {
  return param !== undefined && /^\d{1,10}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/** /chat-box/{chatId} (spec 2 §2 Support chat): one conversation; its messages load on opening. */
export default function ChatBoxPage() {
  const { chatId } = useParams<{ chatId: string }>();
  const id = chatIdOf(chatId);
  // A new address is a new conversation: the machine starts afresh for it.
  return <ConversationScreen key={id ?? 'new'} chatId={id} />;
}
