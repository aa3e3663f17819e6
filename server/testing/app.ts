// Test helpers for the content routes (not a test file itself).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { createApp } from '../app.ts';
import { issueSession } from '../auth/sessions.ts';
import { fixedClock, type TestClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { players } from '../db/schema.ts';
import { seedContent } from '../db/seed/content.ts';
import { seedGames } from '../db/seed/games.ts';
import { seedPaymentMethods, seedPromotions } from '../db/seed/promotions.ts';
import { silentLogger } from '../logger.ts';
import { testConfig } from './config.ts';

export const TEST_NOW = '2025-05-05T12:00:00.000Z';

export function testApp(database: Database, clock: TestClock = fixedClock(TEST_NOW)): Hono {
  return createApp({ database, clock, config: testConfig(), log: silentLogger });
}

export type TestPlayer = { id: number; remoteId: string; username: string; token: string; auth: { Authorization: string } };

/** Inserts a player directly (the players routes are not needed) and opens a session for it. */
export async function createTestPlayer(
  database: Database,
  options: { username?: string; balance?: string; vipCoin?: string; clock?: TestClock } = {},
): Promise<TestPlayer> {
  const clock = options.clock ?? fixedClock(TEST_NOW);
  const username = options.username ?? `player${randomBytes(4).toString('hex')}`;
  const [row] = await database.db
    .insert(players)
    .values({
      remoteId: randomUUID(),
      username,
      passwordHash: 'not-a-real-hash',
      balance: options.balance ?? '0',
      vipCoin: options.vipCoin ?? '0',
      referralCode: randomBytes(5).toString('hex').toUpperCase(),
      createdAt: clock.now(),
    })
    .returning({ id: players.id, remoteId: players.remoteId });
  if (!row) throw new Error('player insert returned nothing');
  const { token } = await issueSession(database.db, row.id, clock);
  return { id: row.id, remoteId: row.remoteId, username, token, auth: { Authorization: `Bearer ${token}` } };
}

export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } };
}

/** Site content, games, promotions and payment methods, as the seed writes them (no players). */
export async function seedCatalog(database: Database, clock: TestClock = fixedClock(TEST_NOW)): Promise<void> {
  await database.db.transaction(async (tx) => {
    await seedContent(tx, clock);
    await seedGames(tx, clock);
    await seedPromotions(tx, clock);
    await seedPaymentMethods(tx);
  });
}
