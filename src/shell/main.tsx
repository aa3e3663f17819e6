import './styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applySiteStyles } from './siteStyles';
import { languageReady } from '../i18n';
import { loadPageOf, sealOpeningPage } from './routes/Router';
import { watchChunkLoads } from './chunkLoads';
import { registerServiceWorker } from '../edge/serviceWorker';

watchChunkLoads();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render waits for the stylesheet, and for the opening page's chunk (preloaded beside
// this one) and the chosen language's texts, but never long: on a slow network the header and page loader show after 1.5 s as before.
const pageWaitMs = 1_500;
const openingPage = Promise.race([Promise.all([loadPageOf(window.location.pathname), languageReady()]), new Promise((resolve) => setTimeout(resolve, pageWaitMs))]);
void Promise.all([applySiteStyles(), openingPage]).then(() => {
  sealOpeningPage();
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds, instead of one
  // long task that keeps a cheap phone from answering a tap until the whole site has rendered.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
