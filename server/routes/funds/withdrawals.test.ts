import { eq } from 'drizzle-orm';
import { fundsTransactions, ledgerEntries, playerPhones, players, turnoverRequirements } from '../../db/schema.ts';
import { moveMoney, reconcile } from '../../money/ledger.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import type { TestPlayer } from '../../testing/app.ts';
import { decide } from '../../funds/decisions.ts';
import { balanceOf, FUNDS_NOW, fundsPlayer, fundsWorld, fundsWords as messages, methodId, withdrawRequest, type FundsWorld } from './test-support.ts';

describeBothDatabases('GET /api/userwithdrawcheck and POST /api/submit-withdraw', (ctx) => {
  let world: FundsWorld;
  let player: TestPlayer;
  let bkash: number;
  const at = new Date(FUNDS_NOW);
  const credit = async (playerId: number, amount: number) =>
    ctx.database().db.transaction((tx) => moveMoney(tx, { playerId, amount, kind: 'adjustment', reference: 'test', actor: 'operator:test', reason: 'test', at }));
  const check = (who = player, query = `remote_id=${who.remoteId}`) => world.app.request(`/api/userwithdrawcheck?${query}`, { headers: who.auth });
  const valid = (overrides: Record<string, unknown> = {}) => ({ remote_id: player.remoteId, account_number: '01711111111', amount: '1000', payment_id: bkash, ...overrides });
  const withdraw = (body: Record<string, unknown>, headers: Record<string, string> = {}, who = player) =>
    world.app.request('/api/submit-withdraw', withdrawRequest(who, body, headers));
  const expectError = async (res: Response, status: number, message: string) => {
    expect({ status: res.status, body: await res.json() }).toMatchObject({ status, body: { success: false, message, error: message } });
  };

  beforeEach(async () => {
    world = await fundsWorld(ctx.database());
    player = await fundsPlayer(world);
    await credit(player.id, 300_000);
    bkash = await methodId(world, 'bKash');
  });

  it('check: success for a ready player; then birthday (400, "Date of Birth"), phone, turnover, pending in that order', async () => {
    const ok = await check();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true });
    const fresh = await fundsPlayer(world, { ready: false });
    const noBirthday = await check(fresh);
    expect(noBirthday.status).toBe(400);
    expect((await noBirthday.json()).error).toContain('Date of Birth');
    await ctx.database().db.update(players).set({ dofb: '1990-01-01' }).where(eq(players.id, fresh.id));
    await expectError(await check(fresh), 400, messages.verifyPhone);
    await ctx.database().db.insert(playerPhones).values({ playerId: fresh.id, contractValue: '01899999999', isVerify: 1, createdAt: at });
    expect((await check(fresh)).status).toBe(200);
    await ctx.database().db.insert(turnoverRequirements).values({ playerId: player.id, requiredTurnover: '10.00', remainingTurnover: '5.00', createdAt: at });
    await ctx.database().db.insert(turnoverRequirements).values({ playerId: player.id, requiredTurnover: '100.00', remainingTurnover: '40.50', createdAt: at });
    const blocked = await check();
    expect(blocked.status).toBe(400);
    expect(await blocked.json()).toMatchObject({ success: false, error: messages.turnover, code: 'turnover_open', turnover_left: '45.50' });
    await ctx.database().db.update(turnoverRequirements).set({ status: 'complete', remainingTurnover: '0.00' });
    expect((await withdraw(valid())).status).toBe(200);
    await expectError(await check(), 409, messages.pendingWithdraw);
    await expectError(await check(player, 'remote_id=another'), 403, 'remote_id does not match the logged-in player.');
    expect((await world.app.request('/api/userwithdrawcheck')).status).toBe(401);
  });

  it('holds the amount at request (ledger withdrawal_hold) and answers "Withdrawal successful!"', async () => {
    const res = await withdraw(valid({ amount: 1000 }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Withdrawal successful!',
      balance: '2000.00',
      transaction: { action: 'withdraw', amount: '1000.00', key: '0', account_number: '01711111111', payment_method: { name: 'bKash', type: null } },
    });
    expect(body.transaction.transaction_id).toMatch(/^WD[0-9A-F]{12}$/);
    expect(await balanceOf(world, player.id)).toBe('2000.00');
    const entries = await ctx.database().db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'withdrawal_hold'));
    expect(entries).toMatchObject([{ amount: '-1000.00', balanceAfter: '2000.00', reference: `withdraw:${body.transaction.id}`, actor: 'player' }]);
    await expectError(await withdraw(valid()), 409, messages.pendingWithdraw);
    expect(await reconcile(ctx.database().db)).toEqual([]);
  });

  it('checks fields in the spec order with its messages, moving no money', async () => {
    await expectError(await withdraw(valid({ amount: '' })), 422, messages.withdrawAmountRequired);
    await expectError(await withdraw(valid({ amount: undefined })), 422, messages.withdrawAmountRequired);
    await expectError(await withdraw(valid({ account_number: '' })), 422, messages.withdrawAccountRequired);
    await expectError(await withdraw(valid({ payment_id: '' })), 422, messages.withdrawMethodRequired);
    await expectError(await withdraw(valid({ payment_id: 99999 })), 422, messages.withdrawMethodRequired);
    await expectError(await withdraw(valid({ amount: '12.345' })), 422, messages.amountInvalid);
    await expectError(await withdraw(valid({ amount: '499.99' })), 422, 'The withdrawal amount must be between ৳500.00 and ৳25,000.00.');
    await expectError(await withdraw(valid({ amount: '25000.01' })), 422, 'The withdrawal amount must be between ৳500.00 and ৳25,000.00.');
    await expectError(await withdraw(valid({ account_number: '123' })), 422, messages.accountNumber11);
    await expectError(await withdraw(valid({ amount: '3000.01' })), 422, 'Insufficient balance. Your balance is ৳3,000.00.');
    expect(await ctx.database().db.select().from(fundsTransactions)).toEqual([]);
    expect(await balanceOf(world, player.id)).toBe('3000.00');
    expect((await withdraw(valid({ amount: '3000' }))).status).toBe(200);
    expect(await balanceOf(world, player.id)).toBe('0.00');
  });

  it('runs the withdraw check first (birthday, phone, turnover, pending) and refuses bad requests', async () => {
    const fresh = await fundsPlayer(world, { ready: false });
    const res = await withdraw({}, {}, fresh);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain('Date of Birth');
    await expectError(await withdraw(valid({ remote_id: 'another' })), 403, 'remote_id does not match the logged-in player.');
    const malformed = await world.app.request('/api/submit-withdraw', { method: 'POST', body: '{', headers: { ...player.auth, 'Content-Type': 'application/json' } });
    expect(malformed.status).toBe(400);
  });

  it('a rejection returns the held amount; an approval keeps it paid', async () => {
    const first = (await (await withdraw(valid({ amount: '1000' }))).json()).transaction.id as number;
    await decide(ctx.database().db, { id: first, decision: 'reject', actor: 'operator:ops', reason: 'account closed', at });
    expect(await balanceOf(world, player.id)).toBe('3000.00');
    const second = (await (await withdraw(valid({ amount: '500' }))).json()).transaction.id as number;
    await decide(ctx.database().db, { id: second, decision: 'approve', actor: 'operator:ops', reason: null, at });
    expect(await balanceOf(world, player.id)).toBe('2500.00');
    const shown = await (await world.app.request('/api/transaction/show', { headers: player.auth })).json();
    expect(shown.transactions.map((row: { id: number; key: string }) => [row.id, row.key])).toEqual([
      [second, '1'],
      [first, '2'],
    ]);
    expect(await reconcile(ctx.database().db)).toEqual([]);
  });

  it('50 parallel withdrawals of 500 against 1,000: at most one pending, never an overdraft', async () => {
    const poor = await fundsPlayer(world);
    await credit(poor.id, 100_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const res = await withdraw(valid({ remote_id: poor.remoteId, amount: '500' }), { 'Idempotency-Key': `withdraw-par-${index}` }, poor);
        return { status: res.status, body: await res.json() };
      }),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409 && answer.body.message === messages.pendingWithdraw)).toBe(true);
    expect(await ctx.database().db.select().from(fundsTransactions).where(eq(fundsTransactions.playerId, poor.id))).toHaveLength(1);
    expect(await balanceOf(world, poor.id)).toBe('500.00');
    expect(await reconcile(ctx.database().db)).toEqual([]);
  });

  it('50 parallel withdrawals of 100 (the spec minimum is 500, so each is refused) never move money', async () => {
    const poor = await fundsPlayer(world);
    await credit(poor.id, 100_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(valid({ remote_id: poor.remoteId, amount: '100' }), {}, poor)));
    expect(answers.every((res) => res.status === 422)).toBe(true);
    expect(await balanceOf(world, poor.id)).toBe('1000.00');
    expect(await reconcile(ctx.database().db)).toEqual([]);
  });

  it('one Idempotency-Key: one hold, the same answer replayed', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await withdraw(valid(), { 'Idempotency-Key': 'withdraw-key-0001' });
        return { status: res.status, body: await res.json() };
      }),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(200);
    expect(await balanceOf(world, player.id)).toBe('2000.00');
    expect(await reconcile(ctx.database().db)).toEqual([]);
  });

  it('a repeat of a success is replayed with Idempotent-Replayed: true; the first answer has no such header', async () => {
    const key = { 'Idempotency-Key': 'withdraw-replayed-1' };
    const first = await withdraw(valid(), key);
    expect(first.status).toBe(200);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const again = await withdraw(valid(), key);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await balanceOf(world, player.id)).toBe('2000.00');
  });

  it('a 409 (a withdrawal already pending) is not kept: once that one is decided, the same key succeeds', async () => {
    const pending = await withdraw(valid(), { 'Idempotency-Key': 'withdraw-first-0001' });
    expect(pending.status).toBe(200);
    const pendingId = ((await pending.json()) as { transaction: { id: number } }).transaction.id;
    const key = { 'Idempotency-Key': 'withdraw-second-001' };
    const refused = await withdraw(valid({ amount: '500' }), key);
    await expectError(refused, 409, messages.pendingWithdraw);
    await decide(ctx.database().db, { id: pendingId, decision: 'reject', actor: 'operator:test', reason: 'test', at });
    const retried = await withdraw(valid({ amount: '500' }), key);
    expect(retried.status).toBe(200);
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await retried.json()).toMatchObject({ success: true, transaction: { amount: '500.00' }, balance: '2500.00' });
    // Now it is kept: the same key replays the success.
    const replayed = await withdraw(valid({ amount: '500' }), key);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await balanceOf(world, player.id)).toBe('2500.00');
    expect(await reconcile(ctx.database().db)).toEqual([]);
  });

  it("a refusal of the request's own fields (422) is kept and replayed; a refusal of the player's state (400) is not", async () => {
    const key = { 'Idempotency-Key': 'withdraw-bad-body-1' };
    await expectError(await withdraw(valid({ account_number: '123' }), key), 422, messages.accountNumber11);
    const replayed = await withdraw(valid({ account_number: '123' }), key);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    await expectError(replayed, 422, messages.accountNumber11);

    const fresh = await fundsPlayer(world, { ready: false });
    await credit(fresh.id, 100_000);
    const freshKey = { 'Idempotency-Key': 'withdraw-no-birthday' };
    const body = valid({ remote_id: fresh.remoteId, amount: '500' });
    expect((await withdraw(body, freshKey, fresh)).status).toBe(400);
    await ctx.database().db.update(players).set({ dofb: '1990-01-01' }).where(eq(players.id, fresh.id));
    await ctx.database().db.insert(playerPhones).values({ playerId: fresh.id, contractValue: '01899999998', isVerify: 1, createdAt: at });
    const retried = await withdraw(body, freshKey, fresh);
    expect(retried.status).toBe(200);
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('answers each refusal with its code and the variable parts as fields (issue 23), in Bangla by the code', async () => {
    const fresh = await fundsPlayer(world, { ready: false });
    expect(await (await check(fresh)).json()).toMatchObject({ code: 'birthday_missing', message: messages.birthday });
    await ctx.database().db.update(players).set({ dofb: '1990-01-01' }).where(eq(players.id, fresh.id));
    expect(await (await check(fresh)).json()).toMatchObject({ code: 'phone_unverified', message: messages.verifyPhone });
    const range = await (await withdraw(valid({ amount: '499.99' }))).json();
    expect(range).toMatchObject({ code: 'amount_out_of_range', min: '500.00', max: '25000.00', errors: { amount: [range.message] }, error_codes: { amount: ['amount_out_of_range'] } });
    expect(await (await withdraw(valid({ amount: '3000.01' }))).json()).toMatchObject({ code: 'insufficient_balance', balance: '3000.00' });
    expect(await (await withdraw(valid({ account_number: '123' }))).json()).toMatchObject({ code: 'account_number_invalid', error_codes: { account_number: ['account_number_invalid'] } });
    expect(await (await withdraw(valid())).json()).toMatchObject({ code: 'withdraw_submitted', message: messages.withdrawSuccess });
    expect(await (await check()).json()).toMatchObject({ code: 'withdraw_pending', message: messages.pendingWithdraw });
    const bangla = await withdraw(valid({ remote_id: fresh.remoteId, amount: '25000.01' }), { 'Accept-Language': 'bn' }, fresh);
    expect(await bangla.json()).toMatchObject({ code: 'phone_unverified', message: 'অনুগ্রহ করে আগে আপনার ফোন নম্বর যাচাই করুন।' });
    await ctx.database().db.insert(playerPhones).values({ playerId: fresh.id, contractValue: '01899999997', isVerify: 1, createdAt: at });
    const banglaRange = await (await withdraw(valid({ remote_id: fresh.remoteId, amount: '25000.01' }), { 'Accept-Language': 'bn' }, fresh)).json();
    expect(banglaRange).toMatchObject({
      code: 'amount_out_of_range',
      message: 'উইথড্রয়ের পরিমাণ ৳৫০০.০০ থেকে ৳২৫,০০০.০০-এর মধ্যে হতে হবে।',
      errors: { amount: ['উইথড্রয়ের পরিমাণ ৳৫০০.০০ থেকে ৳২৫,০০০.০০-এর মধ্যে হতে হবে।'] },
    });
  });
});
