import { navigate } from 'wouter/use-browser-location';

/**
 * Navigation for machines' actions: the router follows the browser location. `state` is kept in
 * the history entry (history.state), so a page reached "with state" still has it after a reload.
 */
export function goTo(path: string, options: { replace?: boolean; state?: unknown } = {}): void {
  navigate(path, { replace: options.replace ?? false, state: options.state });
}

/** The state the current history entry was opened with (see goTo), or undefined. */
export function currentHistoryState(): unknown {
  return typeof window === 'undefined' ? undefined : window.history.state;
}
