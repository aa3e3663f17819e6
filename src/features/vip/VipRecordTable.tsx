import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import { t, type MessageKey } from '../../i18n';

/**
 * One of the VIP record tables (spec 2 §2 VIP: VP Received, VP Used, VIP History). The server has
 * no call for these records (spec 2 §7 lists none), so each shows its columns and No Data.
 */
export function VipRecordTable({ columns, label }: { columns: readonly MessageKey[]; label: string }) {
  return (
    <Table striped withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column}>{t(column)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td colSpan={columns.length}>
            <Text c="dimmed" ta="center" py="md">
              {t('vip.noData')}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

export const RECEIVED_COLUMNS = ['vip.col.no', 'vip.col.points', 'vip.col.source', 'vip.col.time'] as const satisfies readonly MessageKey[];
export const USED_COLUMNS = ['vip.col.no', 'vip.col.points', 'vip.col.amount', 'vip.col.time'] as const satisfies readonly MessageKey[];
export const HISTORY_COLUMNS = ['vip.col.year', 'vip.col.month', 'vip.col.level', 'vip.col.experience'] as const satisfies readonly MessageKey[];
