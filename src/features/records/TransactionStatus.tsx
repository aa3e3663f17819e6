import { Badge, Text } from '@mantine/core';
import { reasonOf, type TransactionRecord } from '../../../machines/recordFilters';
import { t } from '../../i18n';
import { STATUS_TAG } from './recordTexts';

/** A transaction's status tag, and the reason under it when it has one (the mobile list and the desktop table). */
export function TransactionStatus({ row }: { row: TransactionRecord }) {
  const reason = reasonOf(row);
  return (
    <>
      <Badge size="sm" color={STATUS_TAG[row.key].color} style={{ flexShrink: 0 }} data-testid="transaction-status">
        {t(STATUS_TAG[row.key].key)}
      </Badge>
      {reason !== null && (
        <Text size="xs" c="red.8" maw={220} data-testid="transaction-reason">
          {t('records.reason', { reason })}
        </Text>
      )}
    </>
  );
}
