import { Badge, Group, Modal, SegmentedControl, Table, Timeline, Text } from '@mantine/core';
import { useState } from 'react';
import type { ExchangeRecord } from '../../../machines/recordFilters';
import { formatTaka, localizeDigits } from '../../format/money';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';
import { statusColour } from './display';
import { ProfitLoss } from './ProfitLoss';

const taka = (amount: number) => formatTaka(amount, { fixedDecimals: true });

/** Spec 2 §2 Exchange Record Details: every field of the bet (§3), as a timeline or as a table. */
export function ExchangeRecordDetails({ record, onClose }: { record: ExchangeRecord | null; onClose: () => void }) {
  const [view, setView] = useState<'timeline' | 'table'>('timeline');
  const fields = record
    ? [
        [t('bettingRecords.exchange.eventName'), record.eventName],
        [t('bettingRecords.exchange.transactionId'), record.transactionId],
        [t('bettingRecords.exchange.amount'), taka(record.stake)],
        [t('bettingRecords.exchange.gameType'), t('bettingRecords.exchange.exchange')],
        [t('bettingRecords.exchange.marketName'), record.marketName],
        [t('bettingRecords.exchange.selectionName'), record.selectionName],
        [t('bettingRecords.exchange.betType'), record.betType.toUpperCase()],
        [t('bettingRecords.exchange.stake'), taka(record.stake)],
        [t('bettingRecords.exchange.potentialProfit'), taka(record.potentialProfit)],
        [t('bettingRecords.exchange.potentialLiability'), taka(record.potentialLiability)],
        [t('bettingRecords.exchange.odds'), String(record.odds)],
        [t('bettingRecords.exchange.runs'), record.run === null ? t('bettingRecords.none') : String(record.run)],
      ]
    : [];
  return (
    <Modal opened={record !== null} onClose={onClose} title={t('bettingRecords.exchange.detailsTitle')} closeButtonProps={{ 'aria-label': t('bettingRecords.close') }} centered>
      {record && (
        <>
          <Group justify="space-between" mb="sm">
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(value) => setView(value === 'table' ? 'table' : 'timeline')}
              data={[
                { value: 'timeline', label: t('bettingRecords.exchange.timeline') },
                { value: 'table', label: t('bettingRecords.exchange.table') },
              ]}
            />
            <Badge color={statusColour(record.status)} data-testid="exchange-status">
              {record.status === 'open' ? t('bettingRecords.exchange.processing') : record.status}
            </Badge>
          </Group>
          {view === 'table' ? (
            <Table withTableBorder data-testid="exchange-details-table">
              <Table.Tbody>
                {fields.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th>{label}</Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th>{t('bettingRecords.column.profitLoss')}</Table.Th>
                  <Table.Td>
                    <ProfitLoss amount={record.netProfitLoss} size="sm" />
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          ) : (
            <Timeline active={record.status === 'open' ? 1 : 2} bulletSize={14} lineWidth={2} data-testid="exchange-details-timeline">
              <Timeline.Item title={t('bettingRecords.exchange.placed')}>
                <Text size="xs" c="dimmed">
                  {formatDhakaTime(record.createdAt)}
                </Text>
                <Text size="sm">
                  {record.selectionName} · {record.marketName} · {record.betType.toUpperCase()} @ {localizeDigits(String(record.odds))}
                  {record.run === null ? '' : ` (${record.run})`}
                </Text>
              </Timeline.Item>
              <Timeline.Item title={t('bettingRecords.exchange.matched')}>
                <Text size="sm">
                  {t('bettingRecords.exchange.stake')} {taka(record.stake)} · {t('bettingRecords.exchange.potentialProfit')} {taka(record.potentialProfit)} ·{' '}
                  {t('bettingRecords.exchange.potentialLiability')} {taka(record.potentialLiability)}
                </Text>
              </Timeline.Item>
              <Timeline.Item title={record.status === 'open' ? t('bettingRecords.exchange.processing') : t('bettingRecords.exchange.settled')}>
                {record.settledAt ? (
                  <Text size="xs" c="dimmed">
                    {formatDhakaTime(record.settledAt)}
                  </Text>
                ) : null}
                <ProfitLoss amount={record.netProfitLoss} size="sm" />
              </Timeline.Item>
            </Timeline>
          )}
        </>
      )}
    </Modal>
  );
}
