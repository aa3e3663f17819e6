import '../../src/shell/styles';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { dismissBreakStartedNotice } from '../../src/edge/accountBreak';
import { inspectFlow } from '../../src/edge/flowRecorder';
import { Session } from '../../src/edge/session';
import { readStoredSession } from '../../src/edge/storage';
import { setPreferredLanguage, type Language } from '../../src/i18n';
import { SaferGamblingLayer } from '../../src/features/reality-check/SaferGamblingLayer';
import { theme } from '../../src/shell/theme';
import { fakeApi } from './fakeApi';
import { answerTheSite } from './siteAnswers';
import { demoPlayer, useLayoutOf, type Layout } from './site';

/**
 * Issue 24: the /safer-gambling sections render here by themselves (the page and its route are
 * another helper's, joined at the merge): Mantine, the session of the demo player and the shell's
 * safer-gambling layer (the reality check, the break-started notice), the API faked.
 */
export async function renderSection(section: ReactNode, { layout, language = 'en' }: { layout: Layout; language?: Language }) {
  await useLayoutOf(layout);
  // The notice lives beside the session (a module of the edge): a test that ended with it open must not cover the next one.
  dismissBreakStartedNotice();
  await setPreferredLanguage(language);
  for (const [key, value] of Object.entries(demoPlayer)) localStorage.setItem(key, value);
  answerTheSite(fakeApi);
  return render(
    <MantineProvider theme={theme} forceColorScheme="dark">
      <Session.Provider options={{ input: { stored: readStoredSession() }, inspect: inspectFlow('session') }}>
        {section}
        <SaferGamblingLayer />
      </Session.Provider>
    </MantineProvider>,
  );
}
