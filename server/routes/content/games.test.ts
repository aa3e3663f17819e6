import { eq } from 'drizzle-orm';
import { hashToken } from '../../auth/sessions.ts';
import { artworkVersion } from '../../artwork/index.ts';
import { gamePlatforms, games, gameSessions, gameTypes } from '../../db/schema.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { createTestPlayer, jsonRequest, seedCatalog, testApp, type TestPlayer } from '../../testing/app.ts';

type GameOut = { code: string; name: string; type: string; platform: string; poster: string | null };
type GamesBody = { games: GameOut[]; message: string; pagination: { current_page: number; per_page: number; total: number; last_page: number } };

describeBothDatabases('games', (ctx) => {
  const request = (path: string, init?: RequestInit) => testApp(ctx.database()).request(path, init);
  const gamesOf = async (query: string) => {
    const res = await request(`/api/get-games?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as GamesBody;
  };

  beforeEach(() => seedCatalog(ctx.database()));

  describe('GET /api/get-system', () => {
    it('lists the platforms of a type, LIVE by default', async () => {
      const res = await request('/api/get-system');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        systems: ['EVOLUTION', 'SEXYBCRT', 'PP', 'PT', 'EZUGI', 'DG', 'SAGAMING'],
        message: 'Systems fetched successfully.',
        code: 'systems_fetched',
      });
      const slot = await (await request('/api/get-system?type=slot')).json();
      expect(slot.systems).toContain('JILI');
      expect(slot.systems).not.toContain('EVOLUTION');
    });

    it('has platforms for each of the 10 game types', async () => {
      for (const type of gameTypes) {
        const body = await (await request(`/api/get-system?type=${type}`)).json();
        expect({ type, some: body.systems.length > 0 }).toEqual({ type, some: true });
      }
    });

    it('refuses an unknown type with 422', async () => {
      const res = await request('/api/get-system?type=BINGO');
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.message).toContain('type must be one of SPORTS, CASINO, LIVE');
      expect(body.errors.type).toHaveLength(1);
    });

    it('leaves out inactive platforms', async () => {
      await ctx.database().db.update(gamePlatforms).set({ status: 'inactive' }).where(eq(gamePlatforms.platform, 'EVOLUTION'));
      const body = await (await request('/api/get-system?type=LIVE')).json();
      expect(body.systems).not.toContain('EVOLUTION');
    });
  });

  describe('GET /api/get-provider', () => {
    it('answers the providers named in a JSON list', async () => {
      const res = await request(`/api/get-provider?system=${encodeURIComponent('["JILI","pg","NOPE"]')}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        data: [
          { platform: 'JILI', name: 'JILI', icon: `/storage/providers/jili.svg?v=${artworkVersion()}`, status: 'active', types: ['CASINO', 'SLOT', 'TABLE', 'POKER', 'CRASH', 'FISHING', 'ARCADE'] },
          { platform: 'PG', name: 'PG Soft', icon: `/storage/providers/pg.svg?v=${artworkVersion()}`, status: 'active', types: ['SLOT'] },
        ],
        message: 'Providers fetched successfully.',
        code: 'providers_fetched',
      });
    });

    it('answers every provider without system, none for an empty list', async () => {
      const all = await (await request('/api/get-provider')).json();
      expect(all.data.length).toBeGreaterThanOrEqual(20);
      expect(all.data.find((item: { platform: string }) => item.platform === 'SAGAMING')?.status).toBe('maintenance');
      expect(await (await request('/api/get-provider?system=[]')).json()).toEqual({ data: [], message: 'Providers fetched successfully.', code: 'providers_fetched' });
    });

    it('refuses a system that is not a JSON list with 422', async () => {
      for (const system of ['JILI', '{"a":1}', '[1,2]', '"JILI"']) {
        const res = await request(`/api/get-provider?system=${encodeURIComponent(system)}`);
        expect({ system, status: res.status }).toEqual({ system, status: 422 });
        expect((await res.json()).message).toMatch(/^system must be a JSON list/);
      }
    });
  });

  describe('GET /api/get-games', () => {
    it('answers a page of games of a type and platforms, with pagination', async () => {
      const body = await gamesOf('type=SLOT&system=JILI,PG&per_page=25');
      expect(body.message).toBe('Games fetched successfully.');
      expect(body.games).toHaveLength(25);
      expect(body.pagination).toEqual({ current_page: 1, per_page: 25, total: 330, last_page: 14 });
      expect(body.games.every((game) => game.type === 'SLOT' && ['JILI', 'PG'].includes(game.platform))).toBe(true);
      expect(Object.keys(body.games[0] ?? {}).sort()).toEqual(['code', 'name', 'platform', 'poster', 'type']);
      const last = await gamesOf('type=SLOT&system=JILI,PG&per_page=25&page=14');
      expect(last.games).toHaveLength(330 - 13 * 25);
      expect((await gamesOf('type=SLOT&system=JILI,PG&per_page=25&page=15')).games).toEqual([]);
    });

    it('without system lists all platforms of the type; without type all games', async () => {
      const live = await gamesOf('type=LIVE&per_page=1');
      expect(live.pagination.total).toBe(60 + 25 + 40 + 30 + 30 + 15 + 15);
      const all = await gamesOf('per_page=1');
      expect(all.pagination.total).toBeGreaterThanOrEqual(2000);
      expect(all.pagination.per_page).toBe(1);
      expect((await gamesOf('')).pagination.per_page).toBe(50);
    });

    it('sorts by displayOrder, createTime and aZ', async () => {
      const rows = await ctx.database().db.select().from(games).where(eq(games.platform, 'PG'));
      const byOrder = [...rows].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id).map((row) => row.code);
      const byTime = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((row) => row.code);
      expect((await gamesOf('system=PG&per_page=100')).games.map((game) => game.code)).toEqual(byOrder.slice(0, 100));
      expect((await gamesOf('system=PG&per_page=100&sort=displayOrder')).games.map((game) => game.code)).toEqual(byOrder.slice(0, 100));
      expect((await gamesOf('system=PG&per_page=100&sort=createTime')).games.map((game) => game.code)).toEqual(byTime.slice(0, 100));
      const names = (await gamesOf('system=PG&per_page=100&sort=aZ')).games.map((game) => game.name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('searches names case-insensitively and literally', async () => {
      const body = await gamesOf('search=GOLDEN&per_page=100');
      expect(body.games.length).toBeGreaterThan(0);
      expect(body.games.every((game) => game.name.toLowerCase().includes('golden'))).toBe(true);
      expect((await gamesOf('search=%25')).pagination.total).toBe(0);
      expect((await gamesOf('search=_')).pagination.total).toBe(0);
      expect((await gamesOf(`search=${encodeURIComponent("'; drop table games; --")}`)).pagination.total).toBe(0);
    });

    it('answers a whole selection in one page of up to 5000 games', async () => {
      const all = await gamesOf('per_page=5000');
      expect(all.pagination.per_page).toBe(5000);
      expect(all.pagination.last_page).toBe(1);
      expect(all.games).toHaveLength(all.pagination.total);
      expect(all.games.length).toBeGreaterThan(2000);
      const slots = await gamesOf('type=SLOT&per_page=5000');
      expect(slots.games).toHaveLength(slots.pagination.total);
      expect(slots.games.every((game) => game.type === 'SLOT')).toBe(true);
    });

    it('gives every game its own versioned poster url', async () => {
      const all = await gamesOf('per_page=100&page=1');
      expect(all.games.every((game) => game.poster === `/storage/games/${game.code}.svg?v=${artworkVersion()}`)).toBe(true);
      const rows = await ctx.database().db.select({ poster: games.poster }).from(games);
      expect(rows.filter((row) => row.poster === null)).toEqual([]);
    });

    it('refuses bad queries with 422', async () => {
      for (const query of ['type=BINGO', 'sort=random', 'page=0', 'page=abc', 'per_page=0', 'per_page=5001', 'per_page=99999', `search=${'x'.repeat(101)}`]) {
        const res = await request(`/api/get-games?${query}`);
        expect({ query, status: res.status }).toEqual({ query, status: 422 });
        expect(typeof (await res.json()).message).toBe('string');
      }
    });
  });

  describe('POST /api/game-run', () => {
    let player: TestPlayer;
    beforeEach(async () => {
      player = await createTestPlayer(ctx.database());
    });
    const run = (body: unknown, headers: Record<string, string> = player.auth) => request('/api/game-run', jsonRequest('POST', body, headers));
    const launch = (extra: Record<string, unknown> = {}) => ({
      userId: player.remoteId,
      externalURL: 'http://localhost/games',
      isMobileLogin: true,
      gameCode: 'JILI-SLOT-0001',
      gameType: 'SLOT',
      platform: 'JILI',
      ...extra,
    });

    it('opens a game session and answers the demo game url', async () => {
      const res = await run(launch());
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.message).toBe('Game launched successfully.');
      const match = /^\/demo-game\/\?session=([A-Za-z0-9_-]{32})&kind=slot&lang=en$/.exec(body.url);
      expect(match).not.toBeNull();
      const [session] = await ctx.database().db.select().from(gameSessions).where(eq(gameSessions.id, hashToken(match?.[1] ?? '')));
      expect(session).toMatchObject({ playerId: player.id, gameCode: 'JILI-SLOT-0001', platform: 'JILI', gameType: 'SLOT', isMobile: true, externalUrl: 'http://localhost/games' });
    });

    it('accepts the player id as userId, and a featured game given as platform and type only', async () => {
      const res = await run({ userId: player.id, isMobileLogin: 'false', platform: 'sbo', gameType: 'SPORTS' });
      expect(res.status).toBe(200);
      const rows = await ctx.database().db.select().from(gameSessions);
      expect(rows[0]).toMatchObject({ gameCode: 'SBO-SPORTS-0001', isMobile: false });
    });

    it('answers 404 for an unknown game or a mismatching platform', async () => {
      for (const extra of [{ gameCode: 'NOPE-0001' }, { platform: 'PG' }, { gameCode: undefined, platform: 'PG', gameType: 'LIVE' }]) {
        const res = await run(launch(extra));
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: 'Game not found.', code: 'game_not_found' });
      }
    });

    it('refuses a platform under maintenance (409) and another player (403)', async () => {
      const maintenance = await run(launch({ gameCode: 'SAGAMING-LIVE-0001', platform: 'SAGAMING', gameType: 'LIVE' }));
      expect(maintenance.status).toBe(409);
      expect(await maintenance.json()).toEqual({ message: 'SAGAMING is under maintenance. Please try another provider.', code: 'game_maintenance', platform: 'SAGAMING' });
      const other = await run(launch({ userId: 'someone-else' }));
      expect(other.status).toBe(403);
      expect(await other.json()).toEqual({ message: 'userId does not match the logged-in player.', code: 'game_user_mismatch' });
    });

    it('needs a bearer token', async () => {
      const res = await run(launch(), {});
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    });

    it('validates the body', async () => {
      const malformed = await request('/api/game-run', { method: 'POST', body: '{', headers: { ...player.auth, 'Content-Type': 'application/json' } });
      expect(malformed.status).toBe(400);
      const noUser = await run(launch({ userId: undefined }));
      expect(noUser.status).toBe(422);
      expect((await noUser.json()).errors.userId).toBeDefined();
      const nothing = await run({ userId: player.remoteId });
      expect(nothing.status).toBe(422);
      expect((await nothing.json()).message).toBe('gameCode, or platform and gameType, is required.');
      expect((await run(launch({ isMobileLogin: 'maybe' }))).status).toBe(422);
      expect(await ctx.database().db.select().from(gameSessions)).toEqual([]);
    });
  });

  describe('GET /storage/games/{code}.svg', () => {
    it('generates a deterministic poster with its provider, and a 304 for its ETag', async () => {
      const res = await request('/storage/games/JILI-SLOT-0001.svg');
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 300 300"/);
      expect(svg).toContain('>JILI<');
      const again = await request('/storage/games/JILI-SLOT-0001.svg');
      expect(await again.text()).toBe(svg);
      const etag = res.headers.get('ETag') ?? '';
      const cached = await request('/storage/games/JILI-SLOT-0001.svg', { headers: { 'If-None-Match': etag } });
      expect(cached.status).toBe(304);
    });

    it('answers 404 for unknown codes and names', async () => {
      expect((await request('/storage/games/NOPE.svg')).status).toBe(404);
      expect((await request('/storage/games/JILI-SLOT-0001.png')).status).toBe(404);
      expect((await request('/storage/games/%2e%2e%2fx.svg')).status).toBe(404);
    });
  });
});
