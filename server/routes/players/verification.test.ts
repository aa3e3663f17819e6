import { asc, eq, inArray, sql } from 'drizzle-orm';
import { outboxMessages, playerPhones, players, verifiedPhones } from '../../db/schema.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { addPlayer, bearer, json, lastCode, login, otherCode, testWorld, type LoggedIn, type TestWorld } from './test-support.ts';
import { phoneKey, phoneVariants } from './validation.ts';

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
  /** A refusal whose words come from the catalogue: its code in `code` and `error_codes`. */
  const coded = (field: string, message: string, code: string) => ({ message, code, errors: { [field]: [message] }, error_codes: { [field]: [code] } });
  const smsTo = async (numbers: string[]) => world.database.db.select().from(outboxMessages).where(inArray(outboxMessages.to, numbers));

  it('verifies the main phone: code by SMS, then session_id = 1', async () => {
    const sent = await post('/api/send-verification-code', { phone: '01733333333' });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ message: 'Verification code sent.', code: 'verification_code_sent', retry_after: 300 });
    const [message] = await world.database.db.select().from(outboxMessages);
    expect(message).toMatchObject({ channel: 'sms', to: '01733333333', purpose: 'phone' });
    const code = await lastCode(world.database, '01733333333');
    const wrong = await post('/api/verify-phone-number', { verification_code: otherCode(code) });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ ...coded('verification_code', 'The verification code is incorrect. 4 tries left.', 'code_wrong'), tries_left: 4 });
    const ok = await post('/api/verify-phone-number', { verification_code: code });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Phone number verified successfully.', code: 'phone_verified', session_id: 1 });
    expect((await row())?.sessionId).toBe(1);
    const again = await post('/api/send-verification-code', { phone: '8801733333333' });
    expect(await again.json()).toEqual(coded('phone', 'Your phone number is already verified.', 'phone_already_verified'));
  });

  it('verifies the e-mail: code by e-mail, then email_verified_at', async () => {
    expect((await post('/api/send-verification-code', { email: 'Verify@Example.com' })).status).toBe(200);
    const code = await lastCode(world.database, 'verify@example.com');
    const ok = await post('/api/verify-email', { code });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Email verified successfully.', code: 'email_verified', email_verified_at: '2025-06-01T06:00:00.000Z' });
    expect((await row())?.emailVerifiedAt?.toISOString()).toBe('2025-06-01T06:00:00.000Z');
    expect(await (await post('/api/send-verification-code', { email: 'verify@example.com' })).json()).toEqual(coded('email', 'Your email address is already verified.', 'email_already_verified'));
  });

  it('refuses a phone or e-mail that is not the account\'s, and an empty request', async () => {
    expect(await (await post('/api/send-verification-code', { phone: '01799999999' })).json()).toEqual(coded('phone', 'This phone number does not match your account.', 'phone_not_yours'));
    expect(await (await post('/api/send-verification-code', { email: 'x@example.com' })).json()).toEqual(coded('email', 'This email address does not match your account.', 'email_not_yours'));
    expect(await (await post('/api/send-verification-code', {})).json()).toEqual(coded('phone', 'Please enter your phone number or email address.', 'phone_or_email_required'));
    expect(await (await post('/api/send-verification-code', { phone: '12' })).json()).toEqual({
      ...error('phone', 'Invalid phone number (10-15 digits)'),
      code: 'phone_invalid',
      error_codes: { phone: ['phone_invalid'] },
    });
    expect(await world.database.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it('limits resends to one per 300 s (429 with the seconds left)', async () => {
    await post('/api/send-verification-code', { phone: '01733333333' });
    world.clock.advance(299_500);
    const early = await post('/api/send-verification-code', { phone: '01733333333' });
    expect(early.status).toBe(429);
    expect(await early.json()).toEqual({ message: 'Please wait 1 seconds before requesting a new code.', code: 'code_recently_sent', retry_after: 1 });
    world.clock.advance(500);
    expect((await post('/api/send-verification-code', { phone: '01733333333' })).status).toBe(200);
  });

  it('kills a code after 5 wrong tries; a new code supersedes the old one', async () => {
    await post('/api/send-verification-code', { phone: '01733333333' });
    const code = await lastCode(world.database, '01733333333');
    for (let i = 0; i < 5; i += 1) await post('/api/verify-phone-number', { verification_code: otherCode(code) });
    const dead = await post('/api/verify-phone-number', { verification_code: code });
    expect(await dead.json()).toEqual({ ...coded('verification_code', 'Too many wrong attempts. Please request a new code.', 'code_dead'), tries_left: 0 });
    world.clock.advance(300_000);
    await post('/api/send-verification-code', { phone: '01733333333' });
    const fresh = await lastCode(world.database, '01733333333');
    expect((await post('/api/verify-phone-number', { verification_code: fresh })).status).toBe(200);
  });

  it('refuses a code after 5 minutes, and when none was sent', async () => {
    const missing = 'The verification code is invalid or has expired. Please request a new one.';
    expect(await (await post('/api/verify-email', { code: '123456' })).json()).toEqual(coded('code', missing, 'code_invalid'));
    await post('/api/send-verification-code', { email: 'verify@example.com' });
    const code = await lastCode(world.database, 'verify@example.com');
    world.clock.advance(300_001);
    expect(await (await post('/api/verify-email', { code })).json()).toEqual(coded('code', missing, 'code_invalid'));
    expect(await (await post('/api/verify-email', {})).json()).toEqual(coded('code', 'Please enter the verification code.', 'verification_code_required'));
    expect(await (await post('/api/verify-email', { code: '12ab56' })).json()).toEqual(coded('code', 'The code must be 6 digits.', 'code_not_six_digits'));
  });

  it('adds at most 2 extra phones and verifies them', async () => {
    const list = async () => (await (await world.app.request('/api/get/other/phone', bearer(me.token))).json()) as { data: unknown[] };
    expect(await list()).toEqual({ data: [] });
    const added = await post('/api/add/number', { phone: '01744444444' });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ message: 'Phone number added. Please verify it.', code: 'phone_added', data: { contract_value: '01744444444', isverify: 0 } });
    expect(await (await post('/api/add/number', { phone: '8801744444444' })).json()).toEqual(coded('phone', 'This phone number is already on your account.', 'phone_on_account'));
    expect(await (await post('/api/add/number', { phone: '01733333333' })).json()).toEqual(coded('phone', 'This phone number is already on your account.', 'phone_on_account'));
    expect((await post('/api/add/number', { phone: '01755555555' })).status).toBe(201);
    const third = await post('/api/add/number', { phone: '01766666666' });
    expect(third.status).toBe(422);
    expect(await third.json()).toEqual({ ...coded('phone', 'You can add at most 2 extra phone numbers.', 'extra_phones_limit'), max: 2 });

    expect(await (await post('/api/add/send-verification-code', { phone: '01766666666' })).json()).toEqual(
      coded('phone', 'This phone number is not on your account. Please add it first.', 'phone_not_added'),
    );
    expect((await post('/api/add/send-verification-code', { phone: '01755555555' })).status).toBe(200);
    const code = await lastCode(world.database, '01755555555');
    const ok = await post('/api/add/verify-phone-number', { verification_code: code });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Phone number verified successfully.', code: 'phone_verified', data: { contract_value: '01755555555', isverify: 1 } });
    expect(await list()).toEqual({
      data: [
        { id: expect.any(Number), contract_value: '01744444444', isverify: 0 },
        { id: expect.any(Number), contract_value: '01755555555', isverify: 1 },
      ],
    });
    world.clock.advance(300_000);
    expect(await (await post('/api/add/send-verification-code', { phone: '01755555555' })).json()).toEqual(coded('phone', 'This phone number is already verified.', 'extra_phone_already_verified'));
    // Verifying an extra phone does not verify the main one.
    expect((await row())?.sessionId).toBe(0);
  });

  it('never passes the limit when adds race', async () => {
    const results = await Promise.all(['01781111111', '01782222222', '01783333333', '01784444444'].map((phone) => post('/api/add/number', { phone })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 422)).toHaveLength(2);
  });

  describe('a verified number belongs to one player', () => {
    const taken = (field: string) => ({
      message: 'This phone number is already verified on another account.',
      code: 'phone_taken',
      errors: { [field]: ['This phone number is already verified on another account.'] },
      error_codes: { [field]: ['phone_taken'] },
    });
    const owners = async () =>
      world.database.db.select({ number: verifiedPhones.number, playerId: verifiedPhones.playerId, kind: verifiedPhones.kind }).from(verifiedPhones).orderBy(asc(verifiedPhones.number));

    it("refuses to add another player's verified main phone, in any of its spellings (422 phone_taken), in English and Bangla", async () => {
      const owner = await addPlayer(world, { username: 'owneruser1', phone: '01755500000', sessionId: 1 });
      expect(await owners()).toEqual([{ number: '01755500000', playerId: owner.id, kind: 'main' }]);
      for (const phone of ['01755500000', '8801755500000', '+880 1755-500000']) {
        const res = await post('/api/add/number', { phone });
        expect({ phone, status: res.status }).toEqual({ phone, status: 422 });
        expect(await res.json()).toEqual(taken('phone'));
      }
      const bangla = await world.app.request('/api/add/number', json({ phone: '01755500000' }, me.token, { 'Accept-Language': 'bn' }));
      expect(await bangla.json()).toEqual({
        message: 'এই ফোন নম্বরটি অন্য একটি অ্যাকাউন্টে আগেই যাচাই করা হয়েছে।',
        code: 'phone_taken',
        errors: { phone: ['এই ফোন নম্বরটি অন্য একটি অ্যাকাউন্টে আগেই যাচাই করা হয়েছে।'] },
        error_codes: { phone: ['phone_taken'] },
      });
      expect(await world.database.db.select().from(playerPhones)).toEqual([]);
    });

    it('sends no code to a number another player has verified (main or extra), and verifies none', async () => {
      // Another player verified an extra phone that is my main phone, in its +880 spelling.
      const owner = await addPlayer(world, { username: 'owneruser2', phone: '01755511111' });
      await world.database.db.insert(playerPhones).values({ playerId: owner.id, contractValue: '8801733333333', isVerify: 1, createdAt: new Date() });
      const main = await post('/api/send-verification-code', { phone: '01733333333' });
      expect(main.status).toBe(422);
      expect(await main.json()).toEqual(taken('phone'));
      // I added a number while nobody owned it; since then its owner has verified it.
      expect((await post('/api/add/number', { phone: '01766600000' })).status).toBe(201);
      await world.database.db.update(players).set({ phone: '01766600000', sessionId: 1 }).where(eq(players.id, owner.id));
      const extra = await post('/api/add/send-verification-code', { phone: '01766600000' });
      expect(extra.status).toBe(422);
      expect(await extra.json()).toEqual(taken('phone'));
      expect(await smsTo([...phoneVariants('01733333333'), ...phoneVariants('01766600000')])).toEqual([]);
      // The owner's change of main phone moved its ownership with it.
      expect(await owners()).toEqual([
        { number: '01733333333', playerId: owner.id, kind: 'extra' },
        { number: '01766600000', playerId: owner.id, kind: 'main' },
      ]);
    });

    it('two players verifying the same number at once: exactly one owns it, the other gets 422 phone_taken', async () => {
      // My main phone, and the same number as another player's extra phone in its +880 spelling: each gets a code.
      const rival = await addPlayer(world, { username: 'rivaluser1', phone: '01755522222' });
      const them = await login(world.app, 'rivaluser1');
      expect((await post('/api/add/number', { phone: '8801733333333' }, them.token)).status).toBe(201);
      expect((await post('/api/send-verification-code', { phone: '01733333333' })).status).toBe(200);
      expect((await post('/api/add/send-verification-code', { phone: '8801733333333' }, them.token)).status).toBe(200);
      const [mine, theirs] = [await lastCode(world.database, '01733333333'), await lastCode(world.database, '8801733333333')];
      const answers = await Promise.all([
        post('/api/verify-phone-number', { verification_code: mine }),
        post('/api/add/verify-phone-number', { verification_code: theirs }, them.token),
      ]);
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([200, 422]);
      const refused = answers.find((res) => res.status === 422);
      expect(await refused?.json()).toEqual(taken('verification_code'));
      const winner = answers[0]?.status === 200 ? playerId : rival.id;
      expect(await owners()).toEqual([{ number: '01733333333', playerId: winner, kind: winner === playerId ? 'main' : 'extra' }]);
      // The flags agree with the owner: the loser's number stays unverified.
      const [extra] = await world.database.db.select({ isVerify: playerPhones.isVerify }).from(playerPhones).where(eq(playerPhones.playerId, rival.id));
      expect([(await row())?.sessionId, extra?.isVerify]).toEqual(winner === playerId ? [1, 0] : [0, 1]);
    });

    it('a number stops being owned when it is unverified, removed, or its player deleted', async () => {
      const owner = await addPlayer(world, { username: 'owneruser3', phone: '01755533333', sessionId: 1 });
      await world.database.db.insert(playerPhones).values({ playerId: owner.id, contractValue: '01755544444', isVerify: 1, createdAt: new Date() });
      expect((await owners()).map((owned) => owned.number)).toEqual(['01755533333', '01755544444']);
      await world.database.db.delete(playerPhones).where(eq(playerPhones.playerId, owner.id));
      await world.database.db.update(players).set({ sessionId: 0 }).where(eq(players.id, owner.id));
      expect(await owners()).toEqual([]);
      expect((await post('/api/add/number', { phone: '01755544444' })).status).toBe(201);
      await world.database.db.update(players).set({ sessionId: 1 }).where(eq(players.id, owner.id));
      expect((await owners()).map((owned) => owned.number)).toEqual(['01755533333']);
      await world.database.db.delete(players).where(eq(players.id, owner.id));
      expect(await owners()).toEqual([]);
    });

    it("the database's phone_key() and the server's phoneKey() agree", async () => {
      for (const phone of ['01712345678', '8801712345678', '+880 1712-345678', '+8801712345678', '1712345678', '88017', '880', '0088012', '', '(+880)17-1234']) {
        const result = await world.database.db.execute(sql`select phone_key(${phone}) as key`);
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { key: string }[];
        expect({ phone, key: rows[0]?.key }).toEqual({ phone, key: phoneKey(phone) });
      }
    });
  });

  describe('codes to one number are limited to 5 an hour, whoever asks', () => {
    const limited = (minutes: number, seconds: number) => ({
      message: `Too many codes have been sent to this phone number. Please try again in ${minutes} minutes.`,
      code: 'too_many_codes',
      message_code: 'too_many_codes_phone',
      minutes,
      retry_after: seconds,
    });
    const forgot = (phone: string) => world.app.request('/api/usr-forgot-password', json({ type: 'sms', phone, username: 'verifyuser1' }));

    it('counts main, extra and reset codes to the number in all its spellings; 429 with Retry-After until the hour is over', async () => {
      await addPlayer(world, { username: 'otheruser1', phone: '01755566666' });
      const them = await login(world.app, 'otheruser1');
      expect((await post('/api/add/number', { phone: '8801733333333' }, them.token)).status).toBe(201);
      expect((await post('/api/send-verification-code', { phone: '01733333333' })).status).toBe(200);
      expect((await post('/api/add/send-verification-code', { phone: '8801733333333' }, them.token)).status).toBe(200);
      expect((await forgot('01733333333')).status).toBe(200);
      world.clock.advance(300_000);
      expect((await post('/api/send-verification-code', { phone: '01733333333' })).status).toBe(200);
      expect((await post('/api/add/send-verification-code', { phone: '8801733333333' }, them.token)).status).toBe(200);
      // The sixth within the hour, whoever asks: refused, and nothing is sent.
      const sixth = await forgot('+8801733333333');
      expect(sixth.status).toBe(429);
      expect(sixth.headers.get('Retry-After')).toBe('3300');
      expect(await sixth.json()).toEqual(limited(55, 3300));
      world.clock.advance(300_000);
      const mine = await post('/api/send-verification-code', { phone: '01733333333' });
      expect(mine.status).toBe(429);
      expect(await mine.json()).toEqual(limited(50, 3000));
      expect(await smsTo(phoneVariants('01733333333'))).toHaveLength(5);
      // An hour after the first code, the number may be texted again (a new log-in: the session idled out meanwhile).
      world.clock.advance(3000_000);
      const fresh = await login(world.app, 'verifyuser1');
      expect((await post('/api/send-verification-code', { phone: '01733333333' }, fresh.token)).status).toBe(200);
    });

    it('holds under concurrent requests: six at once, five codes', async () => {
      await addPlayer(world, { username: 'otheruser2', phone: '8801733333333' });
      await addPlayer(world, { username: 'otheruser3', phone: '01755577777' });
      await addPlayer(world, { username: 'otheruser4', phone: '01755588888' });
      const [two, three, four] = [await login(world.app, 'otheruser2'), await login(world.app, 'otheruser3'), await login(world.app, 'otheruser4')];
      expect((await post('/api/add/number', { phone: '01733333333' }, three.token)).status).toBe(201);
      expect((await post('/api/add/number', { phone: '8801733333333' }, four.token)).status).toBe(201);
      const answers = await Promise.all([
        post('/api/send-verification-code', { phone: '01733333333' }),
        post('/api/send-verification-code', { phone: '8801733333333' }, two.token),
        post('/api/add/send-verification-code', { phone: '01733333333' }, three.token),
        post('/api/add/send-verification-code', { phone: '8801733333333' }, four.token),
        forgot('01733333333'),
        forgot('8801733333333'),
      ]);
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = answers.find((res) => res.status === 429);
      expect(await refused?.json()).toMatchObject({ code: 'too_many_codes', retry_after: 3600 });
    });
  });

  it('needs a session for every call', async () => {
    for (const path of ['/api/send-verification-code', '/api/verify-email', '/api/verify-phone-number', '/api/add/number', '/api/add/send-verification-code', '/api/add/verify-phone-number']) {
      const res = await post(path, {}, null);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
      expect(await res.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    }
    expect((await world.app.request('/api/get/other/phone')).status).toBe(401);
  });
});
