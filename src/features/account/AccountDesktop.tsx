import { Suspense, useContext, type ComponentType } from 'react';
import { Box, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { MemberAreaSend, MemberAreaSnapshot } from '../../edge/member';
import { Session } from '../../edge/session';
import { t, type MessageKey } from '../../i18n';
import { AccountHeader } from './AccountHeader';
import { AccountOverviewPanel } from './AccountOverviewPanel';
import { InsideAccountArea } from './insideAccountArea';
import { LoadProblem } from './LoadProblem';
import { SideNavCard } from './SideNav';
import { AccountSectionPagesContext, type AccountSectionValue } from './sectionPages';
import { WalletBalance } from './WalletBalance';
import { RestrictedAccountNotice } from '../safer-gambling/RestrictedAccountNotice';

function WalletSection() {
  return (
    <Paper withBorder radius="md" p="md" data-testid="member-wallet-section">
      <Title order={2} size="h4" mb="sm">
        {t('member.walletTitle')}
      </Title>
      <Text size="sm" c="gray.3">
        {t('member.mainWallet')}
      </Text>
      <WalletBalance size="xl" />
    </Paper>
  );
}

export type { AccountSectionValue } from './sectionPages';

type Section = { value: AccountSectionValue; label: MessageKey };

/** The account sections (spec 2 §2), switched by tab; their pages come from the route table (sectionPages.ts). */
export const ACCOUNT_SECTIONS: Section[] = [
  { value: 'deposit', label: 'member.tab.deposit' },
  { value: 'withdrawal', label: 'member.tab.withdrawal' },
  { value: 'bettingRecords', label: 'member.tab.bettingRecords' },
  { value: 'wallet', label: 'member.tab.wallet' },
  { value: 'turnover', label: 'member.tab.turnover' },
  { value: 'vip', label: 'member.tab.vip' },
  { value: 'transactionRecords', label: 'member.tab.transactionRecords' },
  { value: 'profile', label: 'member.tab.profile' },
  { value: 'resetPassword', label: 'member.tab.resetPassword' },
  { value: 'inbox', label: 'member.tab.inbox' },
  { value: 'referralProgram', label: 'member.tab.referralProgram' },
  { value: 'saferGambling', label: 'member.tab.saferGambling' },
];

const loading = (
  <Text c="dimmed" size="sm" role="status">
    {t('member.sectionLoading')}
  </Text>
);

/**
 * /account on a desktop (spec 2 §2): side navigation with the tabs, the account header, and the chosen
 * section; the pages that are also sections (VIP, Referral, records) open it with their `section` chosen.
 */
export function AccountDesktop({ snapshot, send, section }: { snapshot: MemberAreaSnapshot; send: MemberAreaSend; section?: AccountSectionValue }) {
  const pages: Partial<Record<AccountSectionValue, ComponentType>> = { ...useContext(AccountSectionPagesContext), wallet: WalletSection };
  const username = Session.useSelector((state) => state.context.credentials?.username ?? '');
  const { overview } = snapshot.context;
  const failed = snapshot.matches({ overview: 'overviewFailed' });
  return (
    <InsideAccountArea.Provider value={true}>
      <Tabs defaultValue={section ?? 'overview'} orientation="vertical" color="gold" keepMounted={false} variant="pills" data-layout="desktop" data-testid="member-area">
        {/* The vertical Tabs root is a flex row: without minWidth 0 this row grew to its widest line (Bangla ran 70 px past 1366). */}
        <Group align="flex-start" gap="md" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
          <Box w={260} style={{ flexShrink: 0 }}>
            <Paper withBorder radius="md">
              <SideNavCard username={username} overview={overview} />
              <Tabs.List aria-label={t('member.tabs')} p="xs">
                <Tabs.Tab value="overview">{t('member.tab.overview')}</Tabs.Tab>
                {ACCOUNT_SECTIONS.map((entry) => (
                  <Tabs.Tab key={entry.value} value={entry.value}>
                    {t(entry.label)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Paper>
          </Box>
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Stack gap="md">
              <Title order={1} size="h3">
                {t('member.title')}
              </Title>
              <RestrictedAccountNotice />
              <AccountHeader profile={overview?.profile ?? null} />
              <Tabs.Panel value="overview">
                {overview ? <AccountOverviewPanel overview={overview} /> : failed ? <LoadProblem onRetry={() => send({ type: 'member.refreshRequested' })} /> : loading}
              </Tabs.Panel>
              {ACCOUNT_SECTIONS.map(({ value }) => {
                const Page = pages[value];
                return (
                  <Tabs.Panel key={value} value={value} data-testid={`member-section-${value}`}>
                    <Suspense fallback={loading}>{Page ? <Page /> : null}</Suspense>
                  </Tabs.Panel>
                );
              })}
            </Stack>
          </Box>
        </Group>
      </Tabs>
    </InsideAccountArea.Provider>
  );
}
