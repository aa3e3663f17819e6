import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { fundsTransactions, limitPeriods, saferLimitChanges, saferLimitPrompts, saferLimits, type LimitChangeKind, type LimitPeriod } from '../db/schema.ts';
import { fromPaisa, toPaisa, type Paisa } from '../money/amounts.ts';
import { lockWallet, type DbOrTx } from '../money/ledger.ts';

/**
 * Deposit limits (issue 24, RTS 12), the rules in one place:
 * - Periods are rolling windows ending now: `day` the last 24 hours, `week` the last 7 days, `month` since the
 *   same instant one calendar month earlier (UTC; the 31st falls back to the month's last day, as dayjs does).
 * - Counted: the player's deposits with status `pending` or `success` created inside the window, gross
 *   (withdrawals never net them off; an in-flight pending deposit counts).
 * - `left` = limit − used, never below 0; `resets_at` = the oldest counted deposit's `created_at` + the window
 *   (when more becomes available), null when nothing is counted. The allowance is the lowest `left`.
 * - A new limit or a decrease applies at once (and drops a pending change of that period); an increase or a
 *   removal waits as the period's one pending change until the player confirms it, at or after 24 hours.
 * - Every change appends a `safer_limit_changes` row. Changes and confirmations run under the player's row
 *   lock (`lockWallet`), so a confirm racing a confirm or a save applies once and never early.
 */

export const PENDING_DELAY_MS = 24 * 3_600_000;
export const LIMIT_INPUT = /^\d{1,10}(\.\d{1,2})?$/;
const DAY_MS = 24 * 3_600_000;
const BY_PLAYER = 'player';

export type { LimitPeriod } from '../db/schema.ts';
export { limitPeriods } from '../db/schema.ts';
export const isLimitPeriod = (value: unknown): value is LimitPeriod => typeof value === 'string' && (limitPeriods as readonly string[]).includes(value);

/** `at` moved by whole calendar months in UTC; a day past the target month's end becomes its last day. */
export function addMonthsUtc(at: Date, months: number): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(at.getTime());
  result.setUTCFullYear(year, month, Math.min(at.getUTCDate(), lastDay));
  return result;
}

/** Where the period's window starts, for a window ending at `at`. */
export function windowStart(period: LimitPeriod, at: Date): Date {
  if (period === 'day') return new Date(at.getTime() - DAY_MS);
  if (period === 'week') return new Date(at.getTime() - 7 * DAY_MS);
  return addMonthsUtc(at, -1);
}

/** When a deposit made at `from` leaves the period's window. */
export function windowEnd(period: LimitPeriod, from: Date): Date {
  if (period === 'day') return new Date(from.getTime() + DAY_MS);
  if (period === 'week') return new Date(from.getTime() + 7 * DAY_MS);
  return addMonthsUtc(from, 1);
}

export type PendingView = { amount: string | null; requested_at: string; confirmable_at: string };
export type LimitView = { amount: string | null; used: string; left: string | null; resets_at: string | null; pending: PendingView | null };
export type Allowance = { left: string | null; period: LimitPeriod | null; resets_at: string | null };
export type LimitsView = { limits: Record<LimitPeriod, LimitView>; allowance: Allowance; limit_prompt: boolean };

type LimitRow = typeof saferLimits.$inferSelect;
const money = (value: string | null): string | null => (value === null ? null : fromPaisa(toPaisa(value)));

async function limitRows(db: DbOrTx, playerId: number): Promise<Map<LimitPeriod, LimitRow>> {
  const rows = await db.select().from(saferLimits).where(eq(saferLimits.playerId, playerId));
  return new Map(rows.map((row) => [row.period, row]));
}

/** The counted deposits (pending or success) of the longest window, oldest first. */
async function countedDeposits(db: DbOrTx, playerId: number, at: Date): Promise<{ amount: Paisa; createdAt: Date }[]> {
  const rows = await db
    .select({ amount: fundsTransactions.amount, createdAt: fundsTransactions.createdAt })
    .from(fundsTransactions)
    .where(
      and(
        eq(fundsTransactions.playerId, playerId),
        eq(fundsTransactions.action, 'deposit'),
        inArray(fundsTransactions.status, ['pending', 'success']),
        gt(fundsTransactions.createdAt, windowStart('month', at)),
      ),
    )
    .orderBy(asc(fundsTransactions.createdAt));
  return rows.filter((row) => row.createdAt.getTime() <= at.getTime()).map((row) => ({ amount: toPaisa(row.amount), createdAt: row.createdAt }));
}

type PeriodFigures = { amount: Paisa | null; used: Paisa; left: Paisa | null; resetsAt: Date | null; row: LimitRow | undefined };

async function figures(db: DbOrTx, playerId: number, at: Date): Promise<Record<LimitPeriod, PeriodFigures>> {
  const rows = await limitRows(db, playerId);
  const deposits = await countedDeposits(db, playerId, at);
  const result = {} as Record<LimitPeriod, PeriodFigures>;
  for (const period of limitPeriods) {
    const start = windowStart(period, at).getTime();
    const counted = deposits.filter((deposit) => deposit.createdAt.getTime() > start);
    const used = counted.reduce((sum, deposit) => sum + deposit.amount, 0);
    const row = rows.get(period);
    const amount = row?.amount == null ? null : toPaisa(row.amount);
    const oldest = counted[0];
    result[period] = { amount, used, left: amount === null ? null : Math.max(0, amount - used), resetsAt: oldest ? windowEnd(period, oldest.createdAt) : null, row };
  }
  return result;
}

function allowanceOf(all: Record<LimitPeriod, PeriodFigures>): { left: Paisa | null; period: LimitPeriod | null; resetsAt: Date | null } {
  let best: { left: Paisa | null; period: LimitPeriod | null; resetsAt: Date | null } = { left: null, period: null, resetsAt: null };
  for (const period of limitPeriods) {
    const { left, resetsAt } = all[period];
    if (left !== null && (best.left === null || left < best.left)) best = { left, period, resetsAt };
  }
  return best;
}

/** The deposit-limit prompt: no limit ever set, no deposit at all, not dismissed. */
async function limitPrompt(db: DbOrTx, playerId: number): Promise<boolean> {
  const [changed] = await db.select({ id: saferLimitChanges.id }).from(saferLimitChanges).where(eq(saferLimitChanges.playerId, playerId)).limit(1);
  if (changed) return false;
  const [deposit] = await db
    .select({ id: fundsTransactions.id })
    .from(fundsTransactions)
    .where(and(eq(fundsTransactions.playerId, playerId), eq(fundsTransactions.action, 'deposit')))
    .limit(1);
  if (deposit) return false;
  const [dismissed] = await db.select({ at: saferLimitPrompts.dismissedAt }).from(saferLimitPrompts).where(eq(saferLimitPrompts.playerId, playerId));
  return !dismissed;
}

/** GET /api/safer-gambling/limits: each limit with used, left, resets_at and its pending change; the allowance; the prompt. */
export async function readLimits(db: DbOrTx, playerId: number, at: Date): Promise<LimitsView> {
  const all = await figures(db, playerId, at);
  const limits = {} as Record<LimitPeriod, LimitView>;
  for (const period of limitPeriods) {
    const { amount, used, left, resetsAt, row } = all[period];
    limits[period] = {
      amount: amount === null ? null : fromPaisa(amount),
      used: fromPaisa(used),
      left: left === null ? null : fromPaisa(left),
      resets_at: resetsAt?.toISOString() ?? null,
      pending:
        row?.pendingRequestedAt && row.pendingConfirmableAt
          ? { amount: money(row.pendingAmount), requested_at: row.pendingRequestedAt.toISOString(), confirmable_at: row.pendingConfirmableAt.toISOString() }
          : null,
    };
  }
  const allowance = allowanceOf(all);
  return {
    limits,
    allowance: { left: allowance.left === null ? null : fromPaisa(allowance.left), period: allowance.period, resets_at: allowance.resetsAt?.toISOString() ?? null },
    limit_prompt: await limitPrompt(db, playerId),
  };
}

/**
 * What a deposit may still be, under the player's row lock (call it inside the deposit's transaction):
 * the lowest `left` of the set limits (null = no limit) with its period and `resets_at`.
 */
export async function depositAllowance(tx: DbOrTx, playerId: number, at: Date): Promise<{ left: Paisa | null; period: LimitPeriod | null; resets_at: string | null }> {
  await lockWallet(tx, playerId);
  const allowance = allowanceOf(await figures(tx, playerId, at));
  return { left: allowance.left, period: allowance.period, resets_at: allowance.resetsAt?.toISOString() ?? null };
}

/** The form's values: '' = no limit, else an amount (paisa); a missing period is left as it is. */
export type LimitInput = Partial<Record<LimitPeriod, Paisa | null>>;

/** Checks the form (each value '' or `LIMIT_INPUT`, at least ৳1); the first bad period, in day, week, month order. */
export function parseLimitInput(body: Partial<Record<LimitPeriod, unknown>>): { input: LimitInput } | { invalid: LimitPeriod } {
  const input: LimitInput = {};
  for (const period of limitPeriods) {
    const raw = body[period];
    if (raw === undefined || raw === null) continue;
    const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
    if (text === undefined) return { invalid: period };
    if (text === '') {
      input[period] = null;
      continue;
    }
    if (!LIMIT_INPUT.test(text) || toPaisa(text) < 100) return { invalid: period };
    input[period] = toPaisa(text);
  }
  return { input };
}

type Change = { period: LimitPeriod; kind: LimitChangeKind; old: Paisa | null; next: Paisa | null; requestedAt: Date; effectiveAt: Date | null; at: Date };

async function appendChange(tx: DbOrTx, playerId: number, change: Change): Promise<void> {
  await tx.insert(saferLimitChanges).values({
    playerId,
    period: change.period,
    kind: change.kind,
    oldAmount: change.old === null ? null : fromPaisa(change.old),
    newAmount: change.next === null ? null : fromPaisa(change.next),
    requestedAt: change.requestedAt,
    effectiveAt: change.effectiveAt,
    by: BY_PLAYER,
    createdAt: change.at,
  });
}

type RowValues = { amount: Paisa | null; pending: { amount: Paisa | null; requestedAt: Date; confirmableAt: Date } | null };

async function writeRow(tx: DbOrTx, playerId: number, period: LimitPeriod, values: RowValues, at: Date): Promise<void> {
  const set = {
    amount: values.amount === null ? null : fromPaisa(values.amount),
    pendingAmount: values.pending?.amount == null ? null : fromPaisa(values.pending.amount),
    pendingRequestedAt: values.pending?.requestedAt ?? null,
    pendingConfirmableAt: values.pending?.confirmableAt ?? null,
    updatedAt: at,
  };
  await tx
    .insert(saferLimits)
    .values({ playerId, period, ...set })
    .onConflictDoUpdate({ target: [saferLimits.playerId, saferLimits.period], set });
}

const paisaOrNull = (value: string | null | undefined): Paisa | null => (value == null ? null : toPaisa(value));

/**
 * Saves the form: per period, an unchanged value (the limit in force, or the pending change asked again)
 * changes nothing; a new limit or a decrease applies at once (dropping a pending change, recorded as
 * cancelled); an increase or removal becomes the period's pending change (replacing one), confirmable
 * 24 hours later. Returns the periods applied and made pending.
 */
export async function saveLimits(db: AppDb, playerId: number, input: LimitInput, at: Date): Promise<{ applied: LimitPeriod[]; pending: LimitPeriod[] }> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, playerId);
    const rows = await limitRows(tx, playerId);
    const applied: LimitPeriod[] = [];
    const pending: LimitPeriod[] = [];
    for (const period of limitPeriods) {
      if (!(period in input)) continue;
      const wanted = input[period] ?? null;
      const row = rows.get(period);
      const current = paisaOrNull(row?.amount);
      const hasPending = Boolean(row?.pendingRequestedAt);
      const pendingAmount = paisaOrNull(row?.pendingAmount);
      if (wanted === current || (hasPending && wanted === pendingAmount)) continue;
      const atOnce = wanted !== null && (current === null || wanted < current);
      if (atOnce) {
        if (hasPending && row?.pendingRequestedAt) {
          await appendChange(tx, playerId, { period, kind: 'cancel', old: current, next: pendingAmount, requestedAt: row.pendingRequestedAt, effectiveAt: null, at });
        }
        await writeRow(tx, playerId, period, { amount: wanted, pending: null }, at);
        await appendChange(tx, playerId, { period, kind: current === null ? 'set' : 'decrease', old: current, next: wanted, requestedAt: at, effectiveAt: at, at });
        applied.push(period);
      } else {
        const confirmableAt = new Date(at.getTime() + PENDING_DELAY_MS);
        await writeRow(tx, playerId, period, { amount: current, pending: { amount: wanted, requestedAt: at, confirmableAt } }, at);
        await appendChange(tx, playerId, { period, kind: 'request', old: current, next: wanted, requestedAt: at, effectiveAt: null, at });
        pending.push(period);
      }
    }
    return { applied, pending };
  });
}

export type PendingOutcome = { ok: true } | { ok: false; code: 'limit_change_missing' } | { ok: false; code: 'limit_not_confirmable'; confirmable_at: string };

/** Applies the period's pending change, at or after its confirmable_at; under the player's row lock, so once. */
export async function confirmLimit(db: AppDb, playerId: number, period: LimitPeriod, at: Date): Promise<PendingOutcome> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, playerId);
    const row = (await limitRows(tx, playerId)).get(period);
    if (!row?.pendingRequestedAt || !row.pendingConfirmableAt) return { ok: false, code: 'limit_change_missing' };
    if (at.getTime() < row.pendingConfirmableAt.getTime()) return { ok: false, code: 'limit_not_confirmable', confirmable_at: row.pendingConfirmableAt.toISOString() };
    const next = paisaOrNull(row.pendingAmount);
    await writeRow(tx, playerId, period, { amount: next, pending: null }, at);
    await appendChange(tx, playerId, { period, kind: 'confirm', old: paisaOrNull(row.amount), next, requestedAt: row.pendingRequestedAt, effectiveAt: at, at });
    return { ok: true };
  });
}

/** Drops the period's pending change; the limit in force stays. */
export async function cancelLimitChange(db: AppDb, playerId: number, period: LimitPeriod, at: Date): Promise<PendingOutcome> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, playerId);
    const row = (await limitRows(tx, playerId)).get(period);
    if (!row?.pendingRequestedAt) return { ok: false, code: 'limit_change_missing' };
    const current = paisaOrNull(row.amount);
    await writeRow(tx, playerId, period, { amount: current, pending: null }, at);
    await appendChange(tx, playerId, { period, kind: 'cancel', old: current, next: paisaOrNull(row.pendingAmount), requestedAt: row.pendingRequestedAt, effectiveAt: null, at });
    return { ok: true };
  });
}

/** The player skipped the set-a-limit prompt: it is not offered again. */
export async function dismissLimitPrompt(db: DbOrTx, playerId: number, at: Date): Promise<void> {
  await db.insert(saferLimitPrompts).values({ playerId, dismissedAt: at }).onConflictDoNothing();
}

export type LimitChangeView = {
  period: LimitPeriod;
  kind: LimitChangeKind;
  old: string | null;
  new: string | null;
  requested_at: string;
  effective_at: string | null;
  by: string;
};

/** The player's last `count` limit changes, newest first. */
export async function limitHistory(db: DbOrTx, playerId: number, count: number): Promise<LimitChangeView[]> {
  const rows = await db
    .select()
    .from(saferLimitChanges)
    .where(eq(saferLimitChanges.playerId, playerId))
    .orderBy(desc(saferLimitChanges.id))
    .limit(count);
  return rows.map((row) => ({
    period: row.period,
    kind: row.kind,
    old: money(row.oldAmount),
    new: money(row.newAmount),
    requested_at: row.requestedAt.toISOString(),
    effective_at: row.effectiveAt?.toISOString() ?? null,
    by: row.by,
  }));
}

