import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { Config } from '../config.ts';
import { usePreparedStatements } from './pglite-statements.ts';
import { schema, type Schema } from './schema.ts';

/** The driver-independent drizzle type callers use: same queries on PGlite and PostgreSQL. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

/** Driver-specific handles, needed only where drizzle's API differs per driver (migrations). */
export type DriverHandle =
  | { kind: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite }
  | { kind: 'postgres'; db: NodePgDatabase<Schema>; pool: Pool };

export type Database = {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  driver: DriverHandle;
  close(): Promise<void>;
};

export const IN_MEMORY = 'memory://';

export function wrapPglite(client: PGlite): Database {
  usePreparedStatements(client);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', db, client },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function wrapPool(pool: Pool): Database {
  const db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    driver: { kind: 'postgres', db, pool },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export async function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    return wrapPool(pool);
  }
  if (config.dataDir !== IN_MEMORY) mkdirSync(config.dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(config.dataDir));
}
