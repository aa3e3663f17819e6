import { MantineProvider } from '@mantine/core';
import { SiteLayout } from '../layout/SiteLayout';
import { Router } from '../routes/Router';
import { inspectFlow } from './flowRecorder';
import { Session } from './session';
import { readStoredSession } from './storage';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} forceColorScheme="dark">
      <Session.Provider options={{ input: { stored: readStoredSession() }, inspect: inspectFlow('session') }}>
        <SiteLayout>
          <Router />
        </SiteLayout>
      </Session.Provider>
    </MantineProvider>
  );
}
