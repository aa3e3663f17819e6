import { refusal } from '../../i18n/messages.ts';
import type { Hono } from 'hono';
import type { PlayerServices } from './services.ts';
import { resolvePlayerToken } from './tokens.ts';

/**
 * GET /api/exchange/player with `Authorization: Bearer <exchange token>`: the one call that accepts
 * the exchange token (login's `exchange[0].token`). The site hands that token to the external
 * exchange site (`/exchange-redirect?token=`); that site asks here whose it is. It answers only while
 * the session that issued the token lives (not logged out, not expired): 401 otherwise.
 */
export function registerExchangeTokenCheck(api: Hono, services: PlayerServices): void {
  api.get('/exchange/player', async (c) => {
    const match = /^Bearer ([A-Za-z0-9_\-.~+/=]+)$/.exec(c.req.header('Authorization') ?? '');
    const player = match?.[1] ? await resolvePlayerToken(services.db, match[1], 'exchange', services.clock) : null;
    if (!player) return c.json(refusal('unauthenticated'), 401);
    return c.json({ remote_id: player.remoteId, username: player.username, currency: player.currency });
  });
}
