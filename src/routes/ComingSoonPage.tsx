import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { t, type MessageKey } from '../i18n';

/** A route that later issues fill in: clear about it, never a crash. */
export function ComingSoonPage({ titleKey }: { titleKey: MessageKey }) {
  return (
    <Paper p="xl" withBorder maw={560} mx="auto" mt="xl" data-testid="coming-soon">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="h2">
          {t('comingSoon.title', { page: t(titleKey) })}
        </Title>
        <Text c="dimmed">{t('comingSoon.body')}</Text>
        <Button component={Link} href="/" variant="light">
          {t('comingSoon.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
