import { navigate } from 'wouter/use-browser-location';

/** Navigation for machines' actions: the router follows the browser location. */
export function goTo(path: string, options: { replace?: boolean } = {}): void {
  navigate(path, { replace: options.replace ?? false });
}
