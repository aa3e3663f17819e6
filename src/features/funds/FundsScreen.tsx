import { Paper, Tabs, Title } from '@mantine/core';
import { goTo } from '../../edge/navigation';
import { t } from '../../i18n';
import { DepositDesktopPanel } from '../deposit';
import { WithdrawalDesktopPanel } from '../withdrawal';

export type FundsTab = 'deposit' | 'withdrawal';

/**
 * The desktop funds screen (spec 1 §2.11): tabs Deposit and Withdrawal. Each tab is its own
 * address (/deposit, /withdrawal), so the header's links and a reload open the right one. The
 * spec's Withdrawal tab is a placeholder; ours works (issue 7).
 */
export function FundsScreen({ tab }: { tab: FundsTab }) {
  return (
    <Paper p="md" withBorder>
      <Title order={1} size="h3" mb="md">
        {t('funds.title')}
      </Title>
      <Tabs value={tab} onChange={(next) => next && next !== tab && goTo(next === 'deposit' ? '/deposit' : '/withdrawal')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="deposit">{t('funds.tab.deposit')}</Tabs.Tab>
          <Tabs.Tab value="withdrawal">{t('funds.tab.withdrawal')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="deposit" pt="md">
          <DepositDesktopPanel />
        </Tabs.Panel>
        <Tabs.Panel value="withdrawal" pt="md">
          <WithdrawalDesktopPanel />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
