import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { ChatSend, ChatSnapshot } from '../../edge/chat';
import { t } from '../../i18n';

/**
 * The message box and Send; Send is enabled only when the machine would send (not blank, not already sending).
 * A message that could not be sent stays in the box with a note saying so; Send sends it again.
 */
export function MessageBox({ snapshot, send }: { snapshot: ChatSnapshot; send: ChatSend }) {
  const sending = snapshot.matches({ support: { conversation: 'creatingChat' } }) || snapshot.matches({ support: { conversation: 'sendingMessage' } });
  const canSend = snapshot.can({ type: 'chat.messageSent' });
  const notSent = snapshot.matches({ support: { conversation: 'messageNotSent' } });
  // The messages could not be loaded: nothing is typed until they are in.
  const unavailable = snapshot.matches({ support: { conversation: 'messagesUnavailable' } });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'chat.messageSent' });
      }}
    >
      <Stack gap="xs">
        {notSent && (
          <Alert color="red" variant="light" role="alert" data-testid="chat-not-sent">
            {t('chat.box.notSent')}
          </Alert>
        )}
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            style={{ flex: 1 }}
            label={t('chat.box.label')}
            placeholder={t('chat.box.placeholder')}
            value={snapshot.context.draft}
            onChange={(event) => send({ type: 'chat.draftChanged', value: event.currentTarget.value })}
            autoComplete="off"
            disabled={unavailable}
            data-testid="chat-input"
          />
          <Button type="submit" disabled={!canSend} loading={sending}>
            {t('chat.box.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
