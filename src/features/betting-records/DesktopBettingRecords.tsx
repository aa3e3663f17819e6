import { Button, Checkbox, Group, NativeSelect, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { BettingDateRangeKey, BettingTab, RecordFilters } from '../../../machines/recordFilters';
import type { BettingFilterOptions, BettingRow, ChooseBettingFilters, FilterOption } from '../../edge/bettingRecords';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';
import { checkedCodes, groupBets, labelOf, toggleChecked } from '../../../machines/bettingRecords';
import { DATE_CHOICES } from './choices';
import { Loading } from './Placeholders';
import { ProfitLoss } from './ProfitLoss';

type BettingFilters = Extract<RecordFilters, { list: 'betting' }>;

function Checkboxes({ label, options, value, onChange }: { label: string; options: readonly FilterOption[]; value: string | null; onChange: (value: string | null) => void }) {
  const checked = checkedCodes(value);
  return (
    <Group gap="sm" role="group" aria-label={label}>
      <Text size="sm" fw={700} miw={90}>
        {label}
      </Text>
      <Checkbox label={t('bettingRecords.filter.all')} checked={value === null} onChange={() => onChange(toggleChecked(value, null))} />
      {options.map((option) => (
        <Checkbox key={option.value} label={option.label} checked={checked.includes(option.value)} onChange={() => onChange(toggleChecked(value, option.value))} />
      ))}
    </Group>
  );
}

function RecordsTable({ rows, tab, options }: { rows: readonly BettingRow[]; tab: BettingTab; options: BettingFilterOptions }) {
  const groups = groupBets(rows).flatMap((day) => day.groups);
  return (
    <Table striped withTableBorder aria-label={t('bettingRecords.table')} data-testid="betting-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('bettingRecords.column.platform')}</Table.Th>
          <Table.Th>{t('bettingRecords.column.gameType')}</Table.Th>
          <Table.Th>{t('bettingRecords.column.turnover')}</Table.Th>
          <Table.Th>{t('bettingRecords.column.profitLoss')}</Table.Th>
          <Table.Th>{t('bettingRecords.column.settleDate')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groups.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={5} ta="center" c="dimmed" data-testid="records-no-data">
              {t('bettingRecords.noData')}
            </Table.Td>
          </Table.Tr>
        ) : (
          groups.map((group) => (
            <Table.Tr key={group.key} data-testid="betting-table-row">
              <Table.Td>{labelOf(options.platforms, group.platform)}</Table.Td>
              <Table.Td>{labelOf(options.gameTypes, group.gameType)}</Table.Td>
              <Table.Td>{formatTaka(group.turnover, { fixedDecimals: true })}</Table.Td>
              <Table.Td>
                <ProfitLoss amount={group.profitLoss} size="sm" />
              </Table.Td>
              {/* An open bet is not settled yet: no settle date. */}
              <Table.Td>{tab === 'unsettled' ? t('bettingRecords.none') : group.date}</Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}

/** Desktop (spec 2 §2): Settled and Unsettled tabs, Platform and Game Type checkboxes, Date, Submit, the table. */
export function DesktopBettingRecords({
  filters,
  rows,
  failure,
  options,
  chooseFilters,
}: {
  filters: BettingFilters;
  rows: readonly BettingRow[] | null;
  /** The list's call failed: this says so in place of the table. */
  failure: ReactNode;
  options: BettingFilterOptions;
  chooseFilters: ChooseBettingFilters;
}) {
  const [draft, setDraft] = useState(filters);
  const chooseTab = (value: string | null) => {
    const tab: BettingTab = value === 'unsettled' ? 'unsettled' : 'settled';
    setDraft({ ...draft, tab });
    chooseFilters({ ...filters, tab });
  };
  return (
    <>
      <Tabs value={filters.tab} onChange={chooseTab}>
        <Tabs.List aria-label={t('bettingRecords.tabs')}>
          <Tabs.Tab value="settled">{t('bettingRecords.tab.settled')}</Tabs.Tab>
          <Tabs.Tab value="unsettled">{t('bettingRecords.tab.unsettled')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Stack gap="sm" mt="sm" data-testid="betting-filters">
        <Checkboxes label={t('bettingRecords.filter.platform')} options={options.platforms} value={draft.platform} onChange={(platform) => setDraft({ ...draft, platform })} />
        <Checkboxes label={t('bettingRecords.filter.gameType')} options={options.gameTypes} value={draft.gameType} onChange={(gameType) => setDraft({ ...draft, gameType })} />
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('bettingRecords.filter.date')}
            data={DATE_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.key) }))}
            value={draft.date}
            onChange={(event) => setDraft({ ...draft, date: event.currentTarget.value as BettingDateRangeKey })}
          />
          <Button onClick={() => chooseFilters({ ...draft, tab: filters.tab })}>{t('bettingRecords.filter.submit')}</Button>
        </Group>
      </Stack>
      <Stack mt="md">{failure ? failure : rows === null ? <Loading /> : <RecordsTable rows={rows} tab={filters.tab} options={options} />}</Stack>
    </>
  );
}
