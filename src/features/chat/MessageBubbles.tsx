import { Box, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { CHAT_SENDER_ID, type ChatMessage } from '../../../machines/chat';
import { t } from '../../i18n';

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.senderId === CHAT_SENDER_ID;
  return (
    <Box component="li" style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }} data-testid="chat-message" data-sender={mine ? 'player' : 'support'}>
      <Paper px="sm" py={6} radius="lg" maw="80%" bg={mine ? 'teal.9' : 'dark.5'} c="white">
        <VisuallyHidden>{mine ? t('chat.message.you') : t('chat.message.support')}: </VisuallyHidden>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="chat-message-text">
          {message.content}
        </Text>
      </Paper>
    </Box>
  );
}

/** The conversation, oldest first: the player's messages (sender 6, spec 2 §9) on the right, support's on the left. */
export function MessageBubbles({ messages }: { messages: readonly ChatMessage[] }) {
  if (messages.length === 0) {
    return (
      <Text ta="center" py="lg" c="dark.2" size="sm" data-testid="chat-empty">
        {t('chat.conversation.empty')}
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('chat.conversation.label')}>
      {messages.map((message, index) => (
        // Messages have no id in the spec (§3: sender_id, content) and are only ever appended.
        <Bubble key={index} message={message} />
      ))}
    </Stack>
  );
}
