// The inbox screen (spec 2 §2 Inbox): one machine, a phone list or a desktop table.
export { InboxScreen } from './InboxScreen';
