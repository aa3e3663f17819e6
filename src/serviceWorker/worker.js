/**
 * The site's service worker (issue 26 §4). The build writes it to dist/sw.js (vite.config.ts,
 * serviceWorker()) with its version and the files of the first screen filled in.
 * - The built files (/assets/, named by their content) are kept: a repeat visit reads them from here.
 * - A page the browser cannot fetch (offline) answers with the offline page. Pages come from the network
 *   through navigation preload: the browser asks for the page while it starts the worker, so a repeat
 *   visit does not wait for the worker to start before its page is even requested.
 * - Nothing else is touched: the API, the exchange data and every other request go to the network
 *   as if there were no worker, so an answer with money in it is never stored.
 */
const version = '__BUILD_VERSION__';
const firstScreenFiles = __FIRST_SCREEN_FILES__;
const assetsCache = `takaplay-assets-${version}`;
const offlineCache = `takaplay-offline-${version}`;
const offlinePage = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await (await caches.open(offlineCache)).addAll([offlinePage]);
      await (await caches.open(assetsCache)).addAll(firstScreenFiles);
      // A new build's worker takes over at once: the files it keeps are those of the pages now served.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // An earlier build's files are named by their old content: nothing asks for them any more.
      for (const name of await caches.keys()) {
        if (name.startsWith('takaplay-') && name !== assetsCache && name !== offlineCache) await caches.delete(name);
      }
      // Where the browser has it (Chrome, Edge, Firefox 99+, Safari 15.4+); elsewhere pages are fetched below.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

/** A built file: from the cache, else from the network (and kept). */
async function builtFile(request) {
  const cache = await caches.open(assetsCache);
  // The files never change under their names, so the Accept-Encoding they were fetched with does not matter.
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * A page: always from the network (it carries the player's session state), as the browser already asked
 * for it (navigation preload) or, without that, asked now; the offline page when there is no network.
 */
async function page(event) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return (await caches.match(offlinePage, { cacheName: offlineCache })) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(builtFile(request));
});
