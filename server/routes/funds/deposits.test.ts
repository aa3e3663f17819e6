import { versionedPath } from '../../artwork/index.ts';
import { eq } from 'drizzle-orm';
import { fundsTransactions, ledgerEntries, playerPhones } from '../../db/schema.ts';
import { reconcile } from '../../money/ledger.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import type { TestPlayer } from '../../testing/app.ts';
import { decide } from '../../funds/decisions.ts';
import { receiptMessages } from '../../funds/receipts.ts';
import {
  balanceOf,
  channelId,
  depositRequest,
  FUNDS_NOW,
  fundsPlayer,
  fundsWorld,
  fundsWords as messages,
  JPEG_TINY,
  PNG_1X1,
  promotionId,
  type DepositFields,
  type FundsWorld,
} from './test-support.ts';

describeBothDatabases('POST /api/submit-deposit and GET /api/receipts/{id}', (ctx) => {
  let world: FundsWorld;
  let player: TestPlayer;
  let agent: number;
  const valid = (overrides: DepositFields = {}): DepositFields => ({
    remote_id: player.remoteId,
    account_number: '01711111111',
    transaction_id: 'ab12cd34ef',
    amount: '1000',
    payment_id: String(agent),
    promotion_id: '',
    ...overrides,
  });
  const submit = (fields: DepositFields, receipt: Parameters<typeof depositRequest>[2] = { bytes: PNG_1X1 }, headers: Record<string, string> = {}, who = player) =>
    world.app.request('/api/submit-deposit', depositRequest(who, fields, receipt, headers));
  const expectError = async (res: Response, status: number, message: string) => {
    expect({ status: res.status, body: await res.json() }).toMatchObject({ status, body: { success: false, message } });
  };

  beforeEach(async () => {
    world = await fundsWorld(ctx.database());
    player = await fundsPlayer(world);
    agent = await channelId(world, 'bKash', 'Agent');
  });

  it('records a pending deposit with a 10-minute deadline and credits nothing', async () => {
    const res = await submit(valid());
    expect(res.status).toBe(200);
    const body = await res.json();
    const deadline = new Date(Date.parse(FUNDS_NOW) + 10 * 60_000).toISOString();
    expect(body).toEqual({
      success: true,
      message: 'Submission successful!',
      code: 'deposit_submitted',
      deadline,
      transaction: expect.objectContaining({
        action: 'deposit',
        amount: '1000.00',
        key: '0',
        status: 'pending',
        transaction_id: 'AB12CD34EF',
        account_number: '01711111111',
        created_at: FUNDS_NOW,
        updated_at: FUNDS_NOW,
        deadline,
        payment_method: expect.objectContaining({ name: 'bKash', icon: versionedPath('/storage/payments/bkash.svg'), type: 'Agent' }),
        promotion: null,
        receipt_url: `/api/receipts/${body.transaction.id}`,
      }),
    });
    expect(await balanceOf(world, player.id)).toBe('0.00');
    expect(await ctx.database().db.select().from(ledgerEntries)).toEqual([]);
    // The countdown survives reloads: transaction/show returns the deadline too.
    const shown = await (await world.app.request(`/api/transaction/show?remote_id=${player.remoteId}`, { headers: player.auth })).json();
    expect(shown.transactions[0]).toMatchObject({ id: body.transaction.id, deadline, key: '0' });
  });

  it('keeps the chosen promotion and accepts JPEG receipts', async () => {
    const promotion = await promotionId(world, 'Daily Slots Reload 10%');
    const res = await submit(valid({ promotion_id: String(promotion) }), { bytes: JPEG_TINY, name: 'slip.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(200);
    expect((await res.json()).transaction.promotion).toEqual({ id: promotion, name: 'Daily Slots Reload 10%', deposit_bouns: 10, turnover: 5 });
  });

  it('needs a verified phone first (main or extra), before anything else', async () => {
    const unverified = await fundsPlayer(world, { ready: false });
    await expectError(await submit({}, null, {}, unverified), 422, messages.verifyPhone);
    await ctx.database().db.insert(playerPhones).values({ playerId: unverified.id, contractValue: '01899999999', isVerify: 1, createdAt: new Date(FUNDS_NOW) });
    expect((await submit(valid({ remote_id: unverified.remoteId }), undefined, {}, unverified)).status).toBe(200);
  });

  it('refuses a second deposit while one is pending (409), then allows one after the decision', async () => {
    expect((await submit(valid())).status).toBe(200);
    await expectError(await submit({}), 409, messages.pendingDeposit);
    const [row] = await ctx.database().db.select().from(fundsTransactions);
    await decide(ctx.database().db, { id: row?.id ?? 0, decision: 'reject', actor: 'operator:test', reason: 'no money arrived', at: new Date(FUNDS_NOW) });
    expect((await submit(valid({ transaction_id: 'NEWTRX0001' }))).status).toBe(200);
  });

  it('checks the fields in the spec order with its messages', async () => {
    await expectError(await submit(valid({ amount: '' })), 422, messages.depositAmountRequired);
    await expectError(await submit(valid({ amount: '1e3' })), 422, messages.amountInvalid);
    await expectError(await submit(valid({ amount: '0' })), 422, messages.amountInvalid);
    await expectError(await submit(valid({ payment_id: '' })), 422, messages.paymentMethodInvalid);
    await expectError(await submit(valid({ payment_id: 'bkash' })), 422, messages.paymentMethodInvalid);
    await expectError(await submit(valid({ payment_id: '99999' })), 422, messages.depositChannelRequired);
    await expectError(await submit(valid({ amount: '499.99' })), 422, 'The amount must be between ৳500.00 and ৳25,000.00 for this channel.');
    await expectError(await submit(valid({ amount: '25000.01' })), 422, 'The amount must be between ৳500.00 and ৳25,000.00 for this channel.');
    const personal = String(await channelId(world, 'bKash', 'Personal'));
    await expectError(await submit(valid({ payment_id: personal, amount: '10001' })), 422, 'The amount must be between ৳500.00 and ৳10,000.00 for this channel.');
    for (const account of ['', '0171111111', '017111111111', '0171111111a', '+8801711111']) {
      await expectError(await submit(valid({ account_number: account })), 422, messages.accountNumber11);
    }
    for (const trx of ['', '   ', 'a b', '<script>']) await expectError(await submit(valid({ transaction_id: trx })), 422, messages.trxIdRequired);
    const display = await promotionId(world, 'Live Casino Cashback 5%');
    for (const promotion of [String(display), '99999', 'abc']) await expectError(await submit(valid({ promotion_id: promotion })), 422, messages.promotionInvalid);
    await expectError(await submit(valid(), null), 422, receiptMessages.missing);
    expect(await ctx.database().db.select().from(fundsTransactions)).toEqual([]);
    // Each limit itself is allowed.
    expect((await submit(valid({ amount: '25000' }))).status).toBe(200);
  });

  it('keeps TRX IDs unique per payment method (any case); a rejected one may be sent again', async () => {
    expect((await submit(valid({ transaction_id: 'TRX-0001' }))).status).toBe(200);
    const [first] = await ctx.database().db.select().from(fundsTransactions);
    await decide(ctx.database().db, { id: first?.id ?? 0, decision: 'approve', actor: 'operator:test', reason: null, at: new Date(FUNDS_NOW) });
    await expectError(await submit(valid({ transaction_id: 'trx-0001' })), 422, messages.trxIdTaken);
    const nagad = String(await channelId(world, 'Nagad', 'Agent'));
    const other = await submit(valid({ transaction_id: 'trx-0001', payment_id: nagad }));
    expect(other.status).toBe(200);
    const second = (await other.json()).transaction.id as number;
    await decide(ctx.database().db, { id: second, decision: 'reject', actor: 'operator:test', reason: 'wrong', at: new Date(FUNDS_NOW) });
    expect((await submit(valid({ transaction_id: 'TRX-0001', payment_id: nagad }))).status).toBe(200);
  });

  it('refuses polyglots, SVG, renamed executables and files over 5 MB by their bytes', async () => {
    const polyglot = Buffer.concat([JPEG_TINY, Buffer.from('<html><script>alert(1)</script></html>')]);
    await expectError(await submit(valid(), { bytes: polyglot, name: 'slip.jpg', type: 'image/jpeg' }), 422, receiptMessages.polyglot);
    const svgInPng = Buffer.concat([PNG_1X1, Buffer.from('<SVG onload="x">')]);
    await expectError(await submit(valid(), { bytes: svgInPng }), 422, receiptMessages.polyglot);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectError(await submit(valid(), { bytes: svg, name: 'slip.svg', type: 'image/svg+xml' }), 422, receiptMessages.type);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);
    await expectError(await submit(valid(), { bytes: elf, name: 'slip.jpg', type: 'image/jpeg' }), 422, receiptMessages.type);
    const mz = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
    await expectError(await submit(valid(), { bytes: mz, name: 'slip.jpg', type: 'image/jpeg' }), 422, receiptMessages.type);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await submit(valid(), { bytes: big });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ success: false, message: receiptMessages.tooLarge });
    const justOver = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 - PNG_1X1.length + 1)]);
    await expectError(await submit(valid(), { bytes: justOver }), 422, receiptMessages.tooLarge);
    expect(await ctx.database().db.select().from(fundsTransactions)).toEqual([]);
    // A WebP signature and a file of exactly 5 MB pass.
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(5 * 1024 * 1024 - 16)]);
    expect((await submit(valid(), { bytes: webp, name: 'slip.webp', type: 'image/webp' })).status).toBe(200);
  });

  it('serves a receipt only to its owner, with its checked type and nosniff', async () => {
    const res = await submit(valid(), { bytes: JPEG_TINY, name: 'photo.png', type: 'image/png' });
    const { id } = (await res.json()).transaction;
    const mine = await world.app.request(`/api/receipts/${id}`, { headers: player.auth });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Content-Type')).toBe('image/jpeg');
    expect(mine.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Buffer.from(await mine.arrayBuffer()).equals(JPEG_TINY)).toBe(true);
    const stranger = await fundsPlayer(world);
    expect((await world.app.request(`/api/receipts/${id}`, { headers: stranger.auth })).status).toBe(404);
    expect((await world.app.request(`/api/receipts/${id}`)).status).toBe(401);
    expect((await world.app.request('/api/receipts/..%2F..%2Fetc', { headers: player.auth })).status).toBe(404);
    const [row] = await ctx.database().db.select().from(fundsTransactions);
    expect(row?.receiptName).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses another remote_id (403), guests (401) and a malformed Idempotency-Key (400)', async () => {
    await expectError(await submit(valid({ remote_id: 'someone-else' })), 403, 'remote_id does not match the logged-in player.');
    expect((await world.app.request('/api/submit-deposit', { method: 'POST', body: new FormData() })).status).toBe(401);
    expect((await submit(valid(), undefined, { 'Idempotency-Key': 'bad key!' })).status).toBe(400);
  });

  it('50 parallel submissions with one Idempotency-Key make one deposit, all with the same answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const res = await submit(valid(), undefined, { 'Idempotency-Key': 'deposit-key-0001' });
        return { status: res.status, body: await res.json(), replayed: res.headers.get('Idempotent-Replayed') };
      }),
    );
    expect(answers[0]).toMatchObject({ status: 200, body: { success: true } });
    // Replays come from jsonb (keys in another order): the same answer, compared deeply.
    for (const answer of answers) expect({ status: answer.status, body: answer.body }).toEqual({ status: answers[0]?.status, body: answers[0]?.body });
    // The one that ran has no Idempotent-Replayed header, every replay has it.
    expect(answers.filter((answer) => answer.replayed === null)).toHaveLength(1);
    expect(answers.filter((answer) => answer.replayed === 'true')).toHaveLength(49);
    expect(await ctx.database().db.select().from(fundsTransactions).where(eq(fundsTransactions.playerId, player.id))).toHaveLength(1);
    // Same key, other parameters: refused.
    expect((await submit(valid({ amount: '2000' }), undefined, { 'Idempotency-Key': 'deposit-key-0001' })).status).toBe(422);
    expect(await reconcile(ctx.database().db)).toEqual([]);
  });

  it('20 parallel submissions with different keys: one pending deposit, the rest 409 (the partial unique index)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const res = await submit(valid({ transaction_id: `PAR${String(index).padStart(4, '0')}` }), undefined, { 'Idempotency-Key': `deposit-par-${index}` });
        return { status: res.status, body: await res.json() };
      }),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.every((answer) => answer.status === 409 && answer.body.message === messages.pendingDeposit)).toBe(true);
    expect(await ctx.database().db.select().from(fundsTransactions)).toHaveLength(1);
    expect(await reconcile(ctx.database().db)).toEqual([]);
  });

  it('the partial unique index itself refuses a second pending deposit', async () => {
    expect((await submit(valid())).status).toBe(200);
    const [row] = await ctx.database().db.select().from(fundsTransactions);
    if (!row) throw new Error('no row');
    const { id: _id, ...copy } = row;
    await expect(ctx.database().db.insert(fundsTransactions).values({ ...copy, trxId: 'OTHER0001' })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505', constraint: 'funds_transactions_one_pending' }),
    });
  });
});
