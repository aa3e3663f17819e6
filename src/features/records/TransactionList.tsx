import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { groupByDhakaDate, type TransactionRecord } from '../../../machines/recordFilters';
import { formatTaka, localizeDigits } from '../../format/money';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';
import { TYPE_KEY } from './recordTexts';
import { TransactionStatus } from './TransactionStatus';

/** Mobile (spec 2 §2): rows grouped by date with type, amount, status tag and time; a row opens its pop-up. */
export function TransactionList({ rows, onOpen }: { rows: readonly TransactionRecord[]; onOpen: (row: TransactionRecord) => void }) {
  return (
    <Stack gap="md" data-testid="transaction-list">
      {groupByDhakaDate(rows).map((group) => (
        <Stack key={group.date} gap="xs" data-testid="transaction-group">
          <Text size="sm" fw={700} c="dimmed">
            {localizeDigits(group.date)}
          </Text>
          {group.rows.map((row) => {
            const type = t(TYPE_KEY[row.action]);
            const amount = formatTaka(row.amount, { fixedDecimals: true });
            return (
              <UnstyledButton key={`${row.transactionId}-${row.createdAt}`} onClick={() => onOpen(row)} aria-label={t('records.openDetails', { type, amount })}>
                <Paper withBorder p="sm" radius="md" data-testid="transaction-row">
                  <Group justify="space-between" wrap="nowrap">
                    <div>
                      <Text fw={600}>{type}</Text>
                      <Text size="xs" c="dimmed">
                        {formatDhakaTime(row.createdAt, 'HH:mm:ss')}
                      </Text>
                    </div>
                    <Stack gap={4} align="flex-end">
                      <Text fw={700} data-testid="transaction-amount">
                        {amount}
                      </Text>
                      <TransactionStatus row={row} />
                    </Stack>
                  </Group>
                </Paper>
              </UnstyledButton>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
