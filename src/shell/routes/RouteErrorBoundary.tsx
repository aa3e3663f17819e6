import { Component, type ReactNode } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { t } from '../../i18n';
import { isFailedChunkLoad } from '../chunkLoads';

type Props = { children: ReactNode };
/** `newVersion`: the page's chunk is gone from the server while the browser is online (a deploy replaced the files). */
type State = { failed: boolean; newVersion: boolean };

/**
 * A page that cannot be shown offers a reload instead of a blank page: a chunk that is gone while the
 * player is online means a new version of the site (issue 26 §6); otherwise the connection or the page failed.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, newVersion: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, newVersion: isFailedChunkLoad(error) && navigator.onLine };
  }

  override componentDidCatch(error: unknown) {
    console.error('Route failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { newVersion } = this.state;
    return (
      <Paper p="xl" withBorder maw={560} mx="auto" mt="xl" role="alert" data-testid="route-error" data-new-version={newVersion}>
        <Stack align="center" gap="md" ta="center">
          <Title order={1} size="h2">
            {t(newVersion ? 'routeError.newVersionTitle' : 'routeError.title')}
          </Title>
          <Text c="dimmed">{t(newVersion ? 'routeError.newVersionBody' : 'routeError.body')}</Text>
          <Button onClick={() => window.location.reload()}>{t(newVersion ? 'routeError.reload' : 'routeError.retry')}</Button>
        </Stack>
      </Paper>
    );
  }
}
