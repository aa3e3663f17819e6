import { eq } from 'drizzle-orm';
import { outboxMessages, players } from '../../db/schema.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { addPlayer, bearer, json, lastCode, login, otherCode, testWorld, type LoggedIn, type TestWorld } from './test-support.ts';

describeBothDatabases('verification and extra phones', ({ database }) => {
  let world: TestWorld;
  let me: LoggedIn;
  let playerId: number;
  beforeEach(async () => {
    world = testWorld(database());
    playerId = (await addPlayer(world, { username: 'verifyuser1', email: 'verify@example.com', phone: '01733333333' })).id;
    me = await login(world.app, 'verifyuser1');
  });
  const post = (path: string, body: unknown, token: string | null = me.token) => world.app.request(path, json(body, token ?? undefined));
  const row = async () => (await world.database.db.select().from(players).where(eq(players.id, playerId)))[0];
  const error = (field: string, message: string) => ({ message, errors: { [field]: [message] } });

  it('verifies the main phone: code by SMS, then session_id = 1', async () => {
    const sent = await post('/api/send-verification-code', { phone: '01733333333' });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ message: 'Verification code sent.', retry_after: 300 });
    const [message] = await world.database.db.select().from(outboxMessages);
    expect(message).toMatchObject({ channel: 'sms', to: '01733333333', purpose: 'phone' });
    const code = await lastCode(world.database, '01733333333');
    const wrong = await post('/api/verify-phone-number', { verification_code: otherCode(code) });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual(error('verification_code', 'The verification code is incorrect. 4 tries left.'));
    const ok = await post('/api/verify-phone-number', { verification_code: code });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Phone number verified successfully.', session_id: 1 });
    expect((await row())?.sessionId).toBe(1);
    const again = await post('/api/send-verification-code', { phone: '8801733333333' });
    expect(await again.json()).toEqual(error('phone', 'Your phone number is already verified.'));
  });

  it('verifies the e-mail: code by e-mail, then email_verified_at', async () => {
    expect((await post('/api/send-verification-code', { email: 'Verify@Example.com' })).status).toBe(200);
    const code = await lastCode(world.database, 'verify@example.com');
    const ok = await post('/api/verify-email', { code });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Email verified successfully.', email_verified_at: '2025-06-01T06:00:00.000Z' });
    expect((await row())?.emailVerifiedAt?.toISOString()).toBe('2025-06-01T06:00:00.000Z');
    expect(await (await post('/api/send-verification-code', { email: 'verify@example.com' })).json()).toEqual(error('email', 'Your email address is already verified.'));
  });

  it('refuses a phone or e-mail that is not the account\'s, and an empty request', async () => {
    expect(await (await post('/api/send-verification-code', { phone: '01799999999' })).json()).toEqual(error('phone', 'This phone number does not match your account.'));
    expect(await (await post('/api/send-verification-code', { email: 'x@example.com' })).json()).toEqual(error('email', 'This email address does not match your account.'));
    expect(await (await post('/api/send-verification-code', {})).json()).toEqual(error('phone', 'Please enter your phone number or email address.'));
    expect(await (await post('/api/send-verification-code', { phone: '12' })).json()).toEqual(error('phone', 'Invalid phone number (10-15 digits)'));
    expect(await world.database.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it('limits resends to one per 300 s (429 with the seconds left)', async () => {
    await post('/api/send-verification-code', { phone: '01733333333' });
    world.clock.advance(299_500);
    const early = await post('/api/send-verification-code', { phone: '01733333333' });
    expect(early.status).toBe(429);
    expect(await early.json()).toEqual({ message: 'Please wait 1 seconds before requesting a new code.', retry_after: 1 });
    world.clock.advance(500);
    expect((await post('/api/send-verification-code', { phone: '01733333333' })).status).toBe(200);
  });

  it('kills a code after 5 wrong tries; a new code supersedes the old one', async () => {
    await post('/api/send-verification-code', { phone: '01733333333' });
    const code = await lastCode(world.database, '01733333333');
    for (let i = 0; i < 5; i += 1) await post('/api/verify-phone-number', { verification_code: otherCode(code) });
    const dead = await post('/api/verify-phone-number', { verification_code: code });
    expect(await dead.json()).toEqual(error('verification_code', 'Too many wrong attempts. Please request a new code.'));
    world.clock.advance(300_000);
    await post('/api/send-verification-code', { phone: '01733333333' });
    const fresh = await lastCode(world.database, '01733333333');
    expect((await post('/api/verify-phone-number', { verification_code: fresh })).status).toBe(200);
  });

  it('refuses a code after 5 minutes, and when none was sent', async () => {
    const missing = 'The verification code is invalid or has expired. Please request a new one.';
    expect(await (await post('/api/verify-email', { code: '123456' })).json()).toEqual(error('code', missing));
    await post('/api/send-verification-code', { email: 'verify@example.com' });
    const code = await lastCode(world.database, 'verify@example.com');
    world.clock.advance(300_001);
    expect(await (await post('/api/verify-email', { code })).json()).toEqual(error('code', missing));
    expect(await (await post('/api/verify-email', {})).json()).toEqual(error('code', 'Please enter the verification code.'));
    expect(await (await post('/api/verify-email', { code: '12ab56' })).json()).toEqual(error('code', 'The code must be 6 digits.'));
  });

  it('adds at most 2 extra phones and verifies them', async () => {
    const list = async () => (await (await world.app.request('/api/get/other/phone', bearer(me.token))).json()) as { data: unknown[] };
    expect(await list()).toEqual({ data: [] });
    const added = await post('/api/add/number', { phone: '01744444444' });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ message: 'Phone number added. Please verify it.', data: { contract_value: '01744444444', isverify: 0 } });
    expect(await (await post('/api/add/number', { phone: '8801744444444' })).json()).toEqual(error('phone', 'This phone number is already on your account.'));
    expect(await (await post('/api/add/number', { phone: '01733333333' })).json()).toEqual(error('phone', 'This phone number is already on your account.'));
    expect((await post('/api/add/number', { phone: '01755555555' })).status).toBe(201);
    const third = await post('/api/add/number', { phone: '01766666666' });
    expect(third.status).toBe(422);
    expect(await third.json()).toEqual(error('phone', 'You can add at most 2 extra phone numbers.'));

    expect(await (await post('/api/add/send-verification-code', { phone: '01766666666' })).json()).toEqual(
      error('phone', 'This phone number is not on your account. Please add it first.'),
    );
    expect((await post('/api/add/send-verification-code', { phone: '01755555555' })).status).toBe(200);
    const code = await lastCode(world.database, '01755555555');
    const ok = await post('/api/add/verify-phone-number', { verification_code: code });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Phone number verified successfully.', data: { contract_value: '01755555555', isverify: 1 } });
    expect(await list()).toEqual({
      data: [
        { id: expect.any(Number), contract_value: '01744444444', isverify: 0 },
        { id: expect.any(Number), contract_value: '01755555555', isverify: 1 },
      ],
    });
    world.clock.advance(300_000);
    expect(await (await post('/api/add/send-verification-code', { phone: '01755555555' })).json()).toEqual(error('phone', 'This phone number is already verified.'));
    // Verifying an extra phone does not verify the main one.
    expect((await row())?.sessionId).toBe(0);
  });

  it('never passes the limit when adds race', async () => {
    const results = await Promise.all(['01781111111', '01782222222', '01783333333', '01784444444'].map((phone) => post('/api/add/number', { phone })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 422)).toHaveLength(2);
  });

  it('needs a session for every call', async () => {
    for (const path of ['/api/send-verification-code', '/api/verify-email', '/api/verify-phone-number', '/api/add/number', '/api/add/send-verification-code', '/api/add/verify-phone-number']) {
      const res = await post(path, {}, null);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
      expect(await res.json()).toEqual({ message: 'Unauthenticated.' });
    }
    expect((await world.app.request('/api/get/other/phone')).status).toBe(401);
  });
});
