import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'wouter';
import type { ChatSummary } from '../../../machines/chat';
import { useChatMachine } from '../../edge/chat';
import { t } from '../../i18n';
import { useLayout } from '../../ui/useLayout';

function ChatRow({ chat }: { chat: ChatSummary }) {
  return (
    <Paper component="li" withBorder p={0} data-testid="chat-row">
      <UnstyledButton component={Link} href={`/chat-box/${chat.id}`} p="sm" w="100%" display="block">
        <Stack gap={2}>
          <Text fw={700}>{chat.otherUsername}</Text>
          <Text size="sm" c="dark.1" truncate data-testid="chat-row-last-message">
            {chat.lastMessage ?? t('chat.list.noMessage')}
          </Text>
        </Stack>
      </UnstyledButton>
    </Paper>
  );
}

/**
 * /chat-list (spec 2 §2 Support chat): the player's chats with the other user's name and the last message.
 * Opening one goes to its conversation, /chat-box/{chatId}, which loads the messages.
 */
export function ChatListScreen() {
  const [snapshot, send] = useChatMachine({ screen: 'list', chatId: null });
  const mobile = useLayout() === 'mobile';
  const { chats } = snapshot.context;
  const body = snapshot.matches({ support: 'loadingChats' }) ? (
    <Center py="xl">
      <Loader role="status" aria-label={t('chat.list.loading')} />
    </Center>
  ) : snapshot.matches({ support: 'chatsUnavailable' }) ? (
    <Alert color="red" variant="light" title={t('chat.list.failed')} data-testid="chat-list-failed">
      <Button size="xs" variant="light" color="red" onClick={() => send({ type: 'chat.retryRequested' })}>
        {t('chat.list.retry')}
      </Button>
    </Alert>
  ) : chats.length === 0 ? (
    <Text ta="center" py="xl" c="dark.2" data-testid="chat-list-empty">
      {t('chat.list.empty')}
    </Text>
  ) : (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('chat.list.label')}>
      {chats.map((chat) => (
        <ChatRow key={chat.id} chat={chat} />
      ))}
    </Stack>
  );
  return (
    <Paper p="md" withBorder maw={mobile ? 560 : 760} mx="auto" data-testid="chat-list">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={1} size="h3">
          {t('chat.list.title')}
        </Title>
        <Anchor component={Link} href="/chat" size="sm">
          {t('chat.link.newChat')}
        </Anchor>
      </Group>
      {body}
    </Paper>
  );
}
