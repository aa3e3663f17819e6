import './styles';
import { Anchor, Group, Pagination, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { DATED_SECTIONS, EXCHANGE_DATE_FILTERS, isExchangeDateFilter, lastPageOf, type SectionData } from '../../../machines/exchangeAccount';
import { EXCHANGE_ACCOUNT_PATH, useExchangeAccount } from '../../edge/exchangeAccount';
import { t } from '../../i18n';
import { AccountMenu } from './AccountMenu';
import { ActivitySection } from './ActivitySection';
import { BalanceSection } from './BalanceSection';
import { BetsSection } from './BetsSection';
import { ProfileSection } from './ProfileSection';
import { ProfitLossSection } from './ProfitLossSection';
import { LoadFailure, Loading, NoData } from './States';

function SectionBody({ data }: { data: SectionData }) {
  switch (data.section) {
    case 'profile':
      return <ProfileSection profile={data.profile} />;
    case 'balance':
      return <BalanceSection figures={data.figures} rows={data.rows} />;
    case 'myBets':
    case 'betsHistory':
      return <BetsSection rows={data.rows} />;
    case 'profitLoss':
      return <ProfitLossSection rows={data.rows} totals={data.totals} />;
    case 'activity':
      return <ActivitySection rows={data.rows} />;
  }
}

/** /exchange-account (spec 1 §2.10): the menu, or one of its six sections (named in the address). */
export function ExchangeAccountScreen() {
  const { snapshot, accountId, chooseSection, backToMenu, chooseDate, choosePage, retry } = useExchangeAccount();
  const { section, date, page, data } = snapshot.context;
  const onMenu = snapshot.matches('menu') || section === null;
  const pages = lastPageOf(data);
  return (
    <Paper p="md" withBorder maw={880} mx="auto" data-testid="exchange-account">
      <Stack gap="md">
        <Title order={1} size="h3">
          {t('exchangeAccount.title')}
        </Title>
        {onMenu ? (
          <AccountMenu accountId={accountId} onChoose={chooseSection} />
        ) : (
          <Stack gap="md" data-testid={`exchange-section-${section}`}>
            <Anchor
              href={EXCHANGE_ACCOUNT_PATH}
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                backToMenu();
              }}
            >
              ← {t('exchangeAccount.back')}
            </Anchor>
            <Title order={2} size="h4">
              {t(`exchangeAccount.section.${section}`)}
            </Title>
            {DATED_SECTIONS.includes(section) && (
              <SegmentedControl
                aria-label={t('exchangeAccount.dateFilter')}
                fullWidth
                size="xs"
                value={date}
                onChange={(value) => {
                  if (isExchangeDateFilter(value)) chooseDate(value);
                }}
                data={EXCHANGE_DATE_FILTERS.map((value) => ({ value, label: t(`exchangeAccount.date.${value}`) }))}
              />
            )}
            {snapshot.matches({ section: 'loading' }) ? (
              <Loading />
            ) : snapshot.matches({ section: 'failed' }) ? (
              <LoadFailure onRetry={retry} />
            ) : snapshot.matches({ section: 'empty' }) || data === null ? (
              <NoData />
            ) : (
              <SectionBody data={data} />
            )}
            {pages > 1 && !snapshot.matches({ section: 'failed' }) && (
              <Group justify="center" component="nav" aria-label={t('exchangeAccount.pages')}>
                <Pagination
                  total={pages}
                  value={page}
                  onChange={choosePage}
                  size="sm"
                  getControlProps={(control) => ({ 'aria-label': control === 'previous' ? t('exchangeAccount.previousPage') : control === 'next' ? t('exchangeAccount.nextPage') : undefined })}
                />
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
