import { ComingSoonPage } from '../ComingSoonPage';

export default function ChatPage() {
  return <ComingSoonPage titleKey="page.chat" />;
}
