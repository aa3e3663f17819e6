import { and, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Hono } from 'hono';
import { issueSession } from '../../auth/sessions.ts';
import { loginFailures, players } from '../../db/schema.ts';
import { clientAddress } from '../../http/client-address.ts';
import { readJsonBody } from '../../http/json-body.ts';
import type { PlayerServices } from './services.ts';
import { EXCHANGE_TOKEN_MS, issuePlayerToken } from './tokens.ts';
import { form, PASSWORD_MAX, PASSWORD_TOO_LONG, text, USERNAME } from './validation.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;
export const INVALID_CREDENTIALS = 'Invalid credentials';

export function throttledMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

const loginBody = form((input, v) => {
  const username = text(input, 'username').trim();
  const password = text(input, 'password');
  if (username === '') v.fail('username', 'Username is required');
  else if (!USERNAME.test(username) || username.length > 64) v.fail('username', 'Invalid username (only letters and numbers)');
  if (password === '') v.fail('password', 'Password is required');
  else if (password.length < 8) v.fail('password', 'Password must be at least 8 characters');
  else if (password.length > PASSWORD_MAX) v.fail('password', PASSWORD_TOO_LONG);
  return { username: username.toLowerCase(), password };
});

/** Seconds until `key` drops below the limit, or 0 when it is not throttled. */
async function throttledFor(services: PlayerServices, column: typeof loginFailures.username | typeof loginFailures.address, key: string): Promise<number> {
  const now = services.clock.now().getTime();
  const [tenth] = await services.db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(column, key), gt(loginFailures.failedAt, new Date(now - LOGIN_WINDOW_MS))))
    .orderBy(desc(loginFailures.failedAt))
    .limit(1)
    .offset(LOGIN_MAX_FAILURES - 1);
  if (!tenth) return 0;
  return Math.max(1, Math.ceil((tenth.failedAt.getTime() + LOGIN_WINDOW_MS - now) / 1000));
}

async function recordFailure(services: PlayerServices, username: string, address: string): Promise<void> {
  const now = services.clock.now();
  await services.db.insert(loginFailures).values({ username, address, failedAt: now });
  // Rows older than the window count for nothing: drop this account's and address's.
  await services.db
    .delete(loginFailures)
    .where(and(or(eq(loginFailures.username, username), eq(loginFailures.address, address)), lt(loginFailures.failedAt, new Date(now.getTime() - LOGIN_WINDOW_MS))));
}

export function registerLogin(api: Hono, services: PlayerServices): void {
  const { db, clock, passwords } = services;

  api.post('/login', async (c) => {
    const body = await readJsonBody(c, loginBody);
    // No socket (in-process requests) means no address to count: only the account limit applies.
    const address = clientAddress(c) ?? 'unknown';
    const wait = Math.max(
      await throttledFor(services, loginFailures.username, body.username),
      address === 'unknown' ? 0 : await throttledFor(services, loginFailures.address, address),
    );
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ message: throttledMessage(wait), retry_after: wait }, 429);
    }

    const [player] = await db
      .select({ id: players.id, remoteId: players.remoteId, username: players.username, passwordHash: players.passwordHash, status: players.status })
      .from(players)
      .where(eq(players.username, body.username));
    // Unknown users verify a dummy hash made with the same parameters: same work, same answer.
    const valid = await passwords.verify(body.password, player?.passwordHash ?? (await services.dummyHash()));
    if (!player || !valid) {
      await recordFailure(services, body.username, address);
      return c.json({ message: INVALID_CREDENTIALS }, 401);
    }
    if (player.status !== 'active') return c.json({ message: 'Your account is not active. Please contact customer service.' }, 403);

    await db.delete(loginFailures).where(eq(loginFailures.username, body.username));
    if (passwords.needsRehash(player.passwordHash)) {
      const upgraded = await passwords.hash(body.password);
      await db.update(players).set({ passwordHash: upgraded }).where(eq(players.id, player.id));
    }
    const session = await issueSession(db, player.id, clock);
    const exchangeToken = await issuePlayerToken(db, clock, { playerId: player.id, sessionId: session.sessionId, kind: 'exchange', ttlMs: EXCHANGE_TOKEN_MS });
    return c.json({
      token: session.token,
      remote_id: player.remoteId,
      username: player.username,
      exchange: [{ token: exchangeToken }],
      message: 'Login successful',
    });
  });
}
