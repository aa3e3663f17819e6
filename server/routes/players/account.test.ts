import { eq } from 'drizzle-orm';
import { hashToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../auth/sessions.ts';
import { players, playerTokens } from '../../db/schema.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { addPlayer, bearer, json, login, testWorld, type LoggedIn, type TestWorld } from './test-support.ts';

const UNAUTHENTICATED = { message: 'Unauthenticated.', code: 'unauthenticated' };
const FORBIDDEN = { message: 'You can only access your own account.', code: 'not_own_account' };

describeBothDatabases('account calls', ({ database }) => {
  let world: TestWorld;
  let me: LoggedIn;
  let playerId: number;
  beforeEach(async () => {
    world = testWorld(database());
    const row = await addPlayer(world, {
      username: 'accountuser',
      name: 'Account User',
      phone: '01711111111',
      email: 'account@example.com',
      balance: '1250',
      vipCoin: '150.5',
      createdAt: new Date('2025-01-02T03:04:05.000Z'),
    });
    playerId = row.id;
    me = await login(world.app, 'accountuser');
  });

  describe('GET /api/user/show', () => {
    it('answers the user fields, money with 2 decimals', async () => {
      const res = await world.app.request(`/api/user/show?remote_id=${me.remote_id}`, bearer(me.token));
      expect(res.status).toBe(200);
      const [row] = await world.database.db.select().from(players).where(eq(players.id, playerId));
      expect(await res.json()).toEqual({
        id: playerId,
        remote_id: me.remote_id,
        username: 'accountuser',
        name: 'Account User',
        phone: '01711111111',
        email: 'account@example.com',
        vip_coin: '150.50',
        balance: '1250.00',
        currency: 'BDT',
        session_id: 0,
        created_at: '2025-01-02T03:04:05.000Z',
        dofb: null,
        email_verified_at: null,
        referral_code: row?.referralCode,
        restriction: null,
      });
    });

    it('answers 403 for another remote_id, 422 without one, 401 without a valid token', async () => {
      const other = await addPlayer(world, { username: 'otheruser1' });
      const forbidden = await world.app.request(`/api/user/show?remote_id=${other.remoteId}`, bearer(me.token));
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual(FORBIDDEN);
      const missing = await world.app.request('/api/user/show', bearer(me.token));
      expect(missing.status).toBe(422);
      expect(await missing.json()).toEqual({
        message: 'The remote id field is required.',
        code: 'remote_id_required',
        errors: { remote_id: ['The remote id field is required.'] },
        error_codes: { remote_id: ['remote_id_required'] },
      });
      for (const init of [{}, bearer('x'.repeat(43)), bearer(me.exchange[0]?.token ?? ''), { headers: { Authorization: `Token ${me.token}` } }]) {
        const res = await world.app.request(`/api/user/show?remote_id=${me.remote_id}`, init);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual(UNAUTHENTICATED);
      }
    });
  });

  describe('POST /api/balance', () => {
    it('answers the balance as a 2-decimal string', async () => {
      const res = await world.app.request('/api/balance', { method: 'POST', ...bearer(me.token) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ balance: '1250.00' });
    });

    it('is the player’s own: no cache keeps it, and the page may use no camera, microphone or location', async () => {
      const res = await world.app.request('/api/balance', { method: 'POST', ...bearer(me.token) });
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(res.headers.get('Permissions-Policy')).toContain(`${feature}=()`);
      // What everyone sees keeps its own caching; an unknown API path is a JSON 404.
      expect((await world.app.request('/api/health')).headers.get('Cache-Control')).not.toBe('no-store');
      const unknown = await world.app.request('/api/no-such-call', bearer(me.token));
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: 'Not found', code: 'not_found' });
    });

    it('answers 401 for a missing, expired or revoked token', async () => {
      expect((await world.app.request('/api/balance', { method: 'POST' })).status).toBe(401);
      world.clock.advance(SESSION_IDLE_MS + 1000);
      const expired = await world.app.request('/api/balance', { method: 'POST', ...bearer(me.token) });
      expect(expired.status).toBe(401);
      expect(await expired.json()).toEqual(UNAUTHENTICATED);
      const fresh = await login(world.app, 'accountuser');
      await world.app.request('/api/user-pwd', json({ old_password: 'secret123', new_password: 'newpass123', new_password_confirmation: 'newpass123' }, fresh.token));
      expect((await world.app.request('/api/balance', { method: 'POST', ...bearer(fresh.token) })).status).toBe(401);
    });
  });

  describe('POST /api/logout', () => {
    it('revokes only the session it is called with', async () => {
      const other = await login(world.app, 'accountuser');
      const res = await world.app.request('/api/logout', { method: 'POST', ...bearer(me.token) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: 'Logged out.', code: 'logged_out' });
      expect((await world.app.request('/api/balance', { method: 'POST', ...bearer(me.token) })).status).toBe(401);
      expect((await world.app.request('/api/balance', { method: 'POST', ...bearer(other.token) })).status).toBe(200);
      expect((await world.app.request('/api/logout', { method: 'POST', ...bearer(me.token) })).status).toBe(401);
    });
  });

  describe('the exchange token (GET /api/exchange/player)', () => {
    const exchangePlayer = (token: string | undefined) => world.app.request('/api/exchange/player', bearer(token ?? ''));
    const tokenRow = async (token: string | undefined) =>
      (await world.database.db.select().from(playerTokens).where(eq(playerTokens.tokenHash, hashToken(token ?? ''))))[0];

    it('answers whose it is while its session lives; the session token, a sports token or garbage are refused', async () => {
      const ok = await exchangePlayer(me.exchange[0]?.token);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ remote_id: me.remote_id, username: 'accountuser', currency: 'BDT' });
      expect(ok.headers.get('Cache-Control')).toBe('no-store');
      const sports = (await (await world.app.request('/api/player-login', json({ user_id: playerId }, me.token))).json()) as { access_token: string };
      for (const token of [me.token, sports.access_token, 'x'.repeat(43)]) {
        const refused = await exchangePlayer(token);
        expect(refused.status).toBe(401);
        expect(await refused.json()).toEqual(UNAUTHENTICATED);
      }
      expect((await world.app.request('/api/exchange/player')).status).toBe(401);
      // Bounded in the table too: at most the session's 12 hours.
      expect((await tokenRow(me.exchange[0]?.token))?.expiresAt?.toISOString()).toBe('2025-06-01T18:00:00.000Z');
    });

    it("ends with log-out: the session's exchange and sports tokens are revoked; another session's are not", async () => {
      const other = await login(world.app, 'accountuser');
      const sports = (await (await world.app.request('/api/player-login', json({ user_id: playerId }, me.token))).json()) as { access_token: string };
      expect((await world.app.request('/api/logout', { method: 'POST', ...bearer(me.token) })).status).toBe(200);
      expect((await exchangePlayer(me.exchange[0]?.token)).status).toBe(401);
      expect((await tokenRow(me.exchange[0]?.token))?.revokedAt?.toISOString()).toBe('2025-06-01T06:00:00.000Z');
      expect((await tokenRow(sports.access_token))?.revokedAt?.toISOString()).toBe('2025-06-01T06:00:00.000Z');
      expect((await tokenRow(other.exchange[0]?.token))?.revokedAt).toBeNull();
      expect((await exchangePlayer(other.exchange[0]?.token)).status).toBe(200);
    });

    it('ends when its session expires: 30 idle minutes, or 12 hours however active', async () => {
      // Checking the exchange token does not keep the session alive.
      world.clock.advance(SESSION_IDLE_MS - 1000);
      expect((await exchangePlayer(me.exchange[0]?.token)).status).toBe(200);
      world.clock.advance(2000);
      expect((await exchangePlayer(me.exchange[0]?.token)).status).toBe(401);

      const active = await login(world.app, 'accountuser');
      for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS; elapsed += 20 * 60 * 1000) {
        expect((await world.app.request('/api/balance', { method: 'POST', ...bearer(active.token) })).status).toBe(200);
        expect((await exchangePlayer(active.exchange[0]?.token)).status).toBe(200);
        world.clock.advance(20 * 60 * 1000);
      }
      // Exactly 12 hours is still within; a minute more is not.
      world.clock.advance(60 * 1000);
      expect((await world.app.request('/api/balance', { method: 'POST', ...bearer(active.token) })).status).toBe(401);
      expect((await exchangePlayer(active.exchange[0]?.token)).status).toBe(401);
    });
  });

  describe('POST /api/user/profile/update', () => {
    const update = (dofb: unknown, remoteId?: string) => json({ remote_id: remoteId ?? me.remote_id, dofb }, me.token);

    it('saves the birthday once; a second save is refused', async () => {
      const res = await world.app.request('/api/user/profile/update', update('1990-05-17'));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: 'Birthday saved successfully.', code: 'birthday_saved', dofb: '1990-05-17' });
      const again = await world.app.request('/api/user/profile/update', update('1991-01-01'));
      expect(again.status).toBe(422);
      const locked = 'Birthday cannot be changed. Please contact customer service.';
      expect(await again.json()).toEqual({ message: locked, code: 'birthday_locked', errors: { dofb: [locked] }, error_codes: { dofb: ['birthday_locked'] } });
      const [row] = await world.database.db.select().from(players).where(eq(players.id, playerId));
      expect(row?.dofb).toBe('1990-05-17');
    });

    it('needs the player to be 18 today in Dhaka', async () => {
      // The clock is 2025-06-01T06:00Z = 12:00 in Dhaka.
      const young = await world.app.request('/api/user/profile/update', update('2007-06-02'));
      expect(young.status).toBe(422);
      expect(await young.json()).toEqual({
        message: 'You must be at least 18 years old.',
        code: 'birthday_under_18',
        errors: { dofb: ['You must be at least 18 years old.'] },
        error_codes: { dofb: ['birthday_under_18'] },
      });
      expect((await world.app.request('/api/user/profile/update', update('2007-06-01'))).status).toBe(200);
    });

    it('checks the date, the remote_id and the token', async () => {
      const invalid = 'The birthday must be a valid date (YYYY-MM-DD).';
      for (const dofb of ['1990-02-30', '17/05/1990', '1899-12-31', 19900517, '1990-5-17']) {
        const res = await world.app.request('/api/user/profile/update', update(dofb));
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ message: invalid, code: 'birthday_invalid', errors: { dofb: [invalid] }, error_codes: { dofb: ['birthday_invalid'] } });
      }
      const empty = await world.app.request('/api/user/profile/update', update(''));
      expect(await empty.json()).toEqual({ message: 'Birthday is required.', code: 'birthday_required', errors: { dofb: ['Birthday is required.'] }, error_codes: { dofb: ['birthday_required'] } });
      const other = await world.app.request('/api/user/profile/update', update('1990-05-17', 'someone-else'));
      expect(other.status).toBe(403);
      expect(await other.json()).toEqual(FORBIDDEN);
      expect((await world.app.request('/api/user/profile/update', json({ remote_id: me.remote_id, dofb: '1990-05-17' }))).status).toBe(401);
    });
  });

  describe('POST /api/player-login', () => {
    it('answers a short-lived access_token for the numeric id or the remote_id, stored hashed', async () => {
      for (const userId of [playerId, String(playerId), me.remote_id]) {
        const res = await world.app.request('/api/player-login', json({ user_id: userId }, me.token));
        expect(res.status).toBe(200);
        const body = (await res.json()) as { access_token: string; expires_in: number };
        expect(body).toEqual({ access_token: expect.any(String), expires_in: 300 });
        const [row] = await world.database.db.select().from(playerTokens).where(eq(playerTokens.tokenHash, hashToken(body.access_token)));
        expect(row?.kind).toBe('sports');
        expect(row?.expiresAt?.toISOString()).toBe('2025-06-01T06:05:00.000Z');
      }
    });

    it('answers 403 for another player, 422 without user_id, 401 without a token', async () => {
      const forbidden = await world.app.request('/api/player-login', json({ user_id: playerId + 1 }, me.token));
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual(FORBIDDEN);
      const missing = await world.app.request('/api/player-login', json({}, me.token));
      expect(missing.status).toBe(422);
      expect(await missing.json()).toEqual({
        message: 'The user id field is required.',
        code: 'user_id_required',
        errors: { user_id: ['The user id field is required.'] },
        error_codes: { user_id: ['user_id_required'] },
      });
      expect((await world.app.request('/api/player-login', json({ user_id: playerId }))).status).toBe(401);
    });
  });
});
