import type { ExchangeSport } from '../../../machines/inplayList';

/** The exchange area's pages (spec 1 §2.10), in bottom-navigation order. */
export const EXCHANGE_PAGES = [
  { path: '/exchange', labelKey: 'exchangeShell.nav.home' },
  { path: '/exchange-inplay', labelKey: 'exchangeShell.nav.inplay' },
  { path: '/exchange-sports', labelKey: 'exchangeShell.nav.sports' },
  { path: '/exchange-multi', labelKey: 'exchangeShell.nav.multi' },
  { path: '/exchange-account', labelKey: 'exchangeShell.nav.account' },
] as const;

/** The odds view's address (its contract): market, event, sport and the page to come back to. */
export function oddsViewHref(market: { marketId: string; eventId: string; sport: ExchangeSport }, fromPath: string): string {
  const query = `marketId=${encodeURIComponent(market.marketId)}&eventId=${encodeURIComponent(market.eventId)}&sport=${market.sport}`;
  return `/odds-view?${query}&from=${encodeURIComponent(fromPath)}`;
}

/** The address without its `token` query (the favourites slider sends players to /exchange?token=…), or null when there is none. */
export function withoutToken(pathname: string, search: string, hash = ''): string | null {
  const params = new URLSearchParams(search);
  if (!params.has('token')) return null;
  params.delete('token');
  const rest = params.toString();
  return `${pathname}${rest === '' ? '' : `?${rest}`}${hash}`;
}
