import * as fc from 'fast-check';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { fundsTransactions, turnoverRequirements } from '../../db/schema.ts';
import { reconcile } from '../../money/ledger.ts';
import { progressTurnover } from '../../money/turnover.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import type { TestPlayer } from '../../testing/app.ts';
import { adjustBalance, decide, FundsDecisionError } from '../../funds/decisions.ts';
import { channelId, depositRequest, fundsPlayer, fundsWorld, methodId, promotionId, withdrawRequest, type FundsWorld } from './test-support.ts';

/**
 * Random interleavings of deposits, approvals, rejections, adjustments and withdrawals (bets and VIP
 * conversions are covered by their own property test). After every run:
 * - no balance below 0;
 * - every balance equals its ledger sum (reconcile() is empty);
 * - at most one pending deposit and one pending withdrawal per player;
 * - the requests agree with the ledger: balance = approved deposits + bonuses − held/paid withdrawals + adjustments.
 * PostgreSQL runs 700 cases and PGlite 300 (1,000 together): a case costs PGlite about twice what it costs
 * PostgreSQL (77 ms against 36 ms on this machine), so the larger share goes where it is cheaper.
 */
type Op =
  | { kind: 'deposit'; player: number; amount: number; promotion: boolean }
  | { kind: 'withdraw'; player: number; amount: number }
  | { kind: 'approve' | 'reject'; pick: number }
  | { kind: 'adjust'; player: number; amount: number }
  | { kind: 'play'; player: number };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deposit' as const), player: fc.nat(1), amount: fc.constantFrom(100, 499, 500, 1000, 2500, 25000, 25001), promotion: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), player: fc.nat(1), amount: fc.constantFrom(100, 500, 700, 1500, 25000, 30000) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('approve' as const, 'reject' as const), pick: fc.nat(5) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('adjust' as const), player: fc.nat(1), amount: fc.constantFrom(-2000, -500, -1, 1, 300, 1000, 3000) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('play' as const), player: fc.nat(1) }) },
);

describeBothDatabases('funds property: money is never lost, created or doubled', (ctx) => {
  let world: FundsWorld;
  let channel: number;
  let method: number;
  let promotion: number;
  let trx = 0;

  beforeEach(async () => {
    world = await fundsWorld(ctx.database());
    channel = await channelId(world);
    method = await methodId(world);
    promotion = await promotionId(world, 'Daily Slots Reload 10%');
  });

  async function apply(op: Op, players: TestPlayer[]): Promise<void> {
    const db = ctx.database().db;
    const at = world.clock.now();
    const player = 'player' in op ? players[op.player] : undefined;
    switch (op.kind) {
      case 'deposit': {
        if (!player) return;
        trx += 1;
        const fields = { account_number: '01711111111', transaction_id: `P${trx}`, amount: String(op.amount), payment_id: String(channel), promotion_id: op.promotion ? String(promotion) : '' };
        const res = await world.app.request('/api/submit-deposit', depositRequest(player, fields));
        if (![200, 409, 422].includes(res.status)) throw new Error(`deposit answered ${res.status}: ${await res.text()}`);
        return;
      }
      case 'withdraw': {
        if (!player) return;
        const res = await world.app.request('/api/submit-withdraw', withdrawRequest(player, { account_number: '01711111111', amount: op.amount, payment_id: method }));
        if (![200, 400, 409, 422].includes(res.status)) throw new Error(`withdrawal answered ${res.status}: ${await res.text()}`);
        return;
      }
      case 'approve':
      case 'reject': {
        const pending = await db.select({ id: fundsTransactions.id }).from(fundsTransactions).where(eq(fundsTransactions.status, 'pending')).orderBy(fundsTransactions.id);
        const target = pending[op.pick % Math.max(1, pending.length)];
        if (!target) return;
        try {
          await decide(db, { id: target.id, decision: op.kind, actor: 'operator:property', reason: op.kind === 'reject' ? 'property test' : null, at });
        } catch (error) {
          if (!(error instanceof FundsDecisionError)) throw error; // decided concurrently: refused, nothing done
        }
        return;
      }
      case 'adjust': {
        if (!player) return;
        try {
          await adjustBalance(db, { username: player.username, amount: op.amount * 100, actor: 'operator:property', reason: 'property test', at });
        } catch (error) {
          if (!(error instanceof FundsDecisionError)) throw error; // would go below 0: refused
        }
        return;
      }
      case 'play': {
        // Stakes that complete the turnover (the bets themselves belong to the games helper's tests).
        if (!player) return;
        await db.transaction((tx) => progressTurnover(tx, player.id, 10_000_000_000, at));
        return;
      }
    }
  }

  async function checkInvariants(): Promise<void> {
    const db = ctx.database().db;
    const rows = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
    expect(await reconcile(db)).toEqual([]);
    expect(await rows(sql`select id from players where balance < 0`)).toEqual([]);
    const doubled = await rows(
      sql`select player_id, action from funds_transactions where status = 'pending' group by player_id, action having count(*) > 1`,
    );
    expect(doubled).toEqual([]);
    const disagreeing = await rows(sql`
      select p.id from players p
      left join (
        select player_id, sum(case
          when action = 'deposit' and status = 'success' then amount + bonus_amount
          when action = 'withdraw' and status in ('pending', 'success') then -amount
          else 0 end) as total
        from funds_transactions group by player_id
      ) f on f.player_id = p.id
      left join (select player_id, sum(amount) as total from ledger_entries where kind = 'adjustment' group by player_id) a on a.player_id = p.id
      where p.balance <> coalesce(f.total, 0) + coalesce(a.total, 0)`);
    expect(disagreeing).toEqual([]);
    const turnoverWithoutDeposit = await db
      .select({ id: turnoverRequirements.id })
      .from(turnoverRequirements)
      .leftJoin(fundsTransactions, and(eq(fundsTransactions.id, turnoverRequirements.transactionId), eq(fundsTransactions.status, 'success')))
      .where(sql`${fundsTransactions.id} is null`);
    expect(turnoverWithoutDeposit).toEqual([]);
  }

  it('keeps balance ≥ 0, balance = ledger, at most one pending of each kind, under random interleavings', async () => {
    const runs = ctx.kind === 'pglite' ? 300 : 700;
    const opening = fc.tuple(fc.constantFrom(0, 1000, 3000), fc.constantFrom(0, 1000, 3000));
    const interleavings = fc.array(fc.array(opArbitrary, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 });
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(opening, interleavings, async (balances, batches) => {
        const players = [await fundsPlayer(world), await fundsPlayer(world)];
        for (const [index, taka] of balances.entries()) {
          const player = players[index];
          if (!player || taka === 0) continue;
          await adjustBalance(ctx.database().db, { username: player.username, amount: taka * 100, actor: 'operator:property', reason: 'opening', at: world.clock.now() });
        }
        // Each batch runs concurrently (an interleaving), batches one after another.
        for (const batch of batches) await Promise.all(batch.map((op) => apply(op, players)));
        await checkInvariants();
        checked += 1;
      }),
      // Every run completes, however busy the machine: no time limit turns a slow run into a failure.
      { numRuns: runs },
    );
    expect(checked).toBe(runs);
    // The time-out only catches a run that hangs: the cases take about 70 s on a busy 2-core CI machine.
  }, 600_000);
});
