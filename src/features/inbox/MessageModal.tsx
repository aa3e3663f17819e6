import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { InboxMessage } from '../../../machines/inbox';
import type { InboxSend, InboxSnapshot } from '../../edge/inbox';
import { t } from '../../i18n';
import { receivedDate } from './MessageParts';

/** The detail modal: subject, received date and the full text the server sent for it. */
export function MessageModal({ snapshot, send }: { snapshot: InboxSnapshot; send: InboxSend }) {
  const opened = snapshot.context.opened;
  // Keeps the text on screen while the modal fades out after Close.
  const [shown, setShown] = useState<InboxMessage | null>(opened);
  if (opened && opened !== shown) setShown(opened);
  const message = opened ?? shown;
  return (
    <Modal
      opened={opened !== null}
      onClose={() => send({ type: 'inbox.messageClosed' })}
      title={message?.title}
      centered
      closeButtonProps={{ 'aria-label': t('inbox.detail.close') }}
    >
      {message && (
        <Stack gap="sm">
          <Text size="xs" c="dark.2">
            {t('inbox.detail.received', { date: receivedDate(message) })}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="inbox-message-text">
            {message.message}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
