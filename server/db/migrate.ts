import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';
import { runAlone } from './exclusive.ts';

// Resolved from this file so it works whatever the working directory is.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Servers starting together on one PostgreSQL migrate one after the other: the later ones find nothing to do. */
export async function migrateDatabase(database: Database): Promise<void> {
  const { driver } = database;
  if (driver.kind === 'pglite') await migratePglite(driver.db, { migrationsFolder });
  // On the lock's own connection: the test template is migrated through a pool of one.
  else {
    await runAlone(database, 'migrate', async (connection) => {
      if (connection) await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
      else await migrateNodePg(driver.db, { migrationsFolder });
    });
  }
}
