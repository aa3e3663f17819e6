import { Component, type ReactNode } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { t } from '../../i18n';

type Props = { children: ReactNode };
type State = { failed: boolean };

/** A route chunk that fails to load (network lost, new deployment) offers a retry instead of a blank page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Route failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Paper p="xl" withBorder maw={560} mx="auto" mt="xl" role="alert">
        <Stack align="center" gap="md" ta="center">
          <Title order={1} size="h2">
            {t('routeError.title')}
          </Title>
          <Text c="dimmed">{t('routeError.body')}</Text>
          <Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>
        </Stack>
      </Paper>
    );
  }
}
