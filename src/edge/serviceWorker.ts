/**
 * Registers the site's service worker (src/serviceWorker/worker.js, issue 26 §4): the built files kept
 * for repeat visits and the offline page. Only in the built site, and only once the page has loaded,
 * so its first fetches never compete with the first screen's.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // Without it the site still works, online; say why in the console.
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn(`The offline page is not available: ${error instanceof Error ? error.message : String(error)}`));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
