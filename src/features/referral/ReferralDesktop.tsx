import { Group, List, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReferralRates, RewardHistory } from '../../../machines/referral';
import { t } from '../../i18n';
import { HistoryTable } from './HistoryTable';
import type { ReferralViewProps } from './ReferralMobile';
import { ReferralQr } from './ReferralQr';
import { ReferralSteps } from './ReferralSteps';
import { RatioBoard } from './RatioBoard';
import { RewardBoard } from './RewardBoard';
import { ShareMenu } from './ShareMenu';

type DesktopProps = ReferralViewProps & {
  history: RewardHistory | null;
  /** The Cash Reward Ratio board's rates, the server's; null until loaded. */
  rates: ReferralRates | null;
  historyLoading: boolean;
  /** The referral call failed: the history table says so, with Try again. */
  historyFailed: boolean;
  /** Another page of the history could not be loaded: that page, said in the table with Try again; else null. */
  historyFailedPage: number | null;
  onRetry: () => void;
  onPageChosen: (page: number) => void;
};

/** /refrrel-program on a desktop: Referral Program Intro and Cash Reward History. */
export function ReferralDesktop({ figures, link, claim, onCopy, history, rates, historyLoading, historyFailed, historyFailedPage, onRetry, onPageChosen }: DesktopProps) {
  const downlines = figures ? figures.downlines.tier1 + figures.downlines.tier2 + figures.downlines.tier3 : null;
  return (
    <Stack gap="md" data-layout="desktop">
      <Title order={1} size="h2">
        {t('referral.title')}
      </Title>
      <Tabs defaultValue="intro">
        <Tabs.List aria-label={t('referral.tabs')}>
          <Tabs.Tab value="intro">{t('referral.tab.intro')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('referral.tab.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="intro" pt="md">
          <Stack gap="md">
            <Paper p="lg" radius="md" bg="dark.6" data-testid="referral-banner">
              <Title order={2} size="h3">
                {t('referral.banner.title')}
              </Title>
              <Text c="gray.3">{t('referral.banner.text')}</Text>
            </Paper>
            <SimpleGrid cols={3} spacing="md">
              <Paper p="md" withBorder radius="md">
                <Stack gap="xs" align="center">
                  <Text size="sm" c="gray.3">
                    {t('referral.code')}
                  </Text>
                  <Text fw={800} size="xl" data-testid="referral-code">
                    {figures?.code ?? '…'}
                  </Text>
                  {link ? <ReferralQr link={link} /> : null}
                  <ShareMenu link={link} onCopy={onCopy} />
                </Stack>
              </Paper>
              <Paper p="md" withBorder radius="md">
                <Stack gap="xs">
                  <Text size="sm" c="gray.3">
                    {t('referral.downlineCount')}
                  </Text>
                  <Text fw={800} size="xl" data-testid="referral-downlines">
                    {downlines ?? '…'}
                  </Text>
                  {figures ? (
                    <Group gap="xs">
                      {([1, 2, 3] as const).map((tier) => (
                        <Text key={tier} size="xs" c="gray.3">
                          {t('referral.tierCount', { tier, count: figures.downlines[`tier${tier}`] })}
                        </Text>
                      ))}
                    </Group>
                  ) : null}
                  <Text size="sm" fw={700} mt="xs">
                    {t('referral.requirements')}
                  </Text>
                  <List size="sm" spacing={2}>
                    <List.Item>{t('referral.requirement.deposit')}</List.Item>
                    <List.Item>{t('referral.requirement.turnover')}</List.Item>
                  </List>
                </Stack>
              </Paper>
              <RatioBoard rates={rates} />
            </SimpleGrid>
            <RewardBoard figures={figures} claim={claim} />
            <Paper p="md" withBorder radius="md">
              <Title order={3} size="h4" mb="sm">
                {t('referral.guide.title')}
              </Title>
              <ReferralSteps />
            </Paper>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryTable history={history} loading={historyLoading} failed={historyFailed} failedPage={historyFailedPage} onRetry={onRetry} onPageChosen={onPageChosen} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
