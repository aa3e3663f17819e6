import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import type { FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useBirthdayMachine } from '../../edge/birthday';
import { t } from '../../i18n';

export type BirthdaySectionProps = { remoteId: string; dofb: string | null; onSaved: () => void };

/** Spec 2 §2, §4, §8: a date and Save while unset; locked once saved; "Failed to update DOFB" in an Error modal. */
export function BirthdaySection({ remoteId, dofb, onSaved }: BirthdaySectionProps) {
  const [snapshot, send] = useBirthdayMachine({ remoteId, dofb }, onSaved);
  const { context } = snapshot;
  const saving = snapshot.matches('savingBirthday');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'birthday.saved' });
  };
  if (snapshot.matches('locked')) {
    return (
      <Stack gap={2} data-testid="birthday" data-locked="true">
        <Text size="xs" c="dimmed">
          {t('profile.birthday')}
        </Text>
        <Text size="sm" fw={500} data-testid="birthday-value">
          {context.dofb}
        </Text>
        <Text size="xs" c="dimmed" data-testid="birthday-note">
          {t('profile.birthday.locked')}
        </Text>
      </Stack>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate data-testid="birthday" data-locked="false" aria-busy={saving}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          type="date"
          label={t('profile.birthday.date')}
          value={context.chosenDate ?? ''}
          readOnly={saving}
          onChange={(event) => send({ type: 'birthday.dateChosen', date: event.currentTarget.value })}
        />
        <Button type="submit" color="gold" loading={saving} disabled={!saving && !snapshot.can({ type: 'birthday.saved' })}>
          {t('profile.birthday.save')}
        </Button>
      </Group>
      <Modal
        opened={context.problem !== null}
        onClose={() => send({ type: 'birthday.problemDismissed' })}
        title={t('profile.birthday.errorTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('profile.birthday.close') }}
      >
        <Text data-testid="birthday-error">{t('profile.birthday.updateFailed')}</Text>
      </Modal>
    </form>
  );
}
