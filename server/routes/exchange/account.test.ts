import { eq } from 'drizzle-orm';
import { fixedClock, type TestClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { playerSessions } from '../../db/schema.ts';
import { settleExchange } from '../../exchange/settle.ts';
import { createSimulatedFeed } from '../../exchange/feed.ts';
import { isBallRunningAt, isSuspendedAt, matchOddsAt } from '../../exchange/markets.ts';
import { eventsStartingBetween, phaseAt, type ScheduledEvent } from '../../exchange/schedule.ts';
import { moveMoney, reconcile } from '../../money/ledger.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { testConfig } from '../../testing/config.ts';
import { issueSession, revokeSession } from '../../auth/sessions.ts';
import { createTestPlayer, jsonRequest, TEST_NOW, testApp, type TestPlayer } from '../../testing/app.ts';
import { playerAccountId } from './account.ts';

const SEED = testConfig().exchangeSeed;
const START = Date.parse(TEST_NOW);

/** An in-play soccer match and a moment its market is open (not suspended). */
function openMoment(): { event: ScheduledEvent; at: number } {
  const [event] = eventsStartingBetween(SEED, 'soccer', START - 4 * 3_600_000, START).filter((candidate) => phaseAt(candidate, START) === 'inPlay');
  if (!event) throw new Error('no match in play');
  for (let at = START; at < event.endsAt - 600_000; at += 1_000) {
    if (!isSuspendedAt(SEED, event, at) && !isBallRunningAt(SEED, event, at)) return { event, at };
  }
  throw new Error('no open moment');
}

async function fund(database: Database, player: TestPlayer, taka: number, clock: TestClock) {
  await database.db.transaction((tx) => moveMoney(tx, { playerId: player.id, amount: taka * 100, kind: 'adjustment', reference: 'test', actor: 'test', at: clock.now() }));
}

type Overview = {
  balance: string;
  exposure: string;
  total: string;
  data: { movement: string; amount: string; balance_after: string; event_name: string | null; market_name: string | null; created_at: string }[];
  current_page: number;
  last_page: number;
  total_rows: number;
};
type ProfitLoss = { data: { event_id: string; event_name: string; market_name: string; bets: number; stake: string; profit_loss: string; settled_at: string }[]; totals: { bets: number; stake: string; profit_loss: string } };
type Activity = { data: { id: number; logged_in_at: string; last_seen_at: string; status: string; ended_at: string | null; current: boolean }[]; last_page: number; total: number };

describeBothDatabases('exchange account pages', (ctx) => {
  let clock: TestClock;
  let player: TestPlayer;
  const app = () => testApp(ctx.database(), clock);
  const get = async <T>(path: string) => {
    const res = await app().request(path, { headers: player.auth });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  const bet = (body: Record<string, unknown>) => app().request('/api/exchange/bets', jsonRequest('POST', body, player.auth));
  function matchOddsBet(event: ScheduledEvent, at: number, runner: number, side: 'back' | 'lay', stake: number) {
    const selection = matchOddsAt(SEED, event, at).runners[runner];
    const price = (side === 'back' ? selection?.ex.availableToBack : selection?.ex.availableToLay)?.[0]?.price;
    return { market: 'match_odds', event_id: event.eventId, market_id: event.marketId, selection_id: selection?.selectionId, side, odds: price, stake };
  }

  beforeEach(async () => {
    clock = fixedClock(TEST_NOW);
    player = await createTestPlayer(ctx.database(), { clock });
  });

  it('My Profile: the account id, username, currency, the Dhaka time zone and the sign-up time', async () => {
    expect(await get('/api/exchange/profile')).toEqual({
      account_id: playerAccountId(player.id),
      username: player.username,
      name: null,
      currency: 'BDT',
      time_zone: 'Asia/Dhaka',
      time_zone_label: 'GMT+6',
      member_since: TEST_NOW,
    });
  });

  it('the account id is short and player-facing (TP and the player number), not the remote id, and stable', async () => {
    const first = await get<{ account_id: string }>('/api/exchange/profile');
    expect(first.account_id).toMatch(/^TP\d{6,}$/);
    expect(first.account_id).not.toContain(player.remoteId);
    expect(first.account_id.length).toBeLessThanOrEqual(12);
    expect((await get<{ account_id: string }>('/api/exchange/profile')).account_id).toBe(first.account_id);
    expect(playerAccountId(42)).toBe('TP000042');
    expect(playerAccountId(1_234_567)).toBe('TP1234567');
  });

  it('Balance Overview and Profit & Loss follow a bet from the hold to the settlement', async () => {
    await fund(ctx.database(), player, 5_000, clock);
    const empty = await get<Overview>('/api/exchange/balance-overview');
    expect(empty).toMatchObject({ balance: '5000.00', exposure: '0.00', total: '5000.00', data: [], current_page: 1, last_page: 1, total_rows: 0 });
    expect(await get<ProfitLoss>('/api/exchange/profit-loss')).toEqual({ data: [], totals: { bets: 0, stake: '0.00', profit_loss: '0.00' } });

    const { event, at } = openMoment();
    clock.set(new Date(at));
    const winner = event.winner;
    const backWinner = matchOddsBet(event, at, winner, 'back', 1_000);
    expect((await bet(backWinner)).status).toBe(201);
    const held = await get<Overview>('/api/exchange/balance-overview');
    expect(held).toMatchObject({ balance: '4000.00', exposure: '1000.00', total: '5000.00', total_rows: 1 });
    expect(held.data[0]).toMatchObject({ movement: 'exposure_held', amount: '-1000.00', balance_after: '4000.00', event_name: event.name, market_name: 'Match Odds' });
    // Open bets are not in Profit & Loss.
    expect((await get<ProfitLoss>('/api/exchange/profit-loss')).data).toEqual([]);

    clock.set(new Date(event.endsAt + 1_000));
    expect(await settleExchange(ctx.database().db, createSimulatedFeed({ seed: SEED, clock }), clock)).toBe(1);
    player = { ...player, ...(await logIn(ctx.database(), player, clock)) };
    const profit = Math.floor(1_000 * ((backWinner.odds ?? 1) - 1) * 100) / 100;
    const settled = await get<Overview>('/api/exchange/balance-overview');
    expect(settled).toMatchObject({ balance: (5_000 + profit).toFixed(2), exposure: '0.00', total: (5_000 + profit).toFixed(2), total_rows: 3 });
    // Newest first: the settlement, the release, then the hold.
    expect(settled.data.map((row) => row.movement).sort()).toEqual(['exposure_held', 'exposure_released', 'settlement']);
    expect(settled.data[2]?.movement).toBe('exposure_held');
    expect(settled.data.find((row) => row.movement === 'settlement')).toMatchObject({ amount: profit.toFixed(2), event_name: event.name });

    const report = await get<ProfitLoss>('/api/exchange/profit-loss');
    expect(report.data).toEqual([
      { event_id: event.eventId, event_name: event.name, market_name: 'Match Odds', bets: 1, stake: '1000.00', profit_loss: profit.toFixed(2), settled_at: new Date(event.endsAt + 1_000).toISOString() },
    ]);
    expect(report.totals).toEqual({ bets: 1, stake: '1000.00', profit_loss: profit.toFixed(2) });
    // Settled today in Dhaka (by the settle time), none yesterday.
    expect((await get<ProfitLoss>('/api/exchange/profit-loss?date=today')).totals.bets).toBe(1);
    expect((await get<ProfitLoss>('/api/exchange/profit-loss?date=1')).data).toEqual([]);
    expect(await reconcile(ctx.database().db)).toEqual([]);
  });

  it('Activity Log: login sessions newest first, the current one active, a logged-out one ended', async () => {
    const [first] = await ctx.database().db.select({ id: playerSessions.id }).from(playerSessions).where(eq(playerSessions.playerId, player.id));
    clock.set(new Date(START + 60_000));
    const second = await logIn(ctx.database(), player, clock);
    await revokeSession(ctx.database().db, first?.id ?? 0, clock);
    player = { ...player, ...second };
    const log = await get<Activity>('/api/exchange/activity');
    expect(log.total).toBe(2);
    expect(log.data.map((row) => [row.status, row.current])).toEqual([
      ['active', true],
      ['ended', false],
    ]);
    expect(log.data[1]).toMatchObject({ logged_in_at: TEST_NOW, ended_at: new Date(START + 60_000).toISOString() });
    // After 30 idle minutes the old session is ended without a logout time.
    clock.set(new Date(START + 3 * 3_600_000));
    const third = await logIn(ctx.database(), player, clock);
    player = { ...player, ...third };
    const later = await get<Activity>('/api/exchange/activity');
    expect(later.data.map((row) => row.status)).toEqual(['active', 'ended', 'ended']);
    expect(later.data[1]?.ended_at).toBeNull();
    expect((await get<Activity>('/api/exchange/activity?page=2')).data).toEqual([]);
    // 21 sessions: 20 on the first page, the oldest on the second.
    for (let login = 0; login < 18; login += 1) await logIn(ctx.database(), player, clock);
    const pageOne = await get<Activity>('/api/exchange/activity');
    expect(pageOne).toMatchObject({ total: 21, last_page: 2 });
    expect(pageOne.data).toHaveLength(20);
    const pageTwo = await get<Activity>('/api/exchange/activity?page=2');
    expect(pageTwo.data).toHaveLength(1);
    expect(pageTwo.data[0]?.logged_in_at).toBe(TEST_NOW);
  });

  it('asks for a session (401) and checks the queries (422)', async () => {
    for (const path of ['/api/exchange/profile', '/api/exchange/balance-overview', '/api/exchange/profit-loss', '/api/exchange/activity']) {
      expect((await app().request(path)).status).toBe(401);
    }
    const badDate = await app().request('/api/exchange/profit-loss?date=9', { headers: player.auth });
    expect(badDate.status).toBe(422);
    expect(await badDate.json()).toMatchObject({ message: 'date must be today, yesterday, last7days or all.' });
    expect((await app().request('/api/exchange/balance-overview?page=0', { headers: player.auth })).status).toBe(422);
    expect((await app().request('/api/exchange/activity?page=x', { headers: player.auth })).status).toBe(422);
  });
});

/** A new login of the player (sessions expire after 30 idle minutes). */
async function logIn(database: Database, player: TestPlayer, clock: TestClock) {
  const { token, sessionId } = await issueSession(database.db, player.id, clock);
  return { token, sessionId, auth: { Authorization: `Bearer ${token}` } };
}
