import './styles';
import { Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { defaultFiltersOf, transactionsOf, type RecordFilters, type TransactionRecord } from '../../../machines/recordFilters';
import { useRecordsMachine } from '../../edge/records';
import { recordsStatusOf } from './LoadFailure';
import { t } from '../../i18n';
import { useLayout } from '../../ui/useLayout';
import { TransactionDetail } from './TransactionDetail';
import { TransactionFilters } from './TransactionFilters';
import { TransactionList } from './TransactionList';
import { TransactionTable } from './TransactionTable';

type Filters = Extract<RecordFilters, { list: 'transactions' }>;
const DEFAULT_FILTERS = defaultFiltersOf('transactions') as Filters;

/** /transaction-record (spec 2 §2, §4, §8, §9): filters, then the mobile list by date or the desktop table; No Data when empty. */
export function TransactionScreen() {
  const [snapshot, send, chooseFilters] = useRecordsMachine('transactions');
  const mobile = useLayout() === 'mobile';
  const [opened, setOpened] = useState<TransactionRecord | null>(null);
  const { filters } = snapshot.context;
  const body = recordsStatusOf(snapshot, () => send({ type: 'records.retryRequested' })) ??
    (mobile ? <TransactionList rows={transactionsOf(snapshot.context.rows)} onOpen={setOpened} /> : <TransactionTable snapshot={snapshot} send={send} />);
  return (
    <Paper p="md" withBorder maw={mobile ? 560 : undefined} mx="auto" data-testid="transaction-records">
      <Title order={1} size="h3" mb="sm">
        {t('records.transactions.title')}
      </Title>
      <TransactionFilters filters={filters.list === 'transactions' ? filters : DEFAULT_FILTERS} mobile={mobile} chooseFilters={chooseFilters} />
      <Stack mt="md">{body}</Stack>
      {mobile && <TransactionDetail row={opened} onClose={() => setOpened(null)} />}
    </Paper>
  );
}
