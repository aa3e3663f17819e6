import { Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { PAGE_SIZES, pageWindow, transactionsOf, visibleRows, type PageSize } from '../../../machines/recordFilters';
import type { RecordsSend, RecordsSnapshot } from '../../edge/records';
import { formatTaka } from '../../format/money';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';
import { TYPE_KEY } from './recordTexts';
import { TransactionStatus } from './TransactionStatus';

/** Desktop (spec 2 §2, §9): row number, Type, NO, Amount, Txn Date, Status; 10/25/50/100 per page; Previous/Next. */
export function TransactionTable({ snapshot, send }: { snapshot: RecordsSnapshot; send: RecordsSend }) {
  const { context } = snapshot;
  const rows = transactionsOf(visibleRows(context));
  const { first, last, total } = pageWindow(context);
  return (
    <>
      <Table striped withTableBorder data-testid="transaction-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('records.column.number')}</Table.Th>
            <Table.Th>{t('records.column.type')}</Table.Th>
            <Table.Th>{t('records.column.no')}</Table.Th>
            <Table.Th>{t('records.column.amount')}</Table.Th>
            <Table.Th>{t('records.column.txnDate')}</Table.Th>
            <Table.Th>{t('records.column.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={`${row.transactionId}-${row.createdAt}`} data-testid="transaction-row">
              <Table.Td>{first + index}</Table.Td>
              <Table.Td>{t(TYPE_KEY[row.action])}</Table.Td>
              <Table.Td>{row.transactionId}</Table.Td>
              <Table.Td data-testid="transaction-amount">{formatTaka(row.amount, { fixedDecimals: true })}</Table.Td>
              <Table.Td>{formatDhakaTime(row.createdAt)}</Table.Td>
              <Table.Td>
                <TransactionStatus row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {/* Kept to the left: the floating chat button sits at the bottom right. */}
      <Group gap="md" mt="sm" data-testid="transaction-pager">
        <Group gap="xs">
          <NativeSelect
            aria-label={t('records.perPage')}
            data={PAGE_SIZES.map(String)}
            value={String(context.pageSize)}
            onChange={(event) => send({ type: 'records.pageSizeChosen', pageSize: Number(event.currentTarget.value) as PageSize })}
          />
          <Text size="sm" data-testid="records-showing">
            {t('records.showing', { first, last, total })}
          </Text>
        </Group>
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={!snapshot.can({ type: 'records.previousPagePressed' })} onClick={() => send({ type: 'records.previousPagePressed' })}>
            {t('records.previous')}
          </Button>
          <Button variant="default" size="xs" disabled={!snapshot.can({ type: 'records.nextPagePressed' })} onClick={() => send({ type: 'records.nextPagePressed' })}>
            {t('records.next')}
          </Button>
        </Group>
      </Group>
    </>
  );
}
