import '@mantine/core/styles/Table.css';
import { Button, Group, Table, Text } from '@mantine/core';
import { VIP_RECORDS_PER_PAGE, type VipRecordKind, type VipRecordRow } from '../../../machines/memberArea';
import { formatTaka } from '../../format/money';
import { formatDhakaTime } from '../../format/time';
import { t, type MessageKey } from '../../i18n';
import { formatPoints, LEVEL_TEXT } from './texts';

export const RECEIVED_COLUMNS = ['vip.col.no', 'vip.col.points', 'vip.col.source', 'vip.col.time'] as const satisfies readonly MessageKey[];
export const USED_COLUMNS = ['vip.col.no', 'vip.col.points', 'vip.col.amount', 'vip.col.time'] as const satisfies readonly MessageKey[];
export const HISTORY_COLUMNS = ['vip.col.year', 'vip.col.month', 'vip.col.level', 'vip.col.experience'] as const satisfies readonly MessageKey[];

const COLUMNS: Record<VipRecordKind, readonly MessageKey[]> = { received: RECEIVED_COLUMNS, used: USED_COLUMNS, history: HISTORY_COLUMNS };

/** The open table of the member area machine: which one, its rows and page, and whether it is loading. */
export type VipRecordsView = { kind: VipRecordKind; rows: readonly VipRecordRow[]; page: number; lastPage: number; loading: boolean; failed: boolean };

const time = (value: string) => formatDhakaTime(value, 'YYYY-MM-DD HH:mm:ss');

/** The cells of one row; the No column counts on from the page (10 a page). */
export function vipRecordCells(row: VipRecordRow, index: number, page: number): string[] {
  const number = String((page - 1) * VIP_RECORDS_PER_PAGE + index + 1);
  switch (row.kind) {
    case 'received':
      return [number, formatPoints(row.points), `${row.gameName} / ${row.platform}`, time(row.createdAt)];
    case 'used':
      return [number, formatPoints(row.points), formatTaka(row.amount, { fixedDecimals: true }), time(row.createdAt)];
    case 'history':
      return [String(row.year), String(row.month).padStart(2, '0'), t(LEVEL_TEXT[row.level]), formatPoints(row.experience)];
  }
}

/**
 * One of the VIP record tables (spec 2 §2 VIP: VP Received, VP Used, VIP History): the server's
 * records, newest first, 10 a page with Previous and Next; No Data when there are none.
 */
export function VipRecordTable({ kind, label, view, onPageChosen, onRetry }: { kind: VipRecordKind; label: string; view: VipRecordsView; onPageChosen: (page: number) => void; onRetry: () => void }) {
  const columns = COLUMNS[kind];
  const current = view.kind === kind;
  const rows = current ? view.rows : [];
  const loading = !current || view.loading;
  return (
    <div data-testid={`vip-records-${kind}`}>
      <Table striped withTableBorder aria-label={label} aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{t(column)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                {current && view.failed ? (
                  <Group justify="center" py="md" gap="sm" data-testid="vip-records-failed">
                    <Text c="red.4">{t('vip.recordsFailed')}</Text>
                    <Button size="xs" variant="light" color="red" onClick={onRetry}>
                      {t('vip.retry')}
                    </Button>
                  </Group>
                ) : (
                  <Text c="dimmed" ta="center" py="md">
                    {loading ? t('vip.recordsLoading') : t('vip.noData')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row, index) => (
              <Table.Tr key={row.kind === 'history' ? `${row.year}-${row.month}` : row.id} data-testid="vip-record-row">
                {vipRecordCells(row, index, view.page).map((cell, at) => (
                  <Table.Td key={at}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      {current && view.lastPage > 1 ? (
        // Kept to the left: the floating chat button sits at the bottom right and would cover Next.
        <Group justify="flex-start" gap="xs" mt="xs">
          <Text size="sm" c="gray.3" data-testid="vip-records-page">
            {t('vip.pageOf', { page: view.page, last: view.lastPage })}
          </Text>
          <Button size="xs" variant="default" disabled={view.loading || view.page <= 1} onClick={() => onPageChosen(view.page - 1)}>
            {t('vip.previous')}
          </Button>
          <Button size="xs" variant="default" disabled={view.loading || view.page >= view.lastPage} onClick={() => onPageChosen(view.page + 1)}>
            {t('vip.next')}
          </Button>
        </Group>
      ) : null}
    </div>
  );
}
