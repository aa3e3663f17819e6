import type { Context } from 'hono';
import type { SessionPlayer } from '../../auth/sessions.ts';
import { failure } from '../../funds/rules.ts';

/** 403 `remote_id_mismatch` for a remote_id that is not the token's player (absent or empty: the token decides). */
export function remoteIdRefused(c: Context, player: SessionPlayer, remoteId: unknown): Response | undefined {
  if (remoteId === undefined || remoteId === null || remoteId === '' || remoteId === player.remoteId) return undefined;
  return c.json(failure('remote_id_mismatch'), 403);
}
