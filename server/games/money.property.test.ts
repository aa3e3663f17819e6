import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import * as fc from 'fast-check';
import { bets, ledgerEntries, players } from '../db/schema.ts';
import { fromPaisa, toPaisa } from '../money/amounts.ts';
import { moveMoney, reconcile } from '../money/ledger.ts';
import { describeBothDatabases } from '../testing/both-databases.ts';
import { convertVipPoints } from '../rewards/vip.ts';
import { gameKindOf } from './outcomes.ts';
import { placeBet, settleRound, type Launch } from './rounds.ts';

/**
 * Random interleavings of the money calls of one player — operator credits, bets, settles (wins) and VIP
 * conversions, run in concurrent batches — must keep balance ≥ 0, VP ≥ 0, the ledger reconciled, and the
 * books equal to what the answers said. Runs: 300 on PGlite and 700 on PostgreSQL (1,000 in all; a run costs
 * PGlite about 60 ms and PostgreSQL 36 ms here, so the larger share goes where it is cheaper), or PROPERTY_RUNS on each.
 */
const runsOn = (kind: 'pglite' | 'postgres') => Number(process.env.PROPERTY_RUNS ?? (kind === 'pglite' ? 300 : 700));

/** The kinds played here (each settles through the same fixed-payout or crash path), with a choice each. */
type Game = 'slot' | 'crash' | 'roulette' | 'baccarat' | 'shooter' | 'lottery';
const games: Record<Game, { code: string; type: string; name: string; choice?: string }> = {
  slot: { code: 'JILI-SLOT-0001', type: 'SLOT', name: 'Golden Empire' },
  crash: { code: 'SPRIBE-CRASH-0001', type: 'CRASH', name: 'Aviator X' },
  roulette: { code: 'EVO-LIVE-0001', type: 'LIVE', name: 'Mini Roulette', choice: 'n7' },
  baccarat: { code: 'EVO-LIVE-0002', type: 'LIVE', name: 'Speed Baccarat', choice: 'banker' },
  shooter: { code: 'JILI-FISHING-0001', type: 'FISHING', name: 'Ocean King', choice: 'clownfish' },
  lottery: { code: 'TCG-LOTTERY-0001', type: 'LOTTERY', name: 'Lucky Draw', choice: '1,2,3,4' },
};

type Op =
  | { op: 'credit'; taka: number }
  | { op: 'bet'; game: Game; stake: number; key: boolean }
  | { op: 'settle'; pick: number; cashout: number | undefined; afterMs: number }
  | { op: 'convert'; vp: number };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('credit' as const), taka: fc.integer({ min: 1, max: 3000 }) }), weight: 2 },
  { arbitrary: fc.record({
    op: fc.constant('bet' as const),
    game: fc.constantFrom<Game>('slot', 'crash', 'roulette', 'baccarat', 'shooter', 'lottery'),
    // Mostly small stakes (so many are accepted), some up to ৳5,000 (so some overdraw).
    stake: fc.oneof({ arbitrary: fc.integer({ min: 1000, max: 20_000 }), weight: 4 }, { arbitrary: fc.integer({ min: 1000, max: 500_000 }), weight: 1 }),
    key: fc.boolean(),
  }), weight: 4 },
  { arbitrary: fc.record({
    op: fc.constant('settle' as const),
    pick: fc.nat(),
    cashout: fc.option(fc.integer({ min: 101, max: 400 }), { nil: undefined }),
    afterMs: fc.integer({ min: 0, max: 15_000 }),
  }), weight: 4 },
  { arbitrary: fc.record({ op: fc.constant('convert' as const), vp: fc.integer({ min: 1000, max: 3000 }) }), weight: 1 },
);

const scenario = fc.record({
  startVp: fc.integer({ min: 0, max: 5000 }),
  batches: fc.array(fc.array(opArbitrary, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }),
});

describeBothDatabases('money property: bets, wins and VIP conversions', (ctx) => {
  const RUNS = runsOn(ctx.kind);
  it(`keeps balance ≥ 0, VP ≥ 0 and the ledger reconciled (${RUNS} runs)`, async () => {
    const db = ctx.database().db;
    const start = Date.now();
    let runs = 0;
    const seen = { bets: 0, refused: 0, wins: 0, replays: 0, conversions: 0 };
    await fc.assert(
      fc.asyncProperty(scenario, async ({ startVp, batches }) => {
        runs += 1;
        const username = `prop${randomBytes(6).toString('hex')}`;
        const [player] = await db
          .insert(players)
          .values({ remoteId: username, username, passwordHash: 'x', referralCode: username.toUpperCase(), vipCoin: fromPaisa(startVp) })
          .returning({ id: players.id });
        if (!player) throw new Error('no player');
        const launchOf = (game: Game): Launch => ({
          sessionId: 'property',
          playerId: player.id,
          username,
          gameCode: games[game].code,
          gameName: games[game].name,
          platform: games[game].code.split('-')[0] ?? 'JILI',
          gameType: games[game].type,
          kind: gameKindOf(games[game].type, games[game].name),
          expiresAt: new Date(Date.now() + 3_600_000),
        });
        const base = new Date('2025-05-05T12:00:00Z').getTime();
        // What the answers said happened, in paisa / hundredths of VP.
        let expectedBalance = 0;
        let expectedVp = startVp;
        const rounds: { id: string; game: Game }[] = [];
        let sequence = 0;
        // Unexpected answers, collected and asserted once at the end of the run.
        const surprises: unknown[] = [];
        const expectStatus = (what: string, status: number, allowed: number[]) => {
          if (!allowed.includes(status)) surprises.push({ what, status });
        };

        for (const batch of batches) {
          await Promise.all(
            batch.map(async (op) => {
              sequence += 1;
              const at = new Date(base + sequence * 1000);
              if (op.op === 'credit') {
                await db.transaction((tx) =>
                  moveMoney(tx, { playerId: player.id, amount: op.taka * 100, kind: 'adjustment', reference: `prop:${sequence}`, actor: 'operator:prop', reason: 'fund', at }),
                );
                expectedBalance += op.taka * 100;
              } else if (op.op === 'bet') {
                const roundId = `${op.game}-${sequence}`;
                const key = op.key ? `key-${roundId}` : undefined;
                const answer = await placeBet(db, { launch: launchOf(op.game), roundId, stake: op.stake, choice: games[op.game].choice, key, at });
                if (answer.status === 201) {
                  seen.bets += 1;
                  expectedBalance -= op.stake;
                  expectedVp += Math.floor(op.stake / 100);
                  rounds.push({ id: roundId, game: op.game });
                  if (key) {
                    // A retry with the same key replays and moves nothing.
                    const again = await placeBet(db, { launch: launchOf(op.game), roundId, stake: op.stake, choice: games[op.game].choice, key, at });
                    if (again.status !== 201 || !again.replayed) surprises.push({ what: 'bet replay', again });
                  }
                } else {
                  seen.refused += 1;
                  expectStatus('bet', answer.status, [422]);
                }
              } else if (op.op === 'settle') {
                const round = rounds[op.pick % Math.max(1, rounds.length)];
                if (!round) return;
                const answer = await settleRound(db, { launch: launchOf(round.game), roundId: round.id, cashout: op.cashout, at: new Date(base + op.afterMs) });
                if (answer.status === 422) return; // a crash multiplier not reached yet: the round stays open
                expectStatus('settle', answer.status, [200]);
                const body = answer.body as { win: string; replayed: boolean };
                if (body.replayed) seen.replays += 1;
                else expectedBalance += toPaisa(body.win);
                if (!body.replayed && body.win !== '0.00') seen.wins += 1;
              } else {
                const answer = await convertVipPoints(db, { playerId: player.id, cents: op.vp, key: undefined, at });
                if (answer.status === 200) {
                  seen.conversions += 1;
                  expectedVp -= op.vp;
                  expectedBalance += op.vp;
                } else {
                  expectStatus('convert', answer.status, [422]);
                }
              }
            }),
          );
        }

        expect(surprises).toEqual([]);
        const [row] = await db.select({ balance: players.balance, vipCoin: players.vipCoin }).from(players).where(eq(players.id, player.id));
        expect(toPaisa(row?.balance ?? '-1')).toBeGreaterThanOrEqual(0);
        expect(toPaisa(row?.vipCoin ?? '-1')).toBeGreaterThanOrEqual(0);
        expect(row).toEqual({ balance: fromPaisa(expectedBalance), vipCoin: fromPaisa(expectedVp) });
        expect(await reconcile(db)).toEqual([]);
        // Every bet has its one stake row, every settled win exactly one win row of its amount.
        const betRows = await db.select().from(bets).where(eq(bets.playerId, player.id));
        const wins = await db.select({ reference: ledgerEntries.reference, amount: ledgerEntries.amount }).from(ledgerEntries).where(like(ledgerEntries.reference, 'win:%'));
        const wrong = betRows.filter((bet) => {
          const paid = wins.filter((entry) => entry.reference === `win:${bet.id}`);
          const expected = bet.winAmount === '0.00' ? [] : [bet.winAmount];
          return JSON.stringify(paid.map((entry) => entry.amount)) !== JSON.stringify(expected) || (bet.status === 'open' && bet.winAmount !== '0.00');
        });
        expect(wrong).toEqual([]);
        expect(betRows).toHaveLength(rounds.length);
      }),
      // Every run completes, however busy the machine: no time limit turns a slow run into a failure.
      { numRuns: RUNS },
    );
    const seconds = (Date.now() - start) / 1000;
    console.info(`[money property ${ctx.kind}] ${runs} runs in ${seconds.toFixed(1)} s: ${JSON.stringify(seen)}`);
    expect(runs).toBe(RUNS);
    // The generator reaches every path: accepted and refused bets, wins, replayed settles, conversions.
    const unreached = Object.entries(seen).filter(([, count]) => count === 0 && runs >= 100);
    expect(unreached).toEqual([]);
    // The time-out only catches a run that hangs: the runs take about 40 s on a busy 2-core CI machine.
  }, 600_000);
});
