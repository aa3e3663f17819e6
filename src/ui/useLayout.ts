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

function currentLayout(): LayoutKind {
  const narrow = mediaQuery()?.matches ?? window.innerWidth <= MOBILE_MAX_WIDTH;
  return detectLayout(navigator.userAgent, narrow ? 0 : MOBILE_MAX_WIDTH + 1);
}

/**
 * The layout the server rendered the first screen for (issue 26 §1): set on the server for the render,
 * and in the browser from the page before hydrating it, so the hydrating render matches the server's
 * markup; React then re-renders at once if the window says otherwise (a narrow desktop window).
 */
let renderedLayout: LayoutKind | undefined;

export function setRenderedLayout(layout: LayoutKind | undefined): void {
  renderedLayout = layout;
}

function serverLayout(): LayoutKind {
  return renderedLayout ?? currentLayout();
}

/** The current layout, following window resizes across the 768 px line. */
export function useLayout(): LayoutKind {
  return useSyncExternalStore(subscribe, currentLayout, serverLayout);
}
