import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDb } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { refusal } from '../i18n/messages.ts';
import type { DbOrTx } from './ledger.ts';

export type StoredAnswer = {
  status: number;
  body: unknown;
  /**
   * A 400/422 about the request's own fields (what it asks could never succeed as sent): kept with the
   * key like a success, so the same key replays it. Left out for every refusal that depends on the
   * state (a pending request, the balance, a closed market): the key is then released for a retry.
   */
  invalidRequest?: boolean;
};

/**
 * Whether an answer is kept with its key: a success (2xx, it changed the state), or a refusal of the
 * request's own fields (marked `invalidRequest`). A conflict with another request (409), a throttle
 * (429), a refusal that depends on the state, or a server error is not kept: the key may be retried.
 */
export function keepsKey(answer: StoredAnswer): boolean {
  if (answer.status >= 200 && answer.status < 300) return true;
  return answer.invalidRequest === true && (answer.status === 400 || answer.status === 422);
}

/**
 * The answer as JSON; a replay carries `Idempotent-Replayed: true`. Every route that runs
 * `runIdempotent` answers through this, so the header is set in this one place.
 */
export function idempotentJson(c: Context, answer: StoredAnswer & { replayed?: boolean }): Response {
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(answer.body as object, answer.status as ContentfulStatusCode);
}

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;

/** The request's `Idempotency-Key`: undefined when absent, 'invalid' when malformed. */
export function idempotencyKeyOf(c: Context): string | undefined | 'invalid' {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined) return undefined;
  return KEY_PATTERN.test(key) ? key : 'invalid';
}

export const invalidKeyAnswer: StoredAnswer = {
  status: 400,
  body: refusal('idempotency_key_invalid'),
};

/** A stable fingerprint of what was asked: same key with other parameters is refused. */
export function requestHash(parameters: unknown): string {
  return createHash('sha256').update(JSON.stringify(parameters)).digest('hex');
}

/**
 * Runs `work` once per (player, scope, key) in one transaction with the stored answer:
 * - no key: runs `work` in a transaction and returns its answer;
 * - first use: the key row is inserted first (a concurrent repeat blocks on it), then `work`
 *   runs; its answer is stored with the key when `keepsKey` (a success or a refusal of the request's
 *   own fields), else the key row is removed again in the same transaction, so the same key can be
 *   retried (a 409 stays no 409 once the other request is decided); if `work` throws, nothing is stored;
 * - repeat with the same parameters: the kept answer, replayed;
 * - repeat with other parameters: 422.
 */
export async function runIdempotent(
  db: AppDb,
  request: { playerId: number; scope: string; key: string | undefined; parameters: unknown; at: Date },
  work: (tx: Tx) => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const { key } = request;
  if (key === undefined) return { ...(await db.transaction(work)), replayed: false };
  const hash = requestHash(request.parameters);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ playerId: request.playerId, scope: request.scope, key, requestHash: hash, status: 0, body: {}, createdAt: request.at })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return replay(tx, request.playerId, request.scope, key, hash);
    const answer = await work(tx);
    const row = and(eq(idempotencyKeys.playerId, request.playerId), eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, key));
    if (keepsKey(answer)) await tx.update(idempotencyKeys).set({ status: answer.status, body: answer.body ?? null }).where(row);
    else await tx.delete(idempotencyKeys).where(row);
    return { ...answer, replayed: false };
  });
}

async function replay(tx: DbOrTx, playerId: number, scope: string, key: string, hash: string): Promise<StoredAnswer & { replayed: boolean }> {
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.playerId, playerId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!stored) throw new Error('idempotency key vanished');
  if (stored.requestHash !== hash) {
    return { status: 422, body: refusal('idempotency_key_reused'), replayed: false };
  }
  return { status: stored.status, body: stored.body, replayed: true };
}
