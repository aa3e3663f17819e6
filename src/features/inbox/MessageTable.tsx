import { Group, Loader, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { inboxPreview, type InboxPhase } from '../../../machines/inbox';
import type { InboxSend, InboxSnapshot } from '../../edge/inbox';
import { t } from '../../i18n';
import { NewBadge, receivedDate, SelectBox, unreadBackground } from './MessageParts';

type TableProps = { snapshot: InboxSnapshot; send: InboxSend; phase: InboxPhase };

/** The desktop inbox: a table of Subject, Content (the first 5 words) and Received Date; unread rows highlighted. */
export function MessageTable({ snapshot, send, phase }: TableProps) {
  return (
    <Table highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          {phase.editing && (
            <Table.Th w={40}>
              <VisuallyHidden>{t('inbox.column.select')}</VisuallyHidden>
            </Table.Th>
          )}
          <Table.Th>{t('inbox.column.subject')}</Table.Th>
          <Table.Th>{t('inbox.column.content')}</Table.Th>
          <Table.Th w={170}>{t('inbox.column.receivedDate')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {snapshot.context.messages.map((message) => {
          const subject = (
            <Group gap="xs" wrap="nowrap">
              <Text fw={message.isRead ? 500 : 700} size="sm">
                {message.title}
              </Text>
              {phase.openingId === message.id ? <Loader size="xs" role="status" aria-label={t('inbox.loading')} /> : !message.isRead && <NewBadge />}
            </Group>
          );
          return (
            <Table.Tr key={message.id} bg={message.isRead ? undefined : unreadBackground} data-testid="inbox-message" data-unread={message.isRead ? undefined : 'true'}>
              {phase.editing && (
                <Table.Td>
                  <SelectBox message={message} snapshot={snapshot} send={send} />
                </Table.Td>
              )}
              <Table.Td>
                {phase.editing ? subject : <UnstyledButton onClick={() => send({ type: 'inbox.messageOpened', id: message.id })}>{subject}</UnstyledButton>}
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dark.1">
                  {inboxPreview(message.message)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dark.2">
                  {receivedDate(message)}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
