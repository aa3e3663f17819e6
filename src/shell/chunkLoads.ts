/**
 * Chunks of the site that failed to load. Vite's loader reports each failed dynamic import with a
 * `vite:preloadError` event whose payload is the error React will throw: kept here, so that an error
 * boundary can tell a missing chunk (a deploy replaced the files while the player was on the site,
 * issue 26 §6) from a page that broke while rendering.
 */
const failedLoads = new WeakSet<object>();

type PreloadErrorEvent = Event & { payload?: unknown };

/** Starts noting failed chunk loads (once, before the first render). */
export function watchChunkLoads(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event: PreloadErrorEvent) => {
    if (typeof event.payload === 'object' && event.payload !== null) failedLoads.add(event.payload);
  });
}

/** Whether the error is a chunk load that failed. */
export const isFailedChunkLoad = (error: unknown): boolean => typeof error === 'object' && error !== null && failedLoads.has(error);
