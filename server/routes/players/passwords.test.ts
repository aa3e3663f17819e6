import { eq } from 'drizzle-orm';
import { outboxMessages, players, playerSessions, playerTokens, verificationCodes } from '../../db/schema.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { addPlayer, bearer, json, lastCode, login, otherCode, testWorld, type LoggedIn, type TestWorld } from './test-support.ts';
import { PASSWORD_COMMON } from './validation.ts';

const RULE = 'New Password must contain at least one number, one letter, and 8 characters long.';

describeBothDatabases('passwords', ({ database }) => {
  let world: TestWorld;
  let playerId: number;
  beforeEach(async () => {
    world = testWorld(database());
    playerId = (await addPlayer(world, { username: 'passworduser', email: 'pw@example.com', phone: '01722222222' })).id;
  });

  const balanceStatus = async (token: string) => (await world.app.request('/api/balance', { method: 'POST', ...bearer(token) })).status;

  describe('POST /api/user-pwd', () => {
    let me: LoggedIn;
    beforeEach(async () => {
      me = await login(world.app, 'passworduser');
    });
    const change = (body: Record<string, unknown>, token = me.token) => world.app.request('/api/user-pwd', json(body, token));

    it('changes the password and revokes every session and token', async () => {
      const other = await login(world.app, 'passworduser');
      await world.app.request('/api/player-login', json({ user_id: playerId }, me.token));
      const res = await change({ old_password: 'secret123', new_password: 'newpass123', new_password_confirmation: 'newpass123' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: 'Password changed successfully.', code: 'password_changed' });
      expect(await balanceStatus(me.token)).toBe(401);
      expect(await balanceStatus(other.token)).toBe(401);
      const sessions = await world.database.db.select().from(playerSessions);
      expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
      const tokens = await world.database.db.select().from(playerTokens);
      expect(tokens.length).toBe(3);
      expect(tokens.every((t) => t.revokedAt !== null)).toBe(true);
      expect((await world.app.request('/api/login', json({ username: 'passworduser', password: 'secret123' }))).status).toBe(401);
      await login(world.app, 'passworduser', 'newpass123');
    });

    it('answers 422 The current password is incorrect. and keeps the sessions', async () => {
      const res = await change({ old_password: 'wrong1234', new_password: 'newpass123', new_password_confirmation: 'newpass123' });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ message: 'The current password is incorrect.', code: 'current_password_wrong' });
      expect(await balanceStatus(me.token)).toBe(200);
    });

    it('checks in the spec 2 §5 order with its messages', async () => {
      const first = async (body: Record<string, unknown>) => ((await (await change(body)).json()) as { message: string }).message;
      expect(await first({})).toBe(RULE);
      expect(await first({ new_password: 'abcdefgh', old_password: 'x', new_password_confirmation: 'abcdefgh' })).toBe(RULE);
      expect(await first({ new_password: '12345678' })).toBe(RULE);
      expect(await first({ new_password: 'abc1234' })).toBe(RULE);
      expect(await first({ new_password: 'abc12345!' })).toBe(RULE);
      expect(await first({ new_password: 'jamuna7boat', new_password_confirmation: 'jamuna7boat' })).toBe('Please enter your current password.');
      expect(await first({ new_password: 'jamuna7boat', old_password: 'secret123' })).toBe('Please confirm your new password.');
      expect(await first({ new_password: 'jamuna7boat', old_password: 'secret123', new_password_confirmation: 'jamuna7boax' })).toBe('Passwords do not match.');
      const res = await change({});
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        message: RULE,
        code: 'new_password_rule',
        errors: { new_password: [RULE], old_password: ['Please enter your current password.'], new_password_confirmation: ['Please confirm your new password.'] },
        error_codes: { new_password: ['new_password_rule'], old_password: ['current_password_required'], new_password_confirmation: ['new_password_confirmation_required'] },
      });
      expect((await change({ old_password: 'secret123', new_password: 'jamuna7boat', new_password_confirmation: 'jamuna7boat' }, 'nope'.repeat(10))).status).toBe(401);
    });

    it('refuses a common new password (any case) with code password_common, after the spec 2 §5 rule; nothing changes', async () => {
      // All letters or all digits already fail the spec's rule, with its message.
      for (const password of ['12345678', 'password', 'aaaaaaaa']) {
        const res = await change({ old_password: 'secret123', new_password: password, new_password_confirmation: password });
        expect({ password, status: res.status, body: await res.json() }).toMatchObject({ password, status: 422, body: { message: RULE } });
      }
      for (const password of ['Password1', 'abc12345', 'QWERTY123', 'Abcd1234']) {
        const res = await change({ old_password: 'secret123', new_password: password, new_password_confirmation: password });
        expect({ password, status: res.status, body: await res.json() }).toEqual({
          password,
          status: 422,
          body: { message: PASSWORD_COMMON, code: 'password_common', errors: { new_password: [PASSWORD_COMMON] }, error_codes: { new_password: ['password_common'] } },
        });
      }
      expect(await balanceStatus(me.token)).toBe(200);
      await login(world.app, 'passworduser', 'secret123');
    });
  });

  describe('POST /api/usr-forgot-password and /api/usr-reset-password', () => {
    const forgot = (body: Record<string, unknown>) => world.app.request('/api/usr-forgot-password', json(body));
    const reset = (body: Record<string, unknown>) => world.app.request('/api/usr-reset-password', json(body));

    it('sends a 6-digit OTP by e-mail, resets the password and revokes sessions', async () => {
      const me = await login(world.app, 'passworduser');
      const res = await forgot({ type: 'email', email: 'PW@example.com', username: 'PasswordUser' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: 'OTP sent successfully. Please check your email.', code: 'otp_sent_email' });
      const otp = await lastCode(world.database, 'pw@example.com');
      const [stored] = await world.database.db.select().from(verificationCodes);
      expect(stored).toMatchObject({ playerId, purpose: 'password_reset', attempts: 0 });
      expect(stored?.codeHash).not.toContain(otp);
      const done = await reset({ otp, password: 'fresh1234', password_confirmation: 'fresh1234', username: 'passworduser' });
      expect(done.status).toBe(200);
      expect(await done.json()).toEqual({ message: 'Password changed successfully. Please login with your new password.', code: 'password_reset_done' });
      expect(await balanceStatus(me.token)).toBe(401);
      await login(world.app, 'passworduser', 'fresh1234');
      // The code is used up.
      const again = await reset({ otp, password: 'other1234', password_confirmation: 'other1234', username: 'passworduser' });
      expect(again.status).toBe(422);
    });

    it('refuses a common new password with code password_common and keeps the code for a good one', async () => {
      await forgot({ type: 'email', email: 'pw@example.com', username: 'passworduser' });
      const otp = await lastCode(world.database, 'pw@example.com');
      for (const password of ['12345678', 'password', 'aaaaaaaa']) {
        const res = await reset({ otp, password, password_confirmation: password, username: 'passworduser' });
        expect({ password, status: res.status, body: await res.json() }).toMatchObject({ password, status: 422, body: { message: RULE } });
      }
      for (const password of ['Password1', 'abc12345', 'Iloveyou1']) {
        const res = await reset({ otp, password, password_confirmation: password, username: 'passworduser' });
        expect({ password, status: res.status, body: await res.json() }).toEqual({
          password,
          status: 422,
          body: { message: PASSWORD_COMMON, code: 'password_common', errors: { password: [PASSWORD_COMMON] }, error_codes: { password: ['password_common'] } },
        });
      }
      await login(world.app, 'passworduser', 'secret123');
      expect((await reset({ otp, password: 'jamuna7boat', password_confirmation: 'jamuna7boat', username: 'passworduser' })).status).toBe(200);
      await login(world.app, 'passworduser', 'jamuna7boat');
    });

    it('sends by SMS to the phone, written with or without the 88 prefix', async () => {
      const res = await forgot({ type: 'sms', phone: '+8801722222222', username: 'passworduser' });
      expect(await res.json()).toEqual({ message: 'OTP sent successfully. Please check your sms.', code: 'otp_sent_sms' });
      const otp = await lastCode(world.database, '01722222222');
      expect(otp).toMatch(/^\d{6}$/);
    });

    it('answers the same success when username and e-mail/phone do not match, and sends nothing', async () => {
      for (const body of [
        { type: 'email', email: 'pw@example.com', username: 'someoneelse' },
        { type: 'email', email: 'nobody@example.com', username: 'passworduser' },
        { type: 'sms', phone: '01799999999', username: 'passworduser' },
      ]) {
        const res = await forgot(body);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ message: `OTP sent successfully. Please check your ${body.type}.`, code: `otp_sent_${body.type}` });
      }
      expect(await world.database.db.select().from(outboxMessages)).toHaveLength(0);
    });

    it('refuses a resend within 300 s, saying how long to wait, matched or not', async () => {
      for (const username of ['passworduser', 'someoneelse']) {
        const email = username === 'passworduser' ? 'pw@example.com' : 'x@example.com';
        expect((await forgot({ type: 'email', email, username })).status).toBe(200);
        world.clock.advance(100_000);
        const again = await forgot({ type: 'email', email, username });
        expect(again.status).toBe(429);
        expect(again.headers.get('Retry-After')).toBe('200');
        expect(await again.json()).toEqual({ message: 'Please wait 200 seconds before requesting a new code.', code: 'code_recently_sent', retry_after: 200 });
        world.clock.advance(200_000);
        expect((await forgot({ type: 'email', email, username })).status).toBe(200);
      }
    });

    it('kills the code after 5 wrong tries and expires it after 5 minutes', async () => {
      await forgot({ type: 'email', email: 'pw@example.com', username: 'passworduser' });
      const otp = await lastCode(world.database, 'pw@example.com');
      const attempt = (code: string) => reset({ otp: code, password: 'fresh1234', password_confirmation: 'fresh1234', username: 'passworduser' });
      for (const left of [4, 3, 2, 1]) {
        const res = await attempt(otherCode(otp));
        const message = `The verification code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`;
        expect(await res.json()).toEqual({ message, code: 'code_wrong', tries_left: left, errors: { otp: [message] }, error_codes: { otp: ['code_wrong'] } });
      }
      const dead = 'Too many wrong attempts. Please request a new code.';
      expect(((await (await attempt(otherCode(otp))).json()) as { message: string }).message).toBe(dead);
      expect(((await (await attempt(otp)).json()) as { message: string }).message).toBe(dead);

      world.clock.advance(300_000);
      await forgot({ type: 'email', email: 'pw@example.com', username: 'passworduser' });
      const second = await lastCode(world.database, 'pw@example.com');
      world.clock.advance(300_000);
      const expired = await attempt(second);
      expect(expired.status).toBe(422);
      expect(((await expired.json()) as { message: string }).message).toBe('The verification code is invalid or has expired. Please request a new one.');
      const [row] = await world.database.db.select().from(players).where(eq(players.id, playerId));
      expect(await world.passwords.verify('secret123', row?.passwordHash ?? '')).toBe(true);
    });

    it('checks the forgot-password fields with the spec messages', async () => {
      const cases: [Record<string, unknown>, string, string, string][] = [
        [{ type: 'email', username: 'passworduser' }, 'email', 'Please enter your email address.', 'email_address_required'],
        [{ type: 'email', email: 'pw@example.com' }, 'username', 'Please enter your username.', 'username_needed'],
        [{ type: 'sms', username: 'passworduser' }, 'phone', 'Please enter your phone number.', 'phone_number_required'],
        [{ type: 'sms', phone: '123', username: 'passworduser' }, 'phone', 'Invalid phone number (10-15 digits)', 'phone_invalid'],
        [{ type: 'fax', username: 'passworduser' }, 'type', 'The selected type is invalid.', 'reset_type_invalid'],
      ];
      for (const [body, field, message, code] of cases) {
        const res = await forgot(body);
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ message, code, errors: { [field]: [message] }, error_codes: { [field]: [code] } });
      }
    });

    it('checks the reset fields in the spec 1 §5 order', async () => {
      const cases: [Record<string, unknown>, string, string, string][] = [
        [{ password: 'fresh1234', password_confirmation: 'fresh1234', username: 'passworduser' }, 'otp', 'Please enter the OTP.', 'otp_required'],
        [{ otp: '12345', password: 'fresh1234', password_confirmation: 'fresh1234', username: 'passworduser' }, 'otp', 'The code must be 6 digits.', 'code_not_six_digits'],
        [{ otp: '123456', password: 'freshpass', password_confirmation: 'freshpass', username: 'passworduser' }, 'password', RULE, 'new_password_rule'],
        [{ otp: '123456', password: 'fresh1234', username: 'passworduser' }, 'password_confirmation', 'Please confirm your new password.', 'new_password_confirmation_required'],
        [{ otp: '123456', password: 'fresh1234', password_confirmation: 'fresh1235', username: 'passworduser' }, 'password_confirmation', 'Passwords do not match.', 'new_passwords_mismatch'],
        [{ otp: '123456', password: 'fresh1234', password_confirmation: 'fresh1234' }, 'username', 'Please enter your username.', 'username_needed'],
      ];
      for (const [body, field, message, code] of cases) {
        const res = await reset(body);
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ message, code, errors: { [field]: [message] }, error_codes: { [field]: [code] } });
      }
      const unknown = await reset({ otp: '123456', password: 'fresh1234', password_confirmation: 'fresh1234', username: 'ghostuser1' });
      const missing = 'The verification code is invalid or has expired. Please request a new one.';
      expect(await unknown.json()).toEqual({ message: missing, code: 'code_invalid', errors: { otp: [missing] }, error_codes: { otp: ['code_invalid'] } });
    });
  });
});
