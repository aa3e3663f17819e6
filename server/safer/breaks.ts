import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { and, desc, eq, gt, gte, inArray, isNull, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import {
  ledgerEntries,
  playerBreaks,
  playerRealityChecks,
  players,
  playerSessions,
  playerTokens,
  REALITY_CHECK_INTERVALS,
  type BreakKind,
  type RealityCheckInterval,
} from '../db/schema.ts';
import { refusal } from '../i18n/messages.ts';
import type { DbOrTx } from '../money/ledger.ts';
import type { StoredAnswer } from '../money/idempotency.ts';
import type { PasswordHasher } from '../security/password.ts';

dayjs.extend(utc);

/**
 * Time-outs, self-exclusions, the return from a self-exclusion, the reality-check interval and the
 * session figures (issue 24). Nothing here shortens or lifts a break: a time-out ends by itself at
 * `ends_at`; a self-exclusion restricts until its end has passed, the player has asked to return and
 * has confirmed at least 24 hours after asking.
 */

export const RETURN_DELAY_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
/** A time-out `until` a date may end at most this many days from now (6 weeks). */
export const MAX_TIME_OUT_DAYS = 42;

export type Restriction = {
  kind: BreakKind;
  started_at: string;
  ends_at: string;
  return_requested_at: string | null;
  return_confirmable_at: string | null;
};

type BreakRow = typeof playerBreaks.$inferSelect;

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

export function restrictionOf(row: BreakRow): Restriction {
  return {
    kind: row.kind,
    started_at: row.startedAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    return_requested_at: iso(row.returnRequestedAt),
    return_confirmable_at: row.returnRequestedAt ? new Date(row.returnRequestedAt.getTime() + RETURN_DELAY_MS).toISOString() : null,
  };
}

/**
 * A break restricts at `at` while it is a time-out not yet ended or a self-exclusion not yet returned from.
 * `at` may be a prepared statement's placeholder, given the time as an ISO 8601 text when it runs.
 */
const restricting = (at: Date | Placeholder): SQL =>
  and(isNull(playerBreaks.returnedAt), or(eq(playerBreaks.kind, 'self_exclusion'), gt(playerBreaks.endsAt, at))) as SQL;

/** The breaks restricting the player at `at`. */
async function restrictingBreaks(db: DbOrTx, playerId: number, at: Date): Promise<BreakRow[]> {
  return db
    .select()
    .from(playerBreaks)
    .where(and(eq(playerBreaks.playerId, playerId), restricting(at)))
    .orderBy(desc(playerBreaks.endsAt));
}

/** A condition on a query of players (`playerId` their id column): the player is not restricted at `at`. */
export const notRestricted = (playerId: AnyColumn, at: Date | Placeholder): SQL =>
  sql`not exists (select 1 from ${playerBreaks} where ${playerBreaks.playerId} = ${playerId} and ${restricting(at)})`;

/**
 * The id of the break that is the player's restriction at `at` (`playerId` their id column), as
 * {@link activeRestriction} picks it: a self-exclusion before a time-out, then the latest end. For a
 * join that reads the restriction in another statement (user/show reads it with the session).
 */
export const restrictionBreakId = (playerId: AnyColumn, at: Date | Placeholder): SQL =>
  sql`(select ${playerBreaks.id} from ${playerBreaks} where ${playerBreaks.playerId} = ${playerId} and ${restricting(at)} order by ${playerBreaks.kind} = 'self_exclusion' desc, ${playerBreaks.endsAt} desc limit 1)`;

/**
 * The player's restriction at `at`, or null: a running time-out, or a self-exclusion not yet returned
 * from (also after its end, until the return is confirmed). A self-exclusion is named before a
 * time-out running beside it (it is the stronger of the two).
 */
export async function activeRestriction(db: DbOrTx, playerId: number, at: Date): Promise<Restriction | null> {
  const rows = await restrictingBreaks(db, playerId, at);
  const row = rows.find((candidate) => candidate.kind === 'self_exclusion') ?? rows[0];
  return row ? restrictionOf(row) : null;
}

/**
 * The one guard of every refused call during a break (deposit, game launch, provider bet, exchange
 * bet, VIP conversion, referral claim): 403 `account_on_break` with `break_kind` and `ends_at`, or
 * undefined when the player is not restricted.
 */
export async function breakRefusal(db: DbOrTx, playerId: number, at: Date): Promise<StoredAnswer | undefined> {
  const restriction = await activeRestriction(db, playerId, at);
  if (!restriction) return undefined;
  return { status: 403, body: refusal('account_on_break', { break_kind: restriction.kind, ends_at: restriction.ends_at }) };
}

/** The restriction and every break the player has taken, newest first (for `ops player`). */
export async function breakSummary(db: DbOrTx, playerId: number, at: Date) {
  const rows = await db.select().from(playerBreaks).where(eq(playerBreaks.playerId, playerId)).orderBy(desc(playerBreaks.startedAt), desc(playerBreaks.id));
  return {
    restriction: await activeRestriction(db, playerId, at),
    breaks: rows.map((row) => ({ ...restrictionOf(row), period: row.period, returned_at: iso(row.returnedAt) })),
  };
}

// ---- Periods ----

export type TimeOutChoice = { period: '24h' | '7d' | '30d' } | { period: 'until'; until: string };
export type SelfExclusionPeriod = '6m' | '1y' | '2y' | '5y';

/** The Dhaka calendar date of an instant, "2026-11-26". */
const dhakaDate = (at: Date) => new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** The last millisecond of a Dhaka date (23:59:59.999 GMT+6) as an instant. */
function dhakaDayEnd(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1) - DHAKA_OFFSET_MS - 1);
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * A time-out's end: 24 hours, 7 or 30 days from now, or the end of a Dhaka date (23:59:59.999 GMT+6)
 * from tomorrow up to 42 days from today (Dhaka dates); undefined for a date outside that.
 */
export function timeOutEnd(choice: TimeOutChoice, at: Date): Date | undefined {
  switch (choice.period) {
    case '24h':
      return new Date(at.getTime() + DAY_MS);
    case '7d':
      return new Date(at.getTime() + 7 * DAY_MS);
    case '30d':
      return new Date(at.getTime() + 30 * DAY_MS);
    case 'until': {
      if (!isCalendarDate(choice.until)) return undefined;
      const tomorrow = dhakaDate(new Date(at.getTime() + DAY_MS));
      const last = dhakaDate(new Date(at.getTime() + MAX_TIME_OUT_DAYS * DAY_MS));
      if (choice.until < tomorrow || choice.until > last) return undefined;
      return dhakaDayEnd(choice.until);
    }
  }
}

/** A self-exclusion's end: 6 months, 1, 2 or 5 years later (calendar months in UTC, the day clamped to the month's last). */
export function selfExclusionEnd(period: SelfExclusionPeriod, at: Date): Date {
  const start = dayjs.utc(at);
  const end = period === '6m' ? start.add(6, 'month') : start.add(Number(period.slice(0, -1)), 'year');
  return end.toDate();
}

// ---- Taking a break ----

export type BreakOutcome =
  | { ok: true; restriction: Restriction }
  | { ok: false; status: 409; code: 'break_running' }
  | { ok: false; status: 422; code: 'password_wrong' };

async function passwordMatches(db: AppDb, passwords: PasswordHasher, playerId: number, password: string): Promise<boolean> {
  const [row] = await db.select({ passwordHash: players.passwordHash }).from(players).where(eq(players.id, playerId));
  return row !== undefined && (await passwords.verify(password, row.passwordHash));
}

/** Locks the player's row: breaks, returns and their checks of one player run one at a time. */
async function lockPlayer(tx: DbOrTx, playerId: number): Promise<void> {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
}

/** Every open session of the player ends, with the exchange and sports tokens they issued. */
async function revokeEverySession(tx: DbOrTx, playerId: number, at: Date): Promise<void> {
  await tx.update(playerSessions).set({ revokedAt: at }).where(and(eq(playerSessions.playerId, playerId), isNull(playerSessions.revokedAt)));
  await tx.update(playerTokens).set({ revokedAt: at }).where(and(eq(playerTokens.playerId, playerId), isNull(playerTokens.revokedAt)));
}

type BreakRequest = { playerId: number; password: string; passwords: PasswordHasher; at: Date };

async function startBreak(
  db: AppDb,
  request: BreakRequest,
  row: { kind: BreakKind; period: string; endsAt: Date },
  running: (rows: BreakRow[]) => boolean,
): Promise<BreakOutcome> {
  const { playerId, at } = request;
  // The password hash is compared before the transaction: no lock is held during scrypt.
  if (!(await passwordMatches(db, request.passwords, playerId, request.password))) return { ok: false, status: 422, code: 'password_wrong' };
  return db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    if (running(await restrictingBreaks(tx, playerId, at))) return { ok: false, status: 409, code: 'break_running' } as const;
    const [created] = await tx
      .insert(playerBreaks)
      .values({ playerId, kind: row.kind, period: row.period, startedAt: at, endsAt: row.endsAt })
      .returning();
    if (!created) throw new Error('break insert returned nothing');
    await revokeEverySession(tx, playerId, at);
    return { ok: true, restriction: restrictionOf(created) } as const;
  });
}

/** A time-out from now to `endsAt` (timeOutEnd); refused while any break restricts the player. */
export function takeTimeOut(db: AppDb, request: BreakRequest & { choice: TimeOutChoice; endsAt: Date }): Promise<BreakOutcome> {
  const period = request.choice.period === 'until' ? `until:${request.choice.until}` : request.choice.period;
  return startBreak(db, request, { kind: 'time_out', period, endsAt: request.endsAt }, (rows) => rows.length > 0);
}

/** A self-exclusion from now; refused only while another self-exclusion is open (a running time-out stays as it is). */
export function selfExclude(db: AppDb, request: BreakRequest & { period: SelfExclusionPeriod }): Promise<BreakOutcome> {
  return startBreak(db, request, { kind: 'self_exclusion', period: request.period, endsAt: selfExclusionEnd(request.period, request.at) }, (rows) =>
    rows.some((row) => row.kind === 'self_exclusion'),
  );
}

// ---- Returning from a self-exclusion ----

async function openExclusion(tx: DbOrTx, playerId: number): Promise<BreakRow | undefined> {
  const [row] = await tx
    .select()
    .from(playerBreaks)
    .where(and(eq(playerBreaks.playerId, playerId), eq(playerBreaks.kind, 'self_exclusion'), isNull(playerBreaks.returnedAt)));
  return row;
}

export type ReturnRequestOutcome = { ok: true; restriction: Restriction } | { ok: false; code: 'break_not_over'; ends_at: string | null };

/** Asks to return: only after the self-exclusion's end; a second request keeps the first one's time. */
export function requestReturn(db: AppDb, playerId: number, at: Date): Promise<ReturnRequestOutcome> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const exclusion = await openExclusion(tx, playerId);
    if (!exclusion) return { ok: false, code: 'break_not_over', ends_at: null } as const;
    if (exclusion.endsAt.getTime() > at.getTime()) return { ok: false, code: 'break_not_over', ends_at: exclusion.endsAt.toISOString() } as const;
    if (exclusion.returnRequestedAt) return { ok: true, restriction: restrictionOf(exclusion) } as const;
    const [updated] = await tx.update(playerBreaks).set({ returnRequestedAt: at }).where(eq(playerBreaks.id, exclusion.id)).returning();
    if (!updated) throw new Error('return request update returned nothing');
    return { ok: true, restriction: restrictionOf(updated) } as const;
  });
}

export type ReturnConfirmOutcome = { ok: true; restriction: Restriction | null } | { ok: false; code: 'return_not_confirmable'; confirmable_at: string | null };

/**
 * Confirms the return, 24 hours after the request at the earliest. The player's row is locked, so
 * concurrent confirms queue: none applies early, and after the first one the others find the
 * exclusion returned from and answer the same (confirmed).
 */
export function confirmReturn(db: AppDb, playerId: number, at: Date): Promise<ReturnConfirmOutcome> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const exclusion = await openExclusion(tx, playerId);
    if (!exclusion) {
      const [latest] = await tx
        .select({ returnedAt: playerBreaks.returnedAt })
        .from(playerBreaks)
        .where(and(eq(playerBreaks.playerId, playerId), eq(playerBreaks.kind, 'self_exclusion')))
        .orderBy(desc(playerBreaks.startedAt), desc(playerBreaks.id))
        .limit(1);
      if (latest?.returnedAt) return { ok: true, restriction: await activeRestriction(tx, playerId, at) } as const;
      return { ok: false, code: 'return_not_confirmable', confirmable_at: null } as const;
    }
    if (!exclusion.returnRequestedAt) return { ok: false, code: 'return_not_confirmable', confirmable_at: null } as const;
    const confirmableAt = new Date(exclusion.returnRequestedAt.getTime() + RETURN_DELAY_MS);
    if (at.getTime() < confirmableAt.getTime()) return { ok: false, code: 'return_not_confirmable', confirmable_at: confirmableAt.toISOString() } as const;
    await tx.update(playerBreaks).set({ returnedAt: at }).where(eq(playerBreaks.id, exclusion.id));
    return { ok: true, restriction: await activeRestriction(tx, playerId, at) } as const;
  });
}

// ---- Reality check ----

export const isRealityCheckInterval = (value: unknown): value is RealityCheckInterval =>
  typeof value === 'number' && (REALITY_CHECK_INTERVALS as readonly number[]).includes(value);

export async function realityCheckInterval(db: DbOrTx, playerId: number): Promise<RealityCheckInterval> {
  const [row] = await db.select({ minutes: playerRealityChecks.intervalMinutes }).from(playerRealityChecks).where(eq(playerRealityChecks.playerId, playerId));
  return isRealityCheckInterval(row?.minutes) ? row.minutes : 0;
}

export async function setRealityCheckInterval(db: DbOrTx, playerId: number, minutes: RealityCheckInterval, at: Date): Promise<void> {
  await db
    .insert(playerRealityChecks)
    .values({ playerId, intervalMinutes: minutes, updatedAt: at })
    .onConflictDoUpdate({ target: playerRealityChecks.playerId, set: { intervalMinutes: minutes, updatedAt: at } });
}

// ---- Session figures ----

/**
 * What the player has staked and won since this session began, from the ledger:
 * - games: a stake is a `bet` row (negative), a win a `win` row (positive);
 * - exchange: the stake is the exposure held at placement (`exchange_exposure`, negative — the
 *   stake of a back bet, the liability of a lay bet), the win what settlement pays back
 *   (`exchange_settlement`, positive: the exposure returned plus the profit, nothing on a loss).
 * Net = wins − stakes = the sum of those rows (an open exchange bet counts as its exposure until settled).
 */
export const SESSION_FIGURE_KINDS = ['bet', 'win', 'exchange_exposure', 'exchange_settlement'] as const;

export async function sessionFigures(db: DbOrTx, session: { playerId: number; sessionId: number }): Promise<{ started_at: string; net_win_loss: string }> {
  const [row] = await db.select({ createdAt: playerSessions.createdAt }).from(playerSessions).where(eq(playerSessions.id, session.sessionId));
  if (!row) throw new Error(`session ${session.sessionId} not found`);
  const [sum] = await db
    .select({ net: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::numeric(14,2)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, session.playerId),
        inArray(ledgerEntries.kind, [...SESSION_FIGURE_KINDS]),
        gte(ledgerEntries.createdAt, row.createdAt),
      ),
    );
  return { started_at: row.createdAt.toISOString(), net_win_loss: sum?.net ?? '0.00' };
}
