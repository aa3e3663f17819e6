import { createApp } from '../../app.ts';
import { fixedClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { listedEvents } from '../../exchange/schedule.ts';
import { silentLogger } from '../../logger.ts';
import { cheapPasswords } from '../../routes/players/test-support.ts';
import { createFeedClock } from '../../exchange/source.ts';
import { testConfig } from '../../testing/config.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { OpsFailure, OpsUsageError } from '../types.ts';
import { feedSkipCommand } from './feed-skip.ts';

const NOW = '2026-11-24T10:00:00.000Z';
const SEED = 'skip-seed';
const TOKEN = 'ops-secret-token';
const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const run = (args: string[]) => ({
  method: 'POST',
  headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ command: 'feed-skip', args }),
});

describe('ops: feed-skip', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('moves the simulated matches the site is shown forward, by the seconds asked, and never back', async () => {
    const clock = fixedClock(NOW);
    const app = createApp({ database, clock, config: testConfig({ exchangeSeed: SEED }), log: silentLogger, passwords: cheapPasswords }, { opsToken: TOKEN });
    const listedNames = async () => ((await (await app.request('/exchange-data/sports-events/cricket')).json()) as { Event: string; InPlay: boolean }[]).map((event) => `${event.Event} ${event.InPlay}`);
    const expectedAt = (time: number) => listedEvents(SEED, 'cricket', time).map((event) => event.name);
    expect((await listedNames()).map((line) => line.replace(/ (true|false)$/, ''))).toEqual(expectedAt(Date.parse(NOW)));

    const skipped = await app.request('/ops/run', run(['5400']), loopback);
    expect(skipped.status).toBe(200);
    expect(await skipped.json()).toMatchObject({ json: { skipped_seconds: 5400, feed_time: '2026-11-24T11:30:00.000Z', settled_bets: 0 } });
    // The fan-out keeps an answer for a moment of the server's clock: the next moment sees the new time.
    clock.advance(60_000);
    expect((await listedNames()).map((line) => line.replace(/ (true|false)$/, ''))).toEqual(expectedAt(Date.parse(NOW) + 60_000 + 5_400_000));

    // 0 only tells the time.
    expect(await (await app.request('/ops/run', run(['0']), loopback)).json()).toMatchObject({ json: { skipped_seconds: 0, feed_time: '2026-11-24T11:31:00.000Z' } });
    for (const args of [[], ['-5'], ['86401'], ['soon'], ['5', '6']]) expect((await app.request('/ops/run', run(args), loopback)).status).toBe(400);
  });

  it('settles at once what the skip decided, and only after a skip', async () => {
    const feedClock = createFeedClock(fixedClock(NOW), undefined);
    let runs = 0;
    const context = { database, clock: fixedClock(NOW), log: silentLogger, passwords: cheapPasswords, feedClock, settleExchange: async () => ((runs += 1), 2) };
    expect((await feedSkipCommand.run(context, ['0'])).json).toEqual({ skipped_seconds: 0, feed_time: NOW, settled_bets: 0 });
    expect(runs).toBe(0);
    const skipped = await feedSkipCommand.run(context, ['90']);
    expect(skipped.json).toEqual({ skipped_seconds: 90, feed_time: '2026-11-24T10:01:30.000Z', settled_bets: 2 });
    expect(skipped.text).toBe('The simulated matches moved 90 s forward; their time is now 2026-11-24T10:01:30.000Z. Bets settled: 2.');
    expect(runs).toBe(1);
  });

  it('says why it cannot when the matches are not the simulated ones of a running server', async () => {
    const context = { database, clock: fixedClock(NOW), log: silentLogger, passwords: cheapPasswords };
    await expect(feedSkipCommand.run(context, ['60'])).rejects.toBeInstanceOf(OpsFailure);
    await expect(feedSkipCommand.run(context, ['60'])).rejects.toThrow(/start it \(npm start\)/);
    await expect(feedSkipCommand.run(context, [])).rejects.toBeInstanceOf(OpsUsageError);
    // A real provider's matches (EXCHANGE_DATA_URL): the app has no clock of its own for them.
    const app = createApp({ database, clock: fixedClock(NOW), config: testConfig({ exchangeDataUrl: 'https://odds.example.com/api' }), log: silentLogger }, { opsToken: TOKEN });
    expect((await app.request('/ops/run', run(['60']), loopback)).status).toBe(422);
  });
});
