/** Where the exchange redirect page sends the browser. */
export type ExchangeRedirectTarget =
  /** The external exchange site, the stored exchange token appended as `?token=`. */
  | { kind: 'external'; url: string }
  /** No (usable) external site configured: our own exchange, replacing the history entry. */
  | { kind: 'internal'; path: '/exchange' }
  /** No exchange token is stored: the page says so, with a link to /login. */
  | { kind: 'noToken' };

/** Only an http(s) address is a site to send the browser to (never javascript: or a relative path). */
function siteUrlOf(configured: string): URL | null {
  const trimmed = configured.trim();
  if (trimmed === '') return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The exchange redirect (spec 1 §2.10): the stored exchange token decides, then the configured site. */
export function exchangeRedirectTarget(exchangeToken: string | null, configuredSite: string): ExchangeRedirectTarget {
  const token = exchangeToken?.trim() ?? '';
  if (token === '') return { kind: 'noToken' };
  const site = siteUrlOf(configuredSite);
  if (site === null) return { kind: 'internal', path: '/exchange' };
  site.searchParams.set('token', token);
  return { kind: 'external', url: site.toString() };
}
