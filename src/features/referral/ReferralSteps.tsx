import { List, Text } from '@mantine/core';
import { t } from '../../i18n';

const STEPS = [
  ['referral.step1.title', 'referral.step1.text'],
  ['referral.step2.title', 'referral.step2.text'],
  ['referral.step3.title', 'referral.step3.text'],
] as const;

/** The three steps: send an invitation; the friend registers and bets; rewards daily, weekly, monthly. */
export function ReferralSteps() {
  return (
    <List type="ordered" spacing="sm" data-testid="referral-steps">
      {STEPS.map(([title, text]) => (
        <List.Item key={title}>
          <Text fw={700}>{t(title)}</Text>
          <Text size="sm" c="gray.3">
            {t(text)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
