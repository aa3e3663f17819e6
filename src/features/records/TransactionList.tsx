import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { groupByDhakaDate, reasonOf, type TransactionRecord } from '../../../machines/recordFilters';
import { formatTaka, localizeDigits } from '../../format/money';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';
import { STATUS_TAG, TYPE_KEY } from './recordTexts';

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
                      <Badge size="sm" color={STATUS_TAG[row.key].color} style={{ flexShrink: 0 }} data-testid="transaction-status">
                        {t(STATUS_TAG[row.key].key)}
                      </Badge>
                      {reasonOf(row) !== null && (
                        <Text size="xs" c="red.8" maw={220} data-testid="transaction-reason">
                          {t('records.reason', { reason: reasonOf(row) ?? '' })}
                        </Text>
                      )}
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
