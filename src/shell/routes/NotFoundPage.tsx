import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { t } from '../../i18n';

export function NotFoundPage() {
  const [path] = useLocation();
  return (
    <Paper p="xl" withBorder maw={560} mx="auto" mt="xl" data-testid="not-found">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.body', { path })}</Text>
        <Button component={Link} href="/" variant="light">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
