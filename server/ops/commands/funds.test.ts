import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { fundsTransactions, ledgerEntries, players, turnoverRequirements } from '../../db/schema.ts';
import { silentLogger } from '../../logger.ts';
import { cheapPasswords } from '../../routes/players/test-support.ts';
import { balanceOf, channelId, depositRequest, fundsPlayer, fundsWorld, methodId, promotionId, withdrawRequest, type FundsWorld } from '../../routes/funds/test-support.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { createApp } from '../../app.ts';
import { testConfig } from '../../testing/config.ts';
import { runOpsCli } from '../cli.ts';
import { publishOps } from '../files.ts';
import { OpsFailure, OpsUsageError, type OpsContext } from '../types.ts';
import { adjustCommand, approveCommand, pendingCommand, reconcileCommand, rejectCommand } from './funds.ts';

describeBothDatabases('ops: pending, approve, reject, adjust, reconcile', (ctx) => {
  let world: FundsWorld;
  const context = (operator = 'alice'): OpsContext => ({ database: ctx.database(), clock: world.clock, log: silentLogger, passwords: cheapPasswords, operator });

  beforeEach(async () => {
    world = await fundsWorld(ctx.database());
  });

  async function deposit(amount: string, promotion?: string) {
    const player = await fundsPlayer(world);
    const fields = {
      account_number: '01711111111',
      transaction_id: `TRX${player.id}${amount.replace('.', '')}`,
      amount,
      payment_id: String(await channelId(world)),
      promotion_id: promotion ? String(await promotionId(world, promotion)) : '',
    };
    const res = await world.app.request('/api/submit-deposit', depositRequest(player, fields));
    if (res.status !== 200) throw new Error(`deposit failed: ${await res.text()}`);
    return { player, id: (await res.json()).transaction.id as number };
  }

  async function withdrawal(balance: string, amount: string) {
    const player = await fundsPlayer(world);
    await adjustCommand.run(context(), [player.username, balance, '--reason', 'opening balance']);
    const res = await world.app.request('/api/submit-withdraw', withdrawRequest(player, { account_number: '01711111111', amount, payment_id: await methodId(world) }));
    if (res.status !== 200) throw new Error(`withdrawal failed: ${await res.text()}`);
    return { player, id: (await res.json()).transaction.id as number };
  }

  it('pending lists deposits and withdrawals with their txn ids', async () => {
    expect((await pendingCommand.run(context(), [])).text).toBe('Nothing pending.');
    const d = await deposit('1000', 'Daily Slots Reload 10%');
    const w = await withdrawal('2000', '600');
    const result = await pendingCommand.run(context(), []);
    expect(result.json).toMatchObject([
      { id: d.id, action: 'deposit', username: d.player.username, amount: '1000.00', transaction_id: `TRX${d.player.id}1000`, payment_method: 'bKash', promotion: 'Daily Slots Reload 10%' },
      { id: w.id, action: 'withdraw', username: w.player.username, amount: '600.00' },
    ]);
    expect(result.text.split('\n')[0]).toMatch(new RegExp(`^#${d.id} deposit 1000.00 by ${d.player.username} via bKash Agent \\| from 01711111111 to 01712345678, TRX`));
  });

  it('approve deposit: credit and promotion bonus as separate ledger rows, a turnover requirement, the operator and reason recorded', async () => {
    const d = await deposit('1000', 'Daily Slots Reload 10%');
    const result = await approveCommand.run(context(), [String(d.id), '--reason', 'slip checked']);
    expect(result.text).toBe(`Deposit #${d.id} of 1000.00 for ${d.player.username} approved: credited 1000.00 + bonus 100.00; turnover required 5500.00; balance 1100.00.`);
    const entries = await ctx.database().db.select().from(ledgerEntries).where(eq(ledgerEntries.playerId, d.player.id)).orderBy(ledgerEntries.id);
    expect(entries).toMatchObject([
      { kind: 'deposit', amount: '1000.00', balanceAfter: '1000.00', actor: 'operator:alice', reason: 'slip checked', reference: `deposit:${d.id}` },
      { kind: 'deposit_bonus', amount: '100.00', balanceAfter: '1100.00', actor: 'operator:alice', reason: 'slip checked', reference: `deposit:${d.id}` },
    ]);
    expect(await ctx.database().db.select().from(turnoverRequirements)).toMatchObject([
      { playerId: d.player.id, transactionId: d.id, requiredTurnover: '5500.00', remainingTurnover: '5500.00', status: 'active' },
    ]);
    const [row] = await ctx.database().db.select().from(fundsTransactions).where(eq(fundsTransactions.id, d.id));
    expect(row).toMatchObject({ status: 'success', decidedBy: 'operator:alice', reason: 'slip checked', bonusAmount: '100.00' });
    await expect(approveCommand.run(context(), [String(d.id)])).rejects.toThrow(new OpsFailure(`Deposit #${d.id} was already approved.`));
    await expect(rejectCommand.run(context(), [String(d.id), '--reason', 'x'])).rejects.toBeInstanceOf(OpsFailure);
  });

  it('approve deposit without promotion: turnover = deposit × 1, no bonus row; --operator overrides the OS user', async () => {
    const d = await deposit('750.50');
    const result = await approveCommand.run(context(), [`#${d.id}`, '--operator', 'bob']);
    expect(result.json).toMatchObject({ status: 'success', bonus: '0.00', credited: '750.50', balance: '750.50', turnover_required: '750.50', actor: 'operator:bob' });
    expect(await ctx.database().db.select({ kind: ledgerEntries.kind, actor: ledgerEntries.actor }).from(ledgerEntries)).toEqual([{ kind: 'deposit', actor: 'operator:bob' }]);
  });

  it('approving the same deposit twice at the same time credits it once', async () => {
    const d = await deposit('1000');
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => approveCommand.run(context(), [String(d.id)])));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected').every((result) => result.reason instanceof OpsFailure)).toBe(true);
    expect(await balanceOf(world, d.player.id)).toBe('1000.00');
    expect((await reconcileCommand.run(context(), [])).exitCode).toBeUndefined();
  });

  it('reject: needs a reason; a deposit credits nothing, a withdrawal returns the held amount (once)', async () => {
    const d = await deposit('1000');
    await expect(rejectCommand.run(context(), [String(d.id)])).rejects.toBeInstanceOf(OpsUsageError);
    expect((await rejectCommand.run(context(), [String(d.id), '--reason', 'no money arrived'])).text).toBe(
      `Deposit #${d.id} of 1000.00 for ${d.player.username} rejected: nothing credited; balance 0.00.`,
    );
    expect(await balanceOf(world, d.player.id)).toBe('0.00');
    const w = await withdrawal('2000', '600');
    expect(await balanceOf(world, w.player.id)).toBe('1400.00');
    const results = await Promise.allSettled([String(w.id), String(w.id)].map((id) => rejectCommand.run(context(), [id, '--reason', 'wrong number'])));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(world, w.player.id)).toBe('2000.00');
    const [release] = await ctx.database().db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'withdrawal_release'));
    expect(release).toMatchObject({ amount: '600.00', actor: 'operator:alice', reason: 'wrong number', reference: `withdraw:${w.id}` });
    await expect(approveCommand.run(context(), ['999999'])).rejects.toThrow('No deposit or withdrawal #999999.');
    await expect(approveCommand.run(context(), ['abc'])).rejects.toBeInstanceOf(OpsUsageError);
  });

  it('every decision sends the player an inbox message with the amount (and the reason on a rejection), once, and the record shows the reason', async () => {
    const inboxOf = async (player: { auth: Record<string, string>; remoteId: string }) => {
      const res = await world.app.request(`/api/inbox?remote_id=${player.remoteId}`, { headers: player.auth });
      expect(res.status).toBe(200);
      return ((await res.json()).data.data as { title: string; message: string; is_read: boolean }[]).map(({ title, message }) => ({ title, message }));
    };
    const approved = await deposit('1000', 'Daily Slots Reload 10%');
    const results = await Promise.allSettled(Array.from({ length: 3 }, () => approveCommand.run(context(), [String(approved.id)])));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await inboxOf(approved.player)).toEqual([
      {
        title: 'Deposit approved · ডিপোজিট অনুমোদিত',
        message: 'Your deposit of ৳1,000.00 was approved and added to your balance, with a bonus of ৳100.00.\n\nআপনার ৳১,০০০.০০ ডিপোজিট অনুমোদিত হয়েছে এবং আপনার ব্যালেন্সে যোগ হয়েছে, সাথে ৳১০০.০০ বোনাস।',
      },
    ]);
    const rejected = await deposit('750');
    await rejectCommand.run(context(), [String(rejected.id), '--reason', 'The receipt does not show the TRX ID']);
    expect(await inboxOf(rejected.player)).toEqual([
      {
        title: 'Deposit rejected · ডিপোজিট বাতিল',
        message:
          'Your deposit of ৳750.00 was rejected; nothing was added to your balance. Reason: The receipt does not show the TRX ID\n\nআপনার ৳৭৫০.০০ ডিপোজিট বাতিল হয়েছে; আপনার ব্যালেন্সে কিছু যোগ হয়নি। কারণ: The receipt does not show the TRX ID',
      },
    ]);
    const record = await world.app.request(`/api/transaction/show?remote_id=${rejected.player.remoteId}`, { headers: rejected.player.auth });
    expect((await record.json()).transactions).toMatchObject([{ id: rejected.id, key: '2', reason: 'The receipt does not show the TRX ID' }]);
    const w = await withdrawal('2000', '600');
    await rejectCommand.run(context(), [String(w.id), '--reason', 'wrong number']);
    expect((await inboxOf(w.player))[0]?.message).toMatch(/^Your withdrawal of ৳600\.00 was rejected and the amount was returned to your balance\. Reason: wrong number\n\nআপনার ৳৬০০\.০০ উইথড্র বাতিল/);
    const paid = await withdrawal('2000', '600');
    await approveCommand.run(context(), [String(paid.id)]);
    expect((await inboxOf(paid.player))[0]?.title).toBe('Withdrawal approved · উইথড্র অনুমোদিত');
  });

  it('approve withdrawal: marked paid, no money moves', async () => {
    const w = await withdrawal('2000', '600');
    expect((await approveCommand.run(context(), [String(w.id)])).text).toMatch(/approved: marked paid/);
    expect(await balanceOf(world, w.player.id)).toBe('1400.00');
    expect(await ctx.database().db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'withdrawal_release'))).toEqual([]);
  });

  it('adjust: signed, needs a reason, never below 0', async () => {
    const player = await fundsPlayer(world, { username: 'adjustee1' });
    expect((await adjustCommand.run(context(), ['adjustee1', '+250.50', '--reason', 'goodwill'])).json).toMatchObject({ amount: '250.50', balance: '250.50' });
    expect((await adjustCommand.run(context(), ['ADJUSTEE1', '-50', '--reason', 'correction'])).json).toMatchObject({ amount: '-50.00', balance: '200.50' });
    await expect(adjustCommand.run(context(), ['adjustee1', '-200.51', '--reason', 'too much'])).rejects.toThrow(
      new OpsFailure("The adjustment would take adjustee1's balance below 0 (balance 200.50)."),
    );
    await expect(adjustCommand.run(context(), ['adjustee1', '10'])).rejects.toBeInstanceOf(OpsUsageError);
    await expect(adjustCommand.run(context(), ['adjustee1', '0', '--reason', 'x'])).rejects.toBeInstanceOf(OpsUsageError);
    await expect(adjustCommand.run(context(), ['adjustee1', '1.234', '--reason', 'x'])).rejects.toBeInstanceOf(OpsUsageError);
    await expect(adjustCommand.run(context(), ['nobody123', '10', '--reason', 'x'])).rejects.toThrow('No player nobody123.');
    await expect(adjustCommand.run(context('bad name!'), ['adjustee1', '10', '--reason', 'x'])).rejects.toBeInstanceOf(OpsUsageError);
    expect(await balanceOf(world, player.id)).toBe('200.50');
    const rows = await ctx.database().db.select().from(ledgerEntries);
    expect(rows.map((row) => [row.kind, row.amount, row.actor, row.reason])).toEqual([
      ['adjustment', '250.50', 'operator:alice', 'goodwill'],
      ['adjustment', '-50.00', 'operator:alice', 'correction'],
    ]);
  });

  it('reconcile: exit code 1 and the differences when a balance drifts', async () => {
    const player = await fundsPlayer(world, { username: 'drifting1' });
    expect(await reconcileCommand.run(context(), [])).toEqual({ text: expect.stringMatching(/^The books balance/), json: { differences: [] } });
    await ctx.database().db.update(players).set({ balance: '5.00' }).where(eq(players.id, player.id));
    const result = await reconcileCommand.run(context(), []);
    expect(result.exitCode).toBe(1);
    expect(result.text).toBe(`1 wallet(s) differ from the ledger:\ndrifting1 (#${player.id}): balance 5.00, ledger 0.00, difference 5.00`);
  });
});

describeBothDatabases('ops funds commands through the running server (/ops/run)', (ctx) => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'takaplay-funds-ops-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('carries the OS user (or --operator), refusals (exit 1) and reconcile exit codes', async () => {
    const world = await fundsWorld(ctx.database());
    const config = testConfig({ dataDir: dir });
    const app = createApp({ database: ctx.database(), clock: world.clock, config, log: silentLogger, passwords: cheapPasswords }, { opsToken: 'funds-ops-token' });
    const remove = publishOps(dir, 'funds-ops-token', 'http://127.0.0.1:1');
    const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    const viaApp: typeof fetch = async (input, init) => app.request(new URL(String(input)).pathname, init, loopback);
    const out: string[] = [];
    const err: string[] = [];
    const run = (argv: string[]) =>
      runOpsCli(argv, { config, clock: world.clock, log: silentLogger, io: { out: (text) => out.push(text), err: (text) => err.push(text) }, fetch: viaApp, operator: 'carol' });
    try {
      await fundsPlayer(world, { username: 'remoteops1' });
      expect(await run(['adjust', 'remoteops1', '100', '--reason', 'welcome', '--json'])).toBe(0);
      expect(JSON.parse(out.at(-1) ?? '')).toMatchObject({ balance: '100.00', actor: 'operator:carol', reason: 'welcome' });
      expect(await run(['adjust', 'remoteops1', '-500', '--reason', 'too much'])).toBe(1);
      expect(err.at(-1)).toBe("Error: The adjustment would take remoteops1's balance below 0 (balance 100.00).");
      expect(await run(['adjust', 'remoteops1', '5'])).toBe(2);
      expect(await run(['reconcile'])).toBe(0);
      await ctx.database().db.update(players).set({ balance: '1.00' });
      expect(await run(['reconcile', '--json'])).toBe(1);
      expect(JSON.parse(out.at(-1) ?? '')).toMatchObject({ differences: [{ username: 'remoteops1', difference: '-99.00' }] });
    } finally {
      remove();
    }
  });
});
