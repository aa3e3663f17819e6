import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createApp } from '../../app.ts';
import { issueSession } from '../../auth/sessions.ts';
import { fixedClock, type TestClock } from '../../clock.ts';
import { IN_MEMORY } from '../../db/client.ts';
import { inboxMessages, ledgerEntries, players } from '../../db/schema.ts';
import { seedPaymentMethods, seedPromotions } from '../../db/seed/promotions.ts';
import { silentLogger } from '../../logger.ts';
import { toPaisa } from '../../money/amounts.ts';
import { moveMoney } from '../../money/ledger.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { testConfig } from '../../testing/config.ts';
import { cheapPasswords } from '../players/test-support.ts';
import { launch, provider, seedDemoGames } from '../provider/test-support.ts';

type Json = Record<string, unknown>;
const NOW = '2026-11-26T12:00:00.000Z'; // 18:00 in Dhaka
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PASSWORD = 'secret123';

describeBothDatabases('safer gambling: breaks, return, reality check and enforcement', (ctx) => {
  let clock: TestClock;
  let app: Hono;
  let player: { id: number; remoteId: string; username: string; token: string; auth: { Authorization: string } };

  const db = () => ctx.database().db;
  const call = (method: string, path: string, token: string | null, body?: unknown) =>
    app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const post = (path: string, body: unknown = {}, token: string | null = player.token) => call('POST', path, token, body);
  const get = (path: string, token: string | null = player.token) => call('GET', path, token);
  const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as Json });
  /** The restriction on the profile (user/show reads it in the session's statement, issue 25). */
  const profileRestriction = async () => (await answer(await get(`/api/user/show?remote_id=${player.remoteId}`))).body.restriction;
  /** A fresh session for the player (the break revoked the old ones). */
  const newSession = async () => {
    player.token = (await issueSession(db(), player.id, clock)).token;
    player.auth = { Authorization: `Bearer ${player.token}` };
    return player.token;
  };
  const credit = (playerId: number, taka: string, kind: 'adjustment' | 'bet' | 'win' | 'exchange_exposure' | 'exchange_settlement' = 'adjustment') =>
    db().transaction((tx) => moveMoney(tx, { playerId, amount: toPaisa(taka), kind, reference: `test:${randomUUID()}`, actor: 'operator:test', reason: 'test', at: clock.now() }));
  const timeOut = async (period = '24h', extra: Json = {}) => {
    const res = await answer(await post('/api/safer-gambling/time-out', { period, password: PASSWORD, ...extra }));
    expect(res.status).toBe(200);
    await newSession();
    return res.body;
  };
  const selfExclusion = async (period = '6m') => {
    const res = await answer(await post('/api/safer-gambling/self-exclusion', { period, password: PASSWORD, understood: true }));
    expect(res.status).toBe(200);
    await newSession();
    return res.body;
  };

  beforeEach(async () => {
    clock = fixedClock(NOW);
    app = createApp({ database: ctx.database(), clock, config: testConfig({ dataDir: IN_MEMORY }), log: silentLogger, passwords: cheapPasswords });
    const username = `breaker${randomBytes(3).toString('hex')}`;
    const [row] = await db()
      .insert(players)
      .values({
        remoteId: randomUUID(),
        username,
        passwordHash: await cheapPasswords.hash(PASSWORD),
        referralCode: randomBytes(5).toString('hex').toUpperCase(),
        sessionId: 1, // phone verified
        dofb: '1990-01-01',
        vipCoin: '50',
        createdAt: clock.now(),
      })
      .returning({ id: players.id, remoteId: players.remoteId });
    if (!row) throw new Error('no player');
    player = { id: row.id, remoteId: row.remoteId, username, token: '', auth: { Authorization: '' } };
    await newSession();
    await credit(player.id, '3000');
  });

  it('starts a time-out for each period: ends_at, sessions revoked (the old token is 401), restriction in the answer', async () => {
    // Each starts where the one before ended (18:00 in Dhaka every time).
    const expected: [string, string][] = [
      ['24h', '2026-11-27T12:00:00.000Z'],
      ['7d', '2026-12-04T12:00:00.000Z'],
      ['30d', '2027-01-03T12:00:00.000Z'],
    ];
    for (const [period, endsAt] of expected) {
      const old = player.token;
      const other = (await issueSession(db(), player.id, clock)).token;
      const res = await answer(await post('/api/safer-gambling/time-out', { period, password: PASSWORD }));
      expect(res).toEqual({
        status: 200,
        body: {
          code: 'time_out_started',
          message: `Your time-out has started. It ends at ${endsAt.slice(0, 10)} 18:00 (Dhaka time).`,
          restriction: { kind: 'time_out', started_at: clock.now().toISOString(), ends_at: endsAt, return_requested_at: null, return_confirmable_at: null },
        },
      });
      expect((await post('/api/balance', {}, old)).status).toBe(401);
      expect((await post('/api/balance', {}, other)).status).toBe(401);
      await newSession();
      expect(await profileRestriction()).toEqual(res.body.restriction);
      // Cannot be shortened or replaced while it runs.
      expect(await answer(await post('/api/safer-gambling/time-out', { period: '24h', password: PASSWORD }))).toMatchObject({ status: 409, body: { code: 'break_running' } });
      clock.set(endsAt);
      await newSession();
      expect((await answer(await get('/api/safer-gambling/status'))).body.restriction).toBeNull();
      expect(await profileRestriction()).toBeNull();
    }
  });

  it('ends a time-out `until` a date at that Dhaka day’s end; tomorrow up to 42 days, nothing past or later', async () => {
    const until = async (date: string) => answer(await post('/api/safer-gambling/time-out', { period: 'until', until: date, password: PASSWORD }));
    for (const date of ['2026-11-26', '2026-11-20', '2027-01-08', '2026-02-30', 'soon', '']) {
      expect(await until(date)).toMatchObject({ status: 422, body: { code: 'break_period_invalid', field: 'until' } });
    }
    expect(await answer(await post('/api/safer-gambling/time-out', { period: '3d', password: PASSWORD }))).toMatchObject({
      status: 422,
      body: { code: 'break_period_invalid', field: 'period', error_codes: { period: ['break_period_invalid'] } },
    });
    const ok = await until('2027-01-07');
    expect(ok).toMatchObject({ status: 200, body: { restriction: { kind: 'time_out', ends_at: '2027-01-07T17:59:59.999Z' } } });
    const rows = await db().query.playerBreaks.findMany();
    expect(rows.map((row) => row.period)).toEqual(['until:2027-01-07']);
  });

  it('refuses a wrong or missing password (nothing stored, sessions kept)', async () => {
    for (const password of ['wrong-password', '', undefined]) {
      expect(await answer(await post('/api/safer-gambling/time-out', { period: '24h', password }))).toMatchObject({
        status: 422,
        body: { code: 'password_wrong', field: 'password', message: 'The password is incorrect.' },
      });
      expect(await answer(await post('/api/safer-gambling/self-exclusion', { period: '1y', password, understood: true }))).toMatchObject({
        status: 422,
        body: { code: 'password_wrong', field: 'password' },
      });
    }
    expect(await db().query.playerBreaks.findMany()).toEqual([]);
    expect((await post('/api/balance')).status).toBe(200);
  });

  it('self-excludes (needs `understood`), also during a time-out; a second exclusion is refused', async () => {
    expect(await answer(await post('/api/safer-gambling/self-exclusion', { period: '1y', password: PASSWORD }))).toMatchObject({
      status: 422,
      body: { code: 'exclusion_not_understood', field: 'understood' },
    });
    expect(await answer(await post('/api/safer-gambling/self-exclusion', { period: '3y', password: PASSWORD, understood: true }))).toMatchObject({
      status: 422,
      body: { code: 'break_period_invalid', field: 'period' },
    });
    await timeOut('7d');
    const started = await selfExclusion('6m');
    expect(started).toMatchObject({ code: 'self_exclusion_started', restriction: { kind: 'self_exclusion', ends_at: '2027-05-26T12:00:00.000Z' } });
    // The profile names the self-exclusion, not the time-out running beside it.
    expect(await profileRestriction()).toEqual(started.restriction);
    expect(await answer(await post('/api/safer-gambling/self-exclusion', { period: '5y', password: PASSWORD, understood: true }))).toMatchObject({
      status: 409,
      body: { code: 'break_running' },
    });
    expect(await answer(await post('/api/safer-gambling/time-out', { period: '24h', password: PASSWORD }))).toMatchObject({ status: 409, body: { code: 'break_running' } });
    // Both rows stay: the time-out is not replaced.
    expect((await db().query.playerBreaks.findMany()).map((row) => row.kind).sort()).toEqual(['self_exclusion', 'time_out']);
  });

  it('logs in during a break: the log-in answer, user/show and status carry the restriction', async () => {
    await timeOut('24h');
    const login = await answer(await post('/api/login', { username: player.username, password: PASSWORD }, null));
    expect(login.status).toBe(200);
    const restriction = { kind: 'time_out', started_at: NOW, ends_at: '2026-11-27T12:00:00.000Z', return_requested_at: null, return_confirmable_at: null };
    expect(login.body).toMatchObject({ code: 'login_successful', restriction });
    const token = login.body.token as string;
    expect((await answer(await get(`/api/user/show?remote_id=${player.remoteId}`, token))).body).toMatchObject({ username: player.username, restriction });
    expect(await answer(await get('/api/safer-gambling/status', token))).toEqual({
      status: 200,
      body: { restriction, reality_check: { interval_minutes: 0 }, session: { started_at: NOW, net_win_loss: '0.00' } },
    });
  });

  it('has no restriction for a player without a break', async () => {
    const login = await answer(await post('/api/login', { username: player.username, password: PASSWORD }, null));
    expect(login.body.restriction).toBeNull();
    expect((await answer(await get(`/api/user/show?remote_id=${player.remoteId}`))).body.restriction).toBeNull();
    expect((await get('/api/safer-gambling/status', null)).status).toBe(401);
  });

  it('refuses deposit, game launch, exchange bet, VIP conversion and referral claim during a break; withdrawal and balance stay open', async () => {
    await seedDemoGames(ctx.database());
    await db().transaction(async (tx) => {
      await seedPromotions(tx, clock);
      await seedPaymentMethods(tx);
    });
    await timeOut('24h');
    const onBreak = { code: 'account_on_break', break_kind: 'time_out', ends_at: '2026-11-27T12:00:00.000Z' };
    const form = new FormData(); // an empty form: the break is refused before any form check
    const deposit = await answer(await app.request('/api/submit-deposit', { method: 'POST', body: form, headers: player.auth }));
    expect(deposit).toMatchObject({ status: 403, body: onBreak });
    expect(deposit.body.message).toBe('Your account is on a time-out until 2026-11-27 18:00 (Dhaka time). You can still see your balance and history and withdraw.');
    expect(await answer(await post('/api/game-run', { userId: player.remoteId, gameCode: 'JILI-SLOT-0001', isMobileLogin: false }))).toMatchObject({ status: 403, body: onBreak });
    const exchangeBet = { market: 'match_odds', event_id: '12345678', market_id: '1.1', selection_id: 1, side: 'back', odds: 2, stake: '100' };
    expect(await answer(await post('/api/exchange/bets', exchangeBet))).toMatchObject({ status: 403, body: onBreak });
    expect(await answer(await get('/api/convert-vipcoin?vip_coin=10'))).toMatchObject({ status: 403, body: { success: false, ...onBreak } });
    expect(await answer(await post('/api/referral/claim'))).toMatchObject({ status: 403, body: { success: false, ...onBreak } });
    const [vip] = await db().select({ vipCoin: players.vipCoin }).from(players).where(eq(players.id, player.id));
    expect(vip?.vipCoin).toBe('50.00');

    expect(await answer(await post('/api/balance'))).toEqual({ status: 200, body: { balance: '3000.00' } });
    const [bkash] = await db().query.paymentMethods.findMany({ where: (methods, { eq: equals }) => equals(methods.name, 'bKash') });
    const withdrawal = await answer(await post('/api/submit-withdraw', { remote_id: player.remoteId, account_number: '01711111111', amount: '1000', payment_id: bkash?.id }));
    expect(withdrawal.status).toBe(200);
    expect((await get('/api/safer-gambling/status')).status).toBe(200);

    // Once the time-out has ended, the same calls get past the break (the deposit to its form checks).
    clock.set('2026-11-27T12:00:00.000Z');
    await newSession();
    expect(await answer(await app.request('/api/submit-deposit', { method: 'POST', body: new FormData(), headers: player.auth }))).toMatchObject({ status: 422 });
    expect((await post('/api/game-run', { userId: player.remoteId, gameCode: 'JILI-SLOT-0001', isMobileLogin: false })).status).toBe(200);
  });

  it('refuses a provider bet during a break in its own format, and still settles a round already running', async () => {
    await seedDemoGames(ctx.database());
    const testPlayer = { id: player.id, remoteId: player.remoteId, username: player.username, token: player.token, auth: player.auth };
    const api = provider(app, await launch(app, testPlayer));
    expect((await api.post('bet', { round_id: 'before-1', stake: 10 })).status).toBe(201);
    await timeOut('24h');
    expect(await answer(await api.post('bet', { round_id: 'during-1', stake: 10 }))).toMatchObject({
      status: 403,
      body: { code: 'account_on_break', break_kind: 'time_out', ends_at: '2026-11-27T12:00:00.000Z' },
    });
    const settled = await answer(await api.post('settle', { round_id: 'before-1' }));
    expect(settled).toMatchObject({ status: 200, body: { round_id: 'before-1', status: 'settled' } });
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'bet'))).toHaveLength(1);
  });

  it('hides promotions, the list and each one, from a player on a break; guests and other players still get them', async () => {
    await db().transaction((tx) => seedPromotions(tx, clock));
    const shown = (await answer(await get('/api/promotion', null))).body as unknown as { id: number }[];
    expect(shown.length).toBeGreaterThan(0);
    const first = `/api/promotions/${shown[0]?.id}`;
    expect(((await answer(await get('/api/promotion'))).body as unknown as unknown[]).length).toBe(shown.length);
    expect((await get(first)).status).toBe(200);
    await selfExclusion('6m');
    expect((await answer(await get('/api/promotion'))).body).toEqual([]);
    expect(await answer(await get(first))).toMatchObject({ status: 404, body: { code: 'promotion_not_found' } });
    expect(((await answer(await get('/api/promotion', null))).body as unknown as unknown[]).length).toBe(shown.length);
    expect((await get(first, null)).status).toBe(200);
  });

  it('hides marketing inbox messages during a break, also those received before it; messages about the account still show', async () => {
    const at = new Date(clock.now().getTime() - HOUR);
    const [offer, paid] = await db()
      .insert(inboxMessages)
      .values([
        { playerId: player.id, title: 'New offer', message: 'A new promotion is running.', marketing: true, createdAt: at },
        { playerId: player.id, title: 'Your withdrawal', message: 'Your withdrawal was paid.', createdAt: at },
      ])
      .returning({ id: inboxMessages.id });
    const listed = async () => {
      const body = (await answer(await get('/api/inbox'))).body as { data: { data: { title: string }[]; total: number; unread: number } };
      return { titles: body.data.data.map((row) => row.title), total: body.data.total, unread: body.data.unread };
    };
    expect(await listed()).toEqual({ titles: ['Your withdrawal', 'New offer'], total: 2, unread: 2 });
    await timeOut('24h');
    expect(await listed()).toEqual({ titles: ['Your withdrawal'], total: 1, unread: 1 });
    expect((await get(`/api/inbox/${offer?.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/inbox/${offer?.id}`, player.token)).status).toBe(404);
    expect((await get(`/api/inbox/${paid?.id}`)).status).toBe(200);
    clock.set('2026-11-27T12:00:00.000Z');
    await newSession();
    expect(await listed()).toEqual({ titles: ['Your withdrawal', 'New offer'], total: 2, unread: 2 });
  });

  it('returns from a self-exclusion only after its end, asked for and confirmed 24 hours later', async () => {
    await selfExclusion('6m');
    const endsAt = '2027-05-26T12:00:00.000Z';
    expect(await answer(await post('/api/safer-gambling/return'))).toMatchObject({ status: 409, body: { code: 'break_not_over', ends_at: endsAt } });
    expect(await answer(await post('/api/safer-gambling/return/confirm'))).toMatchObject({ status: 409, body: { code: 'return_not_confirmable', confirmable_at: null } });
    // After the end the account stays closed until the return is confirmed.
    clock.set('2027-05-27T00:00:00.000Z');
    await newSession();
    expect(await answer(await get('/api/convert-vipcoin?vip_coin=10'))).toMatchObject({ status: 403, body: { code: 'account_on_break', break_kind: 'self_exclusion', ends_at: endsAt } });
    const requested = await answer(await post('/api/safer-gambling/return'));
    expect(requested).toMatchObject({
      status: 200,
      body: { code: 'return_requested', restriction: { kind: 'self_exclusion', ends_at: endsAt, return_requested_at: '2027-05-27T00:00:00.000Z', return_confirmable_at: '2027-05-28T00:00:00.000Z' } },
    });
    expect(await profileRestriction()).toEqual(requested.body.restriction);
    clock.advance(DAY - 1);
    await newSession();
    expect(await answer(await post('/api/safer-gambling/return/confirm'))).toMatchObject({
      status: 409,
      body: { code: 'return_not_confirmable', confirmable_at: '2027-05-28T00:00:00.000Z' },
    });
    expect((await get('/api/convert-vipcoin?vip_coin=10')).status).toBe(403);
    clock.advance(1);
    expect(await answer(await post('/api/safer-gambling/return/confirm'))).toEqual({
      status: 200,
      body: { code: 'return_confirmed', message: 'Welcome back. Your account is open again.', restriction: null },
    });
    expect((await get('/api/convert-vipcoin?vip_coin=10')).status).toBe(200);
    expect((await answer(await get('/api/safer-gambling/status'))).body.restriction).toBeNull();
    expect(await profileRestriction()).toBeNull();
  });

  it('stores the reality-check interval: 0, 15, 30, 45 or 60 minutes', async () => {
    for (const value of [7, -15, 90, 15.5, 'abc', null, undefined, true]) {
      expect(await answer(await post('/api/safer-gambling/reality-check', { interval_minutes: value }))).toMatchObject({
        status: 422,
        body: { code: 'reality_check_interval_invalid', field: 'interval_minutes' },
      });
    }
    expect(await answer(await post('/api/safer-gambling/reality-check', { interval_minutes: 30 }))).toEqual({
      status: 200,
      body: { code: 'reality_check_saved', message: 'You will get a reality check every 30 minutes.', reality_check: { interval_minutes: 30 } },
    });
    expect((await answer(await get('/api/safer-gambling/status'))).body.reality_check).toEqual({ interval_minutes: 30 });
    expect((await answer(await post('/api/safer-gambling/reality-check', { interval_minutes: 0 }))).body.message).toBe('Reality checks are off.');
    expect((await answer(await get('/api/safer-gambling/status'))).body.reality_check).toEqual({ interval_minutes: 0 });
  });

  it('gives the session’s figures: its log-in time and wins − stakes since then (games and exchange)', async () => {
    await credit(player.id, '-500', 'bet'); // before this session: not counted
    clock.advance(HOUR);
    const token = await newSession();
    clock.advance(10 * 60 * 1000);
    await credit(player.id, '-100', 'bet');
    await credit(player.id, '250', 'win');
    await credit(player.id, '-200', 'exchange_exposure');
    await credit(player.id, '30', 'exchange_settlement');
    await credit(player.id, '1000'); // a deposit-like credit: not a win
    expect((await answer(await get('/api/safer-gambling/status', token))).body.session).toEqual({ started_at: '2026-11-26T13:00:00.000Z', net_win_loss: '-20.00' });
  });
});
