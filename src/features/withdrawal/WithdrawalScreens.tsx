import { Paper, Stack, Title } from '@mantine/core';
import { useWithdrawalMachine } from '../../edge/withdrawal';
import { useSessionSummary } from '../../edge/session';
import { t } from '../../i18n';
import { withdrawalPhaseOf } from '../../../machines/withdrawal';
import { WithdrawalForm } from './WithdrawalForm';

/** Runs the withdrawal machine and hands its snapshot to the form. */
function WithdrawalMachineView() {
  const [snapshot, send] = useWithdrawalMachine();
  const { balance } = useSessionSummary();
  const phase = withdrawalPhaseOf(snapshot);
  return <WithdrawalForm context={snapshot.context} phase={phase} balance={balance} send={send} />;
}

/** /withdrawal on a phone (spec 1 §2.13). */
export function WithdrawalMobile() {
  return (
    <Stack maw={520} mx="auto" gap="sm">
      <Title order={1} size="h2">
        {t('withdrawal.title')}
      </Title>
      <Paper p="md" withBorder radius="md">
        <WithdrawalMachineView />
      </Paper>
    </Stack>
  );
}

/** The desktop funds screen's Withdrawal tab: the same working form (the spec's placeholder is not a feature). */
export function WithdrawalDesktopPanel() {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('withdrawal.title')}
      </Title>
      <WithdrawalMachineView />
    </Stack>
  );
}
