import { Badge, Group, Stack, Text, UnstyledButton, Paper } from '@mantine/core';
import { useState } from 'react';
import type { ExchangeRecord } from '../../../machines/recordFilters';
import { formatTaka, localizeDigits } from '../../format/money';
import { t } from '../../i18n';
import { ExchangeRecordDetails } from './ExchangeRecordDetails';
import { groupExchangeByDate } from '../../../machines/bettingRecords';
import { statusColour } from './display';
import { Loading, NoData } from './Placeholders';
import { ProfitLoss } from './ProfitLoss';

function ExchangeRow({ record, onOpen }: { record: ExchangeRecord; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} aria-label={t('bettingRecords.exchange.open', { event: record.eventName })} data-testid="exchange-row">
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={600} size="sm" data-testid="exchange-event">
              {record.eventName}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`bettingRecords.betType.${record.betType === 'lay' ? 'lay' : record.betType === 'yes' ? 'yes' : record.betType === 'no' ? 'no' : 'back'}`)} ·{' '}
              {formatTaka(record.stake, { fixedDecimals: true })}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <ProfitLoss amount={record.netProfitLoss} size="sm" fw={700} />
            <Badge size="xs" color={statusColour(record.status)} variant="light" style={{ flexShrink: 0 }}>
              {record.status === 'open' ? t('bettingRecords.exchange.processing') : record.status}
            </Badge>
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** The Exchange tab (spec 2 §2): bets grouped by date, each opening its Exchange Record Details. */
export function ExchangeRecords({ rows }: { rows: readonly ExchangeRecord[] | null }) {
  const [opened, setOpened] = useState<ExchangeRecord | null>(null);
  if (rows === null) return <Loading />;
  if (rows.length === 0) return <NoData />;
  return (
    <Stack gap="md">
      {groupExchangeByDate(rows).map((day) => (
        <Stack key={day.date} gap="xs" data-testid="exchange-day">
          <Text size="sm" fw={700} c="dimmed">
            {localizeDigits(day.date)}
          </Text>
          {day.rows.map((record) => (
            <ExchangeRow key={record.transactionId} record={record} onOpen={() => setOpened(record)} />
          ))}
        </Stack>
      ))}
      <ExchangeRecordDetails record={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
