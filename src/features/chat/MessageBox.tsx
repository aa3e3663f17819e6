import { Button, Group, TextInput } from '@mantine/core';
import type { ChatSend, ChatSnapshot } from '../../app/chat';
import { t } from '../../i18n';

/** The message box and Send; Send is enabled only when the machine would send (not blank, not already sending). */
export function MessageBox({ snapshot, send }: { snapshot: ChatSnapshot; send: ChatSend }) {
  const sending = snapshot.matches({ conversation: 'creatingChat' }) || snapshot.matches({ conversation: 'sendingMessage' });
  const canSend = snapshot.can({ type: 'chat.messageSent' });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'chat.messageSent' });
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          style={{ flex: 1 }}
          label={t('chat.box.label')}
          placeholder={t('chat.box.placeholder')}
          value={snapshot.context.draft}
          onChange={(event) => send({ type: 'chat.draftChanged', value: event.currentTarget.value })}
          autoComplete="off"
          data-testid="chat-input"
        />
        <Button type="submit" disabled={!canSend} loading={sending}>
          {t('chat.box.send')}
        </Button>
      </Group>
    </form>
  );
}
