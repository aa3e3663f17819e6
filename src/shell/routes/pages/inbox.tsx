import '../../../i18n/texts/inbox';
import { InboxScreen } from '../../../features/inbox';

/** /inbox (spec 2 §2 Inbox): the same machine on both layouts; the screen picks the phone list or the desktop table. */
export default function InboxPage() {
  return <InboxScreen />;
}
