/**
 * Vitest global set-up of the server tests: the migrated databases every test file starts from are
 * made once per run instead of once per file.
 * - PGlite: one migrated in-memory database, dumped to a file; each file loads it (about 0.7 s)
 *   instead of migrating its own (about 4 s).
 * - PostgreSQL: one throwaway cluster (or DATABASE_URL) with one migrated template database; each
 *   file copies it with CREATE DATABASE … TEMPLATE instead of running initdb, a server and the
 *   migrations of its own.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'pg';
import type { TestProject } from 'vitest/node';
import { IN_MEMORY, openDatabase, wrapPool } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { postgresUnavailableReason, useTestPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory dump (createTestDatabase loads it). */
    pgliteTemplateFile: string;
    /** The test PostgreSQL server and its migrated template database, or why there is none. */
    testPostgres: { url: string; template: string } | { unavailable: string };
  }
}

async function dumpPgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({ dataDir: IN_MEMORY, databaseUrl: undefined });
  try {
    await migrateDatabase(database);
    if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.driver.client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = join(process.cwd(), '.tmp', `test-templates-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  const pgliteTemplateFile = join(folder, 'pglite.tar');

  const unavailable = postgresUnavailableReason();
  const startPostgres = async () => {
    if (unavailable) return { postgres: undefined, provided: { unavailable } };
    try {
      const postgres = await useTestPostgres();
      const template = `takaplay_template_${randomBytes(6).toString('hex')}`;
      const admin = new Pool({ connectionString: postgres.url, max: 1 });
      try {
        await admin.query(`CREATE DATABASE ${template}`);
      } finally {
        await admin.end();
      }
      const target = new URL(postgres.url);
      target.pathname = `/${template}`;
      // No connection may stay open to a template while it is copied.
      const database = wrapPool(new Pool({ connectionString: target.toString(), max: 1 }));
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
      return { postgres: { ...postgres, template }, provided: { url: postgres.url, template } };
    } catch (error) {
      return { postgres: undefined, provided: { unavailable: `it could not be started: ${error instanceof Error ? error.message : String(error)}` } };
    }
  };

  // Both at once: PGlite's migration is CPU in this process, PostgreSQL's start is mostly waiting.
  const [, started] = await Promise.all([dumpPgliteTemplate(pgliteTemplateFile), startPostgres()]);
  project.provide('pgliteTemplateFile', pgliteTemplateFile);
  project.provide('testPostgres', started.provided);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (started.postgres) {
      const admin = new Pool({ connectionString: started.postgres.url, max: 1 });
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${started.postgres.template}`);
      } finally {
        await admin.end();
      }
      await started.postgres.stop();
    }
  };
}
