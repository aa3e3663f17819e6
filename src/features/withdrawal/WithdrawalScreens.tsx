import { Text } from '@mantine/core';
import { t } from '../../i18n';

export function WithdrawalMobile() {
  return <Text>{t('page.withdrawal')}</Text>;
}

export function WithdrawalDesktopPanel() {
  return <Text>{t('page.withdrawal')}</Text>;
}
