import { Alert, Button, Stack, Text } from '@mantine/core';
import { t } from '../../i18n';

/** A record list whose call failed: said in place of the list, with Try again (issue 8: a clear error, not a blank page). */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={t('records.loadFailed')} data-testid="records-load-failed">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('records.loadFailedHint')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('records.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
