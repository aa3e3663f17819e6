import { eq } from 'drizzle-orm';
import { fixedClock } from '../clock.ts';
import { verifyPassword } from '../security/password.ts';
import { describeBothDatabases } from '../testing/both-databases.ts';
import type { Database } from './client.ts';
import { reconcile } from '../money/ledger.ts';
import { bets, exchangeBets, fundsTransactions, ledgerEntries, players, siteSettings, sliders, turnoverRequirements, verifiedPhones } from './schema.ts';
import { seedDatabase } from './seed.ts';

const config = { demoUsername: 'demoplayer1', demoPassword: 'demo12345', exchangeSeed: 'takaplay', exchangeDataUrl: undefined };
describeBothDatabases('seedDatabase', (ctx) => {
  let database: Database;
  beforeEach(() => {
    database = ctx.database();
  });

  it('seeds the demo player and site content once', async () => {
    const clock = fixedClock('2025-02-01T00:00:00.000Z');
    expect(await seedDatabase(database, config, clock)).toBe(true);
    expect(await seedDatabase(database, config, clock)).toBe(false);

    const rows = await database.db.select().from(players).orderBy(players.id);
    expect(rows.map((row) => row.username)).toEqual(['demoplayer1', 'demoplayer2', 'demofriend1']);
    const demo = rows[0]!;
    // Phone and e-mail verified, a birthday and VIP coins; funded by its seeded history (below): ৳12,000 and the exchange bet's profit.
    const [won] = await database.db.select().from(exchangeBets);
    expect(demo).toMatchObject({ username: 'demoplayer1', balance: (12_000 + Number(won?.profitLoss)).toFixed(2), vipCoin: '235.00', currency: 'BDT', sessionId: 1, dofb: '1990-01-15' });
    expect(demo.emailVerifiedAt?.toISOString()).toBe('2025-02-01T00:00:00.000Z');
    expect(demo.createdAt.toISOString()).toBe('2025-02-01T00:00:00.000Z');
    expect(await verifyPassword('demo12345', demo.passwordHash)).toBe(true);
    const second = rows[1]!;
    expect(second).toMatchObject({ username: 'demoplayer2', balance: '0.00', vipCoin: '0.00', sessionId: 0, dofb: null, emailVerifiedAt: null });
    expect(await verifyPassword('demo12345', second.passwordHash)).toBe(true);
    // Their numbers differ, and only the first player's is verified: it is the one owned number.
    expect(demo.phone).not.toBe(second.phone);
    expect(await database.db.select().from(verifiedPhones)).toEqual([{ number: demo.phone, playerId: demo.id, kind: 'main' }]);

    const settings = await database.db.select().from(siteSettings);
    expect(settings.map((row) => row.key).sort()).toEqual(['general', 'logo', 'seeded_at', 'sociallink']);
    const general = settings.find((row) => row.key === 'general')?.value;
    expect(general).toMatchObject({ site_title: 'TakaPlay' });

    const allSliders = await database.db.select().from(sliders);
    for (const type of ['Main', 'Favourite', 'Features'] as const) {
      expect(allSliders.filter((slider) => slider.sliderType === type).length).toBeGreaterThan(1);
    }
    expect(allSliders.every((slider) => slider.thubmnail.startsWith('/storage/sliders/'))).toBe(true);
  });

  it('gives the demo player a history through the domain functions, the ledger balanced; the second starts empty (issue 22)', async () => {
    const clock = fixedClock('2025-02-01T00:00:00.000Z');
    await seedDatabase(database, config, clock);
    const [demo, second, friend] = await database.db.select().from(players).orderBy(players.id);
    const funds = await database.db.select().from(fundsTransactions).where(eq(fundsTransactions.playerId, demo!.id)).orderBy(fundsTransactions.createdAt);
    expect(funds.map((row) => [row.action, row.amount, row.status])).toEqual([
      ['deposit', '5000.00', 'success'],
      ['withdraw', '1000.00', 'success'],
      ['deposit', '1500.00', 'fail'],
      ['deposit', '10000.00', 'success'],
    ]);
    expect(funds[2]?.reason).toBe('The TRX ID was not found in our bKash statement.');
    expect(funds.every((row) => row.createdAt.getTime() < clock.now().getTime())).toBe(true);
    const rounds = await database.db.select().from(bets).where(eq(bets.playerId, demo!.id));
    expect(rounds).toHaveLength(8);
    expect(rounds.every((row) => row.status === 'settled')).toBe(true);
    expect(rounds.filter((row) => row.winAmount !== '0.00').map((row) => row.winAmount)).toEqual(['3000.00', '3000.00']);
    const turnovers = await database.db.select().from(turnoverRequirements).where(eq(turnoverRequirements.playerId, demo!.id)).orderBy(turnoverRequirements.createdAt);
    expect(turnovers.map((row) => [row.status, row.requiredTurnover, row.remainingTurnover])).toEqual([
      ['complete', '5000.00', '0.00'],
      ['active', '10000.00', '7500.00'],
    ]);
    // A won Match Odds bet of ৳500 on a simulated match that ended in the past, settled by settleExchange.
    const exchange = await database.db.select().from(exchangeBets);
    expect(exchange).toHaveLength(1);
    const [won] = exchange;
    expect(won).toMatchObject({ playerId: demo!.id, marketKind: 'match_odds', side: 'back', stake: '500.00', status: 'won' });
    expect(won!.result).toBe(won!.selectionName);
    expect(Number(won!.profitLoss)).toBeCloseTo(500 * (Number(won!.odds) - 1), 2);
    expect(won!.placedAt.getTime()).toBeLessThan(won!.settledAt!.getTime());
    expect(won!.settledAt!.getTime()).toBeLessThan(clock.now().getTime());
    const exchangeLedger = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, `exchange:${won!.marketKey}`));
    expect(exchangeLedger.map((row) => [row.kind, row.amount])).toEqual([
      ['exchange_exposure', '-500.00'],
      ['exchange_exposure', '500.00'],
      ['exchange_settlement', won!.profitLoss],
    ]);
    // Every taka of the balance is in the ledger (npm run ops -- reconcile reports no difference).
    expect(await reconcile(database.db)).toEqual([]);
    expect(await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.playerId, second!.id))).toEqual([]);
    expect(await database.db.select().from(fundsTransactions).where(eq(fundsTransactions.playerId, second!.id))).toEqual([]);
    expect(await database.db.select().from(bets).where(eq(bets.playerId, second!.id))).toEqual([]);
    expect(second!.referredBy).toBeNull();
    // One downline for /referral-program: a friend registered with the demo player's code, with no login and no money.
    expect(friend).toMatchObject({ username: 'demofriend1', referredBy: demo!.id, balance: '0.00' });
    expect(await verifyPassword('demo12345', friend!.passwordHash)).toBe(false);
    expect(await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.playerId, friend!.id))).toEqual([]);
  });

  it('seeds no exchange bet when a real provider serves the matches (EXCHANGE_DATA_URL)', async () => {
    await seedDatabase(database, { ...config, exchangeDataUrl: 'https://feed.example' }, fixedClock('2025-02-01T00:00:00.000Z'));
    expect(await database.db.select().from(exchangeBets)).toEqual([]);
    const [demo] = await database.db.select().from(players).orderBy(players.id);
    expect(demo?.balance).toBe('12000.00');
    expect(await reconcile(database.db)).toEqual([]);
  });

  it('stores the username lowercased', async () => {
    await seedDatabase(database, { ...config, demoUsername: 'DemoPlayer2' }, fixedClock());
    const found = await database.db.select().from(players).where(eq(players.username, 'demoplayer2'));
    expect(found).toHaveLength(1);
    // The second demo player would clash with that name, so it is left out.
    expect((await database.db.select().from(players).orderBy(players.id)).map((row) => row.username)).toEqual(['demoplayer2', 'demofriend1']);
  });

  it('enforces a non-negative balance in the database', async () => {
    await seedDatabase(database, config, fixedClock());
    const failure = await database.db
      .update(players)
      .set({ balance: '-0.01' })
      .then(() => undefined, (error: unknown) => error);
    // drizzle wraps the driver error; the constraint name is in its cause.
    expect(String((failure as Error | undefined)?.cause)).toContain('players_balance_not_negative');
  });
});
