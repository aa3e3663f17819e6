import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { t } from '../../i18n';

type SportsLaunchViewProps = {
  /** A launch is on its way (or done): the loader shows; otherwise the Play button. */
  started: boolean;
  error: string | null;
  onRetry: () => void;
};

/** While the sportsbook opens: a loader, or the launch error with a retry (spec 1 §8, Game launch). */
export function SportsLaunchView({ started, error, onRetry }: SportsLaunchViewProps) {
  return (
    <Paper p="xl" withBorder maw={560} mx="auto" mt="xl" data-testid="sports-launch">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="h2">
          {t('games.sports.title')}
        </Title>
        {!started ? (
          <Button color="gold" onClick={onRetry}>
            {t('games.sports.play')}
          </Button>
        ) : error === null ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text c="gray.2">{t('games.sports.launching')}</Text>
          </Group>
        ) : (
          <Alert color="red" variant="light" role="alert" title={t('games.launch.errorTitle')} w="100%" data-testid="game-launch-error">
            <Text size="sm" c="red.2" mb="sm">
              {error}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('games.sports.retry')}
            </Button>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
