import { List, Paper, Title } from '@mantine/core';
import { t } from '../../i18n';

/** The deposit tips panel (spec 1 §2.11). */
export function DepositTips() {
  return (
    <Paper p="sm" withBorder radius="md" component="section" aria-labelledby="deposit-tips-title">
      <Title order={2} size="h5" id="deposit-tips-title" mb={6}>
        {t('deposit.tips.title')}
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>{t('deposit.tips.verifyPhone')}</List.Item>
        <List.Item>{t('deposit.tips.reference')}</List.Item>
        <List.Item>{t('deposit.tips.selectedAmount')}</List.Item>
        <List.Item>{t('deposit.tips.slip')}</List.Item>
      </List>
    </Paper>
  );
}
