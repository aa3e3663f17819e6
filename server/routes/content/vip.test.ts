import { eq } from 'drizzle-orm';
import { players, vipConversions } from '../../db/schema.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { createTestPlayer, testApp, type TestPlayer } from '../../testing/app.ts';

describeBothDatabases('GET /api/convert-vipcoin', (ctx) => {
  let player: TestPlayer;
  const convert = (query: string, headers: Record<string, string> = player.auth) =>
    testApp(ctx.database()).request(`/api/convert-vipcoin?${query}`, { headers });
  const wallet = async (id = player.id) => {
    const [row] = await ctx.database().db.select({ vipCoin: players.vipCoin, balance: players.balance }).from(players).where(eq(players.id, id));
    return row;
  };

  beforeEach(async () => {
    player = await createTestPlayer(ctx.database(), { vipCoin: '100', balance: '50' });
  });

  it('converts VP to taka 1:1 and records the conversion', async () => {
    const res = await convert(`remote_id=${player.remoteId}&vip_coin=25.5`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Converted 25.50 VP to ৳25.50.', code: 'vip_converted', converted: '25.50', amount: '25.50', vip_coin: '74.50', balance: '75.50' });
    expect(await wallet()).toEqual({ vipCoin: '74.50', balance: '75.50' });
    const rows = await ctx.database().db.select().from(vipConversions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ playerId: player.id, vipCoin: '25.50', amount: '25.50', vipCoinAfter: '74.50', balanceAfter: '75.50' });
  });

  it('converts every point, down to 0', async () => {
    expect((await convert('vip_coin=100')).status).toBe(200);
    expect(await wallet()).toEqual({ vipCoin: '0.00', balance: '150.00' });
  });

  it('needs at least 10 VP: "Minimum VP Required: 10"', async () => {
    for (const amount of ['9.99', '0', '1']) {
      const res = await convert(`vip_coin=${amount}`);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ success: false, message: 'Minimum VP Required: 10', code: 'vip_coin_below_minimum', min_vip_coin: 10 });
    }
    expect(await wallet()).toEqual({ vipCoin: '100.00', balance: '50.00' });
  });

  it('refuses more VP than the player has, leaving both balances unchanged', async () => {
    const res = await convert('vip_coin=100.01');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ success: false, message: 'Not enough VIP points: you have 100.00 VP and asked to convert 100.01 VP.', code: 'vip_points_short', vip_coin: '100.00', requested: '100.01' });
    expect(await wallet()).toEqual({ vipCoin: '100.00', balance: '50.00' });
    expect(await ctx.database().db.select().from(vipConversions)).toEqual([]);
  });

  it('refuses malformed amounts (422), another remote_id (403) and guests (401)', async () => {
    for (const query of ['', 'vip_coin=', 'vip_coin=abc', 'vip_coin=-20', 'vip_coin=1e3', 'vip_coin=10.001', 'vip_coin=99999999999']) {
      const res = await convert(query);
      expect({ query, status: res.status }).toEqual({ query, status: 422 });
      expect((await res.json()).success).toBe(false);
    }
    const other = await convert('remote_id=someone&vip_coin=10');
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ success: false, message: 'remote_id does not match the logged-in player.', code: 'remote_id_mismatch' });
    const guest = await convert('vip_coin=10', {});
    expect(guest.status).toBe(401);
    expect(await wallet()).toEqual({ vipCoin: '100.00', balance: '50.00' });
  });

  it('20 parallel conversions of 10 from 100 VP: exactly 10 succeed', async () => {
    const bystander = await createTestPlayer(ctx.database(), { vipCoin: '100', balance: '0' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => convert(`remote_id=${player.remoteId}&vip_coin=10`)));
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(await wallet()).toEqual({ vipCoin: '0.00', balance: '150.00' });
    expect(await ctx.database().db.select().from(vipConversions).where(eq(vipConversions.playerId, player.id))).toHaveLength(10);
    expect(await wallet(bystander.id)).toEqual({ vipCoin: '100.00', balance: '0.00' });
  });
});
