import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { wrapPool, type Database } from '../db/client.ts';
import { createTestDatabase } from './database.ts';
import { inject } from 'vitest';

export type TestDatabaseKind = 'pglite' | 'postgres';
export type BothDatabasesContext = { kind: TestDatabaseKind; database(): Database };

/**
 * A database of its own on the run's test server (never the server's own data): a copy of the
 * migrated template the global set-up made (server/testing/global-setup.ts).
 */
async function createScratchDatabase(url: string, template: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `takaplay_test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = wrapPool(new Pool({ connectionString: target.toString(), max: 10 }));
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

/** Empties every table of the public schema (the migrations journal lives in schema drizzle). */
async function truncateAll(database: Database, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  await database.db.execute(sql.raw(`TRUNCATE TABLE ${tables.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY CASCADE`));
}

/**
 * Runs `body` twice: against in-memory PGlite (one database per test file, emptied before each
 * test: starting a PGlite takes a second, emptying it a few milliseconds) and against PostgreSQL
 * (the run's one throwaway cluster, or DATABASE_URL; one scratch database per call copied from the
 * migrated template, emptied before each test). PostgreSQL is skipped, with the reason printed,
 * only when it is not installed or could not start.
 */
export function describeBothDatabases(title: string, body: (context: BothDatabasesContext) => void): void {
  describe(`${title} [PGlite]`, () => {
    let database: Database | undefined;
    let tables: string[] = [];
    beforeAll(async () => {
      database = await createTestDatabase();
      const { driver } = database;
      if (driver.kind !== 'pglite') throw new Error('expected PGlite');
      const result = await driver.client.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'");
      tables = result.rows.map((row) => row.tablename);
    });
    afterAll(async () => {
      await database?.close();
    });
    beforeEach(async () => {
      if (database) await truncateAll(database, tables);
    });
    body({
      kind: 'pglite',
      database: () => {
        if (!database) throw new Error('no test database');
        return database;
      },
    });
  });

  const testPostgres = inject('testPostgres');
  const unavailable = 'unavailable' in testPostgres ? testPostgres.unavailable : undefined;
  if (unavailable) console.warn(`[both-databases] ${title}: skipping PostgreSQL: ${unavailable}`);
  describe.skipIf(unavailable !== undefined)(`${title} [PostgreSQL]`, () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
    let tables: string[] = [];
    beforeAll(async () => {
      if (!('url' in testPostgres)) return;
      scratch = await createScratchDatabase(testPostgres.url, testPostgres.template);
      const { driver } = scratch.database;
      if (driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const result = await driver.pool.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'");
      tables = result.rows.map((row) => row.tablename);
    });
    afterAll(async () => {
      await scratch?.drop();
    });
    beforeEach(async () => {
      if (!scratch) throw new Error('no PostgreSQL scratch database');
      await truncateAll(scratch.database, tables);
    });
    body({
      kind: 'postgres',
      database: () => {
        if (!scratch) throw new Error('no test database');
        return scratch.database;
      },
    });
  });
}
