import { ComingSoonPage } from '../ComingSoonPage';

export default function ChatListPage() {
  return <ComingSoonPage titleKey="page.chatList" />;
}
