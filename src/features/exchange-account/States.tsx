import { Center, Loader, Text } from '@mantine/core';
import { t } from '../../i18n';
import { LoadFailureAlert } from '../../ui/LoadFailureAlert';

export function Loading() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('exchangeAccount.loading')} />
    </Center>
  );
}

export function NoData() {
  return (
    <Text ta="center" py="xl" c="dimmed" data-testid="exchange-account-no-data">
      {t('exchangeAccount.noData')}
    </Text>
  );
}

export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadFailureAlert title={t('exchangeAccount.loadFailed')} hint={t('exchangeAccount.loadFailedHint')} retryLabel={t('exchangeAccount.retry')} testId="exchange-account-failed" onRetry={onRetry} />
  );
}
