import * as fc from 'fast-check';
import { chatMessages, chats, inboxMessages, players } from '../../db/schema.ts';
import { ensureSupportAgent } from '../../db/seed/account.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { createTestPlayer, seedCatalog, TEST_NOW, testApp, type TestPlayer } from '../../testing/app.ts';

const RUNS = 1000;

type Call = { method: string; path: string; query: [string, string][]; body: string | undefined; auth: 'none' | 'alice' | 'bob' | 'junk'; junk: string };

const queryKeys = ['type', 'system', 'sort', 'search', 'page', 'per_page', 'remote_id', 'vip_coin', 'slider_type', 'format', 'x'];

const idText = fc.oneof(
  fc.integer({ min: -5, max: 50 }).map(String),
  fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999', '2147483648', '2147483647', 'abc', '%00', '..', 'null', ' 1'),
  fc.string({ maxLength: 12 }),
);

const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('LIVE', 'slot', 'SPORTS', 'JILI,PG', '["JILI","PG"]', '[1]', '{', 'aZ', 'createTime', '10', '100', '9.99', '1e2', '-10', 'list', 'Main', ''),
  fc.integer({ min: -1000, max: 100000 }).map(String),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const bodyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(7, '7', 0, -1, 1.5, 2 ** 40, '', '   ', null, true, 'JILI-SLOT-0001', 'JILI', 'SLOT'),
);
const bodyKeys = ['userId', 'externalURL', 'isMobileLogin', 'gameCode', 'gameType', 'platform', 'user_one_id', 'user_two_id', 'chat_id', 'sender_id', 'content'];
const body = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }).map((json) => JSON.stringify(json)),
  fc.dictionary(fc.constantFrom(...bodyKeys), bodyValue, { maxKeys: 6 }).map((json) => JSON.stringify(json)),
);

const route = fc.oneof(
  fc.constantFrom(
    ['GET', '/api/logo'], ['GET', '/api/general'], ['GET', '/api/get/general'], ['GET', '/api/sliders'], ['GET', '/api/sociallink'],
    ['GET', '/api/payment-methods'], ['GET', '/api/promotion'], ['GET', '/api/captcha'], ['GET', '/api/get-system'], ['GET', '/api/get-provider'],
    ['GET', '/api/get-games'], ['POST', '/api/game-run'], ['GET', '/api/inbox'], ['GET', '/api/convert-vipcoin'], ['GET', '/api/convert-vipcoin'],
    ['GET', '/api/get-chats'], ['POST', '/api/chats'], ['POST', '/api/messages'], ['PUT', '/api/messages'],
  ),
  idText.map((id) => ['GET', `/api/promotions/${encodeURIComponent(id)}`]),
  fc.tuple(fc.constantFrom('GET', 'DELETE', 'PATCH'), idText).map(([method, id]) => [method, `/api/inbox/${encodeURIComponent(id)}${method === 'PATCH' ? '/read' : ''}`]),
  idText.map((id) => ['GET', `/api/chats/${encodeURIComponent(id)}/messages`]),
  idText.map((id) => ['GET', `/storage/games/${encodeURIComponent(id)}.svg`]),
  fc.tuple(fc.constantFrom('logo', 'sliders', 'payments', 'x'), idText).map(([folder, id]) => ['GET', `/storage/${folder}/${encodeURIComponent(id)}.svg`]),
) as fc.Arbitrary<[string, string]>;

const call: fc.Arbitrary<Call> = fc.record({
  route,
  query: fc.array(fc.tuple(fc.constantFrom(...queryKeys), value), { maxLength: 4 }),
  body,
  auth: fc.constantFrom('none', 'alice', 'alice', 'bob', 'junk'),
  junk: fc.stringMatching(/^[\x20-\x7e]{0,60}$/),
}).map(({ route: [method, path], ...rest }) => ({ method, path, ...rest }));

describeBothDatabases('fuzz: content and account calls', (ctx) => {
  let alice: TestPlayer;
  let bob: TestPlayer;

  beforeEach(async () => {
    await seedCatalog(ctx.database());
    alice = await createTestPlayer(ctx.database(), { username: 'alicefuzz1', vipCoin: '100', balance: '25' });
    bob = await createTestPlayer(ctx.database(), { username: 'bobfuzz123', vipCoin: '40', balance: '5' });
    await ensureSupportAgent(ctx.database().db);
    const now = new Date(TEST_NOW);
    const [chat] = await ctx.database().db.insert(chats).values({ playerId: alice.id, supportId: 7, createdAt: now }).returning();
    await ctx.database().db.insert(chatMessages).values({ chatId: chat?.id ?? 0, senderType: 'support', senderId: 7, content: 'hi', createdAt: now });
    await ctx.database().db.insert(inboxMessages).values([
      { playerId: alice.id, title: 'a', message: 'a', createdAt: now },
      { playerId: bob.id, title: 'b', message: 'b', createdAt: now },
    ]);
  });

  it(`never answers 5xx or a stack trace, and only a successful conversion moves VP or balance (${RUNS} runs)`, async () => {
    const app = testApp(ctx.database());
    const wallets = async () =>
      (await ctx.database().db.select({ id: players.id, vipCoin: players.vipCoin, balance: players.balance }).from(players).orderBy(players.id)).map(
        (row) => `${row.id}:${row.vipCoin}:${row.balance}`,
      );
    let expected = await wallets();
    let runs = 0;
    const statuses = new Map<number, number>();
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(call, async (input) => {
        runs++;
        const search = new URLSearchParams(input.query).toString();
        const headers: Record<string, string> = {};
        if (input.auth === 'alice') headers.Authorization = `Bearer ${alice.token}`;
        if (input.auth === 'bob') headers.Authorization = `Bearer ${bob.token}`;
        if (input.auth === 'junk') headers.Authorization = input.junk;
        if (input.body !== undefined) headers['Content-Type'] = 'application/json';
        const withBody = input.method !== 'GET' && input.body !== undefined;
        const res = await app.request(`${input.path}${search ? `?${search}` : ''}`, { method: input.method, headers, body: withBody ? input.body : null });
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) throw new Error(`${input.method} ${input.path}?${search} → ${res.status} ${text.slice(0, 200)}`);
        expect(text).not.toMatch(/\.ts:\d+|node_modules|at async /);
        const now = await wallets();
        if (input.path === '/api/convert-vipcoin' && res.status === 200) expected = now;
        expect(now).toEqual(expected);
        for (const row of now) {
          const [, vip, balance] = row.split(':');
          expect(Number(vip)).toBeGreaterThanOrEqual(0);
          expect(Number(balance)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: RUNS },
    );
    console.info(`[fuzz ${ctx.kind}] ${runs} runs in ${Math.round(performance.now() - started)} ms; statuses`, Object.fromEntries(statuses));
    // The generator reaches successes as well as each kind of refusal.
    expect([200, 401, 404, 422].filter((status) => (statuses.get(status) ?? 0) === 0)).toEqual([]);
    expect(runs).toBe(RUNS);
  });
});
