import { eq } from 'drizzle-orm';
import { captchas, players } from '../../db/schema.ts';
import { issueCaptcha } from './captcha.ts';
import { captchaPeekCommand } from '../../ops/commands/captcha-peek.ts';
import { OpsFailure } from '../../ops/types.ts';
import { silentLogger } from '../../logger.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { addPlayer, json, login, testWorld, type TestWorld } from './test-support.ts';

/** A two-step sign-up body as the site sends it (form "steps", captcha id and digits). */
const stepsSignup = (captcha: { id: string; code: string }, overrides: Record<string, unknown> = {}) => ({
  form: 'steps',
  username: 'Step01',
  password: 'padma2river',
  confirmPassword: 'padma2river',
  name: 'Step Player',
  phone: '+8801712345678',
  email: 'step@example.com',
  referral_code: '',
  currency: 'INR',
  status: 'active',
  captcha_id: captcha.id,
  captcha: captcha.code,
  ...overrides,
});

const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describeBothDatabases('POST /api/v1/create-players, two-step variant (form "steps")', ({ database }) => {
  let world: TestWorld;
  beforeEach(() => {
    world = testWorld(database());
  });
  const newCaptcha = () => issueCaptcha(world.database.db, world.clock);

  it('creates an active player (username lowercased) with a right captcha, and uses the captcha up', async () => {
    const captcha = await newCaptcha();
    const res = await world.app.request('/api/v1/create-players', json(stepsSignup(captcha)));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ message: 'Player created successfully', username: 'step01' });
    const [row] = await world.database.db.select().from(players).where(eq(players.username, 'step01'));
    expect(row).toMatchObject({ phone: '8801712345678', currency: 'INR', status: 'active', name: 'Step Player' });
    const [used] = await world.database.db.select().from(captchas).where(eq(captchas.id, captcha.id));
    expect(used?.usedAt).not.toBeNull();
    expect((await login(world.app, 'step01', 'padma2river')).username).toBe('step01');
  });

  it('refuses a wrong, reused or unknown captcha under `captcha`, and creates nobody', async () => {
    const message = 'The captcha is incorrect or has expired.';
    const captcha = await newCaptcha();
    const wrong = await world.app.request('/api/v1/create-players', json(stepsSignup({ id: captcha.id, code: wrongCode(captcha.code) })));
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ message, code: 'captcha_invalid', errors: { captcha: [message] }, error_codes: { captcha: ['captcha_invalid'] } });
    // One guess per image: the right code no longer works either.
    const reused = await world.app.request('/api/v1/create-players', json(stepsSignup(captcha)));
    expect(await reused.json()).toEqual({ message, code: 'captcha_invalid', errors: { captcha: [message] }, error_codes: { captcha: ['captcha_invalid'] } });
    const unknown = await world.app.request('/api/v1/create-players', json(stepsSignup({ id: 'no-such-captcha', code: '1234' })));
    expect(unknown.status).toBe(422);
    expect(await world.database.db.select().from(players)).toHaveLength(0);
  });

  it('refuses an expired captcha', async () => {
    const captcha = await newCaptcha();
    world.clock.advance(5 * 60 * 1000 + 1);
    const res = await world.app.request('/api/v1/create-players', json(stepsSignup(captcha)));
    expect(await res.json()).toEqual({
      message: 'The captcha is incorrect or has expired.',
      code: 'captcha_invalid',
      errors: { captcha: ['The captcha is incorrect or has expired.'] },
      error_codes: { captcha: ['captcha_invalid'] },
    });
  });

  it('checks the variant’s rules with their messages; a refused body leaves the captcha usable', async () => {
    const captcha = await newCaptcha();
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ username: 'abc' }, 'username', 'Username must be between 4 and 15 characters', 'username_steps_length'],
      [{ username: 'a234567890123456' }, 'username', 'Username must be between 4 and 15 characters', 'username_steps_length'],
      [{ username: 'bad_name' }, 'username', 'Invalid username (only letters and numbers)', 'username_invalid'],
      [{ password: 'abc1234', confirmPassword: 'abc1234' }, 'password', 'Password must be between 8 and 20 characters', 'password_steps_length'],
      [{ password: 'a2345678901234567890x', confirmPassword: 'a2345678901234567890x' }, 'password', 'Password must be between 8 and 20 characters', 'password_steps_length'],
      [{ password: 'abc12345!', confirmPassword: 'abc12345!' }, 'password', 'Password can only contain letters and numbers (no special characters)', 'password_letters_digits'],
      [{ confirmPassword: 'abc12346' }, 'confirmPassword', 'Passwords do not match', 'passwords_mismatch'],
      [{ name: 'x'.repeat(101) }, 'name', 'The name may not be greater than 100 characters.', 'name_too_long'],
      [{ referral_code: 'ABC12' }, 'referral_code', 'The referral code must be between 6 and 20 characters.', 'referral_code_steps_length'],
      [{ referral_code: 'A'.repeat(21) }, 'referral_code', 'The referral code must be between 6 and 20 characters.', 'referral_code_steps_length'],
      [{ captcha: '' }, 'captcha', 'The captcha is required.', 'captcha_required'],
      [{ captcha_id: '' }, 'captcha', 'The captcha is required.', 'captcha_required'],
      [{ captcha: '12a4' }, 'captcha', 'The captcha must be 4 digits.', 'captcha_not_four_digits'],
      [{ captcha: '12345' }, 'captcha', 'The captcha must be 4 digits.', 'captcha_not_four_digits'],
    ];
    for (const [override, field, message, code] of cases) {
      const res = await world.app.request('/api/v1/create-players', json(stepsSignup(captcha, override)));
      expect({ override, status: res.status, body: await res.json() }).toEqual({ override, status: 422, body: { message, code, errors: { [field]: [message] }, error_codes: { [field]: [code] } } });
    }
    // Four letters/digits and eight-character passwords pass; the captcha was never spent by the refusals above.
    const ok = await world.app.request('/api/v1/create-players', json(stepsSignup(captcha, { username: 'ab12', password: 'hilsa2fi', confirmPassword: 'hilsa2fi' })));
    expect(ok.status).toBe(201);
  });

  it('still refuses a taken username and an unknown referral code after the captcha', async () => {
    await addPlayer(world, { username: 'step01', referralCode: 'REFER123' });
    const taken = await world.app.request('/api/v1/create-players', json(stepsSignup(await newCaptcha())));
    expect(await taken.json()).toMatchObject({ errors: { username: ['The username has already been taken.'] } });
    const unknownReferral = await world.app.request('/api/v1/create-players', json(stepsSignup(await newCaptcha(), { username: 'step02', referral_code: 'NOSUCH1' })));
    expect(await unknownReferral.json()).toMatchObject({ errors: { referral_code: ['The selected referral code is invalid.'] } });
    const referred = await world.app.request('/api/v1/create-players', json(stepsSignup(await newCaptcha(), { username: 'step02', referral_code: 'refer123' })));
    expect(referred.status).toBe(201);
  });

  it('without form "steps" the main rules stay: no captcha needed, 4-character usernames refused', async () => {
    const main = { username: 'mainform1', password: 'padma2river', confirmPassword: 'padma2river', name: '', phone: '01712345679', email: 'main@example.com', referral_code: '', currency: 'BDT', status: 'active' };
    const short = await world.app.request('/api/v1/create-players', json({ ...main, username: 'ab12' }));
    expect(await short.json()).toEqual({
      message: 'Username must be between 8 and 16 characters',
      code: 'username_length',
      errors: { username: ['Username must be between 8 and 16 characters'] },
      error_codes: { username: ['username_length'] },
    });
    expect((await world.app.request('/api/v1/create-players', json(main))).status).toBe(201);
  });

  it('ops captcha-peek shows a live captcha’s code without using it up; refuses used or unknown ones', async () => {
    const captcha = await newCaptcha();
    const context = { database: world.database, clock: world.clock, log: silentLogger, passwords: world.passwords };
    const peeked = await captchaPeekCommand.run(context, [captcha.id]);
    expect(peeked).toEqual({ text: captcha.code, json: { captcha_id: captcha.id, code: captcha.code } });
    expect((await world.app.request('/api/v1/create-players', json(stepsSignup({ id: captcha.id, code: peeked.text })))).status).toBe(201);
    await expect(captchaPeekCommand.run(context, [captcha.id])).rejects.toBeInstanceOf(OpsFailure);
    await expect(captchaPeekCommand.run(context, ['unknown'])).rejects.toBeInstanceOf(OpsFailure);
    await expect(captchaPeekCommand.run(context, [])).rejects.toThrow(/^Usage: captcha-peek/);
  });
});
