import '@mantine/core/styles/List.css';
import { List } from '@mantine/core';
import { MINIMUM_VIP_COINS } from '../../../machines/vipConversion';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';

/** What VIP details say (spec 2 §9): the minimum to convert, 1 VP worth ৳1, and the levels. */
export function VipDetails() {
  return (
    <List size="sm" spacing="xs" c="gray.3">
      <List.Item>{t('vip.details.convert', { min: MINIMUM_VIP_COINS, value: formatTaka(1) })}</List.Item>
      <List.Item>{t('vip.details.levels', { first: t('vip.level.normal'), next: t('vip.level.elite1') })}</List.Item>
    </List>
  );
}
