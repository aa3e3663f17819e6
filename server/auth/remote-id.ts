import type { Context } from 'hono';
import { refusal } from '../i18n/messages.ts';
import type { SessionPlayer } from './sessions.ts';

/**
 * The account calls send remote_id in the query (spec 2 §7); the bearer token decides whose data it is.
 * A remote_id naming someone else is refused (403) rather than silently ignored.
 */
export function remoteIdMismatch(c: Context, player: SessionPlayer, remoteId: string | undefined): Response | undefined {
  if (remoteId === undefined || remoteId === '' || remoteId === player.remoteId) return undefined;
  return c.json({ success: false, ...refusal('remote_id_mismatch') }, 403);
}
