import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** jsdom and very old browsers have no matchMedia: they get motion. */
const mediaList = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(changed: () => void): () => void {
  const list = mediaList();
  if (!list) return () => undefined;
  list.addEventListener('change', changed);
  return () => list.removeEventListener('change', changed);
}

const asksForReducedMotion = () => mediaList()?.matches ?? false;
/** The server cannot know: it draws what most players have, motion. */
const onTheServer = () => false;

/**
 * Whether the device asks for reduced motion (`prefers-reduced-motion: reduce`). A page the browser draws
 * reads it on the first render, so that what moves never starts and then stops; a page the server drew
 * (issue 26 §1) is taken over as drawn, with motion, and changes right after, without a hydration mismatch.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, asksForReducedMotion, onTheServer);
}
