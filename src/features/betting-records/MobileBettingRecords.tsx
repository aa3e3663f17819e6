import { ActionIcon, Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { ExchangeRecord, RecordFilters } from '../../../machines/recordFilters';
import type { BettingFilterOptions, BettingRow, ChooseBettingFilters } from '../../edge/bettingRecords';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';
import { BetDetails } from './BetDetails';
import { ExchangeRecords } from './ExchangeRecords';
import { groupBets, labelOf, totalsOf, type BetGroup } from '../../../machines/bettingRecords';
import { MobileFilterPanel } from './MobileFilterPanel';
import { Loading, NoData } from './Placeholders';
import { ProfitLoss } from './ProfitLoss';

type BettingFilters = Extract<RecordFilters, { list: 'betting' }>;

function SummaryBar({ filters, rows, options }: { filters: BettingFilters; rows: readonly BettingRow[]; options: BettingFilterOptions }) {
  const totals = totalsOf(rows);
  const all = t('bettingRecords.filter.all');
  const cells = [
    { label: t('bettingRecords.column.platform'), value: filters.platform === null ? all : labelOf(options.platforms, filters.platform) },
    { label: t('bettingRecords.column.gameType'), value: filters.gameType === null ? all : labelOf(options.gameTypes, filters.gameType) },
    { label: t('bettingRecords.column.turnover'), value: formatTaka(totals.turnover, { fixedDecimals: true }) },
  ];
  return (
    <Paper withBorder p="xs" radius="md" aria-label={t('bettingRecords.summary')} role="region" data-testid="betting-summary">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {cells.map((cell) => (
          <Stack key={cell.label} gap={0}>
            <Text size="xs" c="dimmed">
              {cell.label}
            </Text>
            <Text size="sm" fw={600}>
              {cell.value}
            </Text>
          </Stack>
        ))}
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('bettingRecords.column.profitLoss')}
          </Text>
          <ProfitLoss amount={totals.profitLoss} size="sm" fw={600} />
        </Stack>
      </Group>
    </Paper>
  );
}

function GroupRow({ group, options, onOpen }: { group: BetGroup; options: BettingFilterOptions; onOpen: () => void }) {
  const platform = labelOf(options.platforms, group.platform);
  const gameType = labelOf(options.gameTypes, group.gameType);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="betting-group">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text fw={600} data-testid="group-platform">
            {platform}
          </Text>
          <Text size="xs" c="dimmed" data-testid="group-game-type">
            {gameType}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Stack gap={0} align="flex-end">
            <Text size="sm" data-testid="group-turnover">
              {formatTaka(group.turnover, { fixedDecimals: true })}
            </Text>
            <ProfitLoss amount={group.profitLoss} size="sm" fw={700} />
          </Stack>
          <ActionIcon variant="subtle" onClick={onOpen} aria-label={t('bettingRecords.openBets', { platform, gameType, date: group.date })}>
            <span aria-hidden="true">›</span>
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/** Mobile (spec 2 §2): the Settled and Exchange tabs, the filter panel, the summary bar, groups by date. */
export function MobileBettingRecords({
  filters,
  rows,
  exchangeRows,
  failure,
  options,
  chooseFilters,
}: {
  filters: BettingFilters;
  rows: readonly BettingRow[] | null;
  exchangeRows: readonly ExchangeRecord[] | null;
  /** The list's call failed: this says so in place of the list. */
  failure: ReactNode;
  options: BettingFilterOptions;
  chooseFilters: ChooseBettingFilters;
}) {
  const [filtering, setFiltering] = useState(false);
  const [opened, setOpened] = useState<BetGroup | null>(null);
  const exchange = filters.tab === 'exchange';
  return (
    <>
      <Tabs value={exchange ? 'exchange' : 'settled'} onChange={(tab) => chooseFilters({ ...filters, tab: tab === 'exchange' ? 'exchange' : 'settled' })}>
        <Tabs.List aria-label={t('bettingRecords.tabs')}>
          <Tabs.Tab value="settled">{t('bettingRecords.tab.settled')}</Tabs.Tab>
          <Tabs.Tab value="exchange">{t('bettingRecords.tab.exchange')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" size="xs" onClick={() => setFiltering(true)}>
          {t('bettingRecords.filter.open')}
        </Button>
      </Group>
      <MobileFilterPanel
        key={JSON.stringify(filters)}
        opened={filtering}
        filters={filters}
        options={options}
        onBack={() => setFiltering(false)}
        onConfirm={(next) => {
          setFiltering(false);
          chooseFilters(next);
        }}
      />
      <Stack mt="sm" gap="md">
        {exchange ? null : <SummaryBar filters={filters} rows={rows ?? []} options={options} />}
        {failure ? (
          failure
        ) : exchange ? (
          <ExchangeRecords rows={exchangeRows} />
        ) : rows === null ? (
          <Loading />
        ) : rows.length === 0 ? (
          <NoData />
        ) : (
          groupBets(rows).map((day) => (
            <Stack key={day.date} gap="xs" data-testid="betting-day">
              <Text size="sm" fw={700} c="dimmed" data-testid="betting-date">
                {day.date}
              </Text>
              {day.groups.map((group) => (
                <GroupRow key={group.key} group={group} options={options} onOpen={() => setOpened(group)} />
              ))}
            </Stack>
          ))
        )}
      </Stack>
      <BetDetails group={opened} platforms={options.platforms} onClose={() => setOpened(null)} />
    </>
  );
}
