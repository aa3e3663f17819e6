import { exchangeBets, ledgerEntries, type LedgerKind } from '../../db/schema.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import type { TestPlayer } from '../../testing/app.ts';
import { fundsPlayer, fundsWorld, type FundsWorld } from '../funds/test-support.ts';
import { DAY, HOUR, recordFunds, saferCalls } from './test-support.ts';

describeBothDatabases('GET /api/safer-gambling/statement', (ctx) => {
  let world: FundsWorld;
  let player: TestPlayer;

  beforeEach(async () => {
    world = await fundsWorld(ctx.database());
    player = await fundsPlayer(world);
  });

  const ago = (ms: number) => new Date(world.clock.now().getTime() - ms);
  async function ledger(kind: LedgerKind, amount: string, msAgo: number) {
    await ctx.database().db.insert(ledgerEntries).values({ playerId: player.id, amount, balanceAfter: '10000.00', kind, reference: `${kind}:test`, actor: 'system', createdAt: ago(msAgo) });
  }
  async function exchangeBet(stake: string, msAgo: number, status: 'open' | 'lost' | 'void') {
    await ctx.database().db.insert(exchangeBets).values({
      playerId: player.id,
      transactionId: `EX${player.id}-${stake}-${msAgo}`,
      eventId: '1',
      eventName: 'A v B',
      marketKey: `match_odds:1.${msAgo}`,
      marketKind: 'match_odds',
      marketName: 'Match Odds',
      selectionId: 1,
      selectionName: 'A',
      side: 'back',
      odds: '2.00',
      stake,
      liability: stake,
      potentialProfit: stake,
      status,
      placedAt: ago(msAgo),
      settledAt: status === 'open' ? null : ago(msAgo - HOUR),
    });
  }

  it('sums successful deposits, paid withdrawals, game and exchange stakes and the net win or loss per window', async () => {
    await recordFunds(world, player, { amount: '1000', ago: 2 * HOUR });
    await recordFunds(world, player, { amount: '2000', ago: 10 * DAY });
    await recordFunds(world, player, { amount: '500', ago: 400 * DAY });
    await recordFunds(world, player, { amount: '700', ago: HOUR, status: 'fail' });
    await recordFunds(world, player, { amount: '300', ago: 30 * 60_000, status: 'pending' });
    await recordFunds(world, player, { amount: '400', ago: 3 * HOUR, action: 'withdraw' });
    await recordFunds(world, player, { amount: '600', ago: 40 * DAY, action: 'withdraw' });
    await recordFunds(world, player, { amount: '100', ago: 4 * HOUR, action: 'withdraw', status: 'fail' });
    // Games: a 100 stake won 250 an hour ago; 50 lost 5 days ago; 30 lost 60 days ago.
    await ledger('bet', '-100.00', HOUR);
    await ledger('win', '250.00', HOUR);
    await ledger('bet', '-50.00', 5 * DAY);
    await ledger('bet', '-30.00', 60 * DAY);
    // Exchange: 200 staked 2 days ago, its exposure held then released, lost at settlement; 100 still open; a void one.
    await exchangeBet('200.00', 2 * DAY, 'lost');
    await ledger('exchange_exposure', '-200.00', 2 * DAY);
    await ledger('exchange_exposure', '200.00', DAY);
    await ledger('exchange_settlement', '-200.00', DAY);
    await exchangeBet('100.00', 3 * HOUR, 'open');
    await ledger('exchange_exposure', '-100.00', 3 * HOUR);
    await exchangeBet('150.00', 3 * DAY, 'void');
    // Another player's rows never count.
    const other = await fundsPlayer(world);
    await recordFunds(world, other, { amount: '9000', ago: HOUR });

    const res = await saferCalls(world, player).statement();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      lifetime: { deposits: '3500.00', withdrawals: '1000.00', net_deposits: '2500.00' },
      periods: [
        { period: '24h', deposits: '1000.00', withdrawals: '400.00', stakes: '200.00', net_win_loss: '150.00' },
        { period: '7d', deposits: '1000.00', withdrawals: '400.00', stakes: '450.00', net_win_loss: '-100.00' },
        { period: '30d', deposits: '3000.00', withdrawals: '400.00', stakes: '450.00', net_win_loss: '-100.00' },
        { period: '12m', deposits: '3000.00', withdrawals: '1000.00', stakes: '480.00', net_win_loss: '-130.00' },
      ],
    });
  });

  it('is all zeros for a new player and needs a session', async () => {
    const zero = (period: string) => ({ period, deposits: '0.00', withdrawals: '0.00', stakes: '0.00', net_win_loss: '0.00' });
    expect(await (await saferCalls(world, player).statement()).json()).toEqual({
      lifetime: { deposits: '0.00', withdrawals: '0.00', net_deposits: '0.00' },
      periods: [zero('24h'), zero('7d'), zero('30d'), zero('12m')],
    });
    expect((await world.app.request('/api/safer-gambling/statement')).status).toBe(401);
  });
});
