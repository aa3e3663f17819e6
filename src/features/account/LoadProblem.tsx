import { Alert, Button, Stack, Text } from '@mantine/core';
import { t } from '../../i18n';

/** The overview could not be loaded: say so and offer to try again. */
export function LoadProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" data-testid="member-load-failed">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('member.loadFailed')}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('member.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
