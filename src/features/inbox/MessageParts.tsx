import { Badge, Checkbox } from '@mantine/core';
import type { InboxMessage } from '../../../machines/inbox';
import type { InboxSend, InboxSnapshot } from '../../edge/inbox';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';

/** Received date in Bangladesh time (spec 2 §9: GMT+6). */
export const receivedDate = (message: InboxMessage) => formatDhakaTime(message.createdAt, 'YYYY-MM-DD HH:mm');

/** Unread messages are highlighted (spec 2 §2 Inbox). */
export const unreadBackground = 'var(--mantine-primary-color-light)';

export function NewBadge() {
  return (
    // Never shrunk beside a long title: the title is the one that gives way (with its ellipsis).
    <Badge size="xs" color="red.9" variant="filled" style={{ flexShrink: 0, overflow: 'visible' }}>
      {t('inbox.new')}
    </Badge>
  );
}

type SelectBoxProps = { message: InboxMessage; snapshot: InboxSnapshot; send: InboxSend };

/** A row's checkbox in edit mode. */
export function SelectBox({ message, snapshot, send }: SelectBoxProps) {
  return (
    <Checkbox
      aria-label={t('inbox.selectMessage', { title: message.title })}
      checked={snapshot.context.selectedIds.includes(message.id)}
      disabled={!snapshot.can({ type: 'inbox.messageSelectionToggled', id: message.id })}
      onChange={() => send({ type: 'inbox.messageSelectionToggled', id: message.id })}
    />
  );
}
