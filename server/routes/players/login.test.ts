import { eq } from 'drizzle-orm';
import { loginFailures, players, playerSessions, playerTokens } from '../../db/schema.ts';
import { hashToken } from '../../auth/sessions.ts';
import type { PasswordHasher } from '../../security/password.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { silentLogger } from '../../logger.ts';
import { captchaPeekCommand } from '../../ops/commands/captcha-peek.ts';
import { addPlayer, bearer, cheapPasswords, json, login, testWorld, type TestWorld } from './test-support.ts';

/** A socket-like env so the app sees a client address (getConnInfo). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 5000, remoteFamily: 'IPv4' } } });

/** The cheap hasher, counting password comparisons. */
function spyPasswords() {
  let count = 0;
  const passwords: PasswordHasher = {
    hash: (plain) => cheapPasswords.hash(plain),
    verify: async (plain, stored) => {
      count += 1;
      return cheapPasswords.verify(plain, stored);
    },
    needsRehash: (stored) => cheapPasswords.needsRehash(stored),
  };
  return { passwords, verified: () => count };
}

/** GET /api/captcha as the site calls it, and the digits a player reads off the picture. */
async function newCaptcha(world: TestWorld): Promise<{ id: string; code: string }> {
  const res = await world.app.request('/api/captcha');
  const { captcha_id: id } = (await res.json()) as { captcha_id: string };
  const peeked = await captchaPeekCommand.run({ database: world.database, clock: world.clock, log: silentLogger, passwords: world.passwords }, [id]);
  return { id, code: peeked.text };
}

const otherDigits = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

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
      expect(body).toEqual({ token: expect.any(String), remote_id: player.remoteId, username: 'loginuser1', exchange: [{ token: expect.any(String) }], message: 'Login successful', code: 'login_successful', restriction: null });
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

    it('answers 401 invalid_credentials for a wrong password and for an unknown user alike, with the tries left', async () => {
      await addPlayer(world, { username: 'loginuser1' });
      for (const body of [{ username: 'loginuser1', password: 'wrong1234' }, { username: 'nobody123', password: 'secret123' }]) {
        const res = await world.app.request('/api/login', json(body));
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ message: 'Invalid credentials', code: 'invalid_credentials', tries_left: 9, needs_captcha: false });
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
      const cases: [Record<string, unknown>, string, string, string][] = [
        [{ password: 'secret123' }, 'username', 'Username is required', 'username_required'],
        [{ username: 'bad name!', password: 'secret123' }, 'username', 'Invalid username (only letters and numbers)', 'username_invalid'],
        [{ username: 'loginuser1' }, 'password', 'Password is required', 'password_required'],
        [{ username: 'loginuser1', password: 'short' }, 'password', 'Password must be at least 8 characters', 'password_too_short'],
      ];
      for (const [body, field, message, code] of cases) {
        const res = await world.app.request('/api/login', json(body));
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ message, code, errors: { [field]: [message] }, error_codes: { [field]: [code] } });
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

    it('pauses a (username, address) pair after 10 failures in 15 minutes (429 saying when), even with the right password', async () => {
      await addPlayer(world, { username: 'loginuser1' });
      const triesLeft: unknown[] = [];
      for (let i = 0; i < 10; i += 1) {
        const res = await world.app.request('/api/login', json({ username: 'loginuser1', password: 'wrong1234' }), from('10.0.0.7'));
        expect(res.status).toBe(401);
        triesLeft.push(((await res.json()) as { tries_left: number }).tries_left);
        world.clock.advance(1000);
      }
      expect(triesLeft).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
      const blocked = await world.app.request('/api/login', json({ username: 'loginuser1', password: 'secret123' }), from('10.0.0.7'));
      expect(blocked.status).toBe(429);
      // The oldest of the ten failures (10 s ago) ages out in 890 s.
      expect(blocked.headers.get('Retry-After')).toBe('890');
      expect(await blocked.json()).toEqual({ message: 'Too many failed login attempts. Please try again in 15 minutes.', code: 'throttled', message_code: 'login_throttled', minutes: 15, retry_after: 890 });
      world.clock.advance(889 * 1000);
      const stillBlocked = await world.app.request('/api/login', json({ username: 'loginuser1', password: 'secret123' }), from('10.0.0.7'));
      expect(stillBlocked.headers.get('Retry-After')).toBe('1');
      expect(await stillBlocked.json()).toEqual({ message: 'Too many failed login attempts. Please try again in 1 minute.', code: 'throttled', message_code: 'login_throttled', minutes: 1, retry_after: 1 });
      // Refused attempts are not failures: the window ends when the first failure leaves it.
      world.clock.advance(1000);
      expect((await world.app.request('/api/login', json({ username: 'loginuser1', password: 'secret123' }), from('10.0.0.7'))).status).toBe(200);
      // Success clears the account's failures.
      expect(await world.database.db.select().from(loginFailures).where(eq(loginFailures.username, 'loginuser1'))).toHaveLength(0);
    });

    it('counts a burst before comparing: 30 parallel wrong passwords reach the hash at most 10 times, the rest 429', async () => {
      const spy = spyPasswords();
      world = testWorld(database(), spy.passwords);
      await addPlayer(world, { username: 'loginuser1' });
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => world.app.request('/api/login', json({ username: 'loginuser1', password: 'wrong1234' }), from('10.0.0.7'))),
      );
      const statuses = answers.map((res) => res.status);
      expect(spy.verified()).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status === 401)).toHaveLength(spy.verified());
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - spy.verified());
      // Only compared attempts are failures.
      expect(await world.database.db.select().from(loginFailures)).toHaveLength(spy.verified());
    });

    it('counts a burst over many addresses before comparing: 30 parallel guesses at one name reach the hash at most 10 times', async () => {
      const spy = spyPasswords();
      world = testWorld(database(), spy.passwords);
      await addPlayer(world, { username: 'loginuser1' });
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => world.app.request('/api/login', json({ username: 'loginuser1', password: 'wrong1234' }), from(`10.0.1.${i}`))),
      );
      const codes = await Promise.all(answers.map(async (res) => ((await res.json()) as { code: string }).code));
      expect(spy.verified()).toBeLessThanOrEqual(10);
      expect(codes.filter((code) => code === 'invalid_credentials')).toHaveLength(spy.verified());
      expect(codes.filter((code) => code === 'captcha_required')).toHaveLength(30 - spy.verified());
    });

    it('a stranger’s 10 failures pause only the stranger: the owner logs in from another address, with the captcha the name now needs', async () => {
      const spy = spyPasswords();
      world = testWorld(database(), spy.passwords);
      await addPlayer(world, { username: 'loginuser1' });
      let last: Record<string, unknown> = {};
      for (let i = 0; i < 10; i += 1) {
        const res = await world.app.request('/api/login', json({ username: 'loginuser1', password: 'wrong1234' }), from('10.0.0.7'));
        expect(res.status).toBe(401);
        last = (await res.json()) as Record<string, unknown>;
      }
      // The tenth failure of the name says the next log-in for it needs a captcha.
      expect(last).toEqual({ message: 'Invalid credentials', code: 'invalid_credentials', tries_left: 0, needs_captcha: true });
      expect((await world.app.request('/api/login', json({ username: 'loginuser1', password: 'secret123' }), from('10.0.0.7'))).status).toBe(429);
      expect(spy.verified()).toBe(10);

      // The owner, elsewhere: no captcha, or a wrong one, is refused before the password is compared.
      const owner = { username: 'loginuser1', password: 'secret123' };
      const bare = await world.app.request('/api/login', json(owner), from('10.0.0.8'));
      expect(bare.status).toBe(401);
      expect(await bare.json()).toEqual({ message: 'Please enter the captcha to log in.', code: 'captcha_required', message_code: 'login_captcha_required' });
      const wrongCaptcha = await newCaptcha(world);
      const wrong = await world.app.request('/api/login', json({ ...owner, captcha_id: wrongCaptcha.id, captcha: otherDigits(wrongCaptcha.code) }), from('10.0.0.8'));
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ message: 'The captcha is incorrect or has expired.', code: 'captcha_wrong' });
      // A captcha is good for one guess: the right digits of a used one are refused too.
      const reused = await world.app.request('/api/login', json({ ...owner, captcha_id: wrongCaptcha.id, captcha: wrongCaptcha.code }), from('10.0.0.8'));
      expect(((await reused.json()) as { code: string }).code).toBe('captcha_wrong');
      expect(spy.verified()).toBe(10);

      // GET /api/captcha, the digits read off the picture, and the right password: logged in.
      const captcha = await newCaptcha(world);
      const res = await world.app.request('/api/login', json({ ...owner, captcha_id: captcha.id, captcha: captcha.code }), from('10.0.0.8'));
      expect(res.status).toBe(200);
      expect(spy.verified()).toBe(11);
      // The success cleared the name's failures: the stranger's pair is free again, and no captcha is needed.
      expect(await world.database.db.select().from(loginFailures)).toHaveLength(0);
      expect(((await (await world.app.request('/api/login', json({ username: 'loginuser1', password: 'wrong1234' }), from('10.0.0.7'))).json()) as { code: string }).code).toBe(
        'invalid_credentials',
      );
    });

    it('distributed guessing: from 10 failures of a name over many addresses, every address needs a captcha; a right captcha lets a wrong password count', async () => {
      const spy = spyPasswords();
      world = testWorld(database(), spy.passwords);
      await addPlayer(world, { username: 'loginuser1' });
      for (let i = 0; i < 9; i += 1) {
        const res = await world.app.request('/api/login', json({ username: 'loginuser1', password: 'wrong1234' }), from(`10.0.2.${i}`));
        expect(await res.json()).toMatchObject({ code: 'invalid_credentials', tries_left: 9, needs_captcha: false });
      }
      const tenth = await world.app.request('/api/login', json({ username: 'loginuser1', password: 'wrong1234' }), from('10.0.2.9'));
      expect(await tenth.json()).toMatchObject({ code: 'invalid_credentials', tries_left: 9, needs_captcha: true });
      expect(((await (await world.app.request('/api/login', json({ username: 'loginuser1', password: 'wrong1234' }), from('10.0.2.10'))).json()) as { code: string }).code).toBe(
        'captcha_required',
      );
      const captcha = await newCaptcha(world);
      const guessed = await world.app.request('/api/login', json({ username: 'loginuser1', password: 'wrong1234', captcha_id: captcha.id, captcha: captcha.code }), from('10.0.2.10'));
      expect(guessed.status).toBe(401);
      expect(await guessed.json()).toEqual({ message: 'Invalid credentials', code: 'invalid_credentials', tries_left: 9, needs_captcha: true });
      expect(spy.verified()).toBe(11);
      // The window passes: no captcha any more.
      world.clock.advance(15 * 60 * 1000);
      expect((await world.app.request('/api/login', json({ username: 'loginuser1', password: 'secret123' }), from('10.0.2.11'))).status).toBe(200);
    });

    it('50 failures over any names from one address pause that address only (Retry-After from the injected clock), until the window passes', async () => {
      await addPlayer(world, { username: 'loginuser1' });
      for (let i = 0; i < 50; i += 1) {
        const res = await world.app.request('/api/login', json({ username: `nobody${i}xyz`, password: 'wrong1234' }), from('10.0.0.7'));
        expect(res.status).toBe(401);
        // The address's limit is nearer than the pair's for the last nine.
        expect(((await res.json()) as { tries_left: number }).tries_left).toBe(Math.min(9, 50 - (i + 1)));
        world.clock.advance(1000);
      }
      const blocked = await world.app.request('/api/login', json({ username: 'loginuser1', password: 'secret123' }), from('10.0.0.7'));
      expect(blocked.status).toBe(429);
      // The oldest of the fifty (50 s ago) ages out in 850 s.
      expect(blocked.headers.get('Retry-After')).toBe('850');
      expect(await blocked.json()).toEqual({ message: 'Too many failed login attempts. Please try again in 15 minutes.', code: 'throttled', message_code: 'login_throttled', minutes: 15, retry_after: 850 });
      // Other addresses, behind which other players are, are not paused.
      expect((await world.app.request('/api/login', json({ username: 'loginuser1', password: 'secret123' }), from('10.0.0.8'))).status).toBe(200);
      world.clock.advance(849 * 1000);
      expect((await world.app.request('/api/login', json({ username: 'loginuser1', password: 'secret123' }), from('10.0.0.7'))).status).toBe(429);
      world.clock.advance(1000);
      expect((await world.app.request('/api/login', json({ username: 'loginuser1', password: 'secret123' }), from('10.0.0.7'))).status).toBe(200);
    });

    it('counts unknown accounts the same way (no enumeration through throttling)', async () => {
      for (let i = 0; i < 10; i += 1) await world.app.request('/api/login', json({ username: 'ghostuser1', password: 'wrong1234' }));
      expect((await world.app.request('/api/login', json({ username: 'ghostuser1', password: 'wrong1234' }))).status).toBe(429);
    });

    it('answers 403 account_inactive for the right password of an inactive account, and counts no failure', async () => {
      await addPlayer(world, { username: 'loginuser1', status: 'blocked' });
      const res = await world.app.request('/api/login', json({ username: 'loginuser1', password: 'secret123' }));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Your account is not active. Please contact customer service.', code: 'account_inactive' });
      expect(await world.database.db.select().from(loginFailures)).toHaveLength(0);
    });
  });
});
