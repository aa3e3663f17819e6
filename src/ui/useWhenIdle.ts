import { useEffect, useState } from 'react';

/** A browser without requestIdleCallback (Safari) waits this long instead. */
const IDLE_FALLBACK_MS = 200;

/**
 * True once the browser has had an idle moment after the component mounted, or at once when `now` is true.
 * For parts a page does not show at first but must have ready (a closed sheet): their set-up then runs in a
 * task of its own instead of inside the page's first commit, which it made one long task (docs/bench.md, stop 45).
 */
export function useWhenIdle(now = false): boolean {
  const [idle, setIdle] = useState(false);
  // Once per mount: idle only ever turns true, and then there is nothing left to wait for.
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true));
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), IDLE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return idle || now;
}
