import { Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { inboxPreview, type InboxMessage, type InboxPhase } from '../../../machines/inbox';
import type { InboxSend, InboxSnapshot } from '../../edge/inbox';
import { t } from '../../i18n';
import { NewBadge, receivedDate, SelectBox, unreadBackground } from './MessageParts';

type ListProps = { snapshot: InboxSnapshot; send: InboxSend; phase: InboxPhase };

function RowText({ message, opening }: { message: InboxMessage; opening: boolean }) {
  return (
    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text fw={message.isRead ? 500 : 700} truncate>
          {message.title}
        </Text>
        {opening ? <Loader size="xs" role="status" aria-label={t('inbox.loading')} /> : !message.isRead && <NewBadge />}
      </Group>
      <Text size="sm" c="dark.1" truncate>
        {inboxPreview(message.message)}
      </Text>
      <Text size="xs" c="dark.2">
        {receivedDate(message)}
      </Text>
    </Stack>
  );
}

/** The phone inbox: one card per message (subject, the first 5 words, received date); unread ones highlighted. */
export function MessageList({ snapshot, send, phase }: ListProps) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {snapshot.context.messages.map((message) => (
        <Paper
          component="li"
          key={message.id}
          withBorder
          p="sm"
          bg={message.isRead ? undefined : unreadBackground}
          data-testid="inbox-message"
          data-unread={message.isRead ? undefined : 'true'}
        >
          {phase.editing ? (
            <Group gap="sm" wrap="nowrap">
              <SelectBox message={message} snapshot={snapshot} send={send} />
              <RowText message={message} opening={false} />
            </Group>
          ) : (
            <UnstyledButton w="100%" onClick={() => send({ type: 'inbox.messageOpened', id: message.id })}>
              <RowText message={message} opening={phase.openingId === message.id} />
            </UnstyledButton>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
