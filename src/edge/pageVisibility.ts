import { useEffect } from 'react';

/** The events a polling machine takes for the tab's visibility (a background tab, a minimised window). */
export type PageVisibilityEvent = { type: 'page.hidden' } | { type: 'page.shown' };

export const isPageHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** Sends page.hidden / page.shown on each visibility change until the returned function is called. */
export function followPageVisibility(send: (event: PageVisibilityEvent) => void): () => void {
  const onVisibilityChange = () => send({ type: isPageHidden() ? 'page.hidden' : 'page.shown' });
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => document.removeEventListener('visibilitychange', onVisibilityChange);
}

/** `followPageVisibility` for the lifetime of the calling component. */
export function usePageVisibilityEvents(actorRef: { send: (event: PageVisibilityEvent) => void }): void {
  useEffect(() => followPageVisibility((event) => actorRef.send(event)), [actorRef]);
}
