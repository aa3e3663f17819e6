import { Text } from '@mantine/core';
import { t } from '../../i18n';

export function DepositMobile() {
  return <Text>{t('page.deposit')}</Text>;
}

export function DepositDesktopPanel() {
  return <Text>{t('page.deposit')}</Text>;
}
