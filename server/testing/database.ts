import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { IN_MEMORY, openDatabase, wrapPglite, type Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

// Migrating once and cloning the data directory is faster than migrating every database: the
// global set-up (global-setup.ts) dumps one migrated database per run; outside it, once per file.
let template: Promise<Blob> | undefined;

async function buildTemplate(): Promise<Blob> {
  const file = inject('pgliteTemplateFile');
  if (file) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ dataDir: IN_MEMORY, databaseUrl: undefined });
  try {
    await migrateDatabase(database);
    if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
    return await database.driver.client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/** A fresh, migrated, empty in-memory PGlite database. Close it in afterEach/afterAll. */
export async function createTestDatabase(): Promise<Database> {
  template ??= buildTemplate();
  const client = await PGlite.create({ loadDataDir: await template });
  return wrapPglite(client);
}

/**
 * Fills `dataDir` with a migrated, empty PGlite database from the run's template: for tests of what
 * opens a data folder (`npm run ops`), not of PGlite's first start in a new folder, which
 * server/main.test.ts keeps. Loading the dump took about 2 s where a new folder's initdb and
 * migrations took 12–20 s on the 2-core machine.
 */
export async function createMigratedDataDir(dataDir: string): Promise<void> {
  template ??= buildTemplate();
  const client = await PGlite.create(dataDir, { loadDataDir: await template });
  await client.close();
}
