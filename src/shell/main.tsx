import './styles';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { applySiteStyles } from './siteStyles';
import { languageReady, subscribeToLanguage } from '../i18n';
import { loadPageOf, sealOpeningPage } from './routes/Router';
import { watchChunkLoads } from './chunkLoads';
import { registerServiceWorker } from '../edge/serviceWorker';
import { showsServerScreen, syncRenderCookie } from '../edge/renderCookie';
import { markFirstScreenDrawn, RENDERED_LAYOUT_ATTRIBUTE, RENDERED_PATH_ATTRIBUTE } from './firstScreen';
import { setRenderedLayout } from '../ui/useLayout';
import { readFirstScreenState, setFirstScreenState } from '../edge/firstScreenState';

watchChunkLoads();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The layout the server rendered this page's first screen for (issue 26 §1), if it did.
const renderedLayout = container.getAttribute(RENDERED_LAYOUT_ATTRIBUTE);

// The first render waits for the stylesheet, and for the opening page's chunk (preloaded beside
// this one) and the chosen language's texts, but never long: on a slow network the header and page loader show after 1.5 s as before.
const pageWaitMs = 1_500;
const openingPage = Promise.race([Promise.all([loadPageOf(window.location.pathname), languageReady()]), new Promise((resolve) => setTimeout(resolve, pageWaitMs))]);
void Promise.all([applySiteStyles(), openingPage]).then(() => {
  sealOpeningPage();
  syncRenderCookie();
  subscribeToLanguage(() => syncRenderCookie());
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A transition renders in slices that yield to the browser every few milliseconds, instead of one
  // long task that keeps a cheap phone from answering a tap until the whole site has rendered.
  // A script that moved the address on before this one ran (history.pushState) wants another page than the server drew.
  const samePage = container.getAttribute(RENDERED_PATH_ATTRIBUTE) === window.location.pathname + window.location.search;
  if ((renderedLayout === 'mobile' || renderedLayout === 'desktop') && samePage && showsServerScreen()) {
    // The server's HTML is what this render draws: React takes it over in place (no second paint).
    setRenderedLayout(renderedLayout);
    setFirstScreenState(readFirstScreenState(document));
    markFirstScreenDrawn();
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // The splash, or a server screen this browser shows differently (a player, Bangla, another page): drawn anew.
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
});
