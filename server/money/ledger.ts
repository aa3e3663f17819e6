import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { ledgerEntries, players, type LedgerKind } from '../db/schema.ts';
import { fromPaisa, toPaisa, type Paisa } from './amounts.ts';

/** A transaction or the database: anything with drizzle's query API. */
export type DbOrTx = Pick<AppDb, 'select' | 'insert' | 'update' | 'execute'>;

export class InsufficientFundsError extends Error {
  override name = 'InsufficientFundsError';
  constructor(
    readonly balance: string,
    readonly requested: string,
  ) {
    super(`insufficient balance: ${balance} available, ${requested} requested`);
  }
}

export type Movement = {
  playerId: number;
  /** Signed paisa: positive credits, negative debits; never zero. */
  amount: Paisa;
  kind: LedgerKind;
  reference: string;
  actor: string;
  reason?: string | null;
  at: Date;
};

/**
 * Locks the player's wallet row for the rest of the transaction — the lock moveMoney takes — and returns
 * its balance. For a use case that must read what its movement depends on (the exchange's open bets and
 * held exposure) under the wallet's lock, before it moves money; moveMoney taking the same lock again in
 * the same transaction costs nothing. Call it only inside `db.transaction(...)`.
 */
export async function lockWallet(tx: DbOrTx, playerId: number): Promise<string> {
  // FOR NO KEY UPDATE, not FOR UPDATE: it still serializes movements on the player, but does not conflict with the
  // FOR KEY SHARE locks that inserting rows referencing the player takes (idempotency_keys, funds_transactions):
  // FOR UPDATE there deadlocks two concurrent requests that each inserted such a row first.
  const [row] = await tx.select({ balance: players.balance }).from(players).where(eq(players.id, playerId)).for('no key update');
  if (!row) throw new Error(`player ${playerId} not found`);
  return row.balance;
}

/**
 * Moves money on a player's wallet: locks the player row (SELECT … FOR NO KEY UPDATE), refuses an
 * overdraft, updates the balance and appends the ledger row — all in the caller's transaction.
 * Call it only inside `db.transaction(...)`.
 */
export async function moveMoney(tx: DbOrTx, movement: Movement): Promise<{ balance: string; entryId: number }> {
  if (!Number.isSafeInteger(movement.amount) || movement.amount === 0) throw new RangeError(`invalid movement amount: ${movement.amount}`);
  const before = await lockWallet(tx, movement.playerId);
  const after = toPaisa(before) + movement.amount;
  if (after < 0) throw new InsufficientFundsError(before, fromPaisa(-movement.amount));
  const balance = fromPaisa(after);
  await tx.update(players).set({ balance }).where(eq(players.id, movement.playerId));
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      playerId: movement.playerId,
      amount: fromPaisa(movement.amount),
      balanceAfter: balance,
      kind: movement.kind,
      reference: movement.reference,
      actor: movement.actor,
      reason: movement.reason ?? null,
      createdAt: movement.at,
    })
    .returning({ id: ledgerEntries.id });
  if (!entry) throw new Error('ledger insert returned nothing');
  return { balance, entryId: entry.id };
}

export type ReconciliationRow = { playerId: number; username: string; balance: string; ledgerSum: string; difference: string };

/**
 * Players whose balance is not the sum of their ledger rows (every player opens at 0).
 * An empty list means the books balance.
 */
export async function reconcile(db: DbOrTx): Promise<ReconciliationRow[]> {
  const rows = await db
    .select({
      playerId: players.id,
      username: players.username,
      balance: players.balance,
      ledgerSum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::numeric(14,2)::text`,
    })
    .from(players)
    .leftJoin(ledgerEntries, eq(ledgerEntries.playerId, players.id))
    .groupBy(players.id, players.username, players.balance)
    .having(sql`${players.balance} <> coalesce(sum(${ledgerEntries.amount}), 0)`);
  return rows.map((row) => ({ ...row, difference: fromPaisa(toPaisa(row.balance) - toPaisa(row.ledgerSum)) }));
}
