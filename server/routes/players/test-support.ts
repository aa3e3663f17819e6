// Helpers for the player route tests (not a test file itself).
import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createApp } from '../../app.ts';
import { fixedClock, type TestClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { outboxMessages, players } from '../../db/schema.ts';
import { silentLogger } from '../../logger.ts';
import { createPasswordHasher, type PasswordHasher } from '../../security/password.ts';
import { testConfig } from '../../testing/config.ts';

/** scrypt with N=2^10: the production format at a test-friendly cost. */
export const cheapPasswords: PasswordHasher = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

export const NOW = '2025-06-01T06:00:00.000Z';

export type TestWorld = { app: Hono; clock: TestClock; database: Database; passwords: PasswordHasher };

export function testWorld(database: Database, passwords: PasswordHasher = cheapPasswords): TestWorld {
  const clock = fixedClock(NOW);
  const app = createApp({ database, clock, config: testConfig(), log: silentLogger, passwords });
  return { app, clock, database, passwords };
}

export type PlayerSeed = Partial<typeof players.$inferInsert> & { username: string; password?: string };

/** Inserts a player directly (password 'secret123' unless given); returns its row. */
export async function addPlayer(world: Pick<TestWorld, 'database' | 'passwords'>, seed: PlayerSeed) {
  const { password = 'secret123', ...values } = seed;
  const [row] = await world.database.db
    .insert(players)
    .values({
      remoteId: randomUUID(),
      passwordHash: await world.passwords.hash(password),
      referralCode: randomBytes(5).toString('hex').toUpperCase(),
      email: `${seed.username}@example.com`,
      phone: `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export function json(body: unknown, token?: string, extraHeaders: Record<string, string> = {}): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...extraHeaders };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) };
}

/** A socket-like env for app.request, so the app sees this client address (getConnInfo). */
export const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 5000, remoteFamily: 'IPv4' } } });

export function bearer(token: string): RequestInit {
  return { headers: { Authorization: `Bearer ${token}` } };
}

export type LoggedIn = { token: string; remote_id: string; username: string; exchange: { token: string }[]; message: string };

export async function login(app: Hono, username: string, password = 'secret123'): Promise<LoggedIn> {
  const res = await app.request('/api/login', json({ username, password }));
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as LoggedIn;
}

/** The 6-digit code in the newest outbox message to `to`. */
export async function lastCode(database: Database, to: string): Promise<string> {
  const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to)).orderBy(desc(outboxMessages.id)).limit(1);
  const code = /\b(\d{6})\b/.exec(row?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** A wrong code for `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
