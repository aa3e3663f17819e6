import { useSyncExternalStore } from 'react';
import { detectLayout, MOBILE_MAX_WIDTH, type LayoutKind } from './detectLayout';

const NARROW_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
let narrowQuery: MediaQueryList | null | undefined;

/** One media query for every component: reading it does not force a layout (window.innerWidth would, on each render). */
function mediaQuery(): MediaQueryList | null {
  if (narrowQuery === undefined) narrowQuery = typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null;
  return narrowQuery;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return mediaQuery()?.matches ?? window.innerWidth <= MOBILE_MAX_WIDTH;
}

/** The current layout, following window resizes across the 768 px line. */
export function useLayout(): LayoutKind {
  const narrow = useSyncExternalStore(subscribe, isNarrow);
  return detectLayout(navigator.userAgent, narrow ? 0 : MOBILE_MAX_WIDTH + 1);
}
