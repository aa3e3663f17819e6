import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useChatMachine } from '../../edge/chat';
import { t } from '../../i18n';
import { useLayout } from '../../ui/useLayout';
import { MessageBox } from './MessageBox';
import { MessageBubbles } from './MessageBubbles';
import { PromotionCard } from './PromotionCard';

type ConversationProps = {
  /** The chat of /chat-box/{chatId}; null on /chat, where the first message creates the chat. */
  chatId: number | null;
  /** /chat, the chat home, adds a line about support and the newest promotion's card above the conversation. */
  home?: boolean;
};

/**
 * A conversation with support (spec 2 §2 Support chat, §4 Chat): its messages and the message box.
 * Messages that could not be loaded are said in place of the list, with Try again.
 */
export function ConversationScreen({ chatId, home = false }: ConversationProps) {
  const [snapshot, send] = useChatMachine({ screen: home ? 'home' : 'conversation', chatId: home ? null : chatId });
  const { promotion } = snapshot.context;
  const mobile = useLayout() === 'mobile';
  const loading = snapshot.matches({ support: { conversation: 'loadingMessages' } });
  const unavailable = snapshot.matches({ support: { conversation: 'messagesUnavailable' } });
  return (
    <Paper p="md" withBorder maw={mobile ? 560 : 760} mx="auto" data-testid="chat-conversation">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={1} size="h3">
          {home ? t('chat.home.title') : t('chat.conversation.title')}
        </Title>
        <Anchor component={Link} href="/chat-list" size="sm">
          {t('chat.link.messages')}
        </Anchor>
      </Group>
      <Stack gap="md">
        {home && (
          <Text size="sm" c="dark.1">
            {t('chat.home.intro')}
          </Text>
        )}
        {promotion && <PromotionCard promotion={promotion} />}
        {loading ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('chat.conversation.loading')} />
          </Center>
        ) : unavailable ? (
          <Alert color="red" variant="light" title={t('chat.conversation.failed')} data-testid="chat-messages-failed">
            <Button size="xs" variant="light" color="red" onClick={() => send({ type: 'chat.retryRequested' })}>
              {t('chat.conversation.retry')}
            </Button>
          </Alert>
        ) : (
          <MessageBubbles messages={snapshot.context.messages} />
        )}
        <MessageBox snapshot={snapshot} send={send} />
      </Stack>
    </Paper>
  );
}
