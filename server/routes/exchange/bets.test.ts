import { eq } from 'drizzle-orm';
import { fixedClock, type TestClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { exchangeBets, players, turnoverRequirements } from '../../db/schema.ts';
import { settleExchange } from '../../exchange/settle.ts';
import { createSimulatedFeed } from '../../exchange/feed.ts';
import { bookmakerAt, FANCY_TYPES, fancyAt, isBallRunningAt, isSuspendedAt, matchOddsAt, type FancyType } from '../../exchange/markets.ts';
import { eventsStartingBetween, phaseAt, type ScheduledEvent } from '../../exchange/schedule.ts';
import { toPaisa } from '../../money/amounts.ts';
import { moveMoney, reconcile } from '../../money/ledger.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { testConfig } from '../../testing/config.ts';
import { issueSession } from '../../auth/sessions.ts';
import { createTestPlayer, jsonRequest, TEST_NOW, testApp, type TestPlayer } from '../../testing/app.ts';

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

/** The first moment from `from`, second by second while the match is in play, where `wanted` holds. */
function momentWhere(event: ScheduledEvent, from: number, wanted: (at: number) => boolean): number {
  for (let at = from; at < event.endsAt; at += 1_000) if (phaseAt(event, at) === 'inPlay' && wanted(at)) return at;
  throw new Error('no such moment');
}

/** The cricket match in play at the start of the tests (it has BookMaker and Fancy markets). */
function cricketInPlay(): ScheduledEvent {
  const [event] = eventsStartingBetween(SEED, 'cricket', START - 4 * 3_600_000, START).filter((candidate) => phaseAt(candidate, START) === 'inPlay');
  if (!event) throw new Error('no cricket in play');
  return event;
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

  /** The clock moves on, and the player logs in again so the session is still fresh. */
  const moveTo = async (at: number) => {
    clock.set(new Date(at));
    await logInAgain();
  };

  function bookmakerBet(event: ScheduledEvent, at: number, runner: number, side: 'back' | 'lay', stake: number) {
    const market = bookmakerAt(SEED, event, at);
    const selection = market?.runners[runner];
    return { market: 'bookmaker', event_id: event.eventId, market_id: market?.marketId, selection_id: selection?.selectionId, side, odds: side === 'back' ? selection?.backPrice : selection?.layPrice, stake };
  }

  function fancyBet(event: ScheduledEvent, at: number, type: FancyType, side: 'yes' | 'no', stake: number) {
    const line = Object.values(fancyAt(SEED, event, at)).find((candidate) => candidate.type === type);
    if (!line) throw new Error(`no fancy line of type ${type}`);
    return { market: 'fancy', event_id: event.eventId, market_id: line.id, side, odds: side === 'yes' ? line.yes_rate : line.no_rate, run: side === 'yes' ? line.yes : line.no, stake };
  }

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
    // Another player's header counts none of it (the summary's subqueries are correlated to the player's row).
    const other = await createTestPlayer(ctx.database(), { balance: '20' });
    expect(await (await app().request('/api/exchange/summary', { headers: other.auth })).json()).toEqual({ bets: 0, exposure: '0.00', balance: '20.00' });
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
    expect(await refused.json()).toEqual({ message: `The price has moved to ${offered.odds}. Please check the odds and try again.`, code: 'price_moved', price: offered.odds });
    // In Bangla the words change; the code and the price (a number, not Bangla digits) do not.
    const bangla = (await (await bet(asked, { 'Accept-Language': 'bn' })).json()) as { message: string; code: string; price: number };
    expect(bangla).toMatchObject({ code: 'price_moved', price: offered.odds });
    expect(bangla.message).toMatch(/^দর বদলে /);
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
    expect(await suspended.json()).toEqual({ message: 'The market is suspended. Please try again shortly.', code: 'suspended' });
    let running = event.startsAt + 60_000;
    while (!isBallRunningAt(SEED, event, running) || isSuspendedAt(SEED, event, running)) running += 1_000;
    clock.set(new Date(running));
    const bookmaker = bookmakerAt(SEED, event, running);
    const runner = bookmaker?.runners[0];
    const ballRunning = await bet({ market: 'bookmaker', event_id: event.eventId, market_id: bookmaker?.marketId, selection_id: runner?.selectionId, side: 'back', odds: runner?.backPrice, stake: 200 });
    expect(ballRunning.status).toBe(409);
    expect(await ballRunning.json()).toEqual({ message: 'Ball running: bets are not accepted right now.', code: 'ball_running' });
    const { event: open, at } = openMoment('soccer');
    clock.set(new Date(at));
    expect(await (await bet(matchOddsBet(open, at, 0, 'back', 99))).json()).toEqual({ message: 'Stake must be between ৳100 and ৳50,000.', code: 'stake_out_of_range', min: 100, max: 50_000 });
    const tooMuch = await bet(matchOddsBet(open, at, 0, 'lay', 40_000));
    expect(tooMuch.status).toBe(422);
    expect(await tooMuch.json()).toMatchObject({ message: 'Insufficient balance.', code: 'insufficient_balance' });
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
    expect(await (await bet({ ...body, run: line.yes + 5 })).json()).toEqual({ message: 'The line has moved. Please check it and try again.', code: 'line_moved' });
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

  it('a repeat with the same key replays the first answer after the price moved or the market suspended; other parameters are 422', async () => {
    const { event, at } = openMoment('soccer');
    clock.set(new Date(at));
    const first = matchOddsBet(event, at, 0, 'back', 500);
    const key = { 'Idempotency-Key': 'exchange-replay-after-move' };
    const placed = await bet(first, key);
    expect(placed.status).toBe(201);
    const placedBody = (await placed.json()) as { bet: { id: number }; balance: string; exposure: string };
    expect(placedBody).toMatchObject({ balance: '4500.00', exposure: '500.00' });

    await moveTo(momentWhere(event, at + 1_000, (moment) => !isSuspendedAt(SEED, event, moment) && matchOddsBet(event, moment, 0, 'back', 500).odds !== first.odds));
    // The same bet asked afresh is refused now, so a replay below cannot be a new match.
    expect((await bet(first)).status).toBe(409);
    const afterMove = await bet(first, key);
    expect(afterMove.status).toBe(201);
    expect(afterMove.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await afterMove.json()).toEqual(placedBody);

    await moveTo(momentWhere(event, clock.now().getTime(), (moment) => isSuspendedAt(SEED, event, moment)));
    const whileSuspended = await bet(first, key);
    expect(whileSuspended.status).toBe(201);
    expect(whileSuspended.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await whileSuspended.json()) as { bet: { id: number } }).bet.id).toBe(placedBody.bet.id);

    const otherStake = await bet({ ...first, stake: 600 }, key);
    expect(otherStake.status).toBe(422);
    expect(await otherStake.json()).toEqual({ message: 'This Idempotency-Key was already used for a different request.', code: 'idempotency_key_reused' });
    expect(await ctx.database().db.select().from(exchangeBets)).toHaveLength(1);
    expect(await (await app().request('/api/exchange/summary', { headers: player.auth })).json()).toEqual({ bets: 1, exposure: '500.00', balance: '4500.00' });
    expect(await reconcile(ctx.database().db)).toEqual([]);
  });

  it('a refused attempt stores nothing under its key, so the same key can be tried again', async () => {
    const { event, at } = openMoment('soccer');
    clock.set(new Date(at));
    const offered = matchOddsBet(event, at, 0, 'back', 300);
    const key = { 'Idempotency-Key': 'exchange-retry-after-refusal' };
    expect((await bet({ ...offered, odds: 1.01 }, key)).status).toBe(409);
    expect((await bet({ ...offered, stake: 99 }, key)).status).toBe(422);
    const retried = await bet(offered, key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await balanceOf(ctx.database(), player)).toBe('4700.00');
  });

  it('two simultaneous first requests with one key make exactly one bet', async () => {
    const { event, at } = openMoment('soccer');
    clock.set(new Date(at));
    const body = matchOddsBet(event, at, 1, 'back', 700);
    const key = { 'Idempotency-Key': 'exchange-concurrent-key' };
    const answers = await Promise.all([bet(body, key), bet(body, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.filter((answer) => answer.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(1);
    const [firstBody, secondBody] = await Promise.all(answers.map((answer) => answer.json()));
    expect(secondBody).toEqual(firstBody);
    expect(await ctx.database().db.select().from(exchangeBets)).toHaveLength(1);
    expect(await balanceOf(ctx.database(), player)).toBe('4300.00');
  });

  it('a hedging lay is accepted though the balance cannot cover its own liability, because it lowers the worst case', async () => {
    const { event, at } = openMoment('soccer');
    clock.set(new Date(at));
    const market = matchOddsAt(SEED, event, at);
    // The favourite: its back−lay spread is small, so the hedged worst case is well below the stake.
    const favourite = market.runners.reduce((best, runner, index) => ((runner.ex.availableToBack[0]?.price ?? Infinity) < (market.runners[best]?.ex.availableToBack[0]?.price ?? Infinity) ? index : best), 0);
    const back = matchOddsBet(event, at, favourite, 'back', 4_900);
    expect((await bet(back)).status).toBe(201);
    expect(await balanceOf(ctx.database(), player)).toBe('100.00');
    const lay = matchOddsBet(event, at, favourite, 'lay', 4_900);
    const standaloneLiability = 4_900 * ((lay.odds ?? 1) - 1);
    expect(standaloneLiability).toBeGreaterThan(100);
    const res = await bet(lay);
    expect(res.status).toBe(201);
    // Runner wins: 4900 × (back − 1) − 4900 × (lay − 1); loses: 0. The worst case is the spread.
    const exposure = Math.round(4_900 * ((lay.odds ?? 0) - (back.odds ?? 0)) * 100) / 100;
    expect(((await res.json()) as { exposure: string }).exposure).toBe(exposure.toFixed(2));
    expect(await balanceOf(ctx.database(), player)).toBe((5_000 - exposure).toFixed(2));
    expect(toPaisa(await balanceOf(ctx.database(), player))).toBeGreaterThan(100 * 100);
    expect(await reconcile(ctx.database().db)).toEqual([]);
  });

  it('Fancy refuses suspended and ball running, checking suspended first; BookMaker checks ball running first', async () => {
    const event = cricketInPlay();
    const from = event.startsAt + 60_000;
    const hasLines = (moment: number) => Object.values(fancyAt(SEED, event, moment)).some((line) => line.type === FANCY_TYPES.fancy);
    const suspendedOnly = momentWhere(event, from, (moment) => isSuspendedAt(SEED, event, moment) && !isBallRunningAt(SEED, event, moment) && hasLines(moment));
    const runningOnly = momentWhere(event, from, (moment) => isBallRunningAt(SEED, event, moment) && !isSuspendedAt(SEED, event, moment) && hasLines(moment));
    const both = momentWhere(event, from, (moment) => isBallRunningAt(SEED, event, moment) && isSuspendedAt(SEED, event, moment) && hasLines(moment));
    const suspendedMessage = { message: 'The market is suspended. Please try again shortly.', code: 'suspended' };
    const ballRunningMessage = { message: 'Ball running: bets are not accepted right now.', code: 'ball_running' };
    const expectRefusal = async (body: Record<string, unknown>, message: { message: string; code: string }) => {
      const res = await bet(body);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual(message);
    };

    await moveTo(suspendedOnly);
    await expectRefusal(fancyBet(event, suspendedOnly, FANCY_TYPES.fancy, 'yes', 200), suspendedMessage);
    await expectRefusal(bookmakerBet(event, suspendedOnly, 0, 'back', 200), suspendedMessage);
    await moveTo(runningOnly);
    await expectRefusal(fancyBet(event, runningOnly, FANCY_TYPES.fancy, 'no', 200), ballRunningMessage);
    await expectRefusal(bookmakerBet(event, runningOnly, 1, 'lay', 200), ballRunningMessage);
    // Spec 1 §4: with both flags set, Fancy shows Suspend and the BookMaker Ball Running.
    await moveTo(both);
    await expectRefusal(fancyBet(event, both, FANCY_TYPES.fancy, 'yes', 200), suspendedMessage);
    await expectRefusal(bookmakerBet(event, both, 0, 'back', 200), ballRunningMessage);
    expect(await ctx.database().db.select().from(exchangeBets)).toHaveLength(0);
    expect(await balanceOf(ctx.database(), player)).toBe('5000.00');
  });

  it('refuses a closed market, a selection that is not in it, a side the market does not offer and another market, each with its code', async () => {
    const event = cricketInPlay();
    const { at } = openMoment('cricket');
    await moveTo(at);
    const unknownSelection = await bet({ ...matchOddsBet(event, at, 0, 'back', 200), selection_id: 1_234 });
    expect(unknownSelection.status).toBe(404);
    expect(await unknownSelection.json()).toEqual({ message: 'This selection is not in the market.', code: 'selection_not_found' });
    const unknownRunner = await bet({ ...bookmakerBet(event, at, 0, 'back', 200), selection_id: 1_234 });
    expect(await unknownRunner.json()).toEqual({ message: 'This selection is not in the market.', code: 'selection_not_found' });
    const yesOnRunners = await bet({ ...matchOddsBet(event, at, 0, 'back', 200), side: 'yes' });
    expect(yesOnRunners.status).toBe(409);
    expect(await yesOnRunners.json()).toEqual({ message: 'This bet type is not offered on this market.', code: 'side_not_offered' });
    const otherMarket = await bet({ ...matchOddsBet(event, at, 0, 'back', 200), market_id: '1.99999999' });
    expect(otherMarket.status).toBe(404);
    expect(await otherMarket.json()).toEqual({ message: 'This market is not available.', code: 'market_unavailable' });
    const goneLine = await bet({ ...fancyBet(event, at, FANCY_TYPES.fancy, 'yes', 200), market_id: `${event.eventId}-1-99-f` });
    expect(goneLine.status).toBe(409);
    expect(await goneLine.json()).toEqual({ message: 'This market is closed.', code: 'market_closed' });
    const lastOdds = matchOddsBet(event, event.endsAt - 1_000, 0, 'back', 200);
    await moveTo(event.endsAt + 1_000);
    const closed = await bet(lastOdds);
    expect(closed.status).toBe(409);
    expect(await closed.json()).toEqual({ message: 'This market is closed.', code: 'market_closed' });
    expect(await ctx.database().db.select().from(exchangeBets)).toHaveLength(0);
  });

  it('holds each market kind to its own stake limits', async () => {
    const { event, at } = openMoment('cricket');
    await moveTo(at);
    const limits = [
      { body: matchOddsBet(event, at, 0, 'back', 0), message: 'Stake must be between ৳100 and ৳50,000.', max: '50000.01', limit: 50_000 },
      { body: bookmakerBet(event, at, 0, 'back', 0), message: 'Stake must be between ৳100 and ৳100,000.', max: '100000.01', limit: 100_000 },
      { body: fancyBet(event, at, FANCY_TYPES.fancy, 'yes', 0), message: 'Stake must be between ৳100 and ৳25,000.', max: '25000.01', limit: 25_000 },
    ];
    for (const { body, message, max, limit } of limits) {
      for (const stake of ['99.99', max]) {
        const res = await bet({ ...body, stake });
        expect(res.status, `${body.market} ${stake}`).toBe(422);
        expect(await res.json()).toEqual({ message, code: 'stake_out_of_range', min: 100, max: limit });
      }
    }
    await fund(ctx.database(), player, 125_000, clock);
    // The limits themselves are accepted (৳130,000 covers all three stakes).
    expect((await bet({ ...limits[0]?.body, stake: 100 })).status).toBe(201);
    expect((await bet({ ...limits[1]?.body, stake: '100000' })).status).toBe(201);
    expect((await bet({ ...limits[2]?.body, stake: 25_000 })).status).toBe(201);
  });

  it('checks the price before the stake: ৳99 at a moved price is told the new price', async () => {
    const { event, at } = openMoment('soccer');
    clock.set(new Date(at));
    const offered = matchOddsBet(event, at, 0, 'back', 99);
    const res = await bet({ ...offered, odds: 1.01 });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: `The price has moved to ${offered.odds}. Please check the odds and try again.`, code: 'price_moved', price: offered.odds });
    expect(await (await bet(offered)).json()).toEqual({ message: 'Stake must be between ৳100 and ৳50,000.', code: 'stake_out_of_range', min: 100, max: 50_000 });
  });

  it('Odd/Even and Ball by Ball lines are bet through the API; the ball line settles on that ball’s runs', async () => {
    const event = cricketInPlay();
    const at = momentWhere(
      event,
      event.startsAt + 60_000,
      (moment) =>
        !isSuspendedAt(SEED, event, moment) &&
        !isBallRunningAt(SEED, event, moment) &&
        Object.values(fancyAt(SEED, event, moment)).some((line) => line.type === FANCY_TYPES.ballByBall) &&
        Object.values(fancyAt(SEED, event, moment)).some((line) => line.type === FANCY_TYPES.oddEven),
    );
    await moveTo(at);
    const odd = fancyBet(event, at, FANCY_TYPES.oddEven, 'yes', 200);
    const oddRes = await bet(odd);
    expect(oddRes.status).toBe(201);
    // Odd/Even risks the stake on either side and wins stake × rate (95 %).
    expect(((await oddRes.json()) as { bet: Record<string, unknown> }).bet).toMatchObject({ bet_type: 'yes', run: 1, odds: 95, stake: '200.00', potential_profit: '190.00', potential_liability: '200.00' });
    const ball = fancyBet(event, at, FANCY_TYPES.ballByBall, 'yes', 100);
    const ballRes = await bet(ball);
    expect(ballRes.status).toBe(201);
    expect(((await ballRes.json()) as { bet: Record<string, unknown> }).bet).toMatchObject({ bet_type: 'yes', run: 2, potential_liability: '100.00' });
    expect(await balanceOf(ctx.database(), player)).toBe('4700.00');

    clock.set(new Date(at + 10 * 60_000));
    await settleExchange(ctx.database().db, createSimulatedFeed({ seed: SEED, clock }), clock);
    const [ballRow] = await ctx.database().db.select().from(exchangeBets).where(eq(exchangeBets.marketKey, `fancy:${ball.market_id}`));
    expect(ballRow?.status).toMatch(/^(won|lost)$/);
    expect(ballRow?.status === 'won').toBe(Number(ballRow?.result) >= 2);
    expect(await reconcile(ctx.database().db)).toEqual([]);
  });

  it('lists open bets 20 a page, newest first, without the settled ones', async () => {
    const { event: early, at: earlyAt } = openMoment('soccer');
    clock.set(new Date(earlyAt));
    expect((await bet(matchOddsBet(early, earlyAt, early.winner, 'back', 100))).status).toBe(201);
    await moveTo(early.endsAt + 1_000);
    expect(await settleExchange(ctx.database().db, createSimulatedFeed({ seed: SEED, clock }), clock)).toBe(1);
    const { event, at } = openMoment('soccer', early.endsAt + 1_000);
    await moveTo(at);
    const placedIds: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const res = await bet(matchOddsBet(event, at, 0, 'back', 100));
      expect(res.status).toBe(201);
      placedIds.push(((await res.json()) as { bet: { id: number } }).bet.id);
    }
    type Page = { data: { id: number; status: string }[]; current_page: number; last_page: number; total: number };
    const first = (await (await app().request('/api/exchange/bets?status=open', { headers: player.auth })).json()) as Page;
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 21 });
    expect(first.data.map((row) => row.id)).toEqual(placedIds.slice(1).reverse());
    expect(first.data.every((row) => row.status === 'open')).toBe(true);
    const second = (await (await app().request('/api/exchange/bets?status=open&page=2', { headers: player.auth })).json()) as Page;
    expect(second).toMatchObject({ current_page: 2, last_page: 2, total: 21 });
    expect(second.data.map((row) => row.id)).toEqual([placedIds[0]]);
    const all = (await (await app().request('/api/exchange/bets', { headers: player.auth })).json()) as Page;
    expect(all.total).toBe(22);
    expect((await app().request('/api/exchange/bets?status=won', { headers: player.auth })).status).toBe(422);
  });

  it('checks the body and the session', async () => {
    const missing = await bet({ market: 'match_odds', event_id: '123', side: 'up', odds: -1, stake: 'x' });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors).toMatchObject({
      event_id: ['event_id must be an event id.'],
      side: ['side must be back, lay, yes or no.'],
    });
    // Issue 23: the checks carry their codes, and answer in Bangla by them.
    const bangla = await bet({ market: 'match_odds', event_id: '123', side: 'up', odds: -1, stake: 'x' }, { 'Accept-Language': 'bn' });
    expect(await bangla.json()).toMatchObject({
      code: 'bet_event_id_invalid',
      errors: { event_id: ['event_id অবশ্যই একটি ইভেন্ট আইডি হতে হবে।'], side: ['side অবশ্যই back, lay, yes বা no হতে হবে।'] },
      error_codes: { event_id: ['bet_event_id_invalid'], side: ['bet_side_invalid'], odds: ['bet_odds_not_positive'], stake: ['bet_stake_invalid'] },
    });
    const guest = await app().request('/api/exchange/bets', jsonRequest('POST', {}));
    expect(guest.status).toBe(401);
    expect((await app().request('/api/exchange/summary')).status).toBe(401);
  });
});
