import { Stack, Text } from '@mantine/core';
import { statementRows } from '../../../machines/activityStatement';
import { useActivityStatementMachine } from '../../edge/activityStatement';
import { t } from '../../i18n';
import { LoadFailureAlert } from '../../ui/LoadFailureAlert';
import { SaferSection } from './SaferSection';
import { StatementTable } from './StatementTable';
import { formatSaferAmount } from './texts';

/** The activity statement (issue 24, RTS 1): net deposits over the account's life, then the four periods' figures. */
export function StatementSection() {
  const [snapshot, send] = useActivityStatementMachine();
  const { statement } = snapshot.context;
  return (
    <SaferSection title={t('safer.statement.title')} testId="safer-statement">
      {snapshot.matches('failed') ? (
        <LoadFailureAlert title={t('safer.statement.loadFailed')} hint={t('safer.loadHint')} retryLabel={t('safer.retry')} testId="statement-load-failed" onRetry={() => send({ type: 'statement.retryPressed' })} />
      ) : statement ? (
        <>
          <Stack gap={2} data-testid="statement-lifetime">
            <Text size="sm" c="gray.3">
              {t('safer.statement.netDeposits')}
            </Text>
            <Text size="xl" fw={700} data-testid="statement-net-deposits">
              {formatSaferAmount(statement.lifetime.netDeposits)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('safer.statement.netDepositsDetail', { deposits: formatSaferAmount(statement.lifetime.deposits), withdrawals: formatSaferAmount(statement.lifetime.withdrawals) })}
            </Text>
          </Stack>
          <StatementTable rows={statementRows(statement)} />
        </>
      ) : (
        <Text size="sm" c="dimmed" role="status">
          {t('safer.statement.loading')}
        </Text>
      )}
    </SaferSection>
  );
}
