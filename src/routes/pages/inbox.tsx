import { ComingSoonPage } from '../ComingSoonPage';

export default function InboxPage() {
  return <ComingSoonPage titleKey="page.inbox" />;
}
