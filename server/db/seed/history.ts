import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { hashToken } from '../../auth/sessions.ts';
import type { Clock } from '../../clock.ts';
import { toPaisa } from '../../money/amounts.ts';
import type { RandomInt } from '../../games/outcomes.ts';
import { gameKindOf } from '../../games/outcomes.ts';
import { placeBet, settleRound, type Launch } from '../../games/rounds.ts';
import { decide } from '../../funds/decisions.ts';
import { moveMoney } from '../../money/ledger.ts';
import type { AppDb } from '../client.ts';
import { fundsTransactions, games, gameSessions, paymentChannels, paymentMethods, players } from '../schema.ts';
import { seedDemoExchangeBet } from './exchange.ts';
import type { SeedTx } from './types.ts';

const DAY = 24 * 3_600_000;
const MINUTE = 60_000;
const OPERATOR = 'operator:seed';

/** Reels drawn from fixed numbers (reel weights: CHERRY 0–7, LEMON 8–14): two cherries win ×3, cherry-lemon-bar loses. */
const twoCherries: number[] = [0, 0, 8];
const noWin: number[] = [0, 8, 15];
function reelsOf(draws: number[]): RandomInt {
  let index = 0;
  return () => draws[index++ % draws.length] ?? 0;
}

/**
 * The demo player's first history (issue 22), through the same domain functions the routes and the
 * operator use, so the ledger balances: approved bKash deposits (one rejected with a reason), slot
 * rounds through the demo provider (won and lost; they play the first deposit's turnover off and a
 * fifth of the second's), an approved withdrawal and, with the simulated exchange feed (`exchangeSeed`;
 * none when a real provider serves the matches), a won exchange bet of ৳500. Ends with an active
 * turnover at 25 % (20 % without the exchange bet). Runs inside the seed transaction, after the
 * payment methods and games.
 */
export async function seedDemoPlayerHistory(tx: SeedTx, username: string, clock: Clock, exchangeSeed?: string): Promise<void> {
  // decide() and placeBet() open their own transactions: inside the seed's they are savepoints.
  const db = tx as unknown as AppDb;
  const [player] = await tx.select({ id: players.id, phone: players.phone }).from(players).where(eq(players.username, username));
  if (!player) throw new Error(`demo player ${username} not seeded`);
  const [channel] = await tx
    .select({ id: paymentChannels.id, methodId: paymentChannels.paymentMethodId, accountType: paymentChannels.accountType, accountNumber: paymentChannels.accountNumber })
    .from(paymentChannels)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentChannels.paymentMethodId))
    .where(and(eq(paymentMethods.name, 'bKash'), eq(paymentChannels.accountType, 'Agent')));
  if (!channel) throw new Error('no bKash agent channel seeded');
  const [game] = await tx.select({ code: games.code, name: games.name, platform: games.platform, type: games.type }).from(games).where(and(eq(games.type, 'SLOT'), eq(games.platform, 'PP'))).limit(1);
  if (!game) throw new Error('no Pragmatic Play slot seeded');
  const now = clock.now().getTime();
  const account = player.phone ?? '01700000001';

  async function deposit(amount: string, daysAgo: number, trxId: string, outcome: { reject: string } | 'approve') {
    const at = new Date(now - daysAgo * DAY);
    const [row] = await tx
      .insert(fundsTransactions)
      .values({
        playerId: player!.id,
        action: 'deposit',
        amount,
        paymentMethodId: channel!.methodId,
        paymentChannelId: channel!.id,
        accountType: channel!.accountType,
        accountNumber: account,
        payToAccount: channel!.accountNumber,
        trxId,
        createdAt: at,
        updatedAt: at,
        deadlineAt: new Date(at.getTime() + 10 * MINUTE),
      })
      .returning({ id: fundsTransactions.id });
    if (!row) throw new Error('deposit insert returned nothing');
    const decision = outcome === 'approve' ? { decision: 'approve' as const, reason: null } : { decision: 'reject' as const, reason: outcome.reject };
    await decide(db, { id: row.id, ...decision, actor: OPERATOR, at: new Date(at.getTime() + 6 * MINUTE) });
  }

  async function withdraw(amount: string, daysAgo: number) {
    const at = new Date(now - daysAgo * DAY);
    const [row] = await tx
      .insert(fundsTransactions)
      .values({ playerId: player!.id, action: 'withdraw', amount, paymentMethodId: channel!.methodId, accountNumber: account, trxId: `W${randomBytes(6).toString('hex').toUpperCase()}`, createdAt: at, updatedAt: at })
      .returning({ id: fundsTransactions.id });
    if (!row) throw new Error('withdrawal insert returned nothing');
    await moveMoney(tx, { playerId: player!.id, amount: -toPaisa(amount), kind: 'withdrawal_hold', reference: `withdraw:${row.id}`, actor: 'player', at });
    await decide(db, { id: row.id, decision: 'approve', reason: null, actor: OPERATOR, at: new Date(at.getTime() + 20 * MINUTE) });
  }

  async function playSlot(daysAgo: number, rounds: number[][]) {
    const at = new Date(now - daysAgo * DAY);
    const sessionId = hashToken(randomBytes(24).toString('hex'));
    await tx.insert(gameSessions).values({ id: sessionId, playerId: player!.id, gameCode: game!.code, platform: game!.platform, gameType: game!.type, createdAt: at, endedAt: new Date(at.getTime() + 30 * MINUTE) });
    const launch: Launch = { sessionId, playerId: player!.id, username, gameCode: game!.code, gameName: game!.name, platform: game!.platform, gameType: game!.type, kind: gameKindOf(game!.type), expiresAt: new Date(at.getTime() + 2 * 3_600_000) };
    for (const [index, draws] of rounds.entries()) {
      const roundAt = new Date(at.getTime() + index * MINUTE);
      const roundId = `seed-${randomBytes(6).toString('hex')}`;
      const placed = await placeBet(db, { launch, roundId, stake: 1_000_00, key: undefined, at: roundAt, random: reelsOf(draws) });
      if (placed.status !== 201) throw new Error(`seed bet refused: ${JSON.stringify(placed.body)}`);
      await settleRound(db, { launch, roundId, cashout: undefined, at: new Date(roundAt.getTime() + 5_000) });
    }
  }

  await deposit('5000.00', 10, 'DEMO5K0001', 'approve');
  // Six rounds of ৳1,000 (one won ×3): the ৳5,000 turnover is played off; ৳2,000 left.
  await playSlot(9, [noWin, noWin, twoCherries, noWin, noWin, noWin]);
  await withdraw('1000.00', 8);
  await deposit('1500.00', 6, 'DEMO15H002', { reject: 'The TRX ID was not found in our bKash statement.' });
  await deposit('10000.00', 4, 'DEMO10K003', 'approve');
  // A won ৳500 Match Odds bet on a match of two to three days ago: ৳500 more of the turnover played.
  if (exchangeSeed !== undefined) await seedDemoExchangeBet(tx, username, clock, exchangeSeed);
  // Two rounds (one won ×3): ৳2,000 of the ৳10,000 turnover played (with the exchange bet ৳2,500, 25 %).
  await playSlot(1, [noWin, twoCherries]);
}
