import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { fixedClock, type TestClock } from '../../clock.ts';
import { bets, gameSessions, ledgerEntries, players, turnoverRequirements } from '../../db/schema.ts';
import { hashToken } from '../../auth/sessions.ts';
import { contentSecurityPolicy } from '../../http/security-headers.ts';
import { reconcile } from '../../money/ledger.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { createTestPlayer, TEST_NOW, testApp, type TestPlayer } from '../../testing/app.ts';
import { demoGameFonts, demoGameScripts } from './demo-game.ts';
import { fund, forceOutcome, launch, provider, seedDemoGames, slotAt, type Provider } from './test-support.ts';

type Json = Record<string, unknown>;
const body = async (res: Response) => (await res.json()) as Json;

describeBothDatabases('demo game provider', (ctx) => {
  let clock: TestClock;
  let app: Hono;
  let player: TestPlayer;
  let token: string;
  let api: Provider;

  const db = () => ctx.database().db;
  const wallet = async (id = player.id) => {
    const [row] = await db().select({ balance: players.balance, vipCoin: players.vipCoin }).from(players).where(eq(players.id, id));
    return row;
  };
  const ledgerOf = (id = player.id) =>
    db().select({ amount: ledgerEntries.amount, kind: ledgerEntries.kind, reference: ledgerEntries.reference }).from(ledgerEntries).where(eq(ledgerEntries.playerId, id)).orderBy(ledgerEntries.id);
  const bet = (roundId: string, stake: unknown, headers: Record<string, string> = {}, as?: string) => api.post('bet', { round_id: roundId, stake }, as, headers);
  const settle = (roundId: string, extra: Json = {}, as?: string) => api.post('settle', { round_id: roundId, ...extra }, as);

  beforeEach(async () => {
    clock = fixedClock(TEST_NOW);
    app = testApp(ctx.database(), clock);
    await seedDemoGames(ctx.database());
    player = await createTestPlayer(ctx.database(), { clock });
    token = await launch(app, player);
    api = provider(app, token);
  });

  describe('launch token', () => {
    it('stores only the SHA-256 of a 192-bit token, bound to player and game', async () => {
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const rows = await db().select().from(gameSessions);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]?.id).not.toContain(token);
      const res = await api.get('session');
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(await body(res)).toMatchObject({
        username: player.username,
        game: { code: 'JILI-SLOT-0001', name: 'Golden Empire', type: 'SLOT', platform: 'JILI', kind: 'slot' },
        balance: '0.00',
        expires_at: '2025-05-05T14:00:00.000Z',
        rules: { min_stake: '10.00', max_stake: '5000.00', slot: { rtp: 96.06, lines: 5 }, roulette: { rtp: 97.3 }, baccarat: { rtp: { player: 98.77, banker: 98.94, tie: 85.88 } }, lottery: { rtp: 95.98 } },
      });
    });

    it('answers 401 for a missing, unknown, malformed, expired or ended token', async () => {
      const unauthenticated = { message: 'Invalid or expired launch token.' };
      for (const as of ['', 'x'.repeat(32), 'short', `${token}!`]) {
        const res = await api.get('balance', as);
        expect(res.status).toBe(401);
        expect(await body(res)).toEqual(unauthenticated);
      }
      expect((await app.request('/provider/v1/balance', { headers: { Authorization: token } })).status).toBe(401);
      const fresh = await launch(app, player);
      await db().update(gameSessions).set({ endedAt: clock.now() }).where(eq(gameSessions.id, hashToken(fresh)));
      expect((await api.get('balance', fresh)).status).toBe(401);
      clock.advance(2 * 60 * 60 * 1000 - 1);
      expect((await api.get('balance')).status).toBe(200);
      clock.advance(1);
      expect((await api.get('balance')).status).toBe(401);
      expect((await bet('late-1', 10)).status).toBe(401);
    });

    it('binds rounds to their player and game: another launch cannot see or settle them', async () => {
      await fund(ctx.database(), player.id, '100');
      expect((await bet('mine-1', 10)).status).toBe(201);
      const other = await createTestPlayer(ctx.database(), { clock });
      await fund(ctx.database(), other.id, '100');
      const otherToken = await launch(app, other);
      const foreign = await settle('mine-1', {}, otherToken);
      expect(foreign.status).toBe(404);
      expect(await body(foreign)).toEqual({ message: 'Round not found.' });
      expect((await api.get('round?round_id=mine-1', otherToken)).status).toBe(404);
      // The same player's launch of another game does not settle this game's rounds either.
      const crashToken = await launch(app, player, 'SPRIBE-CRASH-0001');
      expect((await settle('mine-1', {}, crashToken)).status).toBe(404);
      // The other player may use the same round id for their own round.
      expect((await bet('mine-1', 10, {}, otherToken)).status).toBe(201);
      expect((await settle('mine-1')).status).toBe(200);
      expect(await wallet(other.id)).toMatchObject({ balance: '90.00' });
    });
  });

  describe('bets', () => {
    it('debits the stake with a bet ledger row, moves turnover on and credits 1 VP per ৳100', async () => {
      await fund(ctx.database(), player.id, '1000');
      await db().insert(turnoverRequirements).values({ playerId: player.id, requiredTurnover: '300.00', remainingTurnover: '300.00', createdAt: clock.now() });
      const res = await bet('round-0001', '250.50', { 'Idempotency-Key': 'bet-round-0001' });
      expect(res.status).toBe(201);
      expect(await body(res)).toEqual({
        round_id: 'round-0001',
        status: 'open',
        stake: '250.50',
        balance: '749.50',
        vip_coin: '2.50',
        vip_points: '2.50',
        started_at: TEST_NOW,
        message: 'Bet accepted.',
      });
      const [row] = await db().select().from(bets);
      expect(row).toMatchObject({ playerId: player.id, gameCode: 'JILI-SLOT-0001', platform: 'JILI', gameType: 'SLOT', gameName: 'Golden Empire', status: 'open', betAmount: '250.50', winAmount: '0.00' });
      expect(await ledgerOf()).toEqual([
        expect.objectContaining({ kind: 'adjustment' }),
        { amount: '-250.50', kind: 'bet', reference: `bet:${row?.id}` },
      ]);
      const [requirement] = await db().select().from(turnoverRequirements);
      expect(requirement?.remainingTurnover).toBe('49.50');
      const state = await api.get('round?round_id=round-0001');
      expect(await body(state)).toEqual({ round_id: 'round-0001', status: 'open', stake: '250.50', started_at: TEST_NOW });
      expect(await reconcile(db())).toEqual([]);
    });

    it('replays a repeated Idempotency-Key, refuses it for another bet and refuses a reused round id', async () => {
      await fund(ctx.database(), player.id, '1000');
      const first = await bet('round-0002', 100, { 'Idempotency-Key': 'key-round-0002' });
      const again = await bet('round-0002', 100, { 'Idempotency-Key': 'key-round-0002' });
      expect(again.status).toBe(201);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await body(again)).toEqual(await body(first));
      const changed = await bet('round-0002', 200, { 'Idempotency-Key': 'key-round-0002' });
      expect(changed.status).toBe(422);
      const reused = await bet('round-0002', 100, { 'Idempotency-Key': 'key-other-0002' });
      expect(reused.status).toBe(409);
      expect(await body(reused)).toEqual({ message: 'This round_id was already used.' });
      expect((await bet('round-0002', 100)).status).toBe(409);
      expect((await bet('round-0003', 100, { 'Idempotency-Key': 'bad key!' })).status).toBe(400);
      expect(await wallet()).toMatchObject({ balance: '900.00' });
      expect((await ledgerOf()).filter((entry) => entry.kind === 'bet')).toHaveLength(1);
      // Parallel repeats of one key: one bet.
      const parallel = await Promise.all(Array.from({ length: 8 }, () => bet('round-0004', 50, { 'Idempotency-Key': 'key-round-0004' })));
      expect(parallel.map((res) => res.status)).toEqual(Array(8).fill(201));
      expect(await wallet()).toMatchObject({ balance: '850.00' });
      expect(await reconcile(db())).toEqual([]);
    });

    it('accepts stakes from ৳10 to ৳5,000 only', async () => {
      await fund(ctx.database(), player.id, '20000');
      const stakeMessage = 'stake must be from 10.00 to 5000.00 BDT (at most 2 decimals).';
      for (const stake of ['9.99', 5000.01, '1e3', -10, '10.001', '', 0, null, 'ten']) {
        const res = await bet(`bad-${String(stake)}`, stake);
        expect({ stake, status: res.status }).toEqual({ stake, status: 422 });
      }
      expect((await body(await bet('bad-low', '9.99'))).message).toBe(stakeMessage);
      expect((await api.post('bet', { stake: 10 })).status).toBe(422);
      expect((await api.post('bet', { round_id: 'has space', stake: 10 })).status).toBe(422);
      const malformed = await app.request('/provider/v1/bet', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: '{' });
      expect(malformed.status).toBe(400);
      expect((await bet('ok-min', '10')).status).toBe(201);
      expect((await bet('ok-max', 5000)).status).toBe(201);
      expect(await wallet()).toMatchObject({ balance: '14990.00' });
    });

    it('refuses an overdraft and writes nothing; the same key works once funded', async () => {
      await fund(ctx.database(), player.id, '50');
      const res = await bet('round-poor', 100, { 'Idempotency-Key': 'key-round-poor' });
      expect(res.status).toBe(422);
      expect(await body(res)).toEqual({ code: 'insufficient_balance', message: 'Insufficient balance.', balance: '50.00' });
      expect(await db().select().from(bets)).toEqual([]);
      expect(await wallet()).toEqual({ balance: '50.00', vipCoin: '0.00' });
      await fund(ctx.database(), player.id, '50');
      expect((await bet('round-poor', 100, { 'Idempotency-Key': 'key-round-poor' })).status).toBe(201);
      expect(await wallet()).toEqual({ balance: '0.00', vipCoin: '1.00' });
      expect(await reconcile(db())).toEqual([]);
    });

    it('50 parallel bets of ৳100 against ৳1,000: exactly 10 accepted, the books balance', async () => {
      await fund(ctx.database(), player.id, '1000');
      const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => bet(`par-${index}`, 100, { 'Idempotency-Key': `key-par-${index}` })));
      const statuses = responses.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 422)).toHaveLength(40);
      expect(await wallet()).toEqual({ balance: '0.00', vipCoin: '10.00' });
      expect(await db().select().from(bets)).toHaveLength(10);
      expect(await reconcile(db())).toEqual([]);
    });
  });

  describe('slot settle', () => {
    beforeEach(async () => {
      await fund(ctx.database(), player.id, '1000');
    });

    it('pays the server outcome once; a second settle replays and pays nothing', async () => {
      expect((await bet('spin-1', 20)).status).toBe(201);
      // Rows LEMON, SEVEN, CHERRY across: 15 + 300 + 10 = 325 line bets = 65× the stake.
      await forceOutcome(ctx.database(), player.id, 'spin-1', slotAt([5, 5, 5]));
      clock.advance(1000);
      const res = await settle('spin-1', { win: '999999' });
      expect(res.status).toBe(200);
      const settled = await body(res);
      expect(settled).toEqual({
        round_id: 'spin-1',
        status: 'settled',
        stake: '20.00',
        win: '1300.00',
        won: true,
        outcome: { ...slotAt([5, 5, 5]), multiplier: 65 },
        balance: '2280.00',
        settled_at: '2025-05-05T12:00:01.000Z',
        replayed: false,
        message: 'Round settled.',
      });
      const again = await body(await settle('spin-1'));
      expect(again).toEqual({ ...settled, replayed: true, message: 'Round already settled.' });
      const parallel = await Promise.all(Array.from({ length: 10 }, () => settle('spin-1')));
      expect(parallel.map((r) => r.status)).toEqual(Array(10).fill(200));
      const wins = (await ledgerOf()).filter((entry) => entry.kind === 'win');
      expect(wins).toHaveLength(1);
      expect(wins[0]?.amount).toBe('1300.00');
      expect(await wallet()).toMatchObject({ balance: '2280.00' });
      expect(await reconcile(db())).toEqual([]);
    });

    it('settles a losing spin with no ledger row, and parallel settles of a new round pay once', async () => {
      await bet('spin-2', 30);
      await forceOutcome(ctx.database(), player.id, 'spin-2', slotAt([0, 0, 1]));
      const lost = await body(await settle('spin-2'));
      expect(lost).toMatchObject({ win: '0.00', won: false, balance: '970.00' });
      await bet('spin-3', 10);
      await forceOutcome(ctx.database(), player.id, 'spin-3', slotAt([1, 4, 7]) /* one LEMON diagonal: 15 line bets = 3× */);
      const answers = await Promise.all(Array.from({ length: 10 }, () => settle('spin-3').then(body)));
      expect(answers.filter((answer) => answer.replayed === false)).toHaveLength(1);
      expect((await ledgerOf()).filter((entry) => entry.kind === 'win')).toEqual([expect.objectContaining({ amount: '30.00' })]);
      expect(await wallet()).toMatchObject({ balance: '990.00' });
      expect((await settle('nope')).status).toBe(404);
      expect(await reconcile(db())).toEqual([]);
    });
  });

  describe('crash settle', () => {
    let crash: Provider;
    beforeEach(async () => {
      await fund(ctx.database(), player.id, '1000');
      crash = provider(app, await launch(app, player, 'SPRIBE-CRASH-0001'));
    });
    const crashBet = async (roundId: string, crashPoint: number) => {
      expect((await crash.post('bet', { round_id: roundId, stake: 100 })).status).toBe(201);
      await forceOutcome(ctx.database(), player.id, roundId, { game: 'crash', crashPoint });
    };

    it('pays a cash-out below the crash point made before the crash', async () => {
      expect(await body(await crash.get('session'))).toMatchObject({ game: { kind: 'crash', type: 'CRASH' } });
      await crashBet('c-1', 237);
      clock.advance(5000); // the multiplier is 1.64x
      expect(await body(await crash.get('round?round_id=c-1'))).toMatchObject({ status: 'open', running: true, multiplier: '1.64' });
      const res = await crash.post('settle', { round_id: 'c-1', cashout: '1.50' });
      expect(await body(res)).toMatchObject({ win: '150.00', won: true, outcome: { game: 'crash', crash_point: '2.37', cashout: '1.50', result: 'cashed_out' }, balance: '1050.00' });
      expect(await body(await crash.post('settle', { round_id: 'c-1', cashout: '1.60' }))).toMatchObject({ win: '150.00', replayed: true });
      expect(await reconcile(db())).toEqual([]);
    });

    it('a cash-out above the crash point loses', async () => {
      await crashBet('c-2', 150);
      clock.advance(5000);
      const res = await body(await crash.post('settle', { round_id: 'c-2', cashout: 1.6 }));
      expect(res).toMatchObject({ win: '0.00', won: false, outcome: { crash_point: '1.50', cashout: '1.60', result: 'above_crash_point' }, balance: '900.00' });
    });

    it('a cash-out arriving after the crash loses, even below the crash point', async () => {
      await crashBet('c-3', 150);
      clock.advance(10_000); // 2.71x: crashed at 1.50x
      const state = await body(await crash.get('round?round_id=c-3'));
      expect(state).toEqual({ round_id: 'c-3', status: 'open', stake: '100.00', started_at: TEST_NOW, running: false });
      const res = await body(await crash.post('settle', { round_id: 'c-3', cashout: '1.40' }));
      expect(res).toMatchObject({ win: '0.00', won: false, outcome: { result: 'crashed' } });
      await crashBet('c-4', 120);
      clock.advance(10_000);
      expect(await body(await crash.post('settle', { round_id: 'c-4' }))).toMatchObject({ won: false, outcome: { crash_point: '1.20', cashout: null, result: 'no_cashout' } });
      expect((await ledgerOf()).filter((entry) => entry.kind === 'win')).toEqual([]);
    });

    it('refuses a multiplier the round has not reached yet, and malformed multipliers', async () => {
      await crashBet('c-5', 500);
      clock.advance(5000);
      const early = await crash.post('settle', { round_id: 'c-5', cashout: '3.00' });
      expect(early.status).toBe(422);
      expect(await body(early)).toEqual({ message: 'The cash-out multiplier has not been reached yet.', multiplier: '1.64' });
      for (const cashout of ['1.00', '0.5', '100.01', 'x', -2, '2.005']) {
        expect((await crash.post('settle', { round_id: 'c-5', cashout })).status).toBe(422);
      }
      expect(await body(await crash.get('round?round_id=c-5'))).toMatchObject({ status: 'open' });
      expect(await body(await crash.post('settle', { round_id: 'c-5', cashout: '1.64' }))).toMatchObject({ won: true, win: '164.00' });
    });
  });

  describe('end to end', () => {
    it('game-run → demo page → balance → bet → settle → betting-record', async () => {
      await fund(ctx.database(), player.id, '500');
      const run = await app.request('/api/game-run', {
        method: 'POST',
        headers: { ...player.auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId: player.remoteId, gameCode: 'JILI-SLOT-0001', gameType: 'SLOT', platform: 'JILI', isMobileLogin: true }),
      });
      const { url } = (await run.json()) as { url: string };
      const page = await app.request(url);
      expect(page.status).toBe(200);
      expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy);
      expect(page.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
      expect(page.headers.get('Cache-Control')).toBe('no-store');
      const html = await page.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, content] of scripts) {
        expect(attributes).toMatch(/\ssrc="\/demo-game\/[a-z-]+\.js"/);
        expect(content?.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+=/i);
      for (const asset of ['/demo-game/game.css', ...demoGameScripts.map((file) => `/demo-game/${file}`)]) {
        const res = await app.request(asset);
        expect(res.status).toBe(200);
        const etag = res.headers.get('ETag') ?? '';
        expect((await app.request(asset, { headers: { 'If-None-Match': etag } })).status).toBe(304);
      }
      expect((await app.request('/demo-game/other.js')).status).toBe(404);
      // The site's font, same origin, for every face game.css names (৳ and Bangla never draw as boxes).
      const css = await (await app.request('/demo-game/game.css')).text();
      const faces = [...css.matchAll(/url\('(\/demo-game\/fonts\/[a-z0-9-]+\.woff2)'\)/g)].map((match) => match[1] ?? '');
      expect(faces).toHaveLength(demoGameFonts.length);
      for (const face of faces) {
        const font = await app.request(face);
        expect(font.status).toBe(200);
        expect(font.headers.get('Content-Type')).toBe('font/woff2');
        expect(new Uint8Array(await font.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x77, 0x4f, 0x46, 0x32])); // wOF2
      }
      expect((await app.request('/demo-game/fonts/other.woff2')).status).toBe(404);
      const redirect = await app.request('/demo-game?session=abc');
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('Location')).toBe('/demo-game/?session=abc');

      const game = provider(app, new URL(url, 'http://localhost').searchParams.get('session') ?? '');
      expect(await body(await game.get('balance'))).toEqual({ balance: '500.00', vip_coin: '0.00', currency: 'BDT' });
      expect((await game.post('bet', { round_id: 'e2e-1', stake: '100' }, undefined, { 'Idempotency-Key': 'bet-e2e-1' })).status).toBe(201);
      await forceOutcome(ctx.database(), player.id, 'e2e-1', slotAt([0, 1, 2])); // one BELL diagonal: 25 line bets = 5×
      clock.advance(60_000);
      expect(await body(await game.post('settle', { round_id: 'e2e-1' }))).toMatchObject({ win: '500.00', balance: '900.00' });
      const records = await app.request('/api/betting-record?date=today', { headers: player.auth });
      expect(records.status).toBe(200);
      const listed = await body(records);
      expect(listed.data).toEqual([
        expect.objectContaining({ round_id: 'e2e-1', platform: 'JILI', game_type: 'SLOT', game_name: 'Golden Empire', bet_amount: '100.00', winAmount: '500.00', profit_loss: '400.00', created_at: TEST_NOW }),
      ]);
      expect(listed.summary).toEqual({ bets: 1, turnover: '100.00', profit_loss: '400.00' });
      expect(await reconcile(db())).toEqual([]);
    });
  });

  describe('betting records', () => {
    // TEST_NOW is 2025-05-05 18:00 in Dhaka; Dhaka's "today" began at 2025-05-04T18:00Z.
    const at = (iso: string) => new Date(iso);
    const addBet = async (playerId: number, index: number, values: { platform: string; type: string; settledAt: string | null; stake?: string; win?: string }) => {
      await db()
        .insert(bets)
        .values({
          playerId,
          sessionId: 'test',
          gameCode: `${values.platform}-${values.type}-0001`,
          platform: values.platform,
          gameType: values.type,
          gameName: `${values.platform} ${values.type} game with a long name`,
          roundId: `r-${index}`,
          betAmount: values.stake ?? '10.00',
          winAmount: values.win ?? '0.00',
          status: values.settledAt ? 'settled' : 'open',
          outcome: { game: 'slot', reels: [], multiplier: 0 },
          createdAt: at(values.settledAt ?? TEST_NOW),
          settledAt: values.settledAt ? at(values.settledAt) : null,
        });
    };
    const records = async (query: string, as = player) => {
      const res = await app.request(`/api/betting-record?${query}`, { headers: as.auth });
      return { status: res.status, body: await body(res) };
    };
    const rounds = (answer: { body: Json }) => (answer.body.data as { round_id: string }[]).map((row) => row.round_id);

    beforeEach(async () => {
      await addBet(player.id, 1, { platform: 'JILI', type: 'SLOT', settledAt: '2025-05-05T11:00:00Z', stake: '100.00', win: '250.00' }); // today
      await addBet(player.id, 2, { platform: 'JILI', type: 'FISHING', settledAt: '2025-05-04T18:00:00Z', stake: '50.00' }); // today, 00:00 Dhaka
      await addBet(player.id, 3, { platform: 'SPRIBE', type: 'CRASH', settledAt: '2025-05-04T17:59:59Z', stake: '20.00', win: '40.00' }); // yesterday
      await addBet(player.id, 4, { platform: 'JILI', type: 'SLOT', settledAt: '2025-05-03T18:00:00Z', stake: '10.00' }); // yesterday, 00:00 Dhaka
      await addBet(player.id, 5, { platform: 'JILI', type: 'SLOT', settledAt: '2025-04-28T12:00:01Z' }); // 6 d 23:59:59 ago
      await addBet(player.id, 6, { platform: 'JILI', type: 'SLOT', settledAt: '2025-04-28T11:59:59Z' }); // older than 7 days
      await addBet(player.id, 7, { platform: 'JILI', type: 'SLOT', settledAt: null }); // open: never listed
      const other = await createTestPlayer(ctx.database(), { clock });
      await addBet(other.id, 8, { platform: 'JILI', type: 'SLOT', settledAt: '2025-05-05T11:00:00Z' });
    });

    it('lists settled bets in Dhaka date ranges, newest first, with groups and a summary', async () => {
      expect(rounds(await records('date=today'))).toEqual(['r-1', 'r-2']);
      expect(rounds(await records('date=yesterday'))).toEqual(['r-3', 'r-4']);
      expect(rounds(await records('date=last7days'))).toEqual(['r-1', 'r-2', 'r-3', 'r-4', 'r-5']);
      expect(rounds(await records(''))).toEqual(['r-1', 'r-2', 'r-3', 'r-4', 'r-5']);
      expect(rounds(await records('date=all&per_page=25'))).toEqual(['r-1', 'r-2', 'r-3', 'r-4', 'r-5', 'r-6']);
      expect(rounds(await records('date=1'))).toEqual(['r-3', 'r-4']);
      const today = await records('date=today');
      expect(today.body.filters).toEqual({ platform: [], game_type: [], date: 'today', from: '2025-05-04T18:00:00.000Z', to: TEST_NOW });
      expect(today.body.groups).toEqual([
        { date: '2025-05-05', platform: 'JILI', game_type: 'FISHING', bets: 1, turnover: '50.00', profit_loss: '-50.00' },
        { date: '2025-05-05', platform: 'JILI', game_type: 'SLOT', bets: 1, turnover: '100.00', profit_loss: '150.00' },
      ]);
      expect(today.body.summary).toEqual({ bets: 2, turnover: '150.00', profit_loss: '100.00' });
      expect((today.body.data as Json[])[0]).toEqual({
        id: 1,
        round_id: 'r-1',
        platform: 'JILI',
        game_type: 'SLOT',
        game_name: 'JILI SLOT game with a long name',
        game_code: 'JILI-SLOT-0001',
        bet_amount: '100.00',
        winAmount: '250.00',
        profit_loss: '150.00',
        date: '2025-05-05',
        created_at: '2025-05-05T11:00:00.000Z',
        settled_at: '2025-05-05T11:00:00.000Z',
      });
      const yesterday = await records('date=yesterday');
      expect((yesterday.body.groups as Json[]).map((group) => group.date)).toEqual(['2025-05-04', '2025-05-04']);
    });

    it('filters by platform and game type (single, list or All)', async () => {
      expect(rounds(await records('platform=SPRIBE'))).toEqual(['r-3']);
      expect(rounds(await records('platform=jili&game_type=slot'))).toEqual(['r-1', 'r-4', 'r-5']);
      expect(rounds(await records('game_type=FISHING,CRASH'))).toEqual(['r-2', 'r-3']);
      expect(rounds(await records('platform=All&game_type=all'))).toHaveLength(5);
      expect(rounds(await records('platform=PG'))).toEqual([]);
    });

    it('pages with 10, 25, 50 or 100 per page', async () => {
      for (let index = 10; index < 30; index += 1) await addBet(player.id, index, { platform: 'JILI', type: 'SLOT', settledAt: '2025-05-05T10:00:00Z' });
      const first = await records('date=today');
      expect(first.body.pagination).toEqual({ current_page: 1, per_page: 10, total: 22, last_page: 3 });
      expect(rounds(first)).toHaveLength(10);
      const third = await records('date=today&page=3');
      expect(rounds(third)).toEqual(['r-10', 'r-2']);
      expect((await records('date=today&per_page=25')).body.pagination).toMatchObject({ per_page: 25, last_page: 1 });
      expect(rounds(await records('date=today&page=9'))).toEqual([]);
    });

    it('validates the query and needs a bearer token', async () => {
      for (const query of ['date=tomorrow', 'per_page=7', 'page=0', 'game_type=BINGO', `platform=${'A'.repeat(40)}`, 'platform=a;b']) {
        expect({ query, status: (await records(query)).status }).toEqual({ query, status: 422 });
      }
      expect((await app.request('/api/betting-record')).status).toBe(401);
      expect((await app.request('/api/betting-record/providers')).status).toBe(401);
    });

    it('lists the spec’s platforms and types, then the others the player bet on; get-type lists every type; get-provider is unchanged', async () => {
      const providers = await app.request('/api/betting-record/providers', { headers: player.auth });
      expect(await body(providers)).toEqual({
        data: [
          { platform: 'KA', name: 'KA Gaming' },
          { platform: 'SEXYBCRT', name: 'Sexy' },
          { platform: 'REDTIGER', name: 'Red Tiger' },
          { platform: 'SPADE', name: 'Spadegaming' },
          { platform: 'JILI', name: 'JILI' },
          { platform: 'SPRIBE', name: 'Spribe' },
        ],
        message: 'Providers fetched successfully.',
        code: 'providers_fetched',
      });
      const types = await app.request('/api/betting-record/types', { headers: player.auth });
      expect((await body(types)).data).toEqual([
        { type: 'SLOT', name: 'Slots' },
        { type: 'LIVE', name: 'Live Casino' },
        { type: 'SPORTS', name: 'Sports' },
        { type: 'FISHING', name: 'Fishing' },
        { type: 'CRASH', name: 'Crash' },
      ]);
      const all = await body(await app.request('/api/get-type'));
      expect((all.data as Json[]).map((row) => row.type)).toEqual(['SPORTS', 'CASINO', 'LIVE', 'SLOT', 'TABLE', 'POKER', 'CRASH', 'FISHING', 'ARCADE', 'LOTTERY']);
      const catalogue = await body(await app.request(`/api/get-provider?system=${encodeURIComponent('["SPRIBE"]')}`));
      expect(catalogue.data).toEqual([expect.objectContaining({ platform: 'SPRIBE', types: ['CRASH'] })]);
      const open = await db().select().from(bets).where(and(eq(bets.playerId, player.id), eq(bets.status, 'open')));
      expect(open).toHaveLength(1);
    });
  });
});
