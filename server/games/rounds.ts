import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { AppDb } from '../db/client.ts';
import { bets, gameSessions, games, players } from '../db/schema.ts';
import { hashToken } from '../auth/sessions.ts';
import { refusal } from '../i18n/messages.ts';
import { fromPaisa, toPaisa, type Paisa } from '../money/amounts.ts';
import { runIdempotent, type StoredAnswer } from '../money/idempotency.ts';
import { InsufficientFundsError, moveMoney, type DbOrTx } from '../money/ledger.ts';
import { progressTurnover } from '../money/turnover.ts';
import { breakRefusal } from '../safer/breaks.ts';
import {
  CASHOUT_CLOCK_TOLERANCE_MS,
  checkChoice,
  crashMultiplierAt,
  crashWin,
  decideOutcome,
  fixedWin,
  gameKindOf,
  InvalidChoiceError,
  judgeCrash,
  secureRandomInt,
  type GameKind,
  type Outcome,
  type RandomInt,
} from './outcomes.ts';

/** A launch token (game-run's `session`) opens the provider API for this long. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
/** Stakes: ৳10 to ৳5,000 per round. */
export const MIN_STAKE: Paisa = 10_00;
export const MAX_STAKE: Paisa = 5_000_00;
/** VIP points accrue at 1 VP per ৳100 staked (0.01 VP per taka, rounded down to 0.01 VP). */
export const VP_PER_100_TAKA = 1;
export const vipPointsFor = (stake: Paisa): number => Math.floor((stake * VP_PER_100_TAKA) / 100); // hundredths of a VP
/** Who moves the money in the ledger. */
export const PROVIDER_ACTOR = 'provider:demo';

export type Launch = {
  sessionId: string;
  playerId: number;
  username: string;
  gameCode: string;
  gameName: string;
  platform: string;
  gameType: string;
  kind: GameKind;
  expiresAt: Date;
};

/** The launch behind a token: null when unknown, ended or older than 2 hours. */
export async function resolveLaunch(db: AppDb, token: string, clock: Clock): Promise<Launch | null> {
  if (token.length < 16 || token.length > 200) return null;
  const [row] = await db
    .select({
      sessionId: gameSessions.id,
      playerId: gameSessions.playerId,
      username: players.username,
      gameCode: gameSessions.gameCode,
      gameName: games.name,
      platform: gameSessions.platform,
      gameType: gameSessions.gameType,
      createdAt: gameSessions.createdAt,
      endedAt: gameSessions.endedAt,
    })
    .from(gameSessions)
    .innerJoin(players, eq(players.id, gameSessions.playerId))
    .innerJoin(games, eq(games.code, gameSessions.gameCode))
    .where(eq(gameSessions.id, hashToken(token)));
  if (!row || row.endedAt) return null;
  const expiresAt = new Date(row.createdAt.getTime() + LAUNCH_TOKEN_TTL_MS);
  if (clock.now().getTime() >= expiresAt.getTime()) return null;
  return {
    sessionId: row.sessionId,
    playerId: row.playerId,
    username: row.username,
    gameCode: row.gameCode,
    gameName: row.gameName,
    platform: row.platform,
    gameType: row.gameType,
    kind: gameKindOf(row.gameType, row.gameName),
    expiresAt,
  };
}

async function walletOf(tx: DbOrTx, playerId: number): Promise<{ balance: string; vipCoin: string }> {
  const [row] = await tx.select({ balance: players.balance, vipCoin: players.vipCoin }).from(players).where(eq(players.id, playerId));
  if (!row) throw new Error(`player ${playerId} not found`);
  return row;
}

/**
 * `choice` is what the player bet on, checked against the game: a roulette bet (`red`, `n17`, `dozen2`…),
 * a baccarat side (`player`, `banker`, `tie`), a fish (`shark`…), lottery picks (`3,7,12,19`); the slot
 * and crash take none.
 */
export type BetRequest = { launch: Launch; roundId: string; stake: Paisa; choice?: string | undefined; key: string | undefined; at: Date; random?: RandomInt };

/** The answer to a choice the game does not offer (decided by its code). */
export const invalidChoiceAnswer = (kind: GameKind): StoredAnswer => ({
  status: 422,
  body: { code: 'invalid_choice', message: `This bet is not offered by the ${kind} game.` },
});

/**
 * Places a bet in one transaction: the bet row (unique per player and round id), the `bet` ledger
 * debit (player row locked, overdraft refused), turnover progress and the VIP points. With an
 * Idempotency-Key a repeat replays the first answer. Answers 409 for a round id already used, 422 when
 * the balance is short.
 */
export async function placeBet(db: AppDb, request: BetRequest): Promise<StoredAnswer & { replayed: boolean }> {
  const { launch, roundId, stake, at } = request;
  const random = request.random ?? secureRandomInt;
  try {
    checkChoice(launch.kind, request.choice);
  } catch (error) {
    if (error instanceof InvalidChoiceError) return { ...invalidChoiceAnswer(launch.kind), replayed: false };
    throw error;
  }
  try {
    return await runIdempotent(
      db,
      { playerId: launch.playerId, scope: 'provider-bet', key: request.key, parameters: { roundId, stake, game: launch.gameCode, choice: request.choice ?? null }, at },
      async (tx) => {
        // No new stake during a time-out or self-exclusion (issue 24); a running round still settles.
        const onBreak = await breakRefusal(tx, launch.playerId, at);
        if (onBreak) return onBreak;
        const outcome: Outcome = decideOutcome(launch.kind, request.choice, random);
        const points = vipPointsFor(stake);
        const [bet] = await tx
          .insert(bets)
          .values({
            playerId: launch.playerId,
            sessionId: launch.sessionId,
            gameCode: launch.gameCode,
            platform: launch.platform,
            gameType: launch.gameType,
            gameName: launch.gameName,
            roundId,
            betAmount: fromPaisa(stake),
            vipPoints: fromPaisa(points),
            outcome,
            createdAt: at,
          })
          .onConflictDoNothing()
          .returning({ id: bets.id });
        if (!bet) return { status: 409, body: { message: 'This round_id was already used.' } };
        await moveMoney(tx, { playerId: launch.playerId, amount: -stake, kind: 'bet', reference: `bet:${bet.id}`, actor: PROVIDER_ACTOR, at });
        await progressTurnover(tx, launch.playerId, stake, at);
        if (points > 0) {
          await tx
            .update(players)
            .set({ vipCoin: sql`${players.vipCoin} + ${fromPaisa(points)}::numeric` })
            .where(eq(players.id, launch.playerId));
        }
        const wallet = await walletOf(tx, launch.playerId);
        return {
          status: 201,
          body: {
            round_id: roundId,
            status: 'open',
            stake: fromPaisa(stake),
            balance: wallet.balance,
            vip_coin: wallet.vipCoin,
            vip_points: fromPaisa(points),
            started_at: at.toISOString(),
            message: 'Bet accepted.',
          },
        };
      },
    );
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      return { status: 422, body: refusal('insufficient_balance', { balance: error.balance }), replayed: false };
    }
    throw error;
  }
}

type BetRow = typeof bets.$inferSelect;

function outcomeBody(bet: BetRow): Record<string, unknown> {
  const outcome = bet.outcome as Outcome;
  if (outcome.game !== 'crash') return { ...outcome, multiplier: outcome.payout / 100 };
  return { game: 'crash', crash_point: fromPaisa(outcome.crashPoint), cashout: bet.cashout === null ? null : fromPaisa(bet.cashout) };
}

function settledBody(bet: BetRow, balance: string, replayed: boolean, reason?: string) {
  return {
    round_id: bet.roundId,
    status: 'settled',
    stake: bet.betAmount,
    win: bet.winAmount,
    won: bet.winAmount !== '0.00',
    outcome: { ...outcomeBody(bet), ...(reason ? { result: reason } : {}) },
    balance,
    settled_at: bet.settledAt?.toISOString() ?? null,
    replayed,
    message: replayed ? 'Round already settled.' : 'Round settled.',
  };
}

export type SettleRequest = { launch: Launch; roundId: string; cashout: number | undefined; at: Date };

/**
 * Settles a round once: the bet row is locked (FOR UPDATE), the server's outcome decides the win, a
 * `win` ledger credit is written when it is positive, and the row turns `settled` (guarded by
 * `status = 'open'`). A second settle replays the result and pays nothing.
 */
export async function settleRound(db: AppDb, request: SettleRequest): Promise<StoredAnswer> {
  const { launch, roundId, at } = request;
  return db.transaction(async (tx) => {
    const [bet] = await tx
      .select()
      .from(bets)
      .where(and(eq(bets.playerId, launch.playerId), eq(bets.roundId, roundId), eq(bets.gameCode, launch.gameCode)))
      .for('update');
    if (!bet) return { status: 404, body: { message: 'Round not found.' } };
    if (bet.status === 'settled') return { status: 200, body: settledBody(bet, (await walletOf(tx, launch.playerId)).balance, true) };
    const outcome = bet.outcome as Outcome;
    const stake = toPaisa(bet.betAmount);
    let win = 0;
    let reason: string | undefined;
    let cashout: number | null = null;
    if (outcome.game !== 'crash') {
      win = fixedWin(stake, outcome);
    } else {
      const elapsed = at.getTime() - bet.createdAt.getTime();
      const running = crashMultiplierAt(elapsed) <= outcome.crashPoint;
      if (running && request.cashout !== undefined && request.cashout > crashMultiplierAt(elapsed + CASHOUT_CLOCK_TOLERANCE_MS)) {
        return { status: 422, body: { message: 'The cash-out multiplier has not been reached yet.', multiplier: fromPaisa(crashMultiplierAt(elapsed)) } };
      }
      const verdict = judgeCrash(outcome.crashPoint, request.cashout, elapsed);
      reason = verdict.reason;
      cashout = request.cashout ?? null;
      if (verdict.won && request.cashout !== undefined) win = crashWin(stake, request.cashout);
    }
    let balance: string | undefined;
    if (win > 0) {
      ({ balance } = await moveMoney(tx, { playerId: launch.playerId, amount: win, kind: 'win', reference: `win:${bet.id}`, actor: PROVIDER_ACTOR, at }));
    }
    const [settled] = await tx
      .update(bets)
      .set({ status: 'settled', winAmount: fromPaisa(win), cashout, settledAt: at })
      .where(and(eq(bets.id, bet.id), eq(bets.status, 'open')))
      .returning();
    if (!settled) throw new Error(`bet ${bet.id} was settled twice`);
    return { status: 200, body: settledBody(settled, balance ?? (await walletOf(tx, launch.playerId)).balance, false, reason) };
  });
}

/** A round as the game client may see it: the outcome stays hidden while it is open. */
export async function roundState(db: AppDb, launch: Launch, roundId: string, at: Date): Promise<StoredAnswer> {
  const [bet] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.playerId, launch.playerId), eq(bets.roundId, roundId), eq(bets.gameCode, launch.gameCode)));
  if (!bet) return { status: 404, body: { message: 'Round not found.' } };
  if (bet.status === 'settled') return { status: 200, body: settledBody(bet, (await walletOf(db, launch.playerId)).balance, true) };
  const outcome = bet.outcome as Outcome;
  const body: Record<string, unknown> = { round_id: bet.roundId, status: 'open', stake: bet.betAmount, started_at: bet.createdAt.toISOString() };
  if (outcome.game === 'crash') {
    const multiplier = crashMultiplierAt(at.getTime() - bet.createdAt.getTime());
    body.running = multiplier <= outcome.crashPoint;
    // Once crashed, the client settles the round (lost) to see the crash point.
    if (body.running) body.multiplier = fromPaisa(multiplier);
  }
  return { status: 200, body };
}
