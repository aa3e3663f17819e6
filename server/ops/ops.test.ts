import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createApp } from '../app.ts';
import { fixedClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { OWNER_LOCK_FILE } from '../db/data-folder.ts';
import { players } from '../db/schema.ts';
import { silentLogger } from '../logger.ts';
import { startServer } from '../main.ts';
import { databaseOutbox } from '../messaging/outbox.ts';
import { cheapPasswords } from '../routes/players/test-support.ts';
import { testConfig } from '../testing/config.ts';
import { createMigratedDataDir, createTestDatabase } from '../testing/database.ts';
import { runOpsCli } from './cli.ts';
import { createPlayerCommand } from './commands/create-player.ts';
import { outboxCommand } from './commands/outbox.ts';
import { OPS_TOKEN_FILE, readOps } from './files.ts';
import { OpsUsageError } from './types.ts';

const clock = fixedClock('2025-06-01T06:00:00.000Z');

describe('ops commands', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());
  const context = () => ({ database, clock, log: silentLogger, passwords: cheapPasswords });

  it('create-player makes an active player that can log in', async () => {
    const result = await createPlayerCommand.run(context(), ['OpsPlayer1', 'pass12345', '--phone', '01788888888', '--email=Ops@Example.com']);
    expect(result.text).toMatch(/^Created player opsplayer1 \(id 1, remote_id [0-9a-f-]{36}, referral code [0-9A-F]{10}\)$/);
    expect(result.json).toMatchObject({ id: 1, username: 'opsplayer1' });
    const [row] = await database.db.select().from(players).where(eq(players.username, 'opsplayer1'));
    expect(row).toMatchObject({ phone: '01788888888', email: 'ops@example.com', status: 'active', balance: '0.00', sessionId: 0 });
    const app = createApp({ database, clock, config: testConfig(), log: silentLogger, passwords: cheapPasswords });
    const login = await app.request('/api/login', { method: 'POST', body: JSON.stringify({ username: 'opsplayer1', password: 'pass12345' }) });
    expect(login.status).toBe(200);
  });

  it('create-player refuses bad arguments and taken names with usage errors', async () => {
    await createPlayerCommand.run(context(), ['opsplayer1', 'pass12345']);
    for (const [args, message] of [
      [[], /^Usage: create-player/],
      [['short', 'pass12345'], /Username must be between 8 and 16/],
      [['opsplayer2', 'bad pass!'], /Password must be at least 8/],
      [['opsplayer2', 'pass12345', '--phone', '12'], /Invalid phone number/],
      [['opsplayer2', 'pass12345', '--color', 'red'], /Unknown option --color/],
      [['OPSPLAYER1', 'pass12345'], /The username has already been taken\./],
    ] as const) {
      await expect(createPlayerCommand.run(context(), [...args])).rejects.toThrow(message);
      await expect(createPlayerCommand.run(context(), [...args])).rejects.toBeInstanceOf(OpsUsageError);
    }
  });

  it('outbox lists the newest messages, filtered by --to and --limit', async () => {
    const outbox = databaseOutbox(database.db, clock, silentLogger);
    await outbox.send({ channel: 'sms', to: '01711111111', purpose: 'phone', text: 'code 111111' });
    await outbox.send({ channel: 'email', to: 'a@example.com', purpose: 'email', text: 'code 222222' });
    await outbox.send({ channel: 'sms', to: '01711111111', purpose: 'phone', text: 'code 333333' });
    const all = await outboxCommand.run(context(), []);
    expect(all.text.split('\n')).toEqual([
      '#3 2025-06-01T06:00:00.000Z sms to 01711111111 (phone): code 333333',
      '#2 2025-06-01T06:00:00.000Z email to a@example.com (email): code 222222',
      '#1 2025-06-01T06:00:00.000Z sms to 01711111111 (phone): code 111111',
    ]);
    const filtered = await outboxCommand.run(context(), ['--to', '01711111111', '--limit', '1']);
    expect(filtered.json).toEqual([{ id: 3, channel: 'sms', to: '01711111111', purpose: 'phone', text: 'code 333333', created_at: '2025-06-01T06:00:00.000Z' }]);
    expect((await outboxCommand.run(context(), ['--to', 'nobody'])).text).toBe('No messages.');
    await expect(outboxCommand.run(context(), ['--limit', '0'])).rejects.toThrow('--limit must be a whole number from 1 to 500');
  });
});

describe('/ops/* endpoints', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());
  const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
  const remote = { incoming: { socket: { remoteAddress: '203.0.113.9' } } };
  const run = (body: unknown, token = 'ops-secret-token') => ({
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

  it('answers only loopback requests with the ops token; others get 404', async () => {
    const app = createApp({ database, clock, config: testConfig(), log: silentLogger, passwords: cheapPasswords }, { opsToken: 'ops-secret-token' });
    const ok = await app.request('/ops/run', run({ command: 'create-player', args: ['opsplayer1', 'pass12345'] }), loopback);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ text: expect.stringContaining('Created player opsplayer1'), json: { username: 'opsplayer1' } });
    expect((await app.request('/ops/run', run({ command: 'outbox' }), remote)).status).toBe(404);
    expect((await app.request('/ops/run', run({ command: 'outbox' }, 'wrong-token'), loopback)).status).toBe(404);
    expect((await app.request('/ops/run', { method: 'POST', body: '{}' }, loopback)).status).toBe(404);
    expect((await app.request('/ops/run', run({ command: 'outbox' }))).status).toBe(404); // no socket at all
    const usage = await app.request('/ops/run', run({ command: 'create-player', args: [] }), loopback);
    expect(usage.status).toBe(400);
    const unknown = await app.request('/ops/run', run({ command: 'nope' }), loopback);
    expect(await unknown.json()).toEqual({ message: 'Unknown command: nope' });
    // Without a token configured the endpoints do not exist.
    const plain = createApp({ database, clock, config: testConfig(), log: silentLogger });
    expect((await plain.request('/ops/run', run({ command: 'outbox' }), loopback)).status).not.toBe(200);
  });
});

describe('npm run ops (runOpsCli)', () => {
  let dir: string;
  // A folder with a migrated database: these tests are about the command, not a folder's first start.
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'takaplay-ops-'));
    await createMigratedDataDir(join(dir, 'db'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const capture = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { out: (text: string) => out.push(text), err: (text: string) => err.push(text) } };
  };

  it('opens the database itself when no server runs', async () => {
    const config = testConfig({ dataDir: join(dir, 'db') });
    const io = capture();
    expect(await runOpsCli(['create-player', 'cliplayer1', 'pass12345', '--json'], { config, clock, log: silentLogger, io: io.io, passwords: cheapPasswords })).toBe(0);
    expect(JSON.parse(io.out[0] ?? '')).toMatchObject({ username: 'cliplayer1' });
    const bad = capture();
    expect(await runOpsCli(['create-player', 'x'], { config, clock, log: silentLogger, io: bad.io })).toBe(2);
    expect(bad.err[0]).toMatch(/^Error: Usage: create-player/);
    const help = capture();
    expect(await runOpsCli([], { config, clock, log: silentLogger, io: help.io })).toBe(2);
    expect(help.out[0]).toContain('create-player <username> <password>');
    expect(help.out[0]).toContain('outbox [--to');
    const database = await openDatabase(config);
    try {
      expect(await database.db.select({ u: players.username }).from(players)).toEqual([{ u: 'cliplayer1' }]);
    } finally {
      await database.close();
    }
  });

  it('goes through the running server (PGlite admits one process) and its ops-token file', async () => {
    const config = testConfig({ port: 0, host: '127.0.0.1', dataDir: join(dir, 'db'), distDir: join(dir, 'none') });
    const server = await startServer(config, { clock, log: silentLogger });
    try {
      expect(statSync(join(config.dataDir, OPS_TOKEN_FILE)).mode & 0o777).toBe(0o600);
      expect(readOps(config.dataDir)?.url).toBe(`http://127.0.0.1:${server.port}`);
      const io = capture();
      expect(await runOpsCli(['outbox'], { config, clock, log: silentLogger, io: io.io })).toBe(0);
      expect(io.out).toEqual(['No messages.']);
      const made = capture();
      expect(await runOpsCli(['create-player', 'liveplayer1', 'pass12345'], { config, clock, log: silentLogger, io: made.io })).toBe(0);
      expect(made.out[0]).toMatch(/^Created player liveplayer1/);
      const login = await fetch(`${server.url}/api/login`, { method: 'POST', body: JSON.stringify({ username: 'liveplayer1', password: 'pass12345' }) });
      expect(login.status).toBe(200);
      const usage = capture();
      expect(await runOpsCli(['create-player'], { config, clock, log: silentLogger, io: usage.io })).toBe(2);

      // A second server on the same folder does not start, and leaves the first one's operator files alone.
      await expect(startServer(config, { clock, log: silentLogger })).rejects.toThrow(`The data folder ${config.dataDir} is in use by process ${process.pid}`);
      expect(readOps(config.dataDir)?.url).toBe(`http://127.0.0.1:${server.port}`);
      // A server that owns the folder but does not answer: the command says so and opens nothing.
      const silent = capture();
      const unanswered = () => Promise.reject(new TypeError('fetch failed'));
      expect(await runOpsCli(['create-player', 'ghostplayer1', 'pass12345'], { config, clock, log: silentLogger, io: silent.io, fetch: unanswered })).toBe(1);
      expect(silent.err[0]).toBe(`Error: the server (process ${process.pid}) owns ${config.dataDir} but did not answer. Nothing was done; try again once it answers.`);
      const listed = await (await fetch(`${server.url}/api/login`, { method: 'POST', body: JSON.stringify({ username: 'ghostplayer1', password: 'pass12345' }) })).json();
      expect(listed).not.toHaveProperty('token');
    } finally {
      await server.close();
    }
    expect(readOps(config.dataDir)).toBeUndefined();
    expect(existsSync(join(config.dataDir, OWNER_LOCK_FILE))).toBe(false);
  });
});
