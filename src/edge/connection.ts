import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine false; a browser without it counts as online. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Whether the browser is offline, following its online and offline events (the live score's place, issue 22). */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
