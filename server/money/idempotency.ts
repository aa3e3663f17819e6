import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDb } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { DbOrTx } from './ledger.ts';

export type StoredAnswer = { status: number; body: unknown };

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
  body: { message: 'The Idempotency-Key header must be 8 to 128 letters, digits or - _ : . characters.' },
};

/** A stable fingerprint of what was asked: same key with other parameters is refused. */
export function requestHash(parameters: unknown): string {
  return createHash('sha256').update(JSON.stringify(parameters)).digest('hex');
}

/**
 * Runs `work` once per (player, scope, key) in one transaction with the stored answer:
 * - no key: runs `work` in a transaction and returns its answer;
 * - first use: the key row is inserted first (a concurrent repeat blocks on it), then `work`
 *   runs and its answer is stored with it; if `work` throws, nothing is stored;
 * - repeat with the same parameters: the first answer, replayed;
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
    await tx
      .update(idempotencyKeys)
      .set({ status: answer.status, body: answer.body ?? null })
      .where(and(eq(idempotencyKeys.playerId, request.playerId), eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, key)));
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
    return { status: 422, body: { message: 'This Idempotency-Key was already used for a different request.' }, replayed: false };
  }
  return { status: stored.status, body: stored.body, replayed: true };
}
