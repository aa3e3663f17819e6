import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Text } from '@mantine/core';
import { formatCountdown } from '../../../machines/verification';
import { useVerificationCountdown, type VerificationActor } from '../../edge/verification';
import { t, type MessageKey } from '../../i18n';

export type ContactRowProps = {
  label: MessageKey;
  value: string;
  verified: boolean;
  /** Opens the verification pop-up; absent when there is nothing to verify. */
  onVerify?: () => void;
  /** The machine of this row's pop-up, while the page keeps one (a code may be on its way). */
  verification?: VerificationActor | null;
  testId: string;
};

function VerifyButton({ value, onVerify }: { value: string; onVerify: () => void }) {
  return (
    <Button size="xs" variant="outline" onClick={onVerify} aria-label={t('profile.verifyContact', { contact: value })}>
      {t('profile.verify')}
    </Button>
  );
}

/** Spec 2 §4: while the 300 s countdown runs it replaces Verify, as m:ss; pressing it reopens the pop-up to type the code. */
function VerifyOrCountdown({ value, onVerify, verification }: { value: string; onVerify: () => void; verification: VerificationActor }) {
  const secondsLeft = useVerificationCountdown(verification);
  if (secondsLeft === null) return <VerifyButton value={value} onVerify={onVerify} />;
  const countdown = formatCountdown(secondsLeft);
  return (
    <Button size="xs" variant="light" onClick={onVerify} aria-label={t('profile.enterCode', { contact: value, countdown })} data-testid="contact-countdown">
      {countdown}
    </Button>
  );
}

/** One e-mail or phone line of the profile: the value with its Verified mark, or Verify (or its countdown). */
export function ContactRow({ label, value, verified, onVerify, verification, testId }: ContactRowProps) {
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
        verification ? (
          <VerifyOrCountdown value={value} onVerify={onVerify} verification={verification} />
        ) : (
          <VerifyButton value={value} onVerify={onVerify} />
        )
      ) : null}
    </Group>
  );
}
