import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Popups } from '../features/popups/Popups';
import { Splash } from '../features/splash/Splash';
import { applyDocumentLanguage, useLanguage } from '../i18n';
import { SiteLayout } from './layout/SiteLayout';
import { Router } from './routes/Router';
import { accountSectionPages } from './routes/routeTable';
import { AccountSectionPagesContext } from '../features/account/sectionPages';
import { inspectFlow } from '../edge/flowRecorder';
import { PageLoading } from '../edge/pageLoading';
import { Session, useIsLoggedIn } from '../edge/session';
import { readStoredSession } from '../edge/storage';
import { theme } from './theme';
import { firstScreenDrawn } from './firstScreen';

// Floating helpers load after the page itself: they are not needed for the first paint.
const ChatButton = lazy(() => import('../features/chat-button/ChatButton').then((module) => ({ default: module.ChatButton })));
// Issue 24: the reality check of a logged-in player and the notice after a break has started.
const SaferGamblingLayer = lazy(() => import('../features/reality-check/SaferGamblingLayer').then((module) => ({ default: module.SaferGamblingLayer })));
const ScrollToTop = lazy(() => import('../features/scroll-top/ScrollToTop').then((module) => ({ default: module.ScrollToTop })));

/**
 * The safer-gambling layer only ever acts for a player: a guest's page does not load it (on the home it was a long
 * task of its own while the page was being taken over). Once loaded it stays, so the notice after a break, which
 * logs the player out, still shows.
 */
function SaferGamblingForPlayers() {
  const loggedIn = useIsLoggedIn();
  const [loaded, setLoaded] = useState(loggedIn);
  if (loggedIn && !loaded) setLoaded(true);
  return loaded ? <SaferGamblingLayer /> : null;
}

export function App() {
  // Issue 11: choosing a language re-renders the whole tree from here, without a reload. Nothing
  // below is keyed on the language, so the session, the page's machines and half-typed forms stay.
  const language = useLanguage();
  useEffect(() => {
    applyDocumentLanguage(language);
  }, [language]);
  return (
    <MantineProvider theme={theme} forceColorScheme="dark">
      <Session.Provider options={{ input: { stored: readStoredSession() }, inspect: inspectFlow('session') }}>
        <PageLoading.Provider options={{ input: { firstScreenDrawn: firstScreenDrawn() }, inspect: inspectFlow('pageLoading') }}>
          <AccountSectionPagesContext.Provider value={accountSectionPages}>
            <SiteLayout>
              <Router />
            </SiteLayout>
          </AccountSectionPagesContext.Provider>
          <Popups />
          <Suspense fallback={null}>
            <ChatButton />
            <ScrollToTop />
          </Suspense>
          {/* Its own boundary: loading it at log-in must not blink the chat button away. */}
          <Suspense fallback={null}>
            <SaferGamblingForPlayers />
          </Suspense>
          <Splash />
        </PageLoading.Provider>
      </Session.Provider>
    </MantineProvider>
  );
}
