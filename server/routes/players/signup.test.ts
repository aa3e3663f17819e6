import { eq } from 'drizzle-orm';
import { captchas, playerPhones, players, signups } from '../../db/schema.ts';
import { issueCaptcha } from './captcha.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { PASSWORD_COMMON } from './validation.ts';
import { addPlayer, fromAddress, json, login, testWorld, type TestWorld } from './test-support.ts';

/** A password that passes every rule, the common-password one included. */
const PASSWORD = 'padma2river';

const signup = (overrides: Record<string, unknown> = {}) => ({
  username: 'newplayer1',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  name: 'New Player',
  phone: '01712345678',
  email: 'new@example.com',
  referral_code: '',
  currency: 'BDT',
  status: 'active',
  ...overrides,
});

/** The n-th distinct player of a test (username, e-mail and phone of its own). */
const nth = (n: number, overrides: Record<string, unknown> = {}) =>
  signup({ username: `player${String(n).padStart(4, '0')}`, email: `p${n}@example.com`, phone: `0171${String(n).padStart(7, '0')}`, ...overrides });

const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

type Answer = { status: number; retryAfter: string | null; body: Record<string, unknown> };

describeBothDatabases('POST /api/v1/create-players', ({ database }) => {
  let world: TestWorld;
  beforeEach(() => {
    world = testWorld(database());
  });

  /** A sign-up, from a client address (as a socket would give it) when one is named. */
  async function signUp(body: Record<string, unknown>, address?: string, headers: Record<string, string> = {}): Promise<Answer> {
    const res = await world.app.request('/api/v1/create-players', json(body, undefined, headers), address ? fromAddress(address) : undefined);
    return { status: res.status, retryAfter: res.headers.get('Retry-After'), body: (await res.json()) as Record<string, unknown> };
  }
  const withCaptcha = async (body: Record<string, unknown>) => {
    const captcha = await issueCaptcha(world.database.db, world.clock);
    return { ...body, captcha_id: captcha.id, captcha: captcha.code };
  };
  const playerCount = async () => (await world.database.db.select({ id: players.id }).from(players)).length;

  describe('the main form', () => {
    it('creates an active player; the client then logs in', async () => {
      const res = await world.app.request('/api/v1/create-players', json(signup({ username: 'NewPlayer1', email: 'New@Example.com' })));
      expect(res.status).toBe(201);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toEqual({ message: 'Player created successfully', code: 'player_created', username: 'newplayer1', remote_id: expect.any(String), referral_code: expect.stringMatching(/^[0-9A-F]{10}$/) });
      const [row] = await world.database.db.select().from(players);
      expect(row).toMatchObject({ username: 'newplayer1', email: 'new@example.com', phone: '01712345678', name: 'New Player', currency: 'BDT', status: 'active', balance: '0.00', sessionId: 0, dofb: null, emailVerifiedAt: null, referredBy: null });
      expect(row?.passwordHash).toMatch(/^scrypt\$/);
      const session = await login(world.app, 'newplayer1', PASSWORD);
      expect(session.remote_id).toBe(body.remote_id);
    });

    it('links a known referral code (any case) and refuses an unknown one', async () => {
      const referrer = await addPlayer(world, { username: 'referrer01', referralCode: 'ABCDE12345' });
      const bad = await world.app.request('/api/v1/create-players', json(signup({ referral_code: 'NOPE' })));
      expect(bad.status).toBe(422);
      expect(await bad.json()).toEqual({
        message: 'The selected referral code is invalid.',
        code: 'referral_code_invalid',
        errors: { referral_code: ['The selected referral code is invalid.'] },
        error_codes: { referral_code: ['referral_code_invalid'] },
      });
      const good = await world.app.request('/api/v1/create-players', json(signup({ referral_code: 'abcde12345', currency: 'PKR' })));
      expect(good.status).toBe(201);
      const [row] = await world.database.db.select().from(players).where(eq(players.username, 'newplayer1'));
      expect(row).toMatchObject({ referredBy: referrer.id, currency: 'PKR' });
    });

    it('answers 422 for a taken username, e-mail and phone', async () => {
      await addPlayer(world, { username: 'newplayer1', email: 'new@example.com', phone: '01712345678' });
      const res = await world.app.request('/api/v1/create-players', json(signup({ username: 'NEWPLAYER1', email: 'NEW@example.com', phone: '8801712345678' })));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        message: 'The username has already been taken.',
        code: 'username_taken',
        errors: { username: ['The username has already been taken.'], email: ['The email has already been taken.'], phone: ['The phone has already been taken.'] },
        error_codes: { username: ['username_taken'], email: ['email_taken'], phone: ['signup_phone_taken'] },
      });
    });

    it("refuses a phone another player verified as an extra number, in any spelling (it could never be verified)", async () => {
      const owner = await addPlayer(world, { username: 'ownerplayer', phone: '01811111111' });
      await world.database.db.insert(playerPhones).values({ playerId: owner.id, contractValue: '01712345678', isVerify: 1, createdAt: world.clock.now() });
      for (const phone of ['01712345678', '+8801712345678']) {
        const res = await world.app.request('/api/v1/create-players', json(signup({ phone })));
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({
          message: 'The phone has already been taken.',
          code: 'signup_phone_taken',
          errors: { phone: ['The phone has already been taken.'] },
          error_codes: { phone: ['signup_phone_taken'] },
        });
      }
      // Added but not verified, a number is nobody's yet.
      await world.database.db.insert(playerPhones).values({ playerId: owner.id, contractValue: '01799999999', isVerify: 0, createdAt: world.clock.now() });
      expect((await world.app.request('/api/v1/create-players', json(signup({ phone: '01799999999' })))).status).toBe(201);
    });

    it('lets the database decide when two sign-ups race for one username', async () => {
      const results = await Promise.all(
        [1, 2].map((n) => world.app.request('/api/v1/create-players', json(signup({ email: `racer${n}@example.com`, phone: `0171234567${n}` })))),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
      const loser = results.find((r) => r.status === 422);
      const body = loser ? ((await loser.json()) as { message: string }) : undefined;
      expect(body?.message).toBe('The username has already been taken.');
    });

    it('checks the spec 1 §5 sign-up rules with their exact messages', async () => {
      const cases: [Record<string, unknown>, string, string, string][] = [
        [{ username: '' }, 'username', 'Username is required', 'username_required'],
        [{ username: 'bad_name1' }, 'username', 'Invalid username (only letters and numbers)', 'username_invalid'],
        [{ username: 'short1' }, 'username', 'Username must be between 8 and 16 characters', 'username_length'],
        [{ username: 'a23456789012345678' }, 'username', 'Username must be between 8 and 16 characters', 'username_length'],
        [{ email: '' }, 'email', 'Email is required', 'email_required'],
        [{ email: 'not-an-email' }, 'email', 'Invalid email address', 'email_invalid'],
        [{ phone: '' }, 'phone', 'Phone number is required', 'phone_required'],
        [{ phone: '12345' }, 'phone', 'Invalid phone number (10-15 digits)', 'phone_invalid'],
        [{ phone: '0171234567x' }, 'phone', 'Invalid phone number (10-15 digits)', 'phone_invalid'],
        [{ password: '' }, 'password', 'Password is required', 'password_required'],
        [{ password: 'abc1234', confirmPassword: 'abc1234' }, 'password', 'Password must be at least 8 characters', 'password_too_short'],
        [{ password: 'abc12345!', confirmPassword: 'abc12345!' }, 'password', 'Password can only contain letters and numbers (no special characters)', 'password_letters_digits'],
        [{ confirmPassword: '' }, 'confirmPassword', 'Confirm Password is required', 'password_confirmation_required'],
        [{ confirmPassword: 'padma2rivex' }, 'confirmPassword', 'Passwords do not match', 'passwords_mismatch'],
        [{ currency: 'USD' }, 'currency', 'The selected currency is invalid.', 'currency_invalid'],
      ];
      for (const [override, field, message, code] of cases) {
        const res = await world.app.request('/api/v1/create-players', json(signup(override)));
        expect(res.status, `${JSON.stringify(override)}`).toBe(422);
        expect(await res.json()).toEqual({ message, code, errors: { [field]: [message] }, error_codes: { [field]: [code] } });
      }
      const all = await world.app.request('/api/v1/create-players', json({}));
      expect(await all.json()).toEqual({
        message: 'Username is required',
        code: 'username_required',
        errors: {
          username: ['Username is required'],
          email: ['Email is required'],
          phone: ['Phone number is required'],
          password: ['Password is required'],
          confirmPassword: ['Confirm Password is required'],
        },
        error_codes: {
          username: ['username_required'],
          email: ['email_required'],
          phone: ['phone_required'],
          password: ['password_required'],
          confirmPassword: ['password_confirmation_required'],
        },
      });
      expect(await world.database.db.select().from(players)).toHaveLength(0);
    });

    it('defaults the currency to BDT, ignores status and unknown fields', async () => {
      const res = await world.app.request('/api/v1/create-players', json(signup({ currency: undefined, status: 'vip', balance: '999999', extra: { a: 1 } })));
      expect(res.status).toBe(201);
      const [row] = await world.database.db.select().from(players);
      expect(row).toMatchObject({ currency: 'BDT', status: 'active', balance: '0.00' });
    });
  });

  describe('common passwords (one rule for every form)', () => {
    const commonOnes = ['12345678', 'password', 'aaaaaaaa', 'Password1', 'QWERTY123', 'iloveyou'];

    it('the one-page form refuses each with code password_common, and creates nobody', async () => {
      for (const password of commonOnes) {
        const answer = await signUp(signup({ password, confirmPassword: password }));
        expect({ password, ...answer }).toEqual({
          password,
          status: 422,
          retryAfter: null,
          body: { message: PASSWORD_COMMON, code: 'password_common', errors: { password: [PASSWORD_COMMON] }, error_codes: { password: ['password_common'] } },
        });
      }
      expect(await playerCount()).toBe(0);
    });

    it('the two-step form refuses each too, without using its captcha up', async () => {
      const captcha = await issueCaptcha(world.database.db, world.clock);
      for (const password of commonOnes) {
        const answer = await signUp(signup({ form: 'steps', password, confirmPassword: password, captcha_id: captcha.id, captcha: captcha.code }));
        expect({ password, status: answer.status, body: answer.body }).toEqual({
          password,
          status: 422,
          body: { message: PASSWORD_COMMON, code: 'password_common', errors: { password: [PASSWORD_COMMON] }, error_codes: { password: ['password_common'] } },
        });
      }
      const ok = await signUp(signup({ form: 'steps', captcha_id: captcha.id, captcha: captcha.code }));
      expect(ok.status).toBe(201);
    });

    it('says so in Bangla when asked', async () => {
      const answer = await signUp(signup({ password: 'Password1', confirmPassword: 'Password1' }), undefined, { 'Accept-Language': 'bn' });
      expect(answer.body).toMatchObject({ code: 'password_common', message: 'এই পাসওয়ার্ডটি খুবই প্রচলিত। অনুগ্রহ করে অন্য একটি পাসওয়ার্ড বেছে নিন।' });
    });
  });

  describe('sign-ups per client address', () => {
    it('allows 5 in an hour; the 6th gets 429 throttled with Retry-After until the oldest is an hour old', async () => {
      for (let n = 1; n <= 5; n += 1) {
        const answer = await signUp(await withCaptcha(nth(n)), '10.1.0.7');
        expect({ n, status: answer.status }).toEqual({ n, status: 201 });
        world.clock.advance(10_000);
      }
      // The first of the five was 50 s ago: one more is allowed in 3,550 s.
      const sixth = await signUp(await withCaptcha(nth(6)), '10.1.0.7');
      expect(sixth).toEqual({
        status: 429,
        retryAfter: '3550',
        body: { message: 'Too many sign-ups from your network. Please try again in 60 minutes.', code: 'throttled', message_code: 'signup_throttled', minutes: 60, retry_after: 3550 },
      });
      world.clock.advance(3549_000);
      const stillThrottled = await signUp(await withCaptcha(nth(6)), '10.1.0.7');
      expect(stillThrottled).toMatchObject({ status: 429, retryAfter: '1', body: { message: 'Too many sign-ups from your network. Please try again in 1 minute.', retry_after: 1 } });
      // The refusals used no captcha, hashed nothing and created nobody.
      expect(await playerCount()).toBe(5);
      world.clock.advance(1000);
      expect((await signUp(await withCaptcha(nth(6)), '10.1.0.7')).status).toBe(201);
      // The window slides: the next is again four sign-ups away from being allowed.
      expect((await signUp(await withCaptcha(nth(7)), '10.1.0.7')).status).toBe(429);
      // Rows older than the hour are dropped as new ones come in.
      expect((await world.database.db.select().from(signups)).map((row) => row.address)).toEqual(Array(5).fill('10.1.0.7'));
    });

    it('says how long to wait in Bangla when asked', async () => {
      for (let n = 1; n <= 5; n += 1) expect((await signUp(await withCaptcha(nth(n)), '10.1.0.8')).status).toBe(201);
      const answer = await signUp(await withCaptcha(nth(6)), '10.1.0.8', { 'Accept-Language': 'bn' });
      expect(answer).toMatchObject({ status: 429, retryAfter: '3600', body: { code: 'throttled', message: 'আপনার নেটওয়ার্ক থেকে অনেকবার সাইন আপ করা হয়েছে। অনুগ্রহ করে ৬০ মিনিট পরে আবার চেষ্টা করুন।' } });
    });

    it('counts only successful sign-ups, per address', async () => {
      await addPlayer(world, { username: 'takenname1' });
      for (let n = 1; n <= 6; n += 1) {
        const refused = await signUp(await withCaptcha(nth(n, { username: 'takenname1' })), '10.1.0.9');
        expect(refused.body).toMatchObject({ errors: { username: ['The username has already been taken.'] } });
      }
      for (let n = 1; n <= 5; n += 1) expect((await signUp(await withCaptcha(nth(n)), '10.1.0.9')).status).toBe(201);
      expect((await signUp(await withCaptcha(nth(6)), '10.1.0.9')).status).toBe(429);
      // Another address is not held back.
      expect((await signUp(nth(6), '10.1.0.10')).status).toBe(201);
    });

    it('lets at most 5 of a burst of 10 concurrent sign-ups from one address through', async () => {
      const bodies = await Promise.all(Array.from({ length: 10 }, (_, index) => withCaptcha(nth(index + 1, { form: 'steps', username: `burst${index + 1}` }))));
      const answers = await Promise.all(bodies.map((body) => signUp(body, '10.1.0.11')));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
      for (const answer of answers.filter((a) => a.status === 429)) expect(answer.body).toMatchObject({ code: 'throttled' });
      expect(await playerCount()).toBe(5);
      expect(await world.database.db.select().from(signups)).toHaveLength(5);
    });
  });

  describe('the one-page form’s captcha', () => {
    it('is asked for after the first sign-up from an address in the hour (422 captcha_required), then checked', async () => {
      expect((await signUp(nth(1), '10.2.0.1')).status).toBe(201);
      const missing = await signUp(nth(2), '10.2.0.1');
      expect(missing).toEqual({
        status: 422,
        retryAfter: null,
        body: { message: 'The captcha is required.', code: 'captcha_required', errors: { captcha: ['The captcha is required.'] }, error_codes: { captcha: ['captcha_required'] } },
      });
      const captcha = await issueCaptcha(world.database.db, world.clock);
      const wrong = await signUp(nth(2, { captcha_id: captcha.id, captcha: wrongCode(captcha.code) }), '10.2.0.1');
      expect(wrong).toEqual({
        status: 422,
        retryAfter: null,
        body: {
          message: 'The captcha is incorrect or has expired.',
          code: 'captcha_invalid',
          errors: { captcha: ['The captcha is incorrect or has expired.'] },
          error_codes: { captcha: ['captcha_invalid'] },
        },
      });
      // Used up by the wrong guess.
      const reused = await signUp(nth(2, { captcha_id: captcha.id, captcha: captcha.code }), '10.2.0.1');
      expect(reused.body).toMatchObject({ code: 'captcha_invalid' });
      const halfSent = await signUp(nth(2, { captcha: '1234' }), '10.2.0.1');
      expect(halfSent.body).toEqual({ message: 'The captcha is required.', code: 'captcha_required', errors: { captcha: ['The captcha is required.'] }, error_codes: { captcha: ['captcha_required'] } });
      expect(await playerCount()).toBe(1);
      const captchaForRight = await issueCaptcha(world.database.db, world.clock);
      const right = await signUp(nth(2, { captcha_id: captchaForRight.id, captcha: captchaForRight.code }), '10.2.0.1');
      expect(right.status).toBe(201);
      const [used] = await world.database.db.select().from(captchas).where(eq(captchas.id, captchaForRight.id));
      expect(used?.usedAt).not.toBeNull();
      // Another address, or the same one an hour after its last sign-up, needs none.
      expect((await signUp(nth(3), '10.2.0.2')).status).toBe(201);
      world.clock.advance(60 * 60 * 1000);
      expect((await signUp(nth(4), '10.2.0.1')).status).toBe(201);
    });

    it('holds under a burst: of 5 concurrent sign-ups without a captcha from a new address, one is created', async () => {
      const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => signUp(nth(index + 1), '10.2.0.3')));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422]);
      for (const answer of answers.filter((a) => a.status === 422)) expect(answer.body).toMatchObject({ code: 'captcha_required' });
      expect(await playerCount()).toBe(1);
    });

    it('is not asked for a request without a client address (in-process calls)', async () => {
      for (let n = 1; n <= 7; n += 1) expect((await signUp(nth(n))).status).toBe(201);
    });
  });
});
