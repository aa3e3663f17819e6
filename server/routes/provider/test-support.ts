// Helpers for the provider tests (not a test file itself).
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { bets, gamePlatforms, games } from '../../db/schema.ts';
import { toPaisa } from '../../money/amounts.ts';
import { moveMoney } from '../../money/ledger.ts';
import type { Outcome } from '../../games/outcomes.ts';
import { slotGrid, slotWins, type SlotOutcome } from '../../games/kinds/slot.ts';
import type { TestPlayer } from '../../testing/app.ts';

/** Two platforms, a slot, a crash game and a live game: enough to launch each kind. */
export async function seedDemoGames(database: Database): Promise<void> {
  await database.db.insert(gamePlatforms).values([
    { platform: 'JILI', name: 'JILI', icon: '/storage/providers/jili.svg', displayOrder: 1 },
    { platform: 'SPRIBE', name: 'Spribe', icon: '/storage/providers/spribe.svg', displayOrder: 2 },
  ]);
  await database.db.insert(games).values([
    { code: 'JILI-SLOT-0001', name: 'Golden Empire', type: 'SLOT', platform: 'JILI' },
    { code: 'JILI-FISHING-0001', name: 'Ocean King', type: 'FISHING', platform: 'JILI' },
    { code: 'SPRIBE-CRASH-0001', name: 'Aviator X', type: 'CRASH', platform: 'SPRIBE' },
  ]);
}

/** Credits a player through the ledger (an operator adjustment), so reconcile() stays empty. */
export async function fund(database: Database, playerId: number, taka: string, reference = `fund:${Math.random()}`): Promise<void> {
  await database.db.transaction((tx) =>
    moveMoney(tx, { playerId, amount: toPaisa(taka), kind: 'adjustment', reference, actor: 'operator:test', reason: 'test funding', at: new Date() }),
  );
}

/** POST game-run for `gameCode`; returns the launch token from the answered url. */
export async function launch(app: Hono, player: TestPlayer, gameCode = 'JILI-SLOT-0001'): Promise<string> {
  const res = await app.request('/api/game-run', {
    method: 'POST',
    headers: { ...player.auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: player.remoteId, gameCode, isMobileLogin: false }),
  });
  if (res.status !== 200) throw new Error(`game-run failed: ${res.status} ${await res.text()}`);
  const { url } = (await res.json()) as { url: string };
  const token = new URL(url, 'http://localhost').searchParams.get('session');
  if (!token) throw new Error(`no session in ${url}`);
  return token;
}

/** Overwrites a round's server-side outcome (tests only: makes wins and losses deterministic). */
export async function forceOutcome(database: Database, playerId: number, roundId: string, outcome: Outcome): Promise<void> {
  const rows = await database.db.update(bets).set({ outcome }).where(eq(bets.roundId, roundId)).returning({ playerId: bets.playerId });
  if (rows.length !== 1 || rows[0]?.playerId !== playerId) throw new Error(`no round ${roundId} of player ${playerId}`);
}

export type Provider = {
  get(path: string, token?: string): Promise<Response>;
  post(path: string, body: unknown, token?: string, headers?: Record<string, string>): Promise<Response>;
};

export function provider(app: Hono, defaultToken: string): Provider {
  const auth = (token: string | undefined): Record<string, string> => (token === '' ? {} : { Authorization: `Bearer ${token ?? defaultToken}` });
  return {
    get: async (path, token) => app.request(`/provider/v1/${path}`, { headers: auth(token) }),
    post: async (path, body, token, headers = {}) =>
      app.request(`/provider/v1/${path}`, {
        method: 'POST',
        headers: { ...auth(token), 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
  };
}

/** The slot outcome of these reel stops (for forceOutcome). */
export function slotAt(stops: number[]): SlotOutcome {
  const grid = slotGrid(stops);
  return { game: 'slot', stops, grid, ...slotWins(grid) };
}
