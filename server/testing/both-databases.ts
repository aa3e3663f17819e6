import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { wrapPool, type Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createTestDatabase } from './database.ts';
import { postgresUnavailableReason, useTestPostgres, type TestPostgres } from './postgres.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';
export type BothDatabasesContext = { kind: TestDatabaseKind; database(): Database };

/** A database of its own on the server behind `url` (never the server's own data), migrated. */
async function createScratchDatabase(url: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `takaplay_test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = wrapPool(new Pool({ connectionString: target.toString(), max: 10 }));
  await migrateDatabase(database);
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
 * (one throwaway cluster per test file, or DATABASE_URL; one scratch database, emptied before each test).
 * PostgreSQL is skipped, with the reason printed, only when it is not installed or cannot start.
 * Call it once per test file (it starts one cluster per call).
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

  const unavailable = postgresUnavailableReason();
  if (unavailable) console.warn(`[both-databases] ${title}: skipping PostgreSQL: ${unavailable}`);
  describe.skipIf(unavailable !== undefined)(`${title} [PostgreSQL]`, () => {
    let postgres: TestPostgres | undefined;
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
    let tables: string[] = [];
    let failure: string | undefined;
    beforeAll(async () => {
      try {
        postgres = await useTestPostgres();
        scratch = await createScratchDatabase(postgres.url);
        const { driver } = scratch.database;
        if (driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
        const result = await driver.pool.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'");
        tables = result.rows.map((row) => row.tablename);
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        console.warn(`[both-databases] ${title}: skipping PostgreSQL, it could not be started: ${failure}`);
      }
    });
    afterAll(async () => {
      await scratch?.drop();
      await postgres?.stop();
    });
    beforeEach(async (context) => {
      if (failure || !scratch) return context.skip();
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
