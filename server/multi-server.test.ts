// Two servers on one PostgreSQL, as behind a load balancer: they start together on an empty
// database, and a player's calls land on either. Settlement, log-in throttling, idempotent
// deposits and receipts must come out as on one server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { inject } from 'vitest';
import { issueSession } from './auth/sessions.ts';
import { fixedClock } from './clock.ts';
import { wrapPool, type Database } from './db/client.ts';
import { runUnlessBusy } from './db/exclusive.ts';
import { exchangeBets, fundsTransactions, ledgerEntries, paymentChannels, paymentMethods, players } from './db/schema.ts';
import { isBallRunningAt, isSuspendedAt, matchOddsAt } from './exchange/markets.ts';
import { eventsStartingBetween, phaseAt } from './exchange/schedule.ts';
import { silentLogger } from './logger.ts';
import { startServer, type RunningServer } from './main.ts';
import { moveMoney, reconcile } from './money/ledger.ts';
import { readOps } from './ops/files.ts';
import { cheapPasswords } from './routes/players/test-support.ts';
import { PNG_1X1 } from './routes/funds/test-support.ts';
import { testConfig } from './testing/config.ts';

const testPostgres = inject('testPostgres');
const unavailable = 'unavailable' in testPostgres ? testPostgres.unavailable : undefined;
if (unavailable) console.warn(`[multi-server] skipping: ${unavailable}`);

const SEED = testConfig().exchangeSeed;
const START = Date.parse('2026-06-01T12:00:00.000Z');

/** A soccer match in play at a moment its Match Odds are open. */
function openSoccerMoment() {
  const [event] = eventsStartingBetween(SEED, 'soccer', START - 4 * 3_600_000, START).filter((candidate) => phaseAt(candidate, START) === 'inPlay');
  if (!event) throw new Error('no soccer match in play');
  for (let at = START; at < event.endsAt - 600_000; at += 1_000) {
    if (!isSuspendedAt(SEED, event, at) && !isBallRunningAt(SEED, event, at)) return { event, at };
  }
  throw new Error('no open moment');
}

describe.skipIf(unavailable !== undefined)('two servers on one PostgreSQL', () => {
  const { event, at } = openSoccerMoment();
  const clock = fixedClock(new Date(at).toISOString());
  const folders: string[] = [];
  let servers: RunningServer[] = [];
  let database: Database;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    if (!('url' in testPostgres)) return;
    // An empty database (no template): both servers migrate and seed it as they start together.
    const name = `takaplay_multi_${randomBytes(6).toString('hex')}`;
    const admin = new Pool({ connectionString: testPostgres.url, max: 1 });
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(testPostgres.url);
    url.pathname = `/${name}`;
    database = wrapPool(new Pool({ connectionString: url.toString(), max: 4 }));
    dropDatabase = async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    };
    const start = () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'takaplay-multi-'));
      folders.push(dataDir);
      const config = testConfig({ port: 0, host: '127.0.0.1', databaseUrl: url.toString(), dataDir: join(dataDir, 'data'), distDir: '/nonexistent-dist' });
      return startServer(config, { clock, log: silentLogger, passwords: cheapPasswords });
    };
    servers = await Promise.all([start(), start()]);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await dropDatabase?.();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  const [a, b] = [0, 1].map((index) => (path: string, init?: RequestInit) => {
    const server = servers[index];
    if (!server) throw new Error('server not started');
    return fetch(`${server.url.replace('localhost', '127.0.0.1')}${path}`, init);
  }) as [(path: string, init?: RequestInit) => Promise<Response>, (path: string, init?: RequestInit) => Promise<Response>];

  async function addPlayer(balanceTaka: number) {
    const username = `multi${randomBytes(4).toString('hex')}`;
    const [row] = await database.db
      .insert(players)
      .values({
        remoteId: randomBytes(16).toString('hex'),
        username,
        passwordHash: await cheapPasswords.hash('secret123'),
        referralCode: randomBytes(5).toString('hex').toUpperCase(),
        sessionId: 1,
        dofb: '1990-01-01',
        createdAt: clock.now(),
      })
      .returning({ id: players.id, remoteId: players.remoteId });
    if (!row) throw new Error('no player');
    if (balanceTaka > 0) {
      await database.db.transaction((tx) => moveMoney(tx, { playerId: row.id, amount: balanceTaka * 100, kind: 'adjustment', reference: 'test', actor: 'test', at: clock.now() }));
    }
    const { token } = await issueSession(database.db, row.id, clock);
    return { ...row, username, auth: { Authorization: `Bearer ${token}` } };
  }

  it('start together on an empty database: migrated once, seeded once, both healthy', async () => {
    const health = await Promise.all([a('/api/health'), b('/api/health')]);
    expect(health.map((res) => res.status)).toEqual([200, 200]);
    const counts = await database.db.execute(sql`select count(*)::int as rows, count(distinct hash)::int as migrations from drizzle.__drizzle_migrations`);
    const [journal] = (counts as { rows: { rows: number; migrations: number }[] }).rows;
    expect(journal?.rows).toBe(journal?.migrations);
    const demo = await database.db.select({ id: players.id }).from(players).where(eq(players.username, testConfig().demoUsername));
    expect(demo).toHaveLength(1);
  });

  it('one deposit for one Idempotency-Key sent to both at once; its receipt shows on either', async () => {
    const player = await addPlayer(0);
    const [channel] = await database.db
      .select({ id: paymentChannels.id })
      .from(paymentChannels)
      .innerJoin(paymentMethods, eq(paymentMethods.id, paymentChannels.paymentMethodId))
      .where(and(eq(paymentMethods.name, 'bKash'), eq(paymentChannels.accountType, 'Agent')));
    const deposit = () => {
      const form = new FormData();
      for (const [field, value] of Object.entries({ remote_id: player.remoteId, account_number: '01711111111', transaction_id: 'multi12345', amount: '1000', payment_id: String(channel?.id), promotion_id: '' })) form.append(field, value);
      form.append('receipt', new File([PNG_1X1.slice()], 'receipt.png', { type: 'image/png' }));
      return { method: 'POST', body: form, headers: { ...player.auth, 'Idempotency-Key': 'multi-deposit-1' } };
    };
    const answers = await Promise.all([a('/api/submit-deposit', deposit()), b('/api/submit-deposit', deposit())]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const bodies = (await Promise.all(answers.map((res) => res.json()))) as { transaction: { id: number } }[];
    expect(bodies[0]).toEqual(bodies[1]);
    expect(answers.filter((res) => res.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(1);
    const rows = await database.db.select().from(fundsTransactions).where(eq(fundsTransactions.playerId, player.id));
    expect(rows).toHaveLength(1);
    const id = rows[0]?.id;
    for (const server of [a, b]) {
      const receipt = await server(`/api/receipts/${id}`, { headers: player.auth });
      expect(receipt.status).toBe(200);
      expect(new Uint8Array(await receipt.arrayBuffer())).toEqual(new Uint8Array(PNG_1X1));
    }
  });

  it('counts failed log-ins once across both: the eleventh try is paused on either', async () => {
    const player = await addPlayer(0);
    const wrong = () => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: player.username, password: 'wrongpass1' }) });
    const tries = await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? a : b)('/api/login', wrong())));
    expect(tries.map((res) => res.status)).toEqual(Array(10).fill(401));
    const right = () => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: player.username, password: 'secret123' }) });
    for (const server of [a, b]) {
      const paused = await server('/api/login', right());
      expect(paused.status).toBe(429);
      expect(Number(paused.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
  });

  it('bets placed through both are settled once each, however many servers settle at once; the books balance', async () => {
    const gamblers = [await addPlayer(5_000), await addPlayer(5_000)];
    const market = matchOddsAt(SEED, event, at);
    const bets = gamblers.map((gambler, index) => {
      const selection = market.runners[index];
      const body = { market: 'match_odds', event_id: event.eventId, market_id: event.marketId, selection_id: selection?.selectionId, side: 'back', odds: selection?.ex.availableToBack[0]?.price, stake: 500 };
      return (index === 0 ? a : b)('/api/exchange/bets', { method: 'POST', headers: { 'Content-Type': 'application/json', ...gambler.auth }, body: JSON.stringify(body) });
    });
    expect((await Promise.all(bets)).map((res) => res.status)).toEqual([201, 201]);

    clock.set(new Date(event.endsAt + 1_000));
    // Both servers settle at the same moment (the operator's feed-skip waits for any run in progress).
    const skip = (index: number) => {
      const ops = readOps(join(folders[index] ?? '', 'data'));
      if (!ops) throw new Error('no ops files');
      return fetch(`${ops.url}/ops/run`, { method: 'POST', headers: { Authorization: `Bearer ${ops.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ command: 'feed-skip', args: ['1'] }) });
    };
    expect((await Promise.all([skip(0), skip(1)])).map((res) => res.status)).toEqual([200, 200]);

    // The gamblers' bets (the seed gave the demo player a settled one of its own).
    const placed = await database.db.select().from(exchangeBets).where(inArray(exchangeBets.playerId, gamblers.map((gambler) => gambler.id)));
    expect(placed.map((row) => row.status).sort()).toEqual(event.winner < 2 ? ['lost', 'won'] : ['lost', 'lost']);
    for (const gambler of gamblers) {
      const entries = await database.db.select({ kind: ledgerEntries.kind }).from(ledgerEntries).where(eq(ledgerEntries.playerId, gambler.id));
      // The adjustment that funded the player; the exposure held at the bet and released at settlement; one settlement.
      expect(entries.map((entry) => entry.kind).sort()).toEqual(['adjustment', 'exchange_exposure', 'exchange_exposure', 'exchange_settlement']);
    }
    expect(await reconcile(database.db)).toEqual([]);
  });

  it('a task held by one server is skipped by another, and runs once the first lets go', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const first = runUnlessBusy(database, 'exchange-settlement', async () => {
      entered();
      await held;
      return 'first';
    });
    await inside;
    expect(await runUnlessBusy(database, 'exchange-settlement', async () => 'second')).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(await runUnlessBusy(database, 'exchange-settlement', async () => 'third')).toEqual({ ran: true, value: 'third' });
  });
});
