import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { t } from '../../i18n';

/** "Set a deposit limit" (issue 24): offered before the first deposit; "Not now" closes it for good. It never blocks the deposit. */
export function LimitPrompt({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Paper withBorder radius="md" p="sm" component="aside" aria-labelledby="limit-prompt-title" data-testid="limit-prompt">
      <Stack gap={6}>
        <Title order={2} size="h6" id="limit-prompt-title">
          {t('safer.deposit.prompt.title')}
        </Title>
        <Text size="sm" c="gray.3">
          {t('safer.deposit.prompt.text')}
        </Text>
        <Group gap="xs">
          <Button component={Link} href="/safer-gambling" size="xs" color="gold">
            {t('safer.deposit.prompt.set')}
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={onDismiss}>
            {t('safer.deposit.prompt.later')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
