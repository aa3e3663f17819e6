import { eq } from 'drizzle-orm';
import { fixedClock, type TestClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { exchangeBets, players, turnoverRequirements } from '../../db/schema.ts';
import { settleExchange } from '../../exchange/betting.ts';
import { createSimulatedFeed } from '../../exchange/feed.ts';
import { bookmakerAt, fancyAt, isBallRunningAt, isSuspendedAt, matchOddsAt } from '../../exchange/markets.ts';
import { eventsStartingBetween, phaseAt, type ScheduledEvent } from '../../exchange/schedule.ts';
import { toPaisa } from '../../money/amounts.ts';
import { moveMoney, reconcile } from '../../money/ledger.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { testConfig } from '../../testing/config.ts';
import { issueSession } from '../../auth/sessions.ts';
import { createTestPlayer, jsonRequest, TEST_NOW, testApp, type TestPlayer } from '../content/test-support.ts';

const SEED = testConfig().exchangeSeed;
const START = Date.parse(TEST_NOW);

/** An in-play match of the sport whose markets are open at the moment returned (not suspended, no ball running). */
function openMoment(sport: 'cricket' | 'soccer', from = START): { event: ScheduledEvent; at: number } {
  const [event] = eventsStartingBetween(SEED, sport, from - 4 * 3_600_000, from).filter((candidate) => phaseAt(candidate, from) === 'inPlay');
  if (!event) throw new Error('no match in play');
  for (let at = from; at < event.endsAt - 600_000; at += 1_000) {
    if (!isSuspendedAt(SEED, event, at) && !isBallRunningAt(SEED, event, at)) return { event, at };
  }
  throw new Error('no open moment');
}

async function fund(database: Database, player: TestPlayer, taka: number, clock: TestClock) {
  await database.db.transaction((tx) => moveMoney(tx, { playerId: player.id, amount: taka * 100, kind: 'adjustment', reference: 'test', actor: 'test', at: clock.now() }));
}

async function balanceOf(database: Database, player: TestPlayer): Promise<string> {
  const [row] = await database.db.select({ balance: players.balance }).from(players).where(eq(players.id, player.id));
  return row?.balance ?? '';
}

describeBothDatabases('exchange bets', (ctx) => {
  let clock: TestClock;
  let player: TestPlayer;
  const app = () => testApp(ctx.database(), clock);
  /** Hours pass until a match ends: the player logs in again (sessions expire after 30 idle minutes). */
  const logInAgain = async () => {
    const { token } = await issueSession(ctx.database().db, player.id, clock);
    player = { ...player, token, auth: { Authorization: `Bearer ${token}` } };
  };
  const bet = (body: Record<string, unknown>, headers: Record<string, string> = {}) => app().request('/api/exchange/bets', jsonRequest('POST', body, { ...player.auth, ...headers }));

  beforeEach(async () => {
    clock = fixedClock(TEST_NOW);
    player = await createTestPlayer(ctx.database(), { clock });
    await fund(ctx.database(), player, 5_000, clock);
  });

  function matchOddsBet(event: ScheduledEvent, at: number, runner: number, side: 'back' | 'lay', stake: number) {
    const market = matchOddsAt(SEED, event, at);
    const selection = market.runners[runner];
    const price = (side === 'back' ? selection?.ex.availableToBack : selection?.ex.availableToLay)?.[0]?.price;
    return { market: 'match_odds', event_id: event.eventId, market_id: event.marketId, selection_id: selection?.selectionId, side, odds: price, stake };
  }

  it('a back bet at the offered price is matched: the stake is held as exposure and the header figures follow', async () => {
    const { event, at } = openMoment('soccer');
    clock.set(new Date(at));
    const res = await bet(matchOddsBet(event, at, 0, 'back', 500), { 'Idempotency-Key': 'exchange-bet-1' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; balance: string; exposure: string; bet: Record<string, unknown> };
    expect(body).toMatchObject({ message: 'Bet matched.', balance: '4500.00', exposure: '500.00' });
    expect(Object.keys(body.bet)).toEqual(
      expect.arrayContaining(['event_name', 'bet_type', 'stake', 'net_profit_loss', 'status', 'transaction_id', 'market_name', 'selection_name', 'potential_profit', 'potential_liability', 'odds', 'run']),
    );
    expect(body.bet).toMatchObject({ event_name: event.name, bet_type: 'back', stake: '500.00', status: 'open', market_name: 'Match Odds', selection_name: event.runners[0], potential_liability: '500.00' });
    const summary = await (await app().request('/api/exchange/summary', { headers: player.auth })).json();
    expect(summary).toEqual({ bets: 1, exposure: '500.00', balance: '4500.00' });
    const replay = await bet(matchOddsBet(event, at, 0, 'back', 500), { 'Idempotency-Key': 'exchange-bet-1' });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await ctx.database().db.select().from(exchangeBets)).toHaveLength(1);
  });

  it('a moved price is refused with the new price, unless the player accepted better odds and it moved their way', async () => {
    const { event, at } = openMoment('soccer');
    clock.set(new Date(at));
    const offered = matchOddsBet(event, at, 0, 'back', 200);
    const asked = { ...offered, odds: 1.01 };
    const refused = await bet(asked);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: `The price has moved to ${offered.odds}. Please check the odds and try again.` });
    const better = await bet({ ...asked, accept_better_odds: true });
    expect(better.status).toBe(201);
    expect(((await better.json()) as { bet: { odds: number } }).bet.odds).toBe(offered.odds);
    const worse = await bet({ ...offered, odds: 999, accept_better_odds: true });
    expect(worse.status).toBe(409);
    expect(await balanceOf(ctx.database(), player)).toBe('4800.00');
  });

  it('a hedging lay on the same runner lowers the exposure and gives the difference back', async () => {
    const { event, at } = openMoment('soccer');
    clock.set(new Date(at));
    await bet(matchOddsBet(event, at, 0, 'back', 1_000));
    expect(await balanceOf(ctx.database(), player)).toBe('4000.00');
    const hedge = matchOddsBet(event, at, 0, 'lay', 1_000);
    const back = matchOddsBet(event, at, 0, 'back', 1_000);
    const res = await bet(hedge);
    expect(res.status).toBe(201);
    // Runner wins: 1000 × (back − 1) − 1000 × (lay − 1); loses: 0. The worst case is the spread.
    const exposure = Math.round(1_000 * ((hedge.odds ?? 0) - (back.odds ?? 0)) * 100) / 100;
    expect(((await res.json()) as { exposure: string }).exposure).toBe(exposure.toFixed(2));
    expect(await balanceOf(ctx.database(), player)).toBe((5_000 - exposure).toFixed(2));
  });

  it('refuses a suspended market, a bookmaker ball running, a stake out of range and more than the balance', async () => {
    const [event] = eventsStartingBetween(SEED, 'cricket', START - 4 * 3_600_000, START).filter((candidate) => phaseAt(candidate, START) === 'inPlay');
    if (!event) throw new Error('no cricket in play');
    clock.set(new Date(event.startsAt + 1_000));
    const suspended = await bet(matchOddsBet(event, event.startsAt + 1_000, 0, 'back', 200));
    expect(await suspended.json()).toEqual({ message: 'The market is suspended. Please try again shortly.' });
    let running = event.startsAt + 60_000;
    while (!isBallRunningAt(SEED, event, running) || isSuspendedAt(SEED, event, running)) running += 1_000;
    clock.set(new Date(running));
    const bookmaker = bookmakerAt(SEED, event, running);
    const runner = bookmaker?.runners[0];
    const ballRunning = await bet({ market: 'bookmaker', event_id: event.eventId, market_id: bookmaker?.marketId, selection_id: runner?.selectionId, side: 'back', odds: runner?.backPrice, stake: 200 });
    expect(ballRunning.status).toBe(409);
    expect(await ballRunning.json()).toEqual({ message: 'Ball running: bets are not accepted right now.' });
    const { event: open, at } = openMoment('soccer');
    clock.set(new Date(at));
    expect(await (await bet(matchOddsBet(open, at, 0, 'back', 99))).json()).toEqual({ message: 'Stake must be between ৳100 and ৳50,000.' });
    const tooMuch = await bet(matchOddsBet(open, at, 0, 'lay', 40_000));
    expect(tooMuch.status).toBe(422);
    expect(await tooMuch.json()).toMatchObject({ message: 'Insufficient balance.' });
    expect(await balanceOf(ctx.database(), player)).toBe('5000.00');
    expect(await ctx.database().db.select().from(exchangeBets)).toHaveLength(0);
  });

  it('parallel bets against one wallet never overdraw it', async () => {
    const { event, at } = openMoment('soccer');
    clock.set(new Date(at));
    const answers = await Promise.all(Array.from({ length: 8 }, (_, runner) => bet(matchOddsBet(event, at, runner % 3, 'lay', 1_000))));
    const matched = answers.filter((answer) => answer.status === 201).length;
    expect(matched).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 422)).toBe(true);
    expect(toPaisa(await balanceOf(ctx.database(), player))).toBeGreaterThanOrEqual(0);
    expect(await reconcile(ctx.database().db)).toEqual([]);
  });

  it('settlement pays the winner, releases the exposure, counts turnover and VIP points, and the books balance', async () => {
    const { event, at } = openMoment('soccer');
    clock.set(new Date(at));
    await ctx.database().db.insert(turnoverRequirements).values({ playerId: player.id, requiredTurnover: '5000.00', remainingTurnover: '5000.00', status: 'active', createdAt: clock.now() });
    const winner = event.winner;
    const loser = (winner + 1) % 3;
    const backWinner = matchOddsBet(event, at, winner, 'back', 1_000);
    const layLoser = matchOddsBet(event, at, loser, 'lay', 500);
    expect((await bet(backWinner)).status).toBe(201);
    expect((await bet(layLoser)).status).toBe(201);
    clock.set(new Date(event.endsAt - 60_000));
    const source = createSimulatedFeed({ seed: SEED, clock });
    expect(await settleExchange(ctx.database().db, source, clock)).toBe(0);
    clock.set(new Date(event.endsAt + 1_000));
    expect(await settleExchange(ctx.database().db, source, clock)).toBe(2);
    expect(await settleExchange(ctx.database().db, source, clock)).toBe(0);
    await logInAgain();
    const profit = Math.floor(1_000 * ((backWinner.odds ?? 1) - 1) * 100) / 100 + 500;
    expect(await balanceOf(ctx.database(), player)).toBe((5_000 + profit).toFixed(2));
    const records = (await (await app().request('/api/exchange/bets?status=settled', { headers: player.auth })).json()) as { data: { status: string; result: string }[] };
    expect(records.data.map((row) => row.status)).toEqual(['WON', 'WON']);
    expect(records.data[0]?.result).toBe(event.runners[winner]);
    // Placed hours ago, but today in Dhaka; none yesterday.
    const today = (await (await app().request('/api/exchange/bets?date=0', { headers: player.auth })).json()) as { total: number };
    expect(today.total).toBe(2);
    const yesterday = (await (await app().request('/api/exchange/bets?date=1', { headers: player.auth })).json()) as { total: number };
    expect(yesterday.total).toBe(0);
    expect((await app().request('/api/exchange/bets?date=9', { headers: player.auth })).status).toBe(422);
    expect(await (await app().request('/api/exchange/summary', { headers: player.auth })).json()).toMatchObject({ bets: 0, exposure: '0.00' });
    const [requirement] = await ctx.database().db.select().from(turnoverRequirements).where(eq(turnoverRequirements.playerId, player.id));
    expect(requirement?.remainingTurnover).toBe('3500.00');
    const [wallet] = await ctx.database().db.select({ vipCoin: players.vipCoin }).from(players).where(eq(players.id, player.id));
    expect(Number(wallet?.vipCoin)).toBeGreaterThan(0);
    expect(await reconcile(ctx.database().db)).toEqual([]);
  });

  it('a Fancy Yes at the shown line and rate is matched; a changed line is refused; it settles on the runs', async () => {
    const { event, at } = openMoment('cricket');
    clock.set(new Date(at));
    const line = Object.values(fancyAt(SEED, event, at)).find((candidate) => candidate.type === 2);
    if (!line) throw new Error('no fancy line');
    const body = { market: 'fancy', event_id: event.eventId, market_id: line.id, side: 'yes', odds: line.yes_rate, run: line.yes, stake: 300 };
    expect(await (await bet({ ...body, run: line.yes + 5 })).json()).toEqual({ message: 'The line has moved. Please check it and try again.' });
    const placed = await bet(body);
    expect(placed.status).toBe(201);
    expect(((await placed.json()) as { bet: { run: number; market_name: string } }).bet).toMatchObject({ run: line.yes, market_name: line.title });
    clock.set(new Date(event.endsAt + 1_000));
    expect(await settleExchange(ctx.database().db, createSimulatedFeed({ seed: SEED, clock }), clock)).toBe(1);
    const [row] = await ctx.database().db.select().from(exchangeBets);
    expect(row?.status).toMatch(/^(won|lost)$/);
    expect(Number(row?.result)).toBeGreaterThanOrEqual(0);
    expect(await reconcile(ctx.database().db)).toEqual([]);
  });

  it('checks the body and the session', async () => {
    const missing = await bet({ market: 'match_odds', event_id: '123', side: 'up', odds: -1, stake: 'x' });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors).toMatchObject({
      event_id: ['event_id must be an event id.'],
      side: ['side must be back, lay, yes or no.'],
    });
    const guest = await app().request('/api/exchange/bets', jsonRequest('POST', {}));
    expect(guest.status).toBe(401);
    expect((await app().request('/api/exchange/summary')).status).toBe(401);
  });
});
