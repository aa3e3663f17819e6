import { ComingSoonPage } from '../ComingSoonPage';

export default function ChatBoxPage() {
  return <ComingSoonPage titleKey="page.chatBox" />;
}
