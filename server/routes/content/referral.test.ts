import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { issueSession } from '../../auth/sessions.ts';
import { fixedClock, type TestClock } from '../../clock.ts';
import { bets, ledgerEntries, players, referralRewards } from '../../db/schema.ts';
import { reconcile } from '../../money/ledger.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { fund, launch, provider, seedDemoGames } from '../provider/test-support.ts';
import { createTestPlayer, TEST_NOW, testApp, type TestPlayer } from '../../testing/app.ts';

describeBothDatabases('referral routes', (ctx) => {
  let clock: TestClock;
  let app: Hono;
  let referrer: TestPlayer;
  let roundNumber = 0;

  const db = () => ctx.database().db;
  const downline = async (of: TestPlayer, balance = '0') => {
    const player = await createTestPlayer(ctx.database(), { clock, balance });
    await db().update(players).set({ referredBy: of.id }).where(eq(players.id, player.id));
    return player;
  };
  /** A settled bet straight in the table (its stake is what counts as turnover). */
  const settledBet = async (player: TestPlayer, stake: string, at: string = TEST_NOW) => {
    roundNumber += 1;
    await db()
      .insert(bets)
      .values({
        playerId: player.id,
        sessionId: 'test',
        gameCode: 'JILI-SLOT-0001',
        platform: 'JILI',
        gameType: 'SLOT',
        gameName: 'Golden Empire',
        roundId: `r${roundNumber}`,
        betAmount: stake,
        status: 'settled',
        outcome: { game: 'slot', reels: [], multiplier: 0 },
        createdAt: new Date(at),
        settledAt: new Date(at),
      });
  };
  const figures = async (who: TestPlayer = referrer) => {
    const res = await app.request('/api/referral', { headers: who.auth });
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  const claim = (key?: string, who: TestPlayer = referrer) =>
    app.request('/api/referral/claim', { method: 'POST', headers: { ...who.auth, ...(key ? { 'Idempotency-Key': key } : {}) } });
  const balance = async (who: TestPlayer = referrer) => {
    const [row] = await db().select({ balance: players.balance }).from(players).where(eq(players.id, who.id));
    return row?.balance;
  };
  /** Moves the clock and logs the referrer in again (sessions expire after 30 idle minutes). */
  const moveTo = async (at: string) => {
    clock.set(at);
    const { token } = await issueSession(db(), referrer.id, clock);
    referrer = { ...referrer, token, auth: { Authorization: `Bearer ${token}` } };
  };
  const rewardLedger = () => db().select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'referral_reward'));

  beforeEach(async () => {
    clock = fixedClock(TEST_NOW);
    app = testApp(ctx.database(), clock);
    referrer = await createTestPlayer(ctx.database(), { clock });
  });

  it('answers zeros and the player’s code before anyone is referred', async () => {
    const [row] = await db().select({ code: players.referralCode }).from(players).where(eq(players.id, referrer.id));
    expect(await figures()).toEqual({
      referral_code: row?.code,
      downlines: { tier1: 0, tier2: 0, tier3: 0 },
      active_downlines: { tier1: 0, tier2: 0, tier3: 0 },
      referral_turnover: '0.00',
      lifetime_cash_rewards: '0.00',
      cash_rewards: '0.00',
      claimed_this_month: '0.00',
      monthly_cap: '300000.00',
    });
  });

  it('counts tiers 1 to 3 (not 4), active downlines (a bet in the last 30 days) and their settled turnover', async () => {
    const a = await downline(referrer);
    const idle = await downline(referrer);
    const b = await downline(a);
    const c = await downline(b);
    const d = await downline(c);
    await settledBet(a, '1000');
    await settledBet(b, '1000');
    await settledBet(c, '1000');
    await settledBet(d, '1000');
    await settledBet(idle, '50', '2025-03-20T10:00:00Z');
    // An open (unsettled) stake is not turnover yet, but makes the player active.
    await db()
      .insert(bets)
      .values({ playerId: idle.id, sessionId: 't', gameCode: 'x', platform: 'JILI', gameType: 'SLOT', gameName: 'x', roundId: 'open-1', betAmount: '500', outcome: {}, createdAt: new Date('2025-05-01T00:00:00Z') });
    expect(await figures()).toMatchObject({
      downlines: { tier1: 2, tier2: 1, tier3: 1 },
      active_downlines: { tier1: 2, tier2: 1, tier3: 1 },
      referral_turnover: '3050.00',
      // 2025-05-05: ৳3,000 in tab 1 → 1 + 0.50 + 0.10; 2025-03-20: ৳50, not over ৳100 → nothing
      cash_rewards: '1.60',
    });
    // The tier-1 player sees their own downlines only.
    expect(await figures(a)).toMatchObject({ downlines: { tier1: 1, tier2: 1, tier3: 1 }, referral_turnover: '3000.00', cash_rewards: '1.60' });
  });

  it('counts the stakes of real demo-provider rounds once they are settled', async () => {
    await seedDemoGames(ctx.database());
    const a = await downline(referrer);
    await fund(ctx.database(), a.id, '5000');
    const api = provider(app, await launch(app, a));
    expect((await api.post('bet', { round_id: 'ref-1', stake: 2000 })).status).toBe(201);
    expect(await figures()).toMatchObject({ active_downlines: { tier1: 1 }, referral_turnover: '0.00', cash_rewards: '0.00' });
    expect((await api.post('settle', { round_id: 'ref-1' })).status).toBe(200);
    expect(await figures()).toMatchObject({ referral_turnover: '2000.00', cash_rewards: '2.00' });
  });

  it('claims all into the main wallet through the ledger, once; a later bet the same day pays only the difference', async () => {
    const a = await downline(referrer);
    await settledBet(a, '150000');
    const first = await claim('claim-key-0001');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, message: 'Claimed ৳150.00 in cash rewards.', code: 'referral_claimed', amount: '150.00', balance: '150.00' });
    expect(await balance()).toBe('150.00');
    expect(await figures()).toMatchObject({ cash_rewards: '0.00', lifetime_cash_rewards: '150.00', claimed_this_month: '150.00' });
    const nothing = await claim();
    expect(nothing.status).toBe(422);
    expect(await nothing.json()).toEqual({ success: false, message: 'There are no cash rewards to claim.', code: 'referral_nothing_to_claim' });
    // The day reaches ৳2,00,000: tab 2 (0.15 %) → ৳300 for the day, ৳150 of it already paid.
    await settledBet(a, '50000', '2025-05-05T17:00:00Z');
    await moveTo('2025-05-05T17:30:00Z');
    expect(await figures()).toMatchObject({ cash_rewards: '150.00', referral_turnover: '200000.00' });
    expect((await claim()).status).toBe(200);
    expect(await balance()).toBe('300.00');
    const history = await app.request('/api/referral/rewards?page=1', { headers: referrer.auth });
    expect(await history.json()).toEqual({
      data: [
        { id: 2, date: '2025-05-05T17:30:00.000Z', turnover: '50000.00', cash_reward: '150.00', status: 'claimed', period_start: '2025-05-05', period_end: '2025-05-05' },
        { id: 1, date: TEST_NOW, turnover: '150000.00', cash_reward: '150.00', status: 'claimed', period_start: '2025-05-05', period_end: '2025-05-05' },
      ],
      current_page: 1,
      last_page: 1,
      total: 2,
    });
    expect(await rewardLedger()).toHaveLength(2);
    expect(await reconcile(db())).toEqual([]);
  });

  it('caps claims at ৳3,00,000 per Dhaka calendar month; the rest is claimable next month', async () => {
    const a = await downline(referrer);
    // Tab 3, 0.2 % of ৳20,00,00,000 = ৳4,00,000 in one day.
    await settledBet(a, '200000000');
    expect(await figures()).toMatchObject({ cash_rewards: '300000.00' });
    expect((await claim()).status).toBe(200);
    expect(await balance()).toBe('300000.00');
    expect(await figures()).toMatchObject({ cash_rewards: '0.00', claimed_this_month: '300000.00' });
    expect((await claim()).status).toBe(422);
    await moveTo('2025-05-31T17:59:59Z'); // still May 31 in Dhaka
    expect(await figures()).toMatchObject({ cash_rewards: '0.00' });
    await moveTo('2025-05-31T18:00:00Z'); // June 1, 00:00 in Dhaka
    expect(await figures()).toMatchObject({ cash_rewards: '100000.00', claimed_this_month: '0.00', lifetime_cash_rewards: '300000.00' });
    expect((await claim()).status).toBe(200);
    expect(await balance()).toBe('400000.00');
    expect(await figures()).toMatchObject({ cash_rewards: '0.00', lifetime_cash_rewards: '400000.00' });
  });

  it('pays one credit for the same Idempotency-Key twice, and for concurrent claims', async () => {
    const a = await downline(referrer);
    await settledBet(a, '10000');
    const first = await claim('same-key-123');
    const again = await claim('same-key-123');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual({ success: true, message: 'Claimed ৳10.00 in cash rewards.', code: 'referral_claimed', amount: '10.00', balance: '10.00' });
    expect(await balance()).toBe('10.00');

    await settledBet(a, '20000');
    const concurrent = await Promise.all([claim('race-key-01'), claim('race-key-01'), claim(), claim(), claim('race-key-02')]);
    // Day total ৳30,000 → ৳30, ৳10 already paid.
    expect(concurrent.map((res) => res.status).filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await balance()).toBe('30.00');
    expect(await rewardLedger()).toHaveLength(2);
    expect(await db().select().from(referralRewards)).toHaveLength(2);
    expect(await reconcile(db())).toEqual([]);
  });

  it('keeps reward rows append-only', async () => {
    const a = await downline(referrer);
    await settledBet(a, '10000');
    expect((await claim()).status).toBe(200);
    const refusedByTrigger = { cause: expect.objectContaining({ message: expect.stringMatching(/referral_rewards is append-only/) }) };
    await expect(db().execute(sql`update referral_rewards set amount = 1`)).rejects.toMatchObject(refusedByTrigger);
    await expect(db().execute(sql`delete from referral_rewards`)).rejects.toMatchObject(refusedByTrigger);
    expect(await db().select({ amount: referralRewards.amount }).from(referralRewards)).toEqual([{ amount: '10.00' }]);
  });

  it('pages the history 10 a page, newest first; refuses a bad page', async () => {
    const a = await downline(referrer);
    for (let day = 1; day <= 12; day += 1) {
      const at = `2025-04-${String(day).padStart(2, '0')}T06:00:00Z`;
      await settledBet(a, '1000', at);
      await moveTo(`2025-04-${String(day).padStart(2, '0')}T07:00:00Z`);
      expect((await claim()).status).toBe(200);
    }
    const page2 = (await (await app.request('/api/referral/rewards?page=2', { headers: referrer.auth })).json()) as { data: { period_start: string }[]; last_page: number; total: number };
    expect(page2.total).toBe(12);
    expect(page2.last_page).toBe(2);
    expect(page2.data.map((row) => row.period_start)).toEqual(['2025-04-02', '2025-04-01']);
    expect((await app.request('/api/referral/rewards?page=0', { headers: referrer.auth })).status).toBe(422);
    expect((await app.request('/api/referral/rewards?page=abc', { headers: referrer.auth })).status).toBe(422);
  });

  it('refuses guests (401) on all three calls', async () => {
    expect((await app.request('/api/referral')).status).toBe(401);
    expect((await app.request('/api/referral/claim', { method: 'POST' })).status).toBe(401);
    expect((await app.request('/api/referral/rewards')).status).toBe(401);
    expect((await app.request('/api/referral', { headers: { Authorization: 'Bearer nope' } })).status).toBe(401);
  });
});
