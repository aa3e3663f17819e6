// Helpers for the safer-gambling tests (not a test file itself).
import { issueSession } from '../../auth/sessions.ts';
import { fundsTransactions, type FundsAction, type FundsStatus } from '../../db/schema.ts';
import type { TestPlayer } from '../../testing/app.ts';
import { jsonRequest } from '../../testing/app.ts';
import { methodId, type FundsWorld } from '../funds/test-support.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

let trx = 0;

/** A deposit or withdrawal row as the funds use cases leave it, made `ago` ms before the world's now. */
export async function recordFunds(
  world: FundsWorld,
  player: TestPlayer,
  options: { amount: string; ago: number; status?: FundsStatus; action?: FundsAction },
): Promise<number> {
  const at = new Date(world.clock.now().getTime() - options.ago);
  trx += 1;
  const [row] = await world.database.db
    .insert(fundsTransactions)
    .values({
      playerId: player.id,
      action: options.action ?? 'deposit',
      status: options.status ?? 'success',
      amount: options.amount,
      paymentMethodId: await methodId(world),
      accountNumber: '01711111111',
      trxId: `SAFER${player.id}X${trx}`,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: fundsTransactions.id });
  if (!row) throw new Error('funds insert returned nothing');
  return row.id;
}

export function saferCalls(world: FundsWorld, player: TestPlayer, headers: Record<string, string> = {}) {
  // player.auth is read at each call: later() replaces the session.
  const post = (path: string, body: unknown = {}) => world.app.request(`/api/safer-gambling/${path}`, jsonRequest('POST', body, { ...player.auth, ...headers }));
  return {
    limits: () => world.app.request('/api/safer-gambling/limits', { headers: { ...player.auth, ...headers } }),
    save: (body: Record<string, string>) => post('limits', body),
    confirm: (period: string) => post('limits/confirm', { period }),
    cancel: (period: string) => post('limits/cancel', { period }),
    dismiss: () => post('limit-prompt/dismiss'),
    statement: () => world.app.request('/api/safer-gambling/statement', { headers: { ...player.auth, ...headers } }),
  };
}

/** Moves the world's clock on and gives the player a fresh session (an idle one ends after 30 minutes). */
export async function later(world: FundsWorld, player: TestPlayer, ms: number): Promise<void> {
  world.clock.advance(ms);
  const { token } = await issueSession(world.database.db, player.id, world.clock);
  player.token = token;
  player.auth.Authorization = `Bearer ${token}`;
}
