import { Button, Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import type { DateRangeKey, RecordFilters, TransactionStatusFilter, TransactionTypeFilter } from '../../../machines/recordFilters';
import type { ChooseFilters } from '../../edge/records';
import { t, type MessageKey } from '../../i18n';

type TransactionFilters = Extract<RecordFilters, { list: 'transactions' }>;

const option = <V extends string>(value: V, key: MessageKey) => ({ value, label: t(key) });

/** Mobile: Status (All, Pending, Fail, Success), Payment Type (All, Deposit, Withdrawal), Date (Today, Yesterday, Last 7 days, All). */
const mobileOptions = {
  status: [option('all', 'records.filter.all'), option('processing', 'records.filter.pending'), option('fail', 'records.filter.fail'), option('success', 'records.filter.success')],
  type: [option('all', 'records.filter.all'), option('deposit', 'records.filter.deposit'), option('withdrawal', 'records.filter.withdrawal')],
  date: [option('today', 'records.filter.today'), option('yesterday', 'records.filter.yesterday'), option('last7Days', 'records.filter.last7Days'), option('all', 'records.filter.all')],
};

/** Desktop: Type (Deposit, Withdrawal, Adjustment, All), Status (Processing, Success, Fail, All), Date (Today, Yesterday, Last 7 days; unset is every date). */
const desktopOptions = {
  status: [option('processing', 'records.filter.processing'), option('success', 'records.filter.success'), option('fail', 'records.filter.fail'), option('all', 'records.filter.all')],
  type: [option('deposit', 'records.filter.deposit'), option('withdrawal', 'records.filter.withdrawal'), option('adjustment', 'records.filter.adjustment'), option('all', 'records.filter.all')],
  date: [option('all', 'records.filter.date'), option('today', 'records.filter.today'), option('yesterday', 'records.filter.yesterday'), option('last7Days', 'records.filter.last7Days')],
};

/** The filter panel: the choices are a draft until Confirm (mobile) or Submit (desktop) sends them. */
export function TransactionFilters({ filters, mobile, chooseFilters }: { filters: TransactionFilters; mobile: boolean; chooseFilters: ChooseFilters }) {
  const [draft, setDraft] = useState(filters);
  const options = mobile ? mobileOptions : desktopOptions;
  const status = (
    <NativeSelect
      key="status"
      label={t('records.filter.status')}
      data={options.status}
      value={draft.status}
      onChange={(event) => setDraft({ ...draft, status: event.currentTarget.value as TransactionStatusFilter })}
    />
  );
  const type = (
    <NativeSelect
      key="type"
      label={t(mobile ? 'records.filter.paymentType' : 'records.filter.type')}
      data={options.type}
      value={draft.type}
      onChange={(event) => setDraft({ ...draft, type: event.currentTarget.value as TransactionTypeFilter })}
    />
  );
  const date = (
    <NativeSelect
      key="date"
      label={t('records.filter.date')}
      data={options.date}
      value={draft.date}
      onChange={(event) => setDraft({ ...draft, date: event.currentTarget.value as DateRangeKey })}
    />
  );
  return (
    <Group align="flex-end" gap="sm" data-testid="transaction-filters">
      {mobile ? [status, type, date] : [type, status, date]}
      <Button onClick={() => chooseFilters(draft)}>{t(mobile ? 'records.filter.confirm' : 'records.filter.submit')}</Button>
    </Group>
  );
}
