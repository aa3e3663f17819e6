import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import type { StatementRow } from '../../../machines/activityStatement';
import { t, type MessageKey } from '../../i18n';
import { formatSaferAmount } from './texts';

const periodKeys: Record<StatementRow['period'], MessageKey> = {
  '24h': 'safer.statement.period.24h',
  '7d': 'safer.statement.period.7d',
  '30d': 'safer.statement.period.30d',
  '12m': 'safer.statement.period.12m',
};

const outcomeColours: Record<StatementRow['outcome'], string> = { win: 'green.4', loss: 'red.4', even: 'gray.3' };

/** A net win with its plus sign, a loss with its minus (colour says it too). */
function signedAmount(row: StatementRow): string {
  return row.outcome === 'win' ? `+${formatSaferAmount(row.netWinLoss)}` : formatSaferAmount(row.netWinLoss);
}

/** The four periods: deposits, withdrawals, stakes, and the net win or loss with sign and colour. */
export function StatementTable({ rows }: { rows: StatementRow[] }) {
  const captionId = useId();
  return (
    <Stack gap="xs">
      {/* The table's title above it, not a <caption>: on a phone the table scrolls sideways and would carry its title off screen. */}
      <Text size="sm" c="gray.3" id={captionId}>
        {t('safer.statement.caption')}
      </Text>
      {/* On a phone the table scrolls sideways: its viewport takes the keyboard focus so it can be scrolled without a pointer. */}
      <Table.ScrollContainer minWidth={520} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } }}>
        {/* Amounts never wrap; the columns keep a gap between them even with Bangla's longer words and digits. */}
        <Table striped withTableBorder horizontalSpacing="md" style={{ whiteSpace: 'nowrap' }} aria-labelledby={captionId} data-testid="statement-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('safer.statement.column.period')}</Table.Th>
              <Table.Th ta="right">{t('safer.statement.column.deposits')}</Table.Th>
              <Table.Th ta="right">{t('safer.statement.column.withdrawals')}</Table.Th>
              <Table.Th ta="right">{t('safer.statement.column.stakes')}</Table.Th>
              <Table.Th ta="right">{t('safer.statement.column.net')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.period} data-testid={`statement-row-${row.period}`}>
                <Table.Td>{t(periodKeys[row.period])}</Table.Td>
                <Table.Td ta="right">{formatSaferAmount(row.deposits)}</Table.Td>
                <Table.Td ta="right">{formatSaferAmount(row.withdrawals)}</Table.Td>
                <Table.Td ta="right">{formatSaferAmount(row.stakes)}</Table.Td>
                <Table.Td ta="right">
                  <Text span size="sm" fw={600} c={outcomeColours[row.outcome]} data-outcome={row.outcome}>
                    {signedAmount(row)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
