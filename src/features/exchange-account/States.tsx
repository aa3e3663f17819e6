import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { t } from '../../i18n';

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
    <Alert color="red" variant="light" title={t('exchangeAccount.loadFailed')} data-testid="exchange-account-failed">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('exchangeAccount.loadFailedHint')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('exchangeAccount.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
