import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Text } from '@mantine/core';
import { t, type MessageKey } from '../../i18n';

export type ContactRowProps = {
  label: MessageKey;
  value: string;
  verified: boolean;
  /** Opens the verification pop-up; absent when there is nothing to verify. */
  onVerify?: () => void;
  testId: string;
};

/** One e-mail or phone line of the profile: the value with its Verified mark, or Verify. */
export function ContactRow({ label, value, verified, onVerify, testId }: ContactRowProps) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={testId}>
      <div>
        <Text size="xs" c="dimmed">
          {t(label)}
        </Text>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {value || t('profile.none')}
        </Text>
      </div>
      {verified ? (
        <Badge color="green" variant="light">
          {t('profile.verified')}
        </Badge>
      ) : value && onVerify ? (
        <Button size="xs" variant="outline" onClick={onVerify} aria-label={t('profile.verifyContact', { contact: value })}>
          {t('profile.verify')}
        </Button>
      ) : null}
    </Group>
  );
}
