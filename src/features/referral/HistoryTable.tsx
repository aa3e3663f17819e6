import '@mantine/core/styles/Table.css';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { RewardHistory, RewardRow } from '../../../machines/referral';
import { formatTaka } from '../../format/money';
import { formatDhakaTime } from '../../format/time';
import { t, type MessageKey } from '../../i18n';

const COLUMNS = ['referral.history.date', 'referral.history.turnover', 'referral.history.cashReward', 'referral.history.status', 'referral.history.details'] as const satisfies readonly MessageKey[];

const statusText = (status: string) => (status === 'claimed' ? t('referral.status.claimed') : status);
const details = (row: RewardRow) =>
  row.periodStart === row.periodEnd ? t('referral.history.periodDay', { day: row.periodStart }) : t('referral.history.period', { from: row.periodStart, to: row.periodEnd });

type HistoryTableProps = {
  history: RewardHistory | null;
  loading: boolean;
  /** The referral call failed before any history came: said in the table, with Try again. */
  failed: boolean;
  /** The page that could not be loaded when another page was chosen: said above the rows still shown, with Try again; null when none failed. */
  failedPage: number | null;
  onRetry: () => void;
  onPageChosen: (page: number) => void;
};

/**
 * The Cash Reward History: Date, Turnover, Cash Reward, Status, Details; "No Data" when empty; the failure with
 * Try again when it could not be loaded, and when another page could not be loaded (the last page stays below).
 */
export function HistoryTable({ history, loading, failed, failedPage, onRetry, onPageChosen }: HistoryTableProps) {
  const rows = history?.rows ?? [];
  const pageFailure =
    failedPage === null ? null : (
      <Table.Tr>
        <Table.Td colSpan={COLUMNS.length}>
          <Group justify="center" gap="sm" py={4} role="alert" data-testid="referral-history-page-failed">
            <Text c="red.4" size="sm">
              {t('referral.history.pageFailed', { page: failedPage })}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('referral.retry')}
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  return (
    <div data-testid="referral-history">
      <Table striped withTableBorder aria-label={t('referral.tab.history')} aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t(column)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageFailure}
          {history === null && failed ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <Stack align="center" gap="xs" py="md" data-testid="referral-history-failed">
                  <Text c="red.4" ta="center">
                    {t('referral.history.failed')}
                  </Text>
                  <Button size="xs" variant="light" color="red" onClick={onRetry}>
                    {t('referral.retry')}
                  </Button>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ) : rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <Text c="dimmed" ta="center" py="md">
                  {history === null ? t('referral.loading') : t('referral.history.noData')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDhakaTime(row.date, 'YYYY-MM-DD HH:mm')}</Table.Td>
                <Table.Td>{formatTaka(row.turnover, { fixedDecimals: true })}</Table.Td>
                <Table.Td>{formatTaka(row.cashReward, { fixedDecimals: true })}</Table.Td>
                <Table.Td>{statusText(row.status)}</Table.Td>
                <Table.Td>{details(row)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      {history && history.lastPage > 1 ? (
        <Group justify="flex-end" gap="xs" mt="xs">
          <Text size="sm">{t('referral.history.page', { page: history.page, last: history.lastPage })}</Text>
          <Button size="xs" variant="default" disabled={loading || history.page <= 1} onClick={() => onPageChosen(history.page - 1)}>
            {t('referral.history.previous')}
          </Button>
          <Button size="xs" variant="default" disabled={loading || history.page >= history.lastPage} onClick={() => onPageChosen(history.page + 1)}>
            {t('referral.history.next')}
          </Button>
        </Group>
      ) : null}
    </div>
  );
}
