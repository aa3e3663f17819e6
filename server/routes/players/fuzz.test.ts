import * as fc from 'fast-check';
import { asc } from 'drizzle-orm';
import { playerPhones, players } from '../../db/schema.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { addPlayer, login, testWorld, type LoggedIn, type TestWorld } from './test-support.ts';

const CALLS: { method: 'GET' | 'POST'; path: string; fields: string[] }[] = [
  { method: 'POST', path: '/api/login', fields: ['username', 'password'] },
  { method: 'POST', path: '/api/v1/create-players', fields: ['username', 'password', 'confirmPassword', 'name', 'phone', 'email', 'referral_code', 'currency', 'status'] },
  { method: 'GET', path: '/api/user/show', fields: ['remote_id'] },
  { method: 'POST', path: '/api/balance', fields: [] },
  { method: 'POST', path: '/api/user-pwd', fields: ['old_password', 'new_password', 'new_password_confirmation'] },
  { method: 'POST', path: '/api/usr-forgot-password', fields: ['type', 'email', 'phone', 'username'] },
  { method: 'POST', path: '/api/usr-reset-password', fields: ['otp', 'password', 'password_confirmation', 'username'] },
  { method: 'POST', path: '/api/send-verification-code', fields: ['phone', 'email'] },
  { method: 'POST', path: '/api/verify-email', fields: ['code'] },
  { method: 'POST', path: '/api/verify-phone-number', fields: ['verification_code'] },
  { method: 'GET', path: '/api/get/other/phone', fields: [] },
  { method: 'POST', path: '/api/add/number', fields: ['phone'] },
  { method: 'POST', path: '/api/add/send-verification-code', fields: ['phone'] },
  { method: 'POST', path: '/api/add/verify-phone-number', fields: ['verification_code'] },
  { method: 'POST', path: '/api/user/profile/update', fields: ['remote_id', 'dofb'] },
  { method: 'POST', path: '/api/player-login', fields: ['user_id'] },
];

/** Values a field may get: plausible ones, wrong types, huge and odd strings. */
const fieldValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.stringMatching(/^[A-Za-z0-9]{6,18}$/),
  fc.stringMatching(/^\+?\d{5,17}$/),
  fc.stringMatching(/^\d{6}$/),
  fc.constantFrom('secret123', 'email', 'sms', 'BDT', '1990-01-01', '2020-02-30', '0000-00-00', '01744444444', 'fuzzuser1@example.com'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.string({ minLength: 2000, maxLength: 5000 }),
);

type Request = { call: number; body: string | undefined; query: [string, string][]; auth: number; garbage: string };

function request(world: TestWorld, me: LoggedIn, r: Request) {
  const call = CALLS[r.call % CALLS.length];
  if (!call) throw new Error('no call');
  const tokens = [me.token, me.exchange[0]?.token ?? '', undefined, r.garbage];
  const token = tokens[r.auth % tokens.length];
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== undefined) headers.Authorization = r.auth % 5 === 4 ? token : `Bearer ${token}`;
  const query = new URLSearchParams(r.query.map(([key, value]) => [key === 'remote_id?' ? 'remote_id' : key, key === 'me' ? me.remote_id : value]));
  const url = `${call.path}${r.query.length ? `?${query.toString()}` : ''}`;
  return world.app.request(url, { method: call.method, headers, body: call.method === 'POST' ? r.body : undefined });
}

function arbitraryRequest() {
  const call = fc.nat({ max: CALLS.length - 1 });
  return call.chain((index) => {
    const fields = CALLS[index]?.fields ?? [];
    const key = fields.length ? fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 });
    const body = fc.oneof(
      fc.dictionary(key, fieldValue, { maxKeys: 6 }).map((value) => JSON.stringify(value)),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string(), // mostly malformed JSON
      fc.constant(undefined),
      fc.constantFrom('{', '[]', 'null', '""', '{"username":', '\u0000', '{"__proto__":{"x":1}}'),
    );
    const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom('remote_id', 'me', 'remote_id?'), fc.string({ maxLength: 6 })), fc.string({ maxLength: 30 })), { maxLength: 3 });
    return fc.record({ call: fc.constant(index), body, query, auth: fc.nat({ max: 4 }), garbage: fc.string({ maxLength: 250 }) });
  });
}

describeBothDatabases('fuzz: player calls never answer 5xx and change nothing they must not', ({ database, kind }) => {
  // 3,000 runs on PGlite and 1,500 on PostgreSQL (a few seconds); the whole run is capped at 20 s.
  const runs = kind === 'pglite' ? 3000 : 1500;

  it(`${runs} random and malformed requests`, { timeout: 60_000 }, async () => {
    const world = testWorld(database());
    await addPlayer(world, { username: 'fuzzuser1', email: 'fuzzuser1@example.com', phone: '01744444444', balance: '500', sessionId: 0 });
    await addPlayer(world, { username: 'fuzzuser2', balance: '12.34', sessionId: 1, emailVerifiedAt: new Date('2025-01-01T00:00:00Z') });
    const me = await login(world.app, 'fuzzuser1');
    const snapshot = async () => ({
      players: await world.database.db
        .select({ id: players.id, hash: players.passwordHash, balance: players.balance, sessionId: players.sessionId, emailVerifiedAt: players.emailVerifiedAt })
        .from(players)
        .orderBy(asc(players.id))
        .then((rows) => rows.filter((row) => row.id <= 2)),
      phones: await world.database.db.select({ id: playerPhones.id, isverify: playerPhones.isVerify }).from(playerPhones).orderBy(asc(playerPhones.id)),
    });
    const before = await snapshot();
    let count = 0;
    const statuses = new Map<number, number>();
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(arbitraryRequest(), async (r) => {
        count += 1;
        const res = await request(world, me, r);
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) throw new Error(`${res.status} for ${JSON.stringify(r)}: ${text}`);
        if (/at .+\.ts:\d+|stack/i.test(text)) throw new Error(`stack trace in ${text}`);
        const errorMessage = res.status >= 400 ? (JSON.parse(text) as { message?: unknown }).message : '';
        if (typeof errorMessage !== 'string') throw new Error(`${res.status} without a message: ${text}`);
      }),
      { numRuns: runs },
    );
    console.info(`[fuzz] ${kind}: ${count} requests in ${Math.round(performance.now() - started)} ms, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(count).toBe(runs);
    const after = await snapshot();
    expect(after.players).toEqual(before.players);
    expect(after.phones.every((phone) => phone.isverify === 0)).toBe(true);
  });
});
