import { Badge, Modal, Table, Text, Timeline } from '@mantine/core';
import { accountTypeOf, reasonOf, type TransactionRecord } from '../../../machines/recordFilters';
import { formatTaka } from '../../format/money';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';
import { STATUS_TAG, TYPE_KEY } from './recordTexts';

/** The row's pop-up (spec 2 §2): a progress timeline (updated, information received, initiated) and the details table. */
export function TransactionDetail({ row, onClose }: { row: TransactionRecord | null; onClose: () => void }) {
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('records.detail.title')} closeButtonProps={{ 'aria-label': t('records.close') }} centered>
      {row && (
        <>
          <Text fw={700} mb="xs">
            {t('records.detail.progress')}
          </Text>
          <Timeline active={row.key === '0' ? 1 : 2} bulletSize={14} lineWidth={2} mb="md" data-testid="transaction-timeline">
            <Timeline.Item title={t('records.detail.updated')}>
              <Text size="xs" c="dimmed">
                {formatDhakaTime(row.updatedAt)}
              </Text>
              <Badge size="sm" color={STATUS_TAG[row.key].color}>
                {t(STATUS_TAG[row.key].key)}
              </Badge>
            </Timeline.Item>
            <Timeline.Item title={t('records.detail.informationReceived')}>
              <Text size="xs" c="dimmed">
                {formatDhakaTime(row.createdAt)}
              </Text>
            </Timeline.Item>
            <Timeline.Item title={t('records.detail.initiated')}>
              <Text size="xs" c="dimmed">
                {formatDhakaTime(row.createdAt)}
              </Text>
            </Timeline.Item>
          </Timeline>
          <Table withTableBorder data-testid="transaction-details">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t('records.detail.no')}</Table.Th>
                <Table.Td>{row.transactionId || t('records.detail.none')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('records.detail.type')}</Table.Th>
                <Table.Td>{t(TYPE_KEY[row.action])}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('records.detail.paymentMethod')}</Table.Th>
                <Table.Td>{row.paymentMethodName ?? t('records.detail.agent')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('records.detail.bankName')}</Table.Th>
                <Table.Td>{accountTypeOf(row) ?? t('records.detail.none')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('records.detail.amount')}</Table.Th>
                <Table.Td>{formatTaka(row.amount, { fixedDecimals: true })}</Table.Td>
              </Table.Tr>
              {reasonOf(row) !== null && (
                <Table.Tr>
                  <Table.Th>{t('records.detail.reason')}</Table.Th>
                  <Table.Td data-testid="transaction-reason">{reasonOf(row)}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Modal>
  );
}
