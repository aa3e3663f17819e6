import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { TransactionOutcome } from '../../../machines/lib/transactionOutcome';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';

/** What the operator decided about the deposit or withdrawal the player waited on (issue 22 §4): said in place of the pending panel. */
export function OutcomePanel({ action, amount, outcome }: { action: 'deposit' | 'withdraw'; amount: number; outcome: TransactionOutcome }) {
  if (outcome.status === 'pending') return null;
  const approved = outcome.status === 'approved';
  const money = formatTaka(amount, { fixedDecimals: true });
  const key =
    action === 'deposit'
      ? approved
        ? 'funds.outcome.depositApproved'
        : 'funds.outcome.depositRejected'
      : approved
        ? 'funds.outcome.withdrawalApproved'
        : 'funds.outcome.withdrawalRejected';
  return (
    <Alert
      color={approved ? 'teal' : 'red'}
      variant="light"
      w="100%"
      role="status"
      title={t(approved ? 'funds.outcome.approvedTitle' : 'funds.outcome.rejectedTitle')}
      data-testid="funds-outcome"
      data-outcome={outcome.status}
    >
      <Stack gap={6}>
        <Text size="sm">{t(key, { amount: money })}</Text>
        {outcome.status === 'rejected' && (
          <Text size="sm" fw={600} data-testid="funds-outcome-reason">
            {outcome.reason ? t('funds.outcome.reason', { reason: outcome.reason }) : t('funds.outcome.noReason')}
          </Text>
        )}
        <Text size="sm">{t('funds.outcome.inbox')}</Text>
        <Group gap="md">
          <Anchor component={Link} href="/inbox" size="sm">
            {t('funds.outcome.openInbox')}
          </Anchor>
          <Anchor component={Link} href="/transaction-record" size="sm">
            {t('funds.outcome.transactionRecord')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
