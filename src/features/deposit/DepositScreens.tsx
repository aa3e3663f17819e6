import { Paper, Stack, Title } from '@mantine/core';
import './styles';
import { useDepositMachine } from '../../edge/deposit';
import { t } from '../../i18n';
import { DepositForm, type DepositFormProps } from './DepositForm';

/** Runs the deposit machine and hands its snapshot to the form. */
function DepositMachineView({ layout }: { layout: 'mobile' | 'desktop' }) {
  const [snapshot, send] = useDepositMachine(layout);
  const phase: DepositFormProps['phase'] = snapshot.matches('loadingDepositData')
    ? 'loading'
    : snapshot.matches({ enteringDeposit: 'loadingChannels' })
      ? 'loadingChannels'
      : snapshot.matches('gettingWalletNumber') || snapshot.matches('leftForPayment')
        ? 'sending'
        : 'editing';
  return <DepositForm context={snapshot.context} phase={phase} layout={layout} send={send} />;
}

/** /deposit on a phone (spec 1 §2.11). */
export function DepositMobile() {
  return (
    <Stack maw={520} mx="auto" gap="sm">
      <Title order={1} size="h2">
        {t('deposit.title')}
      </Title>
      <Paper p="md" withBorder radius="md">
        <DepositMachineView layout="mobile" />
      </Paper>
    </Stack>
  );
}

/** The desktop funds screen's Deposit tab (spec 1 §2.11, §4). */
export function DepositDesktopPanel() {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('deposit.title')}
      </Title>
      <DepositMachineView layout="desktop" />
    </Stack>
  );
}
