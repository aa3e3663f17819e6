import { issueSession } from '../../auth/sessions.ts';
import { fixedClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bets, fundsTransactions, paymentMethods, vipConversions } from '../../db/schema.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { vipStandingOf } from './overview.ts';
import { createTestPlayer, seedCatalog, testApp, TEST_NOW, type TestPlayer } from '../../testing/app.ts';

type Json = Record<string, unknown> & { data: never };

async function methodId(database: Database): Promise<number> {
  const [method] = await database.db.select({ id: paymentMethods.id }).from(paymentMethods).limit(1);
  if (!method) throw new Error('no payment method seeded');
  return method.id;
}

let trx = 0;
async function addRequest(database: Database, player: TestPlayer, action: 'deposit' | 'withdraw', amount: string, status: 'pending' | 'success' | 'fail', at: string) {
  trx += 1;
  await database.db.insert(fundsTransactions).values({
    playerId: player.id,
    action,
    status,
    amount,
    paymentMethodId: await methodId(database),
    accountNumber: '01700000000',
    trxId: `TRX${trx}-${player.id}`,
    createdAt: new Date(at),
    updatedAt: new Date(at),
  });
}

let round = 0;
async function addBet(database: Database, player: TestPlayer, vipPoints: string, at: string, gameName = 'Lucky Reels') {
  round += 1;
  await database.db.insert(bets).values({
    playerId: player.id,
    sessionId: 'hash',
    gameCode: 'KA-1',
    platform: 'KA',
    gameType: 'SLOT',
    gameName,
    roundId: `r${round}`,
    betAmount: '100',
    vipPoints,
    outcome: { game: 'slot' },
    createdAt: new Date(at),
  });
}

async function addConversion(database: Database, player: TestPlayer, vipCoin: string, at: string) {
  await database.db.insert(vipConversions).values({ playerId: player.id, vipCoin, amount: vipCoin, vipCoinAfter: '0', balanceAfter: '0', createdAt: new Date(at) });
}

describe('vipStandingOf: Normal, then Elite I from 10,000 VP of experience', () => {
  it('gives the level, the next one and the progress', () => {
    expect(vipStandingOf(0)).toEqual({ vip_level: 'normal', vip_experience: '0.00', vip_next_level: 'elite1', vip_next_level_experience: '10000.00', vip_progress: 0 });
    expect(vipStandingOf(250_000)).toMatchObject({ vip_level: 'normal', vip_experience: '2500.00', vip_progress: 25 });
    expect(vipStandingOf(999_999)).toMatchObject({ vip_level: 'normal', vip_progress: 99.99 });
    expect(vipStandingOf(1_000_000)).toEqual({ vip_level: 'elite1', vip_experience: '10000.00', vip_next_level: null, vip_next_level_experience: null, vip_progress: 100 });
  });
});

describeBothDatabases('member area: overview and VIP records', (ctx) => {
  let player: TestPlayer;
  let other: TestPlayer;
  const get = async (path: string, headers: Record<string, string> = player.auth) => {
    const res = await testApp(ctx.database()).request(path, { headers });
    return { status: res.status, body: (await res.json()) as Json };
  };

  beforeEach(async () => {
    await seedCatalog(ctx.database());
    player = await createTestPlayer(ctx.database(), { vipCoin: '12.5' });
    other = await createTestPlayer(ctx.database(), { vipCoin: '99' });
  });

  describe('GET /api/account/overview', () => {
    it('a new player: no previous login, no deposit or withdrawal, Normal with no experience', async () => {
      const { status, body } = await get('/api/account/overview');
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        data: {
          username: player.username,
          vip_coin: '12.50',
          created_at: TEST_NOW,
          last_login: null,
          last_deposit: null,
          last_withdrawal: null,
          vip_level: 'normal',
          vip_experience: '0.00',
          vip_next_level: 'elite1',
          vip_next_level_experience: '10000.00',
          vip_progress: 0,
        },
      });
    });

    it('last login is the session before the current one; the newest deposit and withdrawal; lifetime experience', async () => {
      const database = ctx.database();
      const second = await issueSession(database.db, player.id, fixedClock('2025-05-06T08:00:00.000Z'));
      const third = await issueSession(database.db, player.id, fixedClock('2025-05-07T08:00:00.000Z'));
      await addRequest(database, player, 'deposit', '500', 'success', '2025-05-01T10:00:00.000Z');
      await addRequest(database, player, 'deposit', '750', 'pending', '2025-05-02T10:00:00.000Z');
      await addRequest(database, player, 'withdraw', '300', 'fail', '2025-05-03T10:00:00.000Z');
      await addRequest(database, other, 'deposit', '9999', 'success', '2025-05-04T10:00:00.000Z');
      await addBet(database, player, '2000', '2025-05-01T10:00:00.000Z');
      await addBet(database, player, '500.5', '2025-05-02T10:00:00.000Z');
      await addBet(database, other, '9000', '2025-05-02T10:00:00.000Z');
      // Sessions expire after 30 idle minutes: each is read 10 minutes after it was opened.
      const read = async (token: string, at: string) =>
        (await (await testApp(database, fixedClock(at)).request('/api/account/overview', { headers: { Authorization: `Bearer ${token}` } })).json()) as Json;
      const body = (await read(third.token, '2025-05-07T08:10:00.000Z')) as unknown as { data: Record<string, unknown> };
      expect(body.data).toMatchObject({
        last_login: '2025-05-06T08:00:00.000Z',
        last_deposit: { amount: '750.00', status: 'pending', created_at: '2025-05-02T10:00:00.000Z' },
        last_withdrawal: { amount: '300.00', status: 'fail', created_at: '2025-05-03T10:00:00.000Z' },
        vip_level: 'normal',
        vip_experience: '2500.50',
        vip_progress: 25,
      });
      // From the second session, the login before it is the first one (the test player's own).
      const fromSecond = (await read(second.token, '2025-05-06T08:10:00.000Z')) as unknown as { data: Record<string, unknown> };
      expect(fromSecond.data.last_login).toBe(TEST_NOW);
    });

    it('reaches Elite I at 10,000 VP of experience', async () => {
      await addBet(ctx.database(), player, '6000', '2025-04-01T10:00:00.000Z');
      await addBet(ctx.database(), player, '4000', '2025-04-02T10:00:00.000Z');
      const { body } = await get('/api/account/overview');
      expect(body.data).toMatchObject({ vip_level: 'elite1', vip_experience: '10000.00', vip_next_level: null, vip_progress: 100 });
    });

    it('needs a bearer token (401) and refuses another remote_id (403)', async () => {
      expect((await get('/api/account/overview', {})).status).toBe(401);
      expect((await get('/api/account/overview', { Authorization: 'Bearer not-a-valid-token-at-all' })).status).toBe(401);
      expect((await get(`/api/account/overview?remote_id=${other.remoteId}`)).status).toBe(403);
      expect((await get(`/api/account/overview?remote_id=${player.remoteId}`)).status).toBe(200);
    });
  });

  describe('GET /api/vip/records', () => {
    it('VP received: one row per bet with VP, newest first, 10 a page, never another player’s', async () => {
      const database = ctx.database();
      for (let day = 1; day <= 12; day += 1) await addBet(database, player, String(day), `2025-04-${String(day).padStart(2, '0')}T10:00:00.000Z`, `Game ${day}`);
      await addBet(database, player, '0', '2025-04-20T10:00:00.000Z', 'No points');
      await addBet(database, other, '77', '2025-04-21T10:00:00.000Z', 'Other game');
      const first = await get('/api/vip/records?kind=received');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ success: true, current_page: 1, last_page: 2, per_page: 10, total: 12 });
      const rows = first.body.data as { vip_points: string; game_name: string; platform: string; created_at: string }[];
      expect(rows).toHaveLength(10);
      expect(rows[0]).toMatchObject({ vip_points: '12.00', game_name: 'Game 12', platform: 'KA', created_at: '2025-04-12T10:00:00.000Z' });
      const second = await get('/api/vip/records?kind=received&page=2');
      expect((second.body.data as { game_name: string }[]).map((row) => row.game_name)).toEqual(['Game 2', 'Game 1']);
      const beyond = await get('/api/vip/records?kind=received&page=3');
      expect(beyond.body).toMatchObject({ data: [], last_page: 2 });
    });

    it('VP used: the conversions, newest first', async () => {
      await addConversion(ctx.database(), player, '20', '2025-04-01T10:00:00.000Z');
      await addConversion(ctx.database(), player, '35.5', '2025-04-02T10:00:00.000Z');
      await addConversion(ctx.database(), other, '50', '2025-04-03T10:00:00.000Z');
      const { body } = await get('/api/vip/records?kind=used');
      expect(body).toMatchObject({ last_page: 1, total: 2 });
      expect((body.data as object[]).map((row) => ({ ...row, id: 0 }))).toEqual([
        { id: 0, vip_points: '35.50', amount: '35.50', created_at: '2025-04-02T10:00:00.000Z' },
        { id: 0, vip_points: '20.00', amount: '20.00', created_at: '2025-04-01T10:00:00.000Z' },
      ]);
    });

    it('empty lists: no rows and one page', async () => {
      for (const kind of ['received', 'used']) {
        const { status, body } = await get(`/api/vip/records?kind=${kind}`);
        expect(status).toBe(200);
        expect(body).toMatchObject({ success: true, data: [], current_page: 1, last_page: 1, total: 0 });
      }
    });

    it('refuses guests (401), another remote_id (403), an unknown kind or page (422)', async () => {
      expect((await get('/api/vip/records?kind=received', {})).status).toBe(401);
      expect((await get(`/api/vip/records?kind=used&remote_id=${other.remoteId}`)).status).toBe(403);
      for (const query of ['', 'kind=all', 'kind=received&page=0', 'kind=used&page=x']) {
        expect({ query, status: (await get(`/api/vip/records?${query}`)).status }).toEqual({ query, status: 422 });
      }
    });
  });

  describe('GET /api/vip/history', () => {
    it('experience per Dhaka month, newest first, with the level reached by the end of the month', async () => {
      const database = ctx.database();
      // 2025-03-31 20:00 UTC is already 1 April in Dhaka.
      await addBet(database, player, '4000', '2025-03-10T10:00:00.000Z');
      await addBet(database, player, '1000', '2025-03-31T20:00:00.000Z');
      await addBet(database, player, '5000', '2025-04-15T10:00:00.000Z');
      await addBet(database, player, '2.25', '2025-06-01T10:00:00.000Z');
      await addBet(database, other, '50000', '2025-05-01T10:00:00.000Z');
      const { status, body } = await get('/api/vip/history');
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        data: [
          { year: 2025, month: 6, vip_level: 'elite1', experience: '2.25' },
          { year: 2025, month: 4, vip_level: 'elite1', experience: '6000.00' },
          { year: 2025, month: 3, vip_level: 'normal', experience: '4000.00' },
        ],
      });
    });

    it('an empty history, and guests refused', async () => {
      expect((await get('/api/vip/history')).body).toEqual({ success: true, data: [] });
      expect((await get('/api/vip/history', {})).status).toBe(401);
      expect((await get(`/api/vip/history?remote_id=${other.remoteId}`)).status).toBe(403);
    });
  });
});
