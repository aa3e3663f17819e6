import { eq } from 'drizzle-orm';
import { loginFailures, players, playerSessions, playerTokens } from '../../db/schema.ts';
import { hashToken } from '../../auth/sessions.ts';
import type { PasswordHasher } from '../../security/password.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { addPlayer, bearer, cheapPasswords, json, login, testWorld, type TestWorld } from './test-support.ts';

/** A socket-like env so the app sees a client address (getConnInfo). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 5000, remoteFamily: 'IPv4' } } });

describeBothDatabases('POST /api/login', ({ database }) => {
  let world: TestWorld;
  beforeEach(() => {
    world = testWorld(database());
  });

  describe('login', () => {
    it('answers token, remote_id, username, exchange[0].token and message; stores only hashes', async () => {
      const player = await addPlayer(world, { username: 'loginuser1' });
      const res = await world.app.request('/api/login', json({ username: 'LoginUser1', password: 'secret123' }));
      expect(res.status).toBe(200);
      const body = (await res.json()) as { token: string; remote_id: string; username: string; exchange: { token: string }[]; message: string };
      expect(body).toEqual({ token: expect.any(String), remote_id: player.remoteId, username: 'loginuser1', exchange: [{ token: expect.any(String) }], message: 'Login successful' });
      expect(body.exchange[0]?.token).not.toBe(body.token);
      const sessions = await world.database.db.select().from(playerSessions);
      expect(sessions.map((s) => s.tokenHash)).toEqual([hashToken(body.token)]);
      const tokens = await world.database.db.select().from(playerTokens);
      expect(tokens).toMatchObject([{ kind: 'exchange', tokenHash: hashToken(body.exchange[0]?.token ?? ''), sessionId: sessions[0]?.id }]);
      // The session works.
      expect((await world.app.request('/api/balance', { method: 'POST', ...bearer(body.token) })).status).toBe(200);
    });

    it('opens a new session on every login', async () => {
      await addPlayer(world, { username: 'loginuser1' });
      const first = await login(world.app, 'loginuser1');
      const second = await login(world.app, 'loginuser1');
      expect(first.token).not.toBe(second.token);
      expect(first.exchange[0]?.token).not.toBe(second.exchange[0]?.token);
      expect(await world.database.db.select().from(playerSessions)).toHaveLength(2);
    });

    it('answers 401 Invalid credentials for a wrong password and for an unknown user alike', async () => {
      await addPlayer(world, { username: 'loginuser1' });
      for (const body of [{ username: 'loginuser1', password: 'wrong1234' }, { username: 'nobody123', password: 'secret123' }]) {
        const res = await world.app.request('/api/login', json(body));
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ message: 'Invalid credentials' });
      }
    });

    it('runs the KDF once on both paths: known user with a wrong password, and unknown user', async () => {
      const verified: string[] = [];
      const spy: PasswordHasher = {
        hash: (plain) => cheapPasswords.hash(plain),
        verify: async (plain, stored) => {
          verified.push(stored.split('$').slice(0, 4).join('$'));
          return cheapPasswords.verify(plain, stored);
        },
        needsRehash: (stored) => cheapPasswords.needsRehash(stored),
      };
      world = testWorld(database(), spy);
      await addPlayer(world, { username: 'loginuser1' });
      await world.app.request('/api/login', json({ username: 'loginuser1', password: 'wrong1234' }));
      await world.app.request('/api/login', json({ username: 'nobody123', password: 'wrong1234' }));
      // Same parameters (so the same cost) for the real hash and the dummy one.
      expect(verified).toEqual(['scrypt$1024$8$1', 'scrypt$1024$8$1']);
    });

    it('checks the spec 1 §5 login rules with their messages', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ password: 'secret123' }, 'username', 'Username is required'],
        [{ username: 'bad name!', password: 'secret123' }, 'username', 'Invalid username (only letters and numbers)'],
        [{ username: 'loginuser1' }, 'password', 'Password is required'],
        [{ username: 'loginuser1', password: 'short' }, 'password', 'Password must be at least 8 characters'],
      ];
      for (const [body, field, message] of cases) {
        const res = await world.app.request('/api/login', json(body));
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ message, errors: { [field]: [message] } });
      }
      expect((await world.app.request('/api/login', json('{oops'))).status).toBe(400);
    });

    it('upgrades a hash made with older parameters on a successful login', async () => {
      const old = await addPlayer({ database: world.database, passwords: cheapPasswords }, { username: 'loginuser1' });
      const { createPasswordHasher } = await import('../../security/password.ts');
      const newer = createPasswordHasher({ N: 2 ** 11, r: 8, p: 1 });
      world = testWorld(database(), newer);
      await login(world.app, 'loginuser1');
      const [row] = await world.database.db.select().from(players).where(eq(players.id, old.id));
      expect(row?.passwordHash.startsWith('scrypt$2048$8$1$')).toBe(true);
      await login(world.app, 'loginuser1');
    });

    it('throttles an account after 10 failures in 15 minutes (429 saying when), even with the right password', async () => {
      await addPlayer(world, { username: 'loginuser1' });
      for (let i = 0; i < 10; i += 1) {
        const res = await world.app.request('/api/login', json({ username: 'loginuser1', password: 'wrong1234' }));
        expect(res.status).toBe(401);
        world.clock.advance(1000);
      }
      const blocked = await world.app.request('/api/login', json({ username: 'loginuser1', password: 'secret123' }));
      expect(blocked.status).toBe(429);
      // The oldest of the ten failures (10 s ago) ages out in 890 s.
      expect(blocked.headers.get('Retry-After')).toBe('890');
      expect(await blocked.json()).toEqual({ message: 'Too many failed login attempts. Please try again in 15 minutes.', retry_after: 890 });
      world.clock.advance(889 * 1000);
      const stillBlocked = await world.app.request('/api/login', json({ username: 'loginuser1', password: 'secret123' }));
      expect(await stillBlocked.json()).toEqual({ message: 'Too many failed login attempts. Please try again in 1 minute.', retry_after: 1 });
      world.clock.advance(1000);
      expect((await world.app.request('/api/login', json({ username: 'loginuser1', password: 'secret123' }))).status).toBe(200);
      // Success clears the account's failures.
      expect(await world.database.db.select().from(loginFailures).where(eq(loginFailures.username, 'loginuser1'))).toHaveLength(0);
    });

    it('throttles a client address after 10 failures over any usernames, not other addresses', async () => {
      await addPlayer(world, { username: 'loginuser1' });
      for (let i = 0; i < 10; i += 1) {
        const res = await world.app.request('/api/login', json({ username: `nobody${i}xyz`, password: 'wrong1234' }), from('10.0.0.7'));
        expect(res.status).toBe(401);
      }
      const blocked = await world.app.request('/api/login', json({ username: 'loginuser1', password: 'secret123' }), from('10.0.0.7'));
      expect(blocked.status).toBe(429);
      expect(((await blocked.json()) as { message: string }).message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
      expect((await world.app.request('/api/login', json({ username: 'loginuser1', password: 'secret123' }), from('10.0.0.8'))).status).toBe(200);
    });

    it('counts unknown accounts the same way (no enumeration through throttling)', async () => {
      for (let i = 0; i < 10; i += 1) await world.app.request('/api/login', json({ username: 'ghostuser1', password: 'wrong1234' }));
      expect((await world.app.request('/api/login', json({ username: 'ghostuser1', password: 'wrong1234' }))).status).toBe(429);
    });
  });
});
