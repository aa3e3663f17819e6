import '@mantine/core/styles.css';
import { AppShell, Button, Group, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** The smallest page built with the same stack: MantineProvider, an app shell, a heading and buttons. */
function BarePage() {
  return (
    <MantineProvider forceColorScheme="dark">
      <AppShell header={{ height: 56 }} padding="md">
        <AppShell.Header px="md">
          <Group h="100%">
            <Text fw={700}>Bare Mantine page</Text>
          </Group>
        </AppShell.Header>
        <AppShell.Main>
          <Stack>
            <Title order={1}>Hello</Title>
            <Text>A yardstick for the Lighthouse figures of the site.</Text>
            <Group>
              <Button>Login</Button>
              <Button variant="light">Sign up</Button>
            </Group>
          </Stack>
        </AppShell.Main>
      </AppShell>
    </MantineProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BarePage />
  </StrictMode>,
);
