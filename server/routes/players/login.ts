import { and, desc, eq, gt, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { issueSession } from '../../auth/sessions.ts';
import { loginFailures, players } from '../../db/schema.ts';
import { clientAddress } from '../../http/client-address.ts';
import { readJsonBody } from '../../http/json-body.ts';
import { refusal, refusalAs, say } from '../../i18n/messages.ts';
import { activeRestriction } from '../../safer/breaks.ts';
import { verifyCaptcha } from './captcha.ts';
import type { PlayerServices } from './services.ts';
import { EXCHANGE_TOKEN_MS, issuePlayerToken } from './tokens.ts';
import { form, PASSWORD_MAX, text, USERNAME } from './validation.ts';

/**
 * Log-in throttling (ASVS 5 §6.3), over one 15-minute window of attempts (`login_failures`):
 * - per (username, address): 10 failures, then 429 for that pair only;
 * - per address, over any usernames: 50 failures, then 429 for that address;
 * - per username, over any addresses: from 10 failures, a log-in for it needs a captcha.
 * Nobody can lock a player out: the owner's own address is never paused by a stranger's failures,
 * and a captcha is the most a stranger can add.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_MAX_ADDRESS_FAILURES = 50;
export const LOGIN_CAPTCHA_AFTER = 10;

export const INVALID_CREDENTIALS = say('invalid_credentials');
export const CAPTCHA_NEEDED = say('login_captcha_required');
export const ACCOUNT_INACTIVE = say('account_inactive');

/** What a refused log-in is, for the client to decide on (never by the message's words). */
export const LOGIN_CODES = {
  invalidCredentials: 'invalid_credentials',
  throttled: 'throttled',
  captchaRequired: 'captcha_required',
  captchaWrong: 'captcha_wrong',
  accountInactive: 'account_inactive',
} as const;

/** Whole minutes to wait (at least 1), the `minutes` field of a throttled answer. */
export const minutesToWait = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

export function throttledMessage(seconds: number): string {
  return say('login_throttled', { minutes: minutesToWait(seconds) });
}

const loginBody = form((input, v) => {
  const username = text(input, 'username').trim();
  const password = text(input, 'password');
  if (username === '') v.fail('username', 'username_required');
  else if (!USERNAME.test(username) || username.length > 64) v.fail('username', 'username_invalid');
  if (password === '') v.fail('password', 'password_required');
  else if (password.length < 8) v.fail('password', 'password_too_short');
  else if (password.length > PASSWORD_MAX) v.fail('password', 'password_too_long');
  // Only read when the username needs one (GET /api/captcha); checked, and used up, by verifyCaptcha.
  const captchaId = text(input, 'captcha_id').trim();
  const captcha = text(input, 'captcha').trim();
  return { username: username.toLowerCase(), password, captcha: captchaId === '' || captcha === '' ? null : { id: captchaId, code: captcha } };
});

/** No socket (in-process requests) means no address: the pair is (username, 'unknown') and the address limit is off. */
const UNKNOWN_ADDRESS = 'unknown';

type Attempt = { id: number; username: string; address: string; now: Date; pair: number; perAddress: number; perUsername: number };

/**
 * Records the attempt before anything is compared, then counts the window including it (one row per
 * attempt still running or failed). The k-th of a burst sees at least k rows of its pair, so however
 * many arrive at once, at most LOGIN_MAX_FAILURES of a pair reach the password hash.
 */
async function beginAttempt(services: PlayerServices, username: string, address: string): Promise<Attempt> {
  const { db } = services;
  const now = services.clock.now();
  const [row] = await db.insert(loginFailures).values({ username, address, failedAt: now }).returning({ id: loginFailures.id });
  if (!row) throw new Error('login attempt not recorded');
  const sameUser = eq(loginFailures.username, username);
  const sameAddress = eq(loginFailures.address, address);
  const [counts] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${and(sameUser, sameAddress)})`.mapWith(Number),
      perAddress: sql<number>`count(*) filter (where ${sameAddress})`.mapWith(Number),
      perUsername: sql<number>`count(*) filter (where ${sameUser})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(and(or(sameUser, sameAddress), gt(loginFailures.failedAt, new Date(now.getTime() - LOGIN_WINDOW_MS))));
  return { id: row.id, username, address, now, pair: counts?.pair ?? 1, perAddress: counts?.perAddress ?? 1, perUsername: counts?.perUsername ?? 1 };
}

/** An attempt that did not fail a password check (refused before it, or a success) is not a failure. */
async function forgetAttempt(services: PlayerServices, attempt: Attempt): Promise<void> {
  await services.db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
}

/** Seconds until fewer than `limit` other failures matching `where` remain in the window. */
async function secondsUntilBelow(services: PlayerServices, attempt: Attempt, where: SQL | undefined, limit: number): Promise<number> {
  const now = attempt.now.getTime();
  const [oldestCounted] = await services.db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(where, ne(loginFailures.id, attempt.id), gt(loginFailures.failedAt, new Date(now - LOGIN_WINDOW_MS))))
    .orderBy(desc(loginFailures.failedAt))
    .limit(1)
    .offset(limit - 1);
  if (!oldestCounted) return 1;
  return Math.max(1, Math.ceil((oldestCounted.failedAt.getTime() + LOGIN_WINDOW_MS - now) / 1000));
}

/** The wait when the pair or the address is paused (the attempt's own row counted), else 0. */
async function throttledFor(services: PlayerServices, attempt: Attempt): Promise<number> {
  let wait = 0;
  if (attempt.pair > LOGIN_MAX_FAILURES) {
    const pair = and(eq(loginFailures.username, attempt.username), eq(loginFailures.address, attempt.address));
    wait = Math.max(wait, await secondsUntilBelow(services, attempt, pair, LOGIN_MAX_FAILURES));
  }
  if (attempt.address !== UNKNOWN_ADDRESS && attempt.perAddress > LOGIN_MAX_ADDRESS_FAILURES) {
    wait = Math.max(wait, await secondsUntilBelow(services, attempt, eq(loginFailures.address, attempt.address), LOGIN_MAX_ADDRESS_FAILURES));
  }
  return wait;
}

/** Tries left before a pause after this failure: the pair's, or the address's when that is nearer. */
function triesLeftAfterFailure(attempt: Attempt): number {
  const pair = LOGIN_MAX_FAILURES - attempt.pair;
  const perAddress = attempt.address === UNKNOWN_ADDRESS ? pair : LOGIN_MAX_ADDRESS_FAILURES - attempt.perAddress;
  return Math.max(0, Math.min(pair, perAddress));
}

/** Rows older than the window count for nothing: drop this account's and address's. */
async function dropExpired(services: PlayerServices, attempt: Attempt): Promise<void> {
  await services.db
    .delete(loginFailures)
    .where(
      and(
        or(eq(loginFailures.username, attempt.username), eq(loginFailures.address, attempt.address)),
        lt(loginFailures.failedAt, new Date(attempt.now.getTime() - LOGIN_WINDOW_MS)),
      ),
    );
}


export function registerLogin(api: Hono, services: PlayerServices): void {
  const { db, clock, passwords } = services;

  api.post('/login', async (c) => {
    const body = await readJsonBody(c, loginBody);
    const attempt = await beginAttempt(services, body.username, clientAddress(c) ?? UNKNOWN_ADDRESS);

    const wait = await throttledFor(services, attempt);
    if (wait > 0) {
      await forgetAttempt(services, attempt);
      c.header('Retry-After', String(wait));
      return c.json(refusalAs(LOGIN_CODES.throttled, 'login_throttled', { retry_after: wait, minutes: minutesToWait(wait) }), 429);
    }
    // Failures of this name from anywhere (others' than this attempt): a captcha before the password is compared.
    if (attempt.perUsername - 1 >= LOGIN_CAPTCHA_AFTER) {
      if (!body.captcha) {
        await forgetAttempt(services, attempt);
        return c.json(refusalAs(LOGIN_CODES.captchaRequired, 'login_captcha_required'), 401);
      }
      if (!(await verifyCaptcha(db, body.captcha.id, body.captcha.code, clock))) {
        await forgetAttempt(services, attempt);
        return c.json(refusal(LOGIN_CODES.captchaWrong), 401);
      }
    }

    const [player] = await db
      .select({ id: players.id, remoteId: players.remoteId, username: players.username, passwordHash: players.passwordHash, status: players.status })
      .from(players)
      .where(eq(players.username, body.username));
    // Unknown users verify a dummy hash made with the same parameters: same work, same answer.
    const valid = await passwords.verify(body.password, player?.passwordHash ?? (await services.dummyHash()));
    if (!player || !valid) {
      // The attempt's row stays: it is now a failure.
      await dropExpired(services, attempt);
      return c.json(
        refusal(LOGIN_CODES.invalidCredentials, { tries_left: triesLeftAfterFailure(attempt), needs_captcha: attempt.perUsername >= LOGIN_CAPTCHA_AFTER }),
        401,
      );
    }
    if (player.status !== 'active') {
      await forgetAttempt(services, attempt);
      return c.json(refusal(LOGIN_CODES.accountInactive), 403);
    }

    // A success clears the name's failures (from every address), this attempt's row with them.
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
      // A player on a time-out or self-exclusion logs in (balance, history, withdrawals); the site shows the break (issue 24).
      restriction: await activeRestriction(db, player.id, clock.now()),
      message: say('login_successful'),
      code: 'login_successful',
    });
  });
}
