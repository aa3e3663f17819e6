import { versionedPath } from '../../artwork/index.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import type { TestPlayer } from '../../testing/app.ts';
import { decide } from '../../funds/decisions.ts';
import { channelId, depositRequest, FUNDS_NOW, fundsPlayer, fundsWorld, promotionId, type FundsWorld } from './test-support.ts';

describeBothDatabases('wallet channels, transaction/show and turnovers', (ctx) => {
  let world: FundsWorld;
  let player: TestPlayer;
  const get = (path: string, who: TestPlayer | null = player) => world.app.request(path, { headers: who ? who.auth : {} });

  beforeEach(async () => {
    world = await fundsWorld(ctx.database());
    player = await fundsPlayer(world);
  });

  it('GET get-wallet-number: the channel for a method and account type (Agent = CashOut, Personal = Send Money), with a deadline now + 10 min', async () => {
    const agent = await get('/api/get-wallet-number?name=bKash&account_type=Agent&amount=1000');
    expect(agent.status).toBe(200);
    expect(await agent.json()).toEqual([
      { id: await channelId(world, 'bKash', 'Agent'), payment_method_id: expect.any(Number), name: 'bKash', icon: versionedPath('/storage/payments/bkash.svg'), account_type: 'Agent', label: 'CashOut', account_number: '01712345678', min: '500.00', max: '25000.00', deadline: '2025-05-05T12:10:00.000Z' },
    ]);
    // The deadline follows the server's clock: now + 10 minutes at the time of the call.
    world.clock.advance(90_000);
    expect((await (await get('/api/get-wallet-number?name=bKash&account_type=Agent')).json())[0].deadline).toBe('2025-05-05T12:11:30.000Z');
    const personal = await (await get('/api/get-wallet-number?name=nagad&account_type=Send%20Money')).json();
    expect(personal[0]).toMatchObject({ name: 'Nagad', account_type: 'Personal', label: 'Send Money', account_number: '01612345678', max: '10000.00' });
    expect((await get('/api/get-wallet-number?name=Nope&account_type=Agent')).status).toBe(404);
    expect((await get('/api/get-wallet-number?name=bKash&account_type=Nope')).status).toBe(404);
    expect((await get('/api/get-wallet-number?account_type=Agent')).status).toBe(422);
    expect((await get('/api/get-wallet-number?name=bKash&account_type=Agent', null)).status).toBe(401);
  });

  it('GET showpayment-menthod: { success, data: [{ id, icon, account_type, … }] }', async () => {
    const res = await get('/api/showpayment-menthod?name=bKash');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((row: { account_type: string; label: string }) => [row.account_type, row.label])).toEqual([
      ['Agent', 'CashOut'],
      ['Personal', 'Send Money'],
    ]);
    expect(body.data[0]).toMatchObject({ id: await channelId(world, 'bKash', 'Agent'), icon: versionedPath('/storage/payments/bkash.svg'), name: 'bKash', min: '500.00' });
    expect((await get('/api/showpayment-menthod?name=Nope')).status).toBe(404);
    expect((await get('/api/showpayment-menthod')).status).toBe(422);
  });

  it('transaction/show lists the player\'s own transactions newest first; turnovers shows the requirement with its promotion', async () => {
    const promotion = await promotionId(world, 'Daily Slots Reload 10%');
    const fields = { account_number: '01711111111', transaction_id: 'TRX00001', amount: '1000', payment_id: String(await channelId(world)), promotion_id: String(promotion) };
    const deposit = (await (await world.app.request('/api/submit-deposit', depositRequest(player, fields))).json()).transaction.id as number;
    world.clock.advance(60_000);
    await decide(ctx.database().db, { id: deposit, decision: 'approve', actor: 'operator:ops', reason: null, at: world.clock.now() });
    const other = await fundsPlayer(world);
    await world.app.request('/api/submit-deposit', depositRequest(other, { ...fields, transaction_id: 'TRX00002' }));

    const shown = await (await get(`/api/transaction/show?remote_id=${player.remoteId}`)).json();
    expect(shown).toEqual({
      success: true,
      transactions: [
        expect.objectContaining({
          id: deposit,
          action: 'deposit',
          amount: '1000.00',
          bonus_amount: '100.00',
          key: '1',
          created_at: FUNDS_NOW,
          updated_at: new Date(Date.parse(FUNDS_NOW) + 60_000).toISOString(),
          transaction_id: 'TRX00001',
          payment_method: expect.objectContaining({ name: 'bKash', icon: versionedPath('/storage/payments/bkash.svg'), type: 'Agent' }),
        }),
      ],
    });
    const turnovers = await (await get(`/api/turnovers?remote_id=${player.remoteId}`)).json();
    expect(turnovers).toEqual({
      success: true,
      turnover: [
        {
          id: expect.any(Number),
          status: 'active',
          required_turnover: '5500.00',
          remaining_turnover: '5500.00',
          created_at: new Date(Date.parse(FUNDS_NOW) + 60_000).toISOString(),
          completed_at: null,
          transaction: { id: deposit, action: 'deposit', amount: '1000.00', promotion: { name: 'Daily Slots Reload 10%', turnover: 5 }, payment_method: { name: 'bKash' } },
        },
      ],
    });
    expect((await get(`/api/transaction/show?remote_id=${other.remoteId}`)).status).toBe(403);
    expect((await get(`/api/turnovers?remote_id=${other.remoteId}`)).status).toBe(403);
    expect((await get('/api/turnovers', null)).status).toBe(401);
    expect(await (await get('/api/turnovers', other)).json()).toEqual({ success: true, turnover: [] });
  });
});
