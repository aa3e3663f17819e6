import { and, eq } from 'drizzle-orm';
import { createApp } from '../app.ts';
import { fixedClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { idempotencyKeys, playerPhones, players, turnoverRequirements } from '../db/schema.ts';
import { silentLogger } from '../logger.ts';
import { moveMoney } from '../money/ledger.ts';
import { createTestPlayer } from '../testing/app.ts';
import { balanceOf, FUNDS_NOW, fundsPlayer, fundsWorld, fundsWords as fundsMessages, methodId, withdrawRequest } from '../routes/funds/test-support.ts';
import { INVALID_CREDENTIALS, LOGIN_MAX_FAILURES } from '../routes/players/login.ts';
import { addPlayer, cheapPasswords, json, testWorld } from '../routes/players/test-support.ts';
import { testConfig } from '../testing/config.ts';
import { createTestDatabase } from '../testing/database.ts';
import { translateBody } from './middleware.ts';

const BN = { 'Accept-Language': 'bn-BD,bn;q=0.9,en-US;q=0.8' };
const EN = { 'Accept-Language': 'en-US,en;q=0.9,bn;q=0.8' };

/** A request init with extra headers. */
const withHeaders = (init: RequestInit, headers: Record<string, string>): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string> | undefined), ...headers },
});

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

describe('server messages in Bangla (Accept-Language)', () => {
  it('login with a wrong password: Bangla when asked, English otherwise; Content-Language and Vary on both', async () => {
    const world = testWorld(database);
    await addPlayer(world, { username: 'loginuser1' });
    const wrong = json({ username: 'loginuser1', password: 'wrong1234' });

    const bangla = await world.app.request('/api/login', withHeaders(wrong, BN));
    expect(bangla.status).toBe(401);
    expect(await bangla.json()).toEqual({ message: 'ইউজারনেম বা পাসওয়ার্ড ভুল', code: 'invalid_credentials', tries_left: 9, needs_captcha: false });
    expect(bangla.headers.get('Content-Language')).toBe('bn');
    expect(bangla.headers.get('Vary')).toBe('Accept-Language');
    expect(bangla.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(bangla.headers.get('X-Content-Type-Options')).toBe('nosniff');

    for (const headers of [EN, {}]) {
      const english = await world.app.request('/api/login', withHeaders(wrong, headers));
      expect(english.status).toBe(401);
      expect(await english.json()).toMatchObject({ message: INVALID_CREDENTIALS, code: 'invalid_credentials' });
      expect(english.headers.get('Content-Language')).toBe('en');
      expect(english.headers.get('Vary')).toBe('Accept-Language');
    }
  });

  it('a 422 answers message and every text of errors in Bangla, fields and order kept', async () => {
    const world = testWorld(database);
    const res = await world.app.request('/api/login', withHeaders(json({ username: 'bad name!', password: 'short' }), BN));
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      message: 'ইউজারনেম সঠিক নয় (শুধু অক্ষর ও সংখ্যা)',
      code: 'username_invalid',
      errors: { username: ['ইউজারনেম সঠিক নয় (শুধু অক্ষর ও সংখ্যা)'], password: ['পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে'] },
      error_codes: { username: ['username_invalid'], password: ['password_too_short'] },
    });
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['message', 'code', 'errors', 'error_codes']);

    const signup = await world.app.request('/api/v1/create-players', withHeaders(json({}), { 'Accept-Language': 'bn' }));
    const body = (await signup.json()) as { message: string; errors: Record<string, string[]> };
    expect(signup.status).toBe(422);
    expect(body.message).toBe('ইউজারনেম দিতে হবে');
    expect(body.errors.email).toEqual(['ইমেইল দিতে হবে']);
    expect(body.errors.confirmPassword).toEqual(['পাসওয়ার্ডটি আবার লিখে নিশ্চিত করতে হবে']);
  });

  it('the login throttle: minutes in Bangla digits; status, retry_after and Retry-After untouched', async () => {
    const world = testWorld(database, cheapPasswords);
    await addPlayer(world, { username: 'loginuser1' });
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      expect((await world.app.request('/api/login', json({ username: 'loginuser1', password: 'wrong1234' }))).status).toBe(401);
    }
    const res = await world.app.request('/api/login', withHeaders(json({ username: 'loginuser1', password: 'secret123' }), BN));
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('900');
    expect(await res.json()).toEqual({
      message: 'অনেকবার ভুল লগইন চেষ্টা করা হয়েছে। অনুগ্রহ করে ১৫ মিনিট পরে আবার চেষ্টা করুন।',
      code: 'throttled',
      message_code: 'login_throttled',
      minutes: 15,
      retry_after: 900,
    });
  });

  it('unknown /api routes, the guard, the body limit and uncaught errors answer in Bangla', async () => {
    const app = createApp(
      { database, clock: fixedClock(), config: testConfig({ distDir: '/nonexistent-dist' }), log: silentLogger },
      {
        extraRoutes: (extra) => {
          extra.get('/api/test/boom', () => {
            throw new Error('secret detail');
          });
        },
      },
    );
    const notFound = await app.request('/api/no-such-thing', { headers: BN });
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ message: 'পাওয়া যায়নি', code: 'not_found' });
    expect(notFound.headers.get('Content-Language')).toBe('bn');

    const guarded = await app.request('/api/balance', { method: 'POST', headers: BN });
    expect(guarded.status).toBe(401);
    expect(await guarded.json()).toEqual({ message: 'আপনি লগইন অবস্থায় নেই। অনুগ্রহ করে আবার লগইন করুন।', code: 'unauthenticated' });

    const big = await app.request('/api/login', { method: 'POST', body: 'x'.repeat(1024 * 1024 + 10), headers: { 'Content-Type': 'application/json', ...BN } });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: 'অনুরোধের আকার অনেক বড়', code: 'body_too_large' });

    const boom = await app.request('/api/test/boom', { headers: BN });
    expect(boom.status).toBe(500);
    expect(await boom.json()).toEqual({ message: 'সার্ভারে একটি অভ্যন্তরীণ সমস্যা হয়েছে', code: 'server_error' });

    const malformed = await app.request('/api/login', { method: 'POST', body: '{nope', headers: { 'Content-Type': 'application/json', ...BN } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'অনুরোধের বডি সঠিক JSON নয়।', code: 'body_not_json' });
  });

  it('leaves /provider/* and /exchange-data/* alone (no translation, no language headers)', async () => {
    const world = testWorld(database);
    for (const path of ['/provider/v1/no-such-call', '/exchange-data/no-such-feed']) {
      const res = await world.app.request(path, { headers: BN });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found' });
      expect(res.headers.get('Content-Language')).toBeNull();
      expect(res.headers.get('Vary')).toBeNull();
    }
    const provider = await world.app.request('/provider/v1/balance', { headers: BN });
    expect(provider.status).toBe(401);
    expect(await provider.json()).toEqual({ message: 'Invalid or expired launch token.' });
  });

  it('keeps unknown texts, nested data and non-JSON answers as they are; merges Vary', async () => {
    const app = createApp(
      { database, clock: fixedClock(), config: testConfig({ distDir: '/nonexistent-dist' }), log: silentLogger },
      {
        extraRoutes: (extra) => {
          extra.get('/api/test/data', (c) => {
            c.header('Vary', 'Origin');
            return c.json({ success: true, message: 'A brand new message.', data: { message: 'Invalid credentials', title: 'Not found' }, n: 1.5 }, 202);
          });
          extra.get('/api/test/text', (c) => c.text('Not found', 418));
        },
      },
    );
    const data = await app.request('/api/test/data', { headers: BN });
    expect(data.status).toBe(202);
    expect(await data.text()).toBe('{"success":true,"message":"A brand new message.","data":{"message":"Invalid credentials","title":"Not found"},"n":1.5}');
    expect(data.headers.get('Vary')).toBe('Origin, Accept-Language');
    expect(data.headers.get('Content-Language')).toBe('bn');

    const text = await app.request('/api/test/text', { headers: BN });
    expect(text.status).toBe(418);
    expect(await text.text()).toBe('Not found');
    expect(text.headers.get('Content-Language')).toBe('bn');
    expect(text.headers.get('Vary')).toBe('Accept-Language');
  });

  it('translateBody rewrites only message, error and errors, by code', () => {
    const errorCodes = { a: ['not_found', null, null] };
    expect(translateBody({ status: 'Not found', message: 'Not found', code: 'not_found', error: 'Not found', errors: { a: ['Not found', 'new text', 3] }, error_codes: errorCodes })).toEqual({
      status: 'Not found',
      message: 'পাওয়া যায়নি',
      code: 'not_found',
      error: 'পাওয়া যায়নি',
      errors: { a: ['পাওয়া যায়নি', 'new text', 3] },
      error_codes: errorCodes,
    });
    expect(translateBody({ message: 'new text', errors: { a: ['other'] }, error: null })).toBeUndefined();
  });

  it('translateBody no longer looks texts up: a known English text without its code stays English', () => {
    expect(translateBody({ message: 'Not found', errors: { page: ['The page must be a whole number from 1 to 999999.'] } })).toBeUndefined();
  });
});

describe('money answers in Bangla', () => {
  const at = new Date(FUNDS_NOW);
  const credit = (playerId: number, amount: number) =>
    database.db.transaction((tx) => moveMoney(tx, { playerId, amount, kind: 'adjustment', reference: 'test', actor: 'operator:test', reason: 'test', at }));

  it('a submit-withdraw replay answers in the language of the repeat; the stored answer stays English', async () => {
    const world = await fundsWorld(database);
    const player = await fundsPlayer(world);
    await credit(player.id, 300_000);
    const body = { remote_id: player.remoteId, account_number: '01711111111', amount: '1000', payment_id: await methodId(world, 'bKash') };
    const key = { 'Idempotency-Key': 'withdraw-key-0001' };

    const first = await world.app.request('/api/submit-withdraw', withdrawRequest(player, body, { ...key, ...EN }));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, message: 'Withdrawal successful!', balance: '2000.00' });

    const replay = await world.app.request('/api/submit-withdraw', withdrawRequest(player, body, { ...key, ...BN }));
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Content-Language')).toBe('bn');
    expect(await replay.json()).toMatchObject({ success: true, message: 'উইথড্র সফল হয়েছে!', balance: '2000.00' });
    expect(await balanceOf(world, player.id)).toBe('2000.00');

    const [stored] = await database.db
      .select({ body: idempotencyKeys.body })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.playerId, player.id), eq(idempotencyKeys.key, 'withdraw-key-0001')));
    expect(stored?.body).toMatchObject({ message: 'Withdrawal successful!' });

    // A refusal with the balance in it: ৳ kept, digits in Bangla; `error` too.
    const poor = await fundsPlayer(world);
    const refused = await world.app.request('/api/submit-withdraw', withdrawRequest(poor, { ...body, remote_id: poor.remoteId }, BN));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      success: false,
      message: 'পর্যাপ্ত ব্যালেন্স নেই। আপনার ব্যালেন্স ৳০.০০।',
      error: 'পর্যাপ্ত ব্যালেন্স নেই। আপনার ব্যালেন্স ৳০.০০।',
      code: 'insufficient_balance',
      balance: '0.00',
      errors: { amount: ['পর্যাপ্ত ব্যালেন্স নেই। আপনার ব্যালেন্স ৳০.০০।'] },
      error_codes: { amount: ['insufficient_balance'] },
    });
  });

  it('a VIP conversion replay keeps Idempotent-Replayed and answers the amounts in Bangla digits', async () => {
    const clock = fixedClock(FUNDS_NOW);
    const app = createApp({ database, clock, config: testConfig(), log: silentLogger });
    const player = await createTestPlayer(database, { vipCoin: '100', clock });
    const request = (headers: Record<string, string>) =>
      app.request(`/api/convert-vipcoin?remote_id=${player.remoteId}&vip_coin=25.50`, { headers: { ...player.auth, 'Idempotency-Key': 'vip-key-0001', ...headers } });
    expect(await (await request(EN)).json()).toMatchObject({ message: 'Converted 25.50 VP to ৳25.50.' });
    const replay = await request(BN);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual({
      success: true,
      message: '২৫.৫০ VP রূপান্তর করে ৳২৫.৫০ করা হয়েছে।',
      code: 'vip_converted',
      converted: '25.50',
      amount: '25.50',
      vip_coin: '74.50',
      balance: '25.50',
    });
  });

  it('the withdraw check: the Date of Birth and turnover refusals keep the words the site looks for', async () => {
    const world = await fundsWorld(database);
    const fresh = await fundsPlayer(world, { ready: false });
    const check = () => world.app.request(`/api/userwithdrawcheck?remote_id=${fresh.remoteId}`, { headers: { ...fresh.auth, ...BN } });

    const birthday = await check();
    expect(birthday.status).toBe(400);
    const noBirthday = (await birthday.json()) as { message: string; error: string };
    expect(noBirthday.message).toContain('জন্ম তারিখ');
    expect(noBirthday.error).toBe(noBirthday.message);
    expect(noBirthday.message).not.toBe(fundsMessages.birthday);

    await database.db.update(players).set({ dofb: '1990-01-01' }).where(eq(players.id, fresh.id));
    await database.db.insert(playerPhones).values({ playerId: fresh.id, contractValue: '01899999999', isVerify: 1, createdAt: at });
    await database.db.insert(turnoverRequirements).values({ playerId: fresh.id, requiredTurnover: '10.00', remainingTurnover: '5.00', createdAt: at });
    const turnover = await check();
    expect(turnover.status).toBe(400);
    expect(await turnover.json()).toEqual({
      success: false,
      message: 'অনুগ্রহ করে আপনার টার্নওভার সম্পূর্ণ করে আবার চেষ্টা করুন।',
      error: 'অনুগ্রহ করে আপনার টার্নওভার সম্পূর্ণ করে আবার চেষ্টা করুন।',
      // Issue 22: the site decides by the code and shows how much turnover is left.
      code: 'turnover_open',
      turnover_left: '5.00',
    });
  });
});
