import { createApp } from '../app.ts';
import { fixedClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { testConfig } from '../testing/config.ts';
import { createTestDatabase } from '../testing/database.ts';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

const clock = fixedClock('2025-05-05T12:00:00.000Z');
const appFor = (db: Database) => createApp({ database: db, clock, config: testConfig(), log: silentLogger });

describe('GET /api/health', () => {
  it('reports ok with the database kind and the clock time', async () => {
    const res = await appFor(database).request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'pglite', time: '2025-05-05T12:00:00.000Z' });
  });

  it('answers 503 when the database cannot be queried', async () => {
    const app = appFor(database);
    await database.close();
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'error' });
  });
});
