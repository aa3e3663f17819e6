import { vi } from 'vitest';
import { fixedClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { describeBothDatabases } from '../testing/both-databases.ts';
import { createTestPlayer, testApp } from '../testing/app.ts';

/** Counts the statements the database is sent (PGlite's client, or the pg pool) while `run` goes. */
async function statementsDuring(database: Database, run: () => Promise<void>): Promise<number> {
  const { driver } = database;
  const spy = driver.kind === 'pglite' ? vi.spyOn(driver.client, 'query') : vi.spyOn(driver.pool, 'query');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

// Issue 25: most of a logged-in call's cost is per statement. The calls every open page makes all the time
// cost this many round trips (the session lookup included); a minute after the last write the session's
// last-seen write adds one, and only then.
describeBothDatabases('statements per logged-in call', ({ database }) => {
  it('balance 1, the inbox poll 2, the exchange summary 1, the profile 1; last-seen adds one once a minute', async () => {
    const clock = fixedClock('2026-11-26T10:00:00Z');
    const app = testApp(database(), clock);
    const player = await createTestPlayer(database(), { balance: '10', clock });
    const call = (path: string, method = 'GET') => async () => {
      const response = await app.request(path, { method, headers: player.auth });
      expect(response.status).toBe(200);
    };
    expect(await statementsDuring(database(), call('/api/balance', 'POST'))).toBe(1);
    expect(await statementsDuring(database(), call(`/api/inbox?remote_id=${player.remoteId}&page=1`))).toBe(2);
    expect(await statementsDuring(database(), call('/api/exchange/summary'))).toBe(1);
    expect(await statementsDuring(database(), call(`/api/user/show?remote_id=${player.remoteId}`))).toBe(1);
    clock.advance(59_000);
    expect(await statementsDuring(database(), call('/api/balance', 'POST'))).toBe(1);
    clock.advance(1_000);
    expect(await statementsDuring(database(), call('/api/balance', 'POST'))).toBe(2);
    expect(await statementsDuring(database(), call('/api/balance', 'POST'))).toBe(1);
  });
});
