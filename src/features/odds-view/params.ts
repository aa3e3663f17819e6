import { EXCHANGE_SPORTS, type ExchangeSport } from '../../../machines/oddsView';

export type OddsViewParams = { marketId: string; eventId: string; selectedSport: ExchangeSport; previousPath: string };

const DEFAULT_PREVIOUS = '/exchange-inplay';

/** Only a path on this site is a place to go back to (never another site). */
function safePath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_PREVIOUS;
  return value;
}

/**
 * The navigation contract of /odds-view: `marketId`, `eventId`, `sport` (cricket|soccer|tennis) and
 * `from` (the previous path, URI-encoded). Null when one of the first three is missing or invalid.
 */
export function oddsViewParamsOf(search: string): OddsViewParams | null {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const marketId = query.get('marketId')?.trim() ?? '';
  const eventId = query.get('eventId')?.trim() ?? '';
  const sport = query.get('sport')?.trim().toLowerCase() ?? '';
  if (!/^[\w.-]{1,64}$/.test(marketId) || !/^[\w-]{1,64}$/.test(eventId)) return null;
  const selectedSport = EXCHANGE_SPORTS.find((candidate) => candidate === sport);
  if (!selectedSport) return null;
  return { marketId, eventId, selectedSport, previousPath: safePath(query.get('from')) };
}
