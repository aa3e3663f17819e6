import { useCallback } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useExtraPhonesMachine } from '../../app/extraPhones';
import { t } from '../../i18n';
import { ContactRow } from './ContactRow';
import { VerificationPopup } from './VerificationPopup';

/** Spec 2 §2: up to 2 extra phones, each verified or with Verify; Add shows while there are fewer than 2. */
export function ExtraPhones() {
  const [snapshot, send] = useExtraPhonesMachine();
  const { phones, popup } = snapshot.context;
  const close = useCallback(() => send({ type: 'extraPhones.popupClosed' }), [send]);
  return (
    <Stack gap="xs" data-testid="extra-phones">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('profile.extraPhones')}
        </Text>
        {snapshot.can({ type: 'extraPhones.addRequested' }) ? (
          <Button size="xs" variant="light" aria-label={t('profile.addPhoneLabel')} onClick={() => send({ type: 'extraPhones.addRequested' })}>
            {t('profile.addPhone')}
          </Button>
        ) : null}
      </Group>
      {snapshot.matches('showingPhones') && phones.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('profile.noExtraPhones')}
        </Text>
      ) : null}
      {phones.map((phone) => (
        <ContactRow
          key={phone.number}
          testId="extra-phone"
          label="profile.phone"
          value={phone.number}
          verified={phone.verified}
          onVerify={() => send({ type: 'extraPhones.verifyRequested', phone: phone.number })}
        />
      ))}
      {popup ? <VerificationPopup input={popup} onVerified={close} onClose={close} /> : null}
    </Stack>
  );
}
